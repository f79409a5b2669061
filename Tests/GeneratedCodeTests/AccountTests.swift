import FlowRuntime
import Testing

/// Drives the generated Account flow (Flows/Account.flow): a sheet with a stack inside, a cover
/// with a written exit, `dismiss`, `U then T`, the gesture `dismissed` (disabled while there is
/// a draft), and the layers the navigator derives after each move.
@MainActor
@Suite struct AccountTests {
    /// Each layer as `presentation: root path…`, a child's entry as `addressBook.list`.
    func layers(_ navigator: FlowNavigator<Account>) -> [String] {
        navigator.layers.map { $0.described(Self.name) }
    }

    static func name(_ step: AccountStep) -> String {
        if case .addressBook(let child) = step { return "addressBook.\(child)" }
        return "\(step)"
    }

    /// AddressPicker, presented: the address book's sheet holds the child's screens, the app
    /// hears the outcome while the sheet is open, and `dismiss` closes it.
    @Test func theAddressBookSheetHoldsTheChildAndItsOutcomeClosesIt() {
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        var heard: [(AccountChildOutcome, [String])] = []
        navigator.observe { if case .childFinished(let outcome) = $0 { heard.append((outcome, self.layers(navigator))) } }
        #expect(navigator.transitions(.profile).addresses() == nil)
        #expect(layers(navigator) == ["base: profile", "sheet: addressBook.list"])
        #expect(navigator.transitions(.addressBook)(.list).add() == nil)
        #expect(layers(navigator) == ["base: profile", "sheet: addressBook.list addressBook.newAddress"], "pushed inside the sheet")
        #expect(navigator.transitions(.addressBook)(.newAddress).saved(addressID: 5) == nil)
        #expect(heard.map(\.0) == [.addressBook(.chosen(addressID: 5))])
        #expect(heard.first?.1 == ["base: profile", "sheet: addressBook.list addressBook.newAddress"], "heard while the sheet was open")
        #expect(layers(navigator) == ["base: profile"], "`dismiss` closed the sheet")
        #expect(navigator.transitions(.profile).addresses() == nil)
        #expect(navigator.transitions(.addressBook)(.list).cancel() == nil)
        #expect(heard.last?.0 == .addressBook(.cancelled))
        #expect(layers(navigator) == ["base: profile"])
    }

    @Test func aSheetHasItsOwnStackAndDismissRemovesTheWholeLayer() {
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        #expect(layers(navigator) == ["base: profile"])
        #expect(navigator.transitions(.profile).edit() == nil)
        #expect(layers(navigator) == ["base: profile", "sheet: editor"])
        #expect(navigator.transitions(.editor).changeAddress() == nil)
        #expect(layers(navigator) == ["base: profile", "sheet: editor address"], "pushed inside the sheet")
        #expect(navigator.transitions(.address).saveAll() == nil)
        #expect(navigator.walk == [.profile])
        #expect(layers(navigator) == ["base: profile"])
    }

    @Test func backFromASheetsRootDismissesIt() {
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        navigator.transitions(.profile).edit()
        navigator.transitions(.editor).changeAddress()
        #expect(navigator.transitions(.address).done() == nil)
        #expect(layers(navigator) == ["base: profile", "sheet: editor"])
        #expect(navigator.transitions(.editor).save() == nil, "`dismiss` from the sheet's root")
        #expect(layers(navigator) == ["base: profile"])
    }

    @Test func dismissThenPresentIsOneMove() {
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        var moves: [FlowMove<Account>] = []
        navigator.observe { if case .moved(let move) = $0 { moves.append(move) } }
        navigator.transitions(.profile).edit()
        navigator.transitions(.editor).changeAddress()
        #expect(navigator.transitions(.address).discardAndLock() == nil)
        #expect(layers(navigator) == ["base: profile", "cover: passcode"])
        #expect(moves.last == FlowMove(from: .address, event: .discardAndLock, to: .passcode), "one move, heard once")
        #expect(moves.count == 3)
    }

    @Test func aCoverLeavesThroughItsWrittenExits() {
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        navigator.transitions(.profile).lock()
        #expect(layers(navigator) == ["base: profile", "cover: passcode"])
        #expect(navigator.transitions(.passcode).unlocked() == nil)
        #expect(layers(navigator) == ["base: profile"])
        navigator.transitions(.profile).lock()
        #expect(navigator.transitions(.passcode).forgot() == nil, "`back then signedOut`: close the cover, push on the profile's stack")
        #expect(layers(navigator) == ["base: profile signedOut"])
        #expect(navigator.isFinished)
    }

    @Test func theGestureIsTheEventDismissedAndADraftDisablesIt() {
        var flags = AccountFlagValues()
        flags.hasDraft = true
        let navigator = FlowNavigator<Account>(flags: flags)
        var events: [AccountEvent?] = []
        navigator.observe { if case .moved(let move) = $0 { events.append(move.event) } }
        #expect(!navigator.isDismissalEnabled, "nothing below the root")
        navigator.transitions(.profile).edit()
        navigator.transitions(.editor).changeAddress()
        #expect(navigator.isDismissalEnabled, "the address form has no `on dismissed`: Back goes back")
        #expect(navigator.performDismissGesture() == nil)
        #expect(layers(navigator) == ["base: profile", "sheet: editor"])
        #expect(!navigator.isDismissalEnabled)
        #expect(navigator.performDismissGesture() == .dismissalDisabled, "`on dismissed -> back when !hasDraft`")
        #expect(layers(navigator) == ["base: profile", "sheet: editor"])
        navigator.flags = AccountFlagValues()
        #expect(navigator.performDismissGesture() == nil)
        #expect(layers(navigator) == ["base: profile"])
        #expect(events == [.edit, .changeAddress, .dismissed, .dismissed])
    }

    /// A cover's root has no Back button and no swipe: the gesture is off there, and refused
    /// if a host sends it anyway; only the cover's written transitions leave it.
    @Test func aCoversRootHasNoGesture() {
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        navigator.transitions(.profile).lock()
        #expect(layers(navigator) == ["base: profile", "cover: passcode"])
        #expect(!navigator.isDismissalEnabled)
        #expect(navigator.performDismissGesture() == .dismissalDisabled)
        #expect(layers(navigator) == ["base: profile", "cover: passcode"])
        #expect(navigator.transitions(.passcode).unlocked() == nil)
        #expect(layers(navigator) == ["base: profile"])
    }

    /// A link can land inside a sheet: its walk holds the presented step, so opening it shows
    /// the sheet with the form pushed in it.
    @Test func aLinkLandsInsideTheSheet() {
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        #expect(AccountLink(url: "myaccount://profile/address") == .address)
        #expect(navigator.open(url: "myaccount://profile/address") == nil)
        #expect(layers(navigator) == ["base: profile", "sheet: editor address"])
        #expect(AccountLink.address.urlString == "myaccount://profile/address")
    }

    /// A link can name a child flow's step: its walk holds the use-step's entries, so opening
    /// it presents the address book with the child's form pushed inside it, and the form's
    /// transitions are the child's.
    @Test func aLinkLandsOnAChildsStep() {
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        #expect(AccountLink(url: "myaccount://addresses/new") == .newAddress)
        #expect(AccountLink.newAddress.walk == [.profile, .addressBook(.list), .addressBook(.newAddress)])
        #expect(navigator.open(url: "myaccount://addresses/new") == nil)
        #expect(layers(navigator) == ["base: profile", "sheet: addressBook.list addressBook.newAddress"])
        #expect(navigator.transitions(.addressBook)(.newAddress).saved(addressID: 7) == nil)
        #expect(layers(navigator) == ["base: profile"], "the outcome's continuation dismisses the sheet")
    }

    @Test func dismissInTheBaseLayerIsRefusedAndWalksStayLegal() {
        #expect(Account.presentation(of: .editor, after: .profile) == .sheet)
        #expect(Account.presentation(of: .address, after: .editor) == nil)
        #expect(Account.isLegalWalk([.profile, .editor, .address]))
        #expect(Account.isLegalWalk([.profile, .signedOut]))
        #expect(!Account.isLegalWalk([.profile, .address]))
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        #expect(navigator.restore([.profile, .editor, .address]) == nil)
        #expect(layers(navigator) == ["base: profile", "sheet: editor address"], "a restored walk has its sheet")
    }
}
