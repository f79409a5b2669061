@testable import FlowCompat
import Testing

/// The decoding rule FlowCompat restores old walks with, as the runtime decodes them.
@Suite struct WalkDecoderTests {
    static let flow = """
        flow Checkout {
            start cart
            step cart {
                on pay -> payment
            }
            step payment(amount: Int = 0, note: String?, cardID: String) {
                on next -> review
            }
            final step review
        }
        """

    static func restore(_ entries: [SavedEntry]) -> WalkDecoder.Restoration {
        WalkDecoder(CompatFixture.flows(flow)[0]).restore(entries)
    }

    @Test func anAbsentValueReadsAsItsDefaultOrNil() {
        let entry = SavedEntry(name: "payment", payload: [(label: "cardID", value: .string)])
        #expect(Self.restore([SavedEntry(name: "cart", payload: nil), entry]) == WalkDecoder.Restoration(steps: ["cart", "payment"], stop: .none))
    }

    @Test func anAbsentRequiredValueOrAValueOfAnotherTypeCutsTheWalk() {
        let cart = SavedEntry(name: "cart", payload: nil)
        let bare = SavedEntry(name: "payment", payload: nil)
        #expect(Self.restore([cart, bare]) == WalkDecoder.Restoration(steps: ["cart"], stop: .cut(1)))
        let retyped = SavedEntry(name: "payment", payload: [(label: "cardID", value: .integer("7"))])
        #expect(Self.restore([cart, retyped]) == WalkDecoder.Restoration(steps: ["cart"], stop: .cut(1)))
    }

    @Test func aWalkTheGraphNoLongerAllowsKeepsItsLegalPrefix() {
        let walk = [SavedEntry(name: "cart", payload: nil), SavedEntry(name: "review", payload: nil)]
        #expect(Self.restore(walk) == WalkDecoder.Restoration(steps: ["cart"], stop: .none))
        #expect(Self.restore([SavedEntry(name: "review", payload: nil)]).steps.isEmpty)
    }

    @Test func theSampleValuesReadAsJSONDecoderWould() {
        #expect(SampleValue.pool(for: "Int").allSatisfy { $0.decodes(as: "Int64") && $0.decodes(as: "Double") })
        #expect(!SampleValue.pool(for: "Int").allSatisfy { $0.decodes(as: "Int32") })
        #expect(SampleValue.pool(for: "String").allSatisfy { $0.decodes(as: "String?") })
        #expect(!SampleValue.pool(for: "String?").allSatisfy { $0.decodes(as: "String") })
        #expect(SampleValue.pool(for: "[Int]").allSatisfy { $0.decodes(as: "Set<Int>") })
        #expect(!SampleValue.pool(for: "Card").allSatisfy { $0.decodes(as: "String") })
    }

    /// A dictionary's values are read as its value type: `{"k": 7}` doesn't read as
    /// `[String: String]` (the property test's Compat63). One whose keys aren't `String` reads
    /// only as itself.
    @Test func aDictionaryIsReadByItsValueType() {
        #expect(SampleValue.pool(for: "[String: Int]").allSatisfy { $0.decodes(as: "[String: Int]") && $0.decodes(as: "[String : Int64]") })
        #expect(!SampleValue.pool(for: "[String: Int]").allSatisfy { $0.decodes(as: "[String: String]") })
        #expect(SampleValue.pool(for: "[Int: String]").allSatisfy { $0.decodes(as: "[Int: String]") })
        #expect(!SampleValue.pool(for: "[Int: String]").allSatisfy { $0.decodes(as: "[Int: Int]") })
    }

    /// `removed step promo(code: Int) -> payment` with no live `promo`: the generated decoder
    /// ends any entry named `promo` on the fallback, whatever its payload, and so does the model.
    @Test func aRemovedStepWithAShapeButNoLiveStepLandsOnItsFallback() {
        let flow = """
            flow Checkout {
                start cart
                step cart {
                    on pay -> review
                }
                removed step promo(code: Int) -> review
                final step review
            }
            """
        let decoder = WalkDecoder(CompatFixture.flows(flow)[0])
        let promo = SavedEntry(name: "promo", payload: [(label: "code", value: .integer("7"))])
        let bare = SavedEntry(name: "promo", payload: nil)
        let cart = SavedEntry(name: "cart", payload: nil)
        #expect(decoder.restore([cart, promo]) == WalkDecoder.Restoration(steps: ["cart", "review"], stop: .declared(1)))
        #expect(decoder.restore([cart, bare]) == WalkDecoder.Restoration(steps: ["cart", "review"], stop: .declared(1)))
    }
}
