import FlowRestore
import Testing

/// The restore rule on a small flow of names: `cart` (a root) → `payment` → `review`, `basket`
/// the former name of `cart`, `promo` removed with `review` as its fallback, `legacy` removed
/// without one; an entry is `name` or `name:payload`, and only `payment` needs a payload.
@Suite struct FlowRestoreTests {
    static let steps: Set<String> = ["cart", "payment", "review"]
    static let successors = ["cart": "payment", "payment": "review"]

    static func reading(_ entry: String) -> FlowEntryReading<String> {
        let parts = entry.split(separator: ":").map(String.init)
        let removed = ["promo": FlowRemoval(fallback: "review"), "legacy": FlowRemoval<String>(fallback: nil)]
        return FlowRestore.entry(
            named: parts[0], current: { steps.contains($0) ? $0 : nil }, former: { $0 == "basket" ? "cart" : nil },
            removed: { removed[$0] }, decode: { $0 != "payment" || parts.count == 2 ? $0 : nil },
            oldShape: { $0 == "payment" ? FlowRemoval(fallback: "cart") : nil }
        )
    }

    static func restore(_ entries: [String]) -> FlowRestoration<String> {
        var read = FlowRestore.walk(entries.lazy.map(reading))
        read.steps = Array(read.steps.prefix(FlowRestore.legalPrefixLength(of: read.steps, isRoot: { $0 == "cart" }) { successors[$1] == $0 }))
        return read
    }

    @Test func formerNamesReadAsTheirSteps() {
        #expect(Self.restore(["basket", "payment:1", "review"]) == FlowRestoration(steps: ["cart", "payment", "review"], stop: .none))
    }

    @Test func aRemovedStepEndsTheWalkOnItsFallback() {
        #expect(Self.restore(["cart", "payment:1", "promo", "review"]) == FlowRestoration(steps: ["cart", "payment", "review"], stop: .declared(2)))
        #expect(Self.restore(["cart", "legacy", "payment:1"]) == FlowRestoration(steps: ["cart"], stop: .declared(1)))
    }

    @Test func aPayloadThatDoesNotDecodeEndsOnItsOldShapesFallback() {
        #expect(Self.restore(["cart", "payment", "review"]) == FlowRestoration(steps: ["cart"], stop: .declared(1)))
    }

    @Test func anUnknownNameCutsTheWalkBeforeIt() {
        #expect(Self.restore(["cart", "gone", "payment:1"]) == FlowRestoration(steps: ["cart"], stop: .cut(1)))
    }

    @Test func theWalkKeepsItsLegalPrefix() {
        #expect(Self.restore(["cart", "review"]).steps == ["cart"])
        #expect(Self.restore(["payment:1"]).steps.isEmpty)
        #expect(Self.restore([]) == FlowRestoration(steps: [], stop: .none))
    }

    @Test func readingStopsAtTheFirstEntryThatIsNotAStep() {
        var read: [String] = []
        _ = FlowRestore.walk(["cart", "gone", "payment:1"].lazy.map { entry in
            read.append(entry)
            return Self.reading(entry)
        })
        #expect(read == ["cart", "gone"])
    }

    @Test func aValueIsReadByItsLabelThenItsFormerLabelThenItsAbsenceRule() {
        let saved: Set<String> = ["cardID"]
        let value = { (label: String, former: String?, absent: FlowAbsentValue) in
            FlowRestore.value(label, formerly: former, isSaved: saved.contains, absent: absent)
        }
        #expect(value("cardID", "card", .required) == .saved(label: "cardID"))
        #expect(value("card", "cardID", .required) == .saved(label: "cardID"))
        #expect(value("amount", nil, .defaulted) == .defaultValue)
        #expect(value("note", nil, .optional) == .nilValue)
        #expect(value("amount", "total", .required) == .missing)
    }
}
