import FlowCore
import FlowParser
import FlowTestSupport
import Foundation
import Testing

/// The walks that CheckoutTests and RouterTests drive through the generated code, taken again
/// on the reference interpreter, straight from the `.flow` syntax: the two must agree.
@Suite struct ReferenceWalkTests {
    static func reference(_ path: String) throws -> ReferenceInterpreter {
        let file = SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(path)))))
        var diagnostics = Diagnostics(file: file)
        let flow = try #require(Parser.parse(file, diagnostics: &diagnostics).flows.first)
        #expect(!diagnostics.hasErrors)
        return ReferenceInterpreter(flow)
    }

    /// Applies events in turn from `walk`, each of which must move.
    static func walk(_ reference: ReferenceInterpreter, from walk: [String], _ events: [String], flags: [String: Bool]) throws -> [String] {
        var walk = walk
        for event in events {
            walk = try #require(reference.walk(after: event, from: walk, flags), "`\(event)` from \(walk)")
        }
        return walk
    }

    @Test func aDeclinedCardRetriesTheSameCardOrGoesBackToPayment() throws {
        let checkout = try Self.reference("Flows/Checkout.flow")
        let flags = ["isSignedIn": true, "hasSavedAddress": true, "wantsGiftWrap": false]
        let start = [checkout.start(flags)]
        let declined = try Self.walk(checkout, from: start, ["next", "card", "declined"], flags: flags)
        #expect(declined == ["cart", "payment", "cardDetails", "paymentDeclined"])
        #expect(try Self.walk(checkout, from: declined, ["retry"], flags: flags) == ["cart", "payment", "cardDetails"])
        #expect(try Self.walk(checkout, from: declined, ["payAnotherWay"], flags: flags) == ["cart", "payment"])
        #expect(try Self.walk(checkout, from: declined, ["payAnotherWay", "wallet"], flags: flags) == ["cart", "payment", "review"])
    }

    @Test func aRouterStartsAtAnyRootAndGoesBack() throws {
        let catalogue = try Self.reference("Flows/Catalogue.flow")
        let signedOut = ["isSignedIn": false]
        #expect(catalogue.roots(signedOut) == ["productList", "settings", "profile"])
        let reviews = try Self.walk(catalogue, from: ["productList"], ["open", "openRelated", "showReviews"], flags: signedOut)
        #expect(reviews == ["productList", "productDetail", "productDetail", "reviews"])
        #expect(catalogue.events(of: "reviews").isEmpty, "a leaf: left with the navigator's back()")
        #expect(try Self.walk(catalogue, from: ["settings"], ["about", "licenses", "done"], flags: signedOut) == ["settings"])
        #expect(try Self.walk(catalogue, from: ["profile"], ["orders"], flags: signedOut) == ["profile", "signIn"])
        #expect(try Self.walk(catalogue, from: ["profile", "signIn"], ["signedIn"], flags: ["isSignedIn": true]) == ["profile"])
        #expect(try Self.walk(catalogue, from: ["profile"], ["orders", "openProduct"], flags: ["isSignedIn": true]) == ["profile", "orderHistory", "productDetail"])
    }
}
