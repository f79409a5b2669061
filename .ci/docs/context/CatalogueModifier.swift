// docs-check context: a view modifier, applied in a view's body to the app's root view, with a
// Catalogue navigator in scope and the app's own "not found" screen to show.
import FlowRuntime
import SwiftUI

struct ContentView: View {
    var body: some View { Text("Products") }
}

struct LinkedRoot: View {
    let navigator: FlowNavigator<Catalogue>
    func showNotFound() {}

    var body: some View {
        // docs-check: the block
    }
}
