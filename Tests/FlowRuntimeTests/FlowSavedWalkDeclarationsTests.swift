@_spi(FlowGeneratedCode) import FlowRuntime
import Foundation
import Testing

/// Old walks of Till (a hand-written flow with `renamed from` and `removed step`) decode as the
/// flow declares: a former name or label as the step it became, a removed step's entry ends the
/// walk on its fallback, and whatever else doesn't decode cuts the walk before it.
@MainActor
@Suite struct FlowSavedWalkDeclarationsTests {
    func saved(_ text: String) throws -> FlowSavedWalk<TillStep> {
        try JSONDecoder().decode(FlowSavedWalk<TillStep>.self, from: Data(text.utf8))
    }

    @Test func aFormerNameAndLabelDecodeAsTheStepNow() throws {
        let walk = try saved(#"["cart",{"step":"basket","payload":{"card":"visa-1"}},"review"]"#)
        #expect(walk.steps == [.cart, .checkout(cardID: "visa-1"), .review] && walk.isComplete)
        let navigator = FlowNavigator<Till>(flags: ())
        #expect(navigator.restore(walk) == nil)
        #expect(navigator.walk == [.cart, .checkout(cardID: "visa-1"), .review])
    }

    @Test func theNewLabelWinsOverTheFormerOne() throws {
        let walk = try saved(#"["cart",{"step":"checkout","payload":{"cardID":"new","card":"old","note":"n"}}]"#)
        #expect(walk.steps == [.cart, .checkout(cardID: "new", note: "n")])
        #expect(try saved(#"[{"step":"basket","payload":{}}]"#).steps.isEmpty, "no value under either label: cut")
    }

    @Test func aRemovedStepEndsTheWalkOnItsFallback() throws {
        let walk = try saved(#"["cart",{"step":"checkout","payload":{"cardID":"v"}},"legacyPromo","payment"]"#)
        #expect(walk.steps == [.cart, .checkout(cardID: "v"), .review] && !walk.isComplete, "the walk ends there")
        let keyed = try saved(#"["cart",{"step":"legacyPromo","payload":{"anything":1}}]"#)
        #expect(keyed.steps == [.cart, .review] && !keyed.isComplete, "its old payload doesn't matter")
        let navigator = FlowNavigator<Till>(flags: ())
        #expect(navigator.restore(keyed) == .illegalWalk, "restore keeps the legal prefix")
        #expect(navigator.walk == [.cart])
    }

    @Test func aStepRemovedWithoutAFallbackCutsTheWalkBeforeIt() throws {
        let walk = try saved(#"["cart","oldThing","review"]"#)
        #expect(walk.steps == [.cart] && !walk.isComplete)
    }

    @Test func anOldShapeThatNoLongerDecodesLandsOnItsFallback() throws {
        let old = try saved(#"["cart",{"step":"checkout","payload":{"cardID":"v"}},"review",{"step":"payment","payload":{"method":"visa"}}]"#)
        #expect(old.steps == [.cart, .checkout(cardID: "v"), .review, .review] && !old.isComplete)
        let current = try saved(#"["cart",{"step":"checkout","payload":{"cardID":"v"}},"review",{"step":"payment","payload":{"method":2}}]"#)
        #expect(current.steps.last == .payment(method: 2) && current.isComplete)
    }

    @Test func aPlainArrayOfStepsStillThrows() {
        for text in [#"["cart","legacyPromo"]"#, #"["oldThing"]"#, #"[{"step":"payment","payload":{"method":"visa"}}]"#, #"["nowhere"]"#] {
            #expect(throws: (any Error).self, "\(text)") { try JSONDecoder().decode([TillStep].self, from: Data(text.utf8)) }
        }
    }

    /// Tampered JSON never traps: whatever doesn't decode cuts the walk.
    @Test func tamperedWalksAreCutNeverTrap() throws {
        let texts = [#"[{"step":"basket","payload":{"card":3}}]"#, #"[{"step":5}]"#, "[null]", #"[{"step":"checkout","payload":[1]}]"#,
                     #"[{"payload":{}}]"#, #"[{"step":"legacyPromo","payload":null}]"#, #"[["cart"]]"#, #"[{"step":"basket","payload":{"card":null}}]"#]
        for text in texts {
            let walk = try saved(text)
            #expect(!walk.isComplete, "\(text)")
            #expect(walk.steps.allSatisfy { $0 == .review }, "\(text): only a fallback can be there")
        }
        #expect(throws: (any Error).self) { try saved(#"{"step":"cart"}"#) }
    }

    @Test func aWalkSavedTodayRoundTrips() throws {
        let steps: [TillStep] = [.cart, .checkout(cardID: "v", note: "gift"), .review, .payment(method: 1)]
        let walk = try JSONDecoder().decode(FlowSavedWalk<TillStep>.self, from: JSONEncoder().encode(steps))
        #expect(walk.steps == steps && walk.isComplete)
    }
}

/// Old URLs of Till open as it declares: a removed link's URL opens its declared walk, after
/// every live link and before `.unknownLink`.
@MainActor
@Suite struct FlowLegacyLinkTests {
    @Test func aRemovedLinksURLOpensItsDeclaredWalk() {
        let navigator = FlowNavigator<Till>(flags: ())
        #expect(navigator.open(url: "till://share/visa-2") == nil)
        #expect(navigator.walk == [.cart, .checkout(cardID: "visa-2")])
        #expect(Till.walk(forURL: "till://share/visa-2") == [.cart, .checkout(cardID: "visa-2")])
        #expect(TillLink(url: "till://share/visa-2") == nil, "a removed link has no case")
    }

    @Test func aLiveLinkStillOpensAndAnUnknownURLIsRefused() {
        let navigator = FlowNavigator<Till>(flags: ())
        #expect(navigator.open(url: "till://pay/visa-3") == nil)
        #expect(navigator.walk == [.cart, .checkout(cardID: "visa-3")])
        #expect(navigator.open(url: "till://nowhere/1") == .unknownLink)
        #expect(navigator.walk == [.cart, .checkout(cardID: "visa-3")], "the walk is left alone")
        #expect(Till.walk(forURL: "till://nowhere/1") == nil)
    }

    @Test func anIllegalDeclaredWalkIsRefused() {
        let navigator = FlowNavigator<Till>(flags: ())
        #expect(navigator.open(url: "till://promo/x") == .illegalWalk)
        #expect(navigator.walk == [.cart])
    }
}
