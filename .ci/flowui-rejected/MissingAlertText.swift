// .ci/flowui-check: must NOT compile. A host of a flow with alerts that leaves out their texts
// is refused with a message that says what to add, at each host.
import FlowRuntime
import FlowUI
import SwiftUI

struct MissingAlertTexts: View {
    let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
    var body: some View {
        FlowHost(navigator) { step in Text("\(step)") }
    }
}

struct MissingTabAlertTexts: View {
    let navigator = FlowNavigator<Social>(flags: SocialFlagValues())
    var body: some View {
        FlowTabHost(navigator) { tab in Text("\(tab)") } action: { _ in Text("Post") } screen: { step in Text("\(step)") }
    }
}

struct MissingTabAlertTextsWithoutActions: View {
    let navigator = FlowNavigator<Social>(flags: SocialFlagValues())
    var body: some View {
        FlowTabHost(navigator) { tab in Text("\(tab)") } screen: { step in Text("\(step)") }
    }
}
