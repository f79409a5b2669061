// docs-check context: a block of statements, run on the main actor as an app's view or model code
// is, with a Checkout navigator in scope and what the blocks name besides: the app's analytics
// and the data of a saved walk.
import FlowRuntime
import Foundation

struct Analytics {
    func log(_ name: String, from: String, to: String, event: String?) {}
}

@MainActor func statements(navigator: FlowNavigator<Checkout>, analytics: Analytics, data: Data) throws {
    // docs-check: the block
}
