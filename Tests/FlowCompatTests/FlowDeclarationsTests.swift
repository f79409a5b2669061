@testable import FlowCompat
import FlowCore
import Testing

/// The declarations for deliberate changes, as FlowCompat reads them off the checked model:
/// each makes its change migratable, and the lock records it as a tombstone.
@Suite struct FlowDeclarationsTests {
    /// `CompatFixture.shop` with `old` replaced by `new`.
    static func shop(_ old: String, _ new: String) -> String {
        CompatFixture.shop.replacingOccurrences(old, with: new)
    }

    static func report(_ after: String) -> CompatReport {
        CompatChecker.check(CompatFixture.flows(after), against: CompatFixture.lock(CompatFixture.shop), lockPath: "flowc.lock")
    }

    static func findings(_ after: String) -> [String] {
        CompatFixture.findings(before: CompatFixture.shop, after: after)
    }

    @Test func theModelsDeclarationsAreRead() throws {
        let text = Self.shop("step cardDetails(cardID: String) {", "step card(id: String) renamed from cardDetails(cardID: id) {")
            .replacingOccurrences("on card -> cardDetails", with: "on card -> card")
            .replacingOccurrences("    final step review\n", with: "    final step review\n    removed step promo -> cart\n    removed step payment(amount: Int)\n")
            .replacingOccurrences("example \"https://shop.example.com/products/7\"", with: """
                example "https://shop.example.com/products/7"
                    removed link share "myshop://share/{id}" -> productList, productDetail(id: id)
                """)
        let declarations = FlowDeclarations(try #require(CompatFixture.flows(text).first).graph)
        #expect(declarations.formerNames == ["card": "cardDetails"])
        #expect(declarations.formerLabels == ["card": ["id": "cardID"]])
        #expect(declarations.removedSteps.map(\.name) == ["promo", "payment"])
        #expect(declarations.removedSteps.map(\.fallback) == ["cart", nil])
        #expect(declarations.removedSteps.map(\.shape) == [nil, [Lock.Parameter(label: "amount", type: "Int")]])
        let catalogue = FlowDeclarations(try #require(CompatFixture.flows(text).last).graph)
        #expect(catalogue.removedLinks.map(\.patterns) == [["myshop://share/{id}"]])
        #expect(catalogue.removedLinks.map(\.placeholders) == [[Lock.Placeholder(name: "id", type: "Int")]])
        #expect(catalogue.removedLinks.map(\.destination) == [.walk(["productList", "productDetail(id: id)"])])
    }

    @Test func aDeclaredRenameIsMigratableAndItsOldWalksRestore() throws {
        let after = Self.shop("step payment {", "step pay renamed from payment {").replacingOccurrences("-> payment", with: "-> pay")
        #expect(Self.findings(after) == ["compat-step-renamed 10 migratable safe"])
        let witness = try #require(Self.report(after).findings.first?.witness)
        #expect(witness == .walk(saved: ["\"cart\"", "\"payment\""], restoresTo: ["cart", "pay"]))
        let lock = LockBuilder.lock(of: CompatFixture.flows(after), release: "1.1.0", walkFloor: nil, previous: CompatFixture.lock(CompatFixture.shop))
        #expect(lock.flow(named: "Checkout")?.retired == [Lock.RetiredStep(name: "payment", shape: nil, last: "1.0.0", fate: .renamed("pay"))])
    }

    @Test func aRenameWithALabelMapIsTwoMigratableFindings() {
        let after = Self.shop("step cardDetails(cardID: String) {", "step card(id: String) renamed from cardDetails(cardID: id) {")
            .replacingOccurrences("on card -> cardDetails", with: "on card -> card")
        #expect(Self.findings(after) == ["compat-step-renamed 14 migratable safe", "compat-label-renamed 14 migratable safe"])
        let labelsOnly = Self.shop("step cardDetails(cardID: String) {", "step cardDetails(id: String) renamed from (cardID: id) {")
        #expect(Self.findings(labelsOnly) == ["compat-label-renamed 14 migratable safe"])
        let entry = SavedEntry(name: "cardDetails", payload: [(label: "cardID", value: .string)])
        let walk = [SavedEntry(name: "cart", payload: nil), SavedEntry(name: "payment", payload: nil), entry]
        #expect(WalkDecoder(CompatFixture.flows(after)[0]).restore(walk).steps == ["cart", "payment", "card"])
    }

    /// `payment` gone: `cart` now goes straight to `cardDetails`.
    static func withoutPayment(_ declaration: String) -> String {
        Self.shop("""
                step payment {
                    on card -> cardDetails
                    on pay -> review
                }

            """, declaration).replacingOccurrences("on checkout -> payment", with: "on checkout -> cardDetails")
    }

    @Test func aRemovedStepWithAFallbackEndsItsWalksThere() throws {
        let after = Self.withoutPayment("    removed step payment -> cart\n")
        #expect(Self.findings(after) == ["compat-step-removed 10 migratable safe"])
        let finding = try #require(Self.report(after).findings.first)
        #expect(finding.diagnostic.severity == .remark)
        #expect(finding.witness == .walk(saved: ["\"cart\"", "\"payment\""], restoresTo: ["cart"]))
        let walk = [SavedEntry(name: "cart", payload: nil), SavedEntry(name: "payment", payload: nil), SavedEntry(name: "review", payload: nil)]
        #expect(WalkDecoder(CompatFixture.flows(after)[0]).restore(walk) == WalkDecoder.Restoration(steps: ["cart"], stop: .declared(1)))
        let lock = LockBuilder.lock(of: CompatFixture.flows(after), release: "1.1.0", walkFloor: nil, previous: CompatFixture.lock(CompatFixture.shop))
        #expect(lock.flow(named: "Checkout")?.retired.map(\.fate) == [.fallback("cart")])
    }

    @Test func aRemovedStepWithoutFallbackIsCutDeliberately() {
        let after = Self.withoutPayment("    removed step payment\n")
        #expect(Self.findings(after) == ["compat-step-removed 10 migratable safe"])
        let walk = [SavedEntry(name: "cart", payload: nil), SavedEntry(name: "payment", payload: nil)]
        #expect(WalkDecoder(CompatFixture.flows(after)[0]).restore(walk) == WalkDecoder.Restoration(steps: ["cart"], stop: .declared(1)))
        #expect(Self.findings(Self.withoutPayment("")) == ["compat-step-removed 1 breaking safe"])
    }

    @Test func aRemovedOldShapeMakesAnIncompatiblePayloadMigratable() {
        let retyped = Self.shop("step cardDetails(cardID: String) {", "step cardDetails(cardID: Int) {")
        #expect(Self.findings(retyped) == ["compat-payload-retyped 14 breaking safe"])
        let declared = retyped.replacingOccurrences("    final step review\n", with: "    final step review\n    removed step cardDetails(cardID: String) -> review\n")
        #expect(Self.findings(declared) == ["compat-payload-retyped 14 migratable safe"])
        let walk = [SavedEntry(name: "cart", payload: nil), SavedEntry(name: "payment", payload: nil),
                    SavedEntry(name: "cardDetails", payload: [(label: "cardID", value: .string)])]
        #expect(WalkDecoder(CompatFixture.flows(declared)[0]).restore(walk) == WalkDecoder.Restoration(steps: ["cart", "payment", "review"], stop: .declared(2)))
    }

    @Test func anOldPatternKeptAsAlsoIsMigratable() throws {
        let changed = Self.shop("link productDetail \"https://shop.example.com/products/{id}\"", "link productDetail \"https://shop.example.com/p/{id}\"")
            .replacingOccurrences("products/7", with: "p/7")
        #expect(Self.findings(changed) == ["compat-link-changed 26 safe breaking"])
        let kept = changed.replacingOccurrences("/p/{id}\" ->", with: "/p/{id}\" also \"https://shop.example.com/products/{id}\" ->")
        #expect(Self.findings(kept) == ["compat-link-changed 26 safe migratable"])
        let lock = LockBuilder.lock(of: CompatFixture.flows(kept), release: "1.1.0", walkFloor: nil, previous: nil)
        #expect(lock.links.first?.forms.map(\.kind) == [.built, .legacy])
    }

    @Test(arguments: [
        ("-> productList, productDetail(id: id)", Lock.RetiredLink.Destination.walk(["productList", "productDetail(id: id)"])),
        ("-> web", .web),
        ("-> refused", .refused),
        ("", .refused),
    ])
    func aRemovedLinkSendsItsURLsWhereItSays(arrow: String, destination: Lock.RetiredLink.Destination) throws {
        let link = "    link productDetail \"https://shop.example.com/products/{id}\" -> productList, productDetail(id: id)\n"
            + "        example \"https://shop.example.com/products/7\"\n"
        // A live link stays beside it: a flow without links opens no URL (`removed-link-without-links`).
        let removed = Self.shop(link, "    removed link productDetail \"https://shop.example.com/products/{id}\" \(arrow)\n"
            + "    link productList \"myshop://products\" -> productList\n")
        #expect(Self.findings(removed) == ["compat-link-removed 26 safe migratable"])
        let finding = try #require(Self.report(removed).findings.first)
        #expect(finding.witness == .link(url: "https://shop.example.com/products/7", opened: "Catalogue.productDetail"))
        let lock = LockBuilder.lock(of: CompatFixture.flows(removed), release: "1.1.0", walkFloor: nil, previous: CompatFixture.lock(CompatFixture.shop))
        #expect(lock.retiredLinks.map(\.destination) == [destination])
        #expect(lock.retiredLinks.map(\.last) == ["1.0.0"])
        #expect(Self.findings(Self.shop(link, "")) == ["compat-link-removed 20 safe breaking"])
    }
}
