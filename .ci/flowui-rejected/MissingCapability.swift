// .ci/flowui-check: must NOT compile. A host option for a capability the flow doesn't have is
// refused, naming the capability: alert texts for a flow without alerts, a tab host for a flow
// without tabs.
import FlowRuntime
import FlowUI
import SwiftUI

struct AlertTextsWithoutAlerts: View {
    let navigator = FlowNavigator<AddressPicker>(flags: AddressPickerFlagValues())
    var body: some View {
        FlowHost(navigator) { step in Text("\(step)") }
            .flowAlertText { _ in FlowAlertText(Text("Sure?")) { _ in Text("OK") } }
    }
}

struct TabsWithoutTabs: View {
    let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
    var body: some View {
        FlowTabHost(navigator) { step in Text("\(step)") }
    }
}

struct TabAlertTextsWithoutAlerts: View {
    let navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
    var body: some View {
        FlowTabHost(navigator) { step in Text("\(step)") }
            .flowAlertText { _ in FlowAlertText(Text("Sure?")) { _ in Text("OK") } }
    }
}
