import FlowCompat
import FlowCore
import Testing

/// The links audience: old URLs against the new links.
@Suite struct LinkCompatTests {
    static let before = """
        router Catalogue {
            start productList
            step productList {
                on open -> productDetail
            }
            step productDetail(id: Int)
            link productDetail "https://shop.example.com/products/{id}" -> productList, productDetail(id: id)
                example "https://shop.example.com/products/7"
        }
        """

    @Test func aChangedPatternBreaksWithTheOldURLAsWitness() throws {
        let after = Self.before.replacingOccurrences("products/{id}\"", with: "p/{id}\"").replacingOccurrences("products/7", with: "p/7")
        #expect(CompatFixture.findings(before: Self.before, after: after) == ["compat-link-changed 7 safe breaking"])
        let report = CompatChecker.check(CompatFixture.flows(after), against: CompatFixture.lock(Self.before), lockPath: "flowc.lock")
        #expect(report.findings.first?.witness == .link(url: "https://shop.example.com/products/7", opened: nil))
    }

    @Test func aRemovedLinkBreaks() {
        let after = Self.before.split(separator: "\n").filter { !$0.contains("link ") && !$0.contains("example") }.joined(separator: "\n")
        #expect(CompatFixture.findings(before: Self.before, after: after) == ["compat-link-removed 1 safe breaking"])
    }

    @Test func aRenamedPlaceholderOrAnAddedFormIsSafe() {
        let renamed = Self.before.replacingOccurrences("{id}", with: "{productID}").replacingOccurrences("id: id", with: "id: productID")
        #expect(CompatFixture.findings(before: Self.before, after: renamed).isEmpty)
        let added = Self.before.replacingOccurrences("products/{id}\" ->", with: "products/{id}\", \"myshop://p/{id}\" ->")
        #expect(CompatFixture.findings(before: Self.before, after: added).isEmpty)
    }

    @Test func aRetiredPatternReservesItsURLs() {
        let removed = Self.before.split(separator: "\n").filter { !$0.contains("link ") && !$0.contains("example") }.joined(separator: "\n")
        let first = CompatFixture.lock(Self.before, release: "1.0.0")
        let second = LockBuilder.lock(of: CompatFixture.flows(removed), release: "1.1.0", walkFloor: nil, previous: first)
        #expect(second.retiredLinks.map(\.destination) == [.refused])
        #expect(second.retiredLinks.map(\.last) == ["1.0.0"])
        let lock = try? LockParser.parse(LockPrinter.text(of: second, flowcVersion: "test"), path: "flowc.lock").get()
        let report = CompatChecker.check(CompatFixture.flows(Self.before), against: lock!, lockPath: "flowc.lock")
        #expect(report.findings.map(\.diagnostic.id.rawValue) == ["compat-name-reused"])
        #expect(report.findings.first?.links == .breaking)
    }
}
