import FlowRuntime
import Foundation
import Testing

/// Walks and URLs saved by the code generated for Cashier's previous release
/// (`SavedWalks/Cashier-before.flow`) restore and open in today's Cashier as its declarations
/// say: `basket` restores as `checkout` with its old label mapped, a removed step ends the walk
/// on its fallback (or cuts it), an old shape that no longer decodes lands on its fallback, a
/// legacy form still opens its link, and a removed link's URL opens its declared walk.
@MainActor
@Suite struct CashierCompatTests {
    func fixture(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SavedWalks")
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The old walks, each as the JSON data one save wrote.
    func oldWalks() throws -> [Data] {
        let walks = try #require(try JSONSerialization.jsonObject(with: fixture("Cashier-before.json")) as? [Any])
        return try walks.map { try JSONSerialization.data(withJSONObject: $0) }
    }

    /// Old walk `index`, decoded, and the walk a navigator restores from it.
    func restore(_ index: Int) throws -> (saved: FlowSavedWalk<CashierStep>, walk: [CashierStep]) {
        let saved = try JSONDecoder().decode(FlowSavedWalk<CashierStep>.self, from: oldWalks()[index])
        let navigator = FlowNavigator<Cashier>(flags: CashierFlagValues())
        navigator.restore(saved)
        return (saved, navigator.walk)
    }

    @Test func basketRestoresAsCheckoutWithItsOldLabel() throws {
        let (saved, walk) = try restore(0)
        #expect(saved.steps == [.cart, .checkout(cardID: "visa-1", note: "")] && saved.isComplete)
        #expect(walk == saved.steps)
    }

    @Test func anOldShapeThatNoLongerDecodesLandsOnItsFallback() throws {
        let (saved, walk) = try restore(1)
        #expect(saved.steps == [.cart, .checkout(cardID: "visa-1"), .review] && !saved.isComplete)
        #expect(walk == [.cart, .checkout(cardID: "visa-1"), .review])
    }

    @Test func aRemovedStepEndsTheWalkOnItsFallback() throws {
        let (saved, walk) = try restore(2)
        #expect(saved.steps == [.cart, .review] && !saved.isComplete, "the walk ends there: `done` is not read")
        #expect(walk == [.cart, .review])
    }

    @Test func aStepRemovedWithoutAFallbackCutsTheWalk() throws {
        let (saved, walk) = try restore(3)
        #expect(saved.steps == [.cart] && !saved.isComplete)
        #expect(walk == [.cart])
    }

    @Test func theOldFlowsLinksOpenAsDeclared() throws {
        let urls = try JSONDecoder().decode([String].self, from: fixture("Cashier-before-links.json"))
        #expect(urls == ["cashier://cart", "cashier://basket/visa-2", "cashier://share/visa-3", "cashier://promo"])
        let navigator = FlowNavigator<Cashier>(flags: CashierFlagValues())
        #expect(navigator.open(url: urls[1]) == nil, "an `also` form opens its link")
        #expect(navigator.walk == [.cart, .checkout(cardID: "visa-2")])
        #expect(CashierLink(url: urls[1]) == .checkout(cardID: "visa-2"))
        #expect(CashierLink.checkout(cardID: "visa-2").urlString == "cashier://checkout/visa-2", "the link builds its first form")
        #expect(navigator.open(url: urls[2]) == nil, "a removed link opens its declared walk")
        #expect(navigator.walk == [.cart, .checkout(cardID: "visa-3")])
        #expect(CashierLink(url: urls[2]) == nil, "a removed link has no case")
        #expect(navigator.open(url: urls[3]) == .unknownLink, "a link removed `-> refused` is refused")
        #expect(navigator.open(url: "https://cashier.example/find?q=lamp") == .unknownLink, "`-> web` leaves it to the web page")
        #expect(navigator.walk == [.cart, .checkout(cardID: "visa-3")])
        #expect(navigator.open(url: urls[0]) == nil && navigator.walk == [.cart])
    }

    @Test func aWalkSavedTodayRoundTripsAndTheNewNameIsWritten() throws {
        let steps: [CashierStep] = [.cart, .checkout(cardID: "v", note: "gift"), .payment(method: 2), .review, .done]
        let data = try JSONEncoder().encode(steps)
        #expect(String(decoding: data, as: UTF8.self).contains(#""step":"checkout""#))
        let saved = try JSONDecoder().decode(FlowSavedWalk<CashierStep>.self, from: data)
        #expect(saved.steps == steps && saved.isComplete)
    }
}
