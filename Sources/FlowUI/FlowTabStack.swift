#if canImport(SwiftUI)
@_spi(Testing) import FlowRuntime
import SwiftUI

/// One tab of a `FlowTabHost`: its `NavigationStack`, rooted at the tab's root step, with the
/// tab's path as shown. It reads only its own tab's stack, so a push in another tab doesn't
/// redraw it.
struct FlowTabStack<Flow: FlowDefinitionWithTabs, Screen: View>: View {
    let model: FlowTabHostModel<Flow>
    let tab: Flow.Step
    let screen: (Flow.Step) -> Screen

    var body: some View {
        NavigationStack(path: pathBinding) {
            screen(tab)
                .navigationDestination(for: Flow.Step.self) { step in
                    screen(step).navigationBarBackButtonHidden(!model.isBackEnabled(in: tab))
                }
        }
    }

    /// The tab's path; SwiftUI sets it when the user goes back in it.
    private var pathBinding: Binding<[Flow.Step]> {
        let model = model, tab = tab
        return Binding(
            get: { @MainActor in model.path(of: tab) },
            set: { @MainActor path in model.setPath(path, of: tab) }
        )
    }
}
#endif
