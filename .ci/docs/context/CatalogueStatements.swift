// docs-check context: a block of statements, run on the main actor as an app's view or model code
// is, with a Catalogue navigator and a product in scope.
import FlowRuntime
import Foundation

struct Product {
    var id: Int
}

@MainActor func statements(navigator: FlowNavigator<Catalogue>, product: Product) {
    // docs-check: the block
}
