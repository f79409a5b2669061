import FlowRuntime
import Foundation
import Testing

/// The saved-walk format (docs/Generated-Code.md, "Saved walks"): what it writes, and that walks
/// saved in earlier versions (the committed files in `SavedWalks/`) still decode.
@MainActor
@Suite struct SavedWalkFormatTests: SavedWalkFixtures {
    @Test func theFormatHasAVersion() {
        #expect(FlowSavedWalk<CheckoutStep>.formatVersion == 3)
    }

    /// Version 3: a child flow's step is its use-step with the child's step, in the child's own
    /// format, as the payload `child`.
    @Test func aChildsStepIsItsUseStepsPayload() throws {
        let shipping: [ShippingStep] = [.cart, .address(.list), .address(.newAddress), .confirm(addressID: 4)]
        #expect(try json(shipping) == #"["cart",{"payload":{"child":"list"},"step":"address"},{"payload":{"child":"newAddress"},"step":"address"},{"payload":{"addressID":4},"step":"confirm"}]"#)
        #expect(try JSONDecoder().decode([ShippingStep].self, from: Data(try json(shipping).utf8)) == shipping)
        let saved = try JSONDecoder().decode([ShippingStep].self, from: fixture("Shipping-v3.json"))
        #expect(saved == [.cart, .address(.list), .address(.newAddress)])
        let unknown = Data(#"["cart",{"step":"address","payload":{"child":"gone"}}]"#.utf8)
        let partial = try JSONDecoder().decode(FlowSavedWalk<ShippingStep>.self, from: unknown)
        #expect(partial.steps == [.cart] && !partial.isComplete, "a child step the child no longer has ends the walk there")
    }

    @Test func aStepWithoutAPayloadIsItsNameInEveryFlow() throws {
        let checkout: [CheckoutStep] = [.cart, .payment, .cardDetails(cardID: "visa-1")]
        #expect(try json(checkout) == #"["cart","payment",{"payload":{"cardID":"visa-1"},"step":"cardDetails"}]"#)
        let onboarding: [OnboardingStep] = [.welcome, .terms]
        #expect(try json(onboarding) == #"["welcome","terms"]"#, "the same shape with or without payload steps")
        let decoded = try JSONDecoder().decode([CheckoutStep].self, from: Data(try json(checkout).utf8))
        #expect(decoded == checkout)
    }

    @Test func walksSavedInVersion1StillDecode() throws {
        let onboarding = try JSONDecoder().decode([OnboardingStep].self, from: fixture("Onboarding-v1.json"))
        #expect(onboarding == [.welcome, .terms, .notifications])
        let checkout = try JSONDecoder().decode([CheckoutStep].self, from: fixture("Checkout-v1.json"))
        #expect(checkout == [.cart, .signIn, .shipping, .payment, .cardDetails(cardID: "visa-1")])
        let catalogue = try JSONDecoder().decode([CatalogueStep].self, from: fixture("Catalogue-v1.json"))
        #expect(catalogue == [.productList, .searchResults(query: "lamp", page: nil), .productDetail(id: 7)])
    }

    @Test func bothFormsOfAStepWithoutAPayloadDecodeInEveryFlow() throws {
        let keyed = Data(#"[{"step":"welcome"},"terms"]"#.utf8)
        #expect(try JSONDecoder().decode([OnboardingStep].self, from: keyed) == [.welcome, .terms])
        let mixed = Data(#"["cart",{"step":"signIn"}]"#.utf8)
        #expect(try JSONDecoder().decode([CheckoutStep].self, from: mixed) == [.cart, .signIn])
    }

    @Test func aPayloadStepWithoutItsPayloadOrAnUnknownNameDoesNotDecode() {
        for text in [#"["cardDetails"]"#, #"[{"step":"cardDetails"}]"#, #"["nowhere"]"#, #"[{"step":"nowhere"}]"#, "[3]"] {
            #expect(throws: DecodingError.self, "\(text)") {
                try JSONDecoder().decode([CheckoutStep].self, from: Data(text.utf8))
            }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([OnboardingStep].self, from: Data(#"["nowhere"]"#.utf8)) }
    }

    @Test func anAbsentOptionalPayloadValueDecodesAsNil() throws {
        let saved = try JSONDecoder().decode([CatalogueStep].self, from: fixture("Catalogue-without-page.json"))
        #expect(saved == [.productList, .searchResults(query: "lamp", page: nil)])
        let empty = Data(#"[{"step":"searchResults","payload":{}}]"#.utf8)
        #expect(try JSONDecoder().decode([CatalogueStep].self, from: empty) == [.searchResults(query: nil, page: nil)])
        let missingRequired = Data(#"[{"step":"productDetail","payload":{}}]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CatalogueStep].self, from: missingRequired) }
    }
}
