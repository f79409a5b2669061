import FlowRuntime
import FlowRuntimeTesting
import Testing

/// Every walk `flowc paths --cover all` plans for the bundled flows (the generated test
/// support in Generated/*.testwalks.swift), refusals and links included, replayed on a real
/// `FlowNavigator`: each move's flags set, its event made, and the walk after it compared.
/// This is what an app's test target gets: `@Test(arguments: Checkout.testWalks(.all))`.
@MainActor
@Suite struct TestWalkReplayTests {
    /// The payloads of the bundled flows' payload steps and outcomes: what a test supplies.
    struct Payloads<Flow: FlowDefinition>: FlowTestPayloads {
        let make: (Flow.StepKind) -> Flow.Step?
        var makeOutcome: (Flow.StepKind) -> Flow.Outcome? = { _ in nil }
        func step(_ kind: Flow.StepKind) -> Flow.Step? { make(kind) }
        func outcome(_ kind: Flow.StepKind) -> Flow.Outcome? { makeOutcome(kind) }
    }

    @Test(arguments: Checkout.testWalks(.all))
    func checkout(_ walk: FlowTestWalk<CheckoutTestSupport>) {
        let payloads = Payloads<Checkout> { $0 == .cardDetails ? .cardDetails(cardID: "4242") : nil }
        #expect(walk.replay(payloads: payloads) == nil)
    }

    /// A tabbed router's walks: the tab bar's taps and action replayed with `select(_:)`,
    /// `reselect(_:)` and `perform(_:)`, and every tab's walk compared after each move.
    @Test(arguments: Club.testWalks(.all))
    func club(_ walk: FlowTestWalk<ClubTestSupport>) {
        let payloads = Payloads<Club> { kind in
            switch kind {
            case .post: .post(id: "1")
            case .profile: .profile(id: "7")
            default: nil
            }
        }
        #expect(walk.replay(payloads: payloads) == nil)
    }

    /// A walk that expects another container than the navigator's is told where they part:
    /// the tab selected, or the kind of container.
    @Test func anExpectedContainerThatDiffersIsNamed() throws {
        let payloads = Payloads<Club> { kind in kind == .post ? .post(id: "1") : kind == .profile ? .profile(id: "7") : nil }
        let walk = try #require(Club.testWalks(.all).first { if case .container = $0.moves.first?.expected { true } else { false } })
        let first = walk.moves[0]
        guard case .container(.tabs(let selected, let walks)) = first.expected else { Issue.record("not tabs"); return }
        let other: ClubStepKind = selected == .settings ? .feed : .settings
        let wrongTab = FlowTestMove<Club>(step: first.step, event: first.event, flags: first.flags,
                                          expected: .tabs(selected: other, walks: walks), bar: first.bar)
        let tab = try #require(FlowTestWalk(name: walk.name, start: walk.start, moves: [wrongTab]).replay(payloads: payloads))
        #expect(tab.message == "expected the tab \(other.name) selected, found \(selected.name)")
        let stack = FlowTestMove<Club>(step: first.step, event: first.event, flags: first.flags, expected: .container(.stack([.friends])), bar: first.bar)
        let kind = try #require(FlowTestWalk(name: walk.name, start: walk.start, moves: [stack]).replay(payloads: payloads))
        #expect(kind.message == "expected a stack, found tabs")
    }

    /// A test that supplies no payload for a step its walks push is told which one, in a
    /// tabbed router as in any other.
    @Test func aMissingPayloadIsNamed() throws {
        let walk = try #require(Club.testWalks(.all).first { $0.moves.contains { $0.event == .openPost } })
        let failure = try #require(walk.replay())
        #expect(failure.message == "no payload for post: supply one in the payloads")
    }

    @Test(arguments: Account.testWalks(.all))
    func account(_ walk: FlowTestWalk<AccountTestSupport>) {
        #expect(walk.replay() == nil)
    }

    @Test(arguments: Onboarding.testWalks(.all))
    func onboarding(_ walk: FlowTestWalk<OnboardingTestSupport>) {
        #expect(walk.replay() == nil)
    }

    @Test(arguments: Registration.testWalks(.all))
    func registration(_ walk: FlowTestWalk<RegistrationTestSupport>) {
        let payloads = Payloads<Registration> { kind in
            switch kind {
            case .verifyEmail: .verifyEmail(address: "a@example.com")
            case .invitationAccepted: .invitationAccepted(inviteID: 7, teamName: "Team")
            case .backupCodes: .backupCodes(codes: ["123456"])
            default: nil
            }
        }
        #expect(walk.replay(payloads: payloads) == nil)
    }

    @Test(arguments: Catalogue.testWalks(.all))
    func catalogue(_ walk: FlowTestWalk<CatalogueTestSupport>) {
        let payloads = Payloads<Catalogue> { kind in
            switch kind {
            case .searchResults: .searchResults(query: "shoes", page: nil)
            case .productDetail: .productDetail(id: 42)
            case .reviews: .reviews(productID: 42)
            case .profile: .profile(userID: "me")
            default: nil
            }
        }
        #expect(walk.replay(payloads: payloads) == nil)
    }

    /// Board's walks go into a use-step with a payload (`editor(mode:)`, which the test
    /// supplies) and start at a use-step root (`settings`), through its child's screens.
    @Test(arguments: Board.testWalks(.all))
    func board(_ walk: FlowTestWalk<BoardTestSupport>) {
        let payloads = Payloads<Board> { kind in
            switch kind {
            case .editor: .editor(.compose(mode: 2))
            case .post: .post(postID: 7)
            default: nil
            }
        }
        #expect(walk.replay(payloads: payloads) == nil)
    }

    /// A walk starting at the use-step root plans a move through its child's screens.
    @Test func boardPlansAWalkFromItsUseStepRoot() {
        let fromSettings = Board.testWalks(.all).filter { walk in
            guard case .root(.settings, _, _) = walk.start else { return false }
            return walk.moves.contains { $0.child != nil }
        }
        #expect(!fromSettings.isEmpty)
    }

    /// A walk may go through several of a use-step root's child screens before its outcome:
    /// the child's walk is the whole walk, root included.
    @Test func aChildWalkAtAUseStepRootReplays() {
        let child = FlowTestChildWalk<Board>(Preferences.self, moves: [
            .init(step: .overview, event: .account, flags: [false], expected: .walk(keeping: 1, entering: .account)),
            .init(step: .account, event: .signOut, flags: [false], expected: .outcome(.signedOut)),
        ])
        let walk = FlowTestWalk<BoardTestSupport>(name: "root", start: .root(.settings, flags: [false], walk: [.settings]), moves: [
            .init(step: .settings, event: .signedOut, flags: [false], expected: .walk(keeping: 1, entering: .goodbye), child: child),
        ])
        #expect(walk.replay() == nil)
    }

    @Test(arguments: AddressPicker.testWalks(.all))
    func addressPicker(_ walk: FlowTestWalk<AddressPickerTestSupport>) {
        let payloads = Payloads<AddressPicker>(make: { _ in nil }, makeOutcome: { $0 == .chosen ? .chosen(addressID: 1) : nil })
        #expect(walk.replay(payloads: payloads) == nil)
    }
}
