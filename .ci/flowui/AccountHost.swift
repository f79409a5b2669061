// .ci/flowui-check: an app's use of FlowHost, with the generated Account flow (Flows/Account.flow):
// what `docs/Presentation.md` shows, plus the presenter's own API, so the host's generic
// signature and isolation are checked from an app module too.
import FlowRuntime
import FlowUI
import SwiftUI

struct AccountRoot: View {
    @State private var navigator: FlowNavigator<Account>

    init() {
        _navigator = State(initialValue: FlowNavigator<Account>(flags: AccountFlagValues()))
    }

    var body: some View {
        FlowHost(navigator) { step in
            screen(step)
        }
        .flowAlertText { alert in
            switch alert.kind {
            case .confirmSignOut:
                FlowAlertText(Text("Sign out?"), message: Text("You can sign in again.")) { $0 == .signOut ? Text("Sign Out") : Text("Stay") }
            }
        }
    }

    @ViewBuilder func screen(_ step: AccountStep) -> some View {
        let go = navigator.transitions
        switch step {
        case .profile:
            Button("Edit") { go(.profile).edit() }
            Button("Sign out") { go(.profile).signOut() }
        case .editor: Button("Save") { go(.editor).save() }
        case .address: Button("Done") { go(.address).done() }
        case .addressBook(let child): addressBook(child, go(.addressBook))
        case .passcode: Button("Unlock") { go(.passcode).unlocked() }
        case .signedOut: Text("Signed out")
        }
    }

    /// AddressPicker's screens, in the address book's sheet, with AddressPicker's transitions.
    @ViewBuilder func addressBook(_ step: AddressPickerStep, _ go: AddressPickerTransitions) -> some View {
        switch step {
        case .list: Button("Home") { go(.list).pick(addressID: 1) }
        case .newAddress: Button("Save") { go(.newAddress).saved(addressID: 2) }
        }
    }
}

@MainActor func hearTheAddressBook(_ navigator: FlowNavigator<Account>) {
    navigator.observe { event in
        if case .childFinished(.addressBook(.chosen(let addressID))) = event { print(addressID) }
    }
}

@MainActor func tuneTheSettleTime(_ navigator: FlowNavigator<Account>) -> FlowPresenter<Account> {
    FlowPresenter(navigator, clock: FlowSettleClock(settleTime: .milliseconds(800)))
}
