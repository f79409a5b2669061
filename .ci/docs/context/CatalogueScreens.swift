// docs-check context: the screens docs/Generated-Code.md's Catalogue router shows. They are the
// app's own views, which the page leaves out; each takes its step's transitions, its payload, or
// an action as a `@MainActor` closure, which a `Button` action calls.
import FlowRuntime
import SwiftUI

struct ProductListView: View {
    let go: CatalogueTransitions.ProductListTransitions
    var body: some View { Button("Product 7") { go.open(id: 7) } }
}

struct SearchView: View {
    let query: String?
    let page: Int?
    let go: CatalogueTransitions.SearchResultsTransitions
    var body: some View { Button("Product 7") { go.open(id: 7) } }
}

struct ProductView: View {
    let id: Int
    let go: CatalogueTransitions.ProductDetailTransitions
    var body: some View { Button("Reviews") { go.showReviews(productID: id) } }
}

struct ReviewsView: View {
    let productID: Int
    var body: some View { Text("Reviews") }
}

struct SettingsView: View {
    let go: CatalogueTransitions.SettingsTransitions
    var body: some View { Button("About") { go.about() } }
}

struct AboutView: View {
    let go: CatalogueTransitions.AboutTransitions
    var body: some View { Button("Licences") { go.licenses() } }
}

struct LicensesView: View {
    let go: CatalogueTransitions.LicensesTransitions
    var body: some View { Button("Done") { go.done() } }
}

struct ProfileView: View {
    let userID: String
    let go: CatalogueTransitions.ProfileTransitions
    var body: some View { Button("Orders") { go.orders() } }
}

struct SignInView: View {
    let go: CatalogueTransitions.SignInTransitions
    var body: some View { Button("Sign in") { go.signedIn() } }
}

struct OrdersView: View {
    let go: CatalogueTransitions.OrderHistoryTransitions
    var body: some View { Button("Product 7") { go.openProduct(id: 7) } }
}
