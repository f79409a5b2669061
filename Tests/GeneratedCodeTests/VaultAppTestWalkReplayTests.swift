import FlowRuntime
import FlowRuntimeTesting
import Testing

/// VaultApp's planned walks replayed on `FlowAppNavigator`: its swaps, its events from each
/// root (the login request from each tab), the lock refused without an account, the link held
/// while signed out, and the kept vault shown again; and its roots' own walks.
@MainActor
@Suite struct VaultAppTestWalkReplayTests {
    @Test(arguments: VaultApp.testWalks())
    func app(_ walk: FlowAppTestWalk<VaultAppTestSupport>) {
        #expect(walk.replay() == nil)
    }

    @Test func theWalksSendEveryEventAndHoldTheLink() {
        let moves = VaultApp.testWalks().flatMap(\.moves)
        let sent = moves.compactMap { move -> VaultAppEvent? in if case .send(let event) = move.action { event } else { nil } }
        #expect(Set(sent) == [.lock, .logout, .loginRequest(id: "x")])
        #expect(moves.contains { $0.expected == .app(root: .signIn, overTop: [], heldLink: "vault://items/x") })
        #expect(moves.contains { $0.expected == .refused })
    }

    /// A walk whose expectation is wrong fails at that move, saying what differs.
    @Test func aWrongExpectationIsReported() throws {
        let walk = try #require(VaultApp.testWalks().first { $0.moves.count == 1 && $0.start == .main })
        let wrong = FlowAppTestWalk<VaultAppTestSupport>(
            name: walk.name, flags: walk.flags, start: walk.start,
            moves: [FlowAppTestMove(action: walk.moves[0].action, flags: walk.moves[0].flags, expected: .app(root: .main, overTop: [], heldLink: nil))]
        )
        let failure = try #require(wrong.replay())
        #expect(failure.move == 1)
    }

    @Test(arguments: VaultTabs.testWalks(.all))
    func vaultTabs(_ walk: FlowTestWalk<VaultTabsTestSupport>) {
        #expect(walk.replay(payloads: Payloads()) == nil)
    }

    struct Payloads: FlowTestPayloads {
        typealias Flow = VaultTabs
        func step(_ kind: VaultTabsStepKind) -> VaultTabsStep? { kind == .item ? .item(id: "1") : nil }
    }
}
