import FlowCompat
import FlowCore
import Testing

/// The printer and the parser: a lock reads back as it was written, byte for byte.
@Suite struct LockRoundTripTests {
    @Test func aBuiltLockPrintsAndReadsBackToTheSameText() throws {
        let lock = CompatFixture.lock(CompatFixture.shop)
        let text = LockPrinter.text(of: lock, flowcVersion: "test")
        let again = try LockParser.parse(text, path: "flowc.lock").get()
        #expect(LockPrinter.text(of: again, flowcVersion: "test") == text)
        #expect(again == lock)
    }

    @Test func theLockSpellsEachStepAsASavedWalkDoes() {
        let text = LockPrinter.text(of: CompatFixture.lock(CompatFixture.shop), flowcVersion: "test")
        #expect(text.contains("\n  step cardDetails(cardID: String)  json {\"step\":\"cardDetails\",\"payload\":{\"cardID\":<String>}}\n"))
        #expect(text.contains("\n  step cart  json \"cart\"\n"))
        #expect(text.contains("\n  step review final  json \"review\"\n"))
        #expect(text.contains("\n  next cart: payment, signIn as sheet\n"))
        #expect(text.contains("\n  next review: -\n"))
        #expect(text.contains("\n  Catalogue.productDetail \"https://shop.example.com/products/{id}\" {id: Int} -> productList, productDetail(id: id)\n    example \"https://shop.example.com/products/7\"\n"))
    }

    @Test func everyKindOfEntryRoundTrips() throws {
        let text = """
            # a comment
            flowc-lock 1
            rules 1
            saved-walk-format 3
            release 1.4.0
            walk-floor 1.2.0

            flow Checkout
              kind flow
              roots cart
              step address uses AddressPicker  json {"step":"address","payload":{"child":<AddressPicker>}}
              step cart  json "cart"
              step pay(amount: [String: Int] = [:], note: String? = nil)  json {"step":"pay","payload":{"amount":<[String: Int]>,"note":<String?>}}
              outcome done(id: Int)
              next cart: address as cover, pay
              next pay: -
              retired step basket last 1.3.0 -> renamed cart
              retired step card(id: Int) last 1.4.0 -> fallback pay
              retired step promo last 1.4.0 -> cut

            links
              Checkout.cart "myshop://cart/{id}" {id: Int} -> cart
                form "https://x.com/cart/{id}"
                also "myshop://basket/{id}"
                example "myshop://cart/3"
              retired link Checkout.share "myshop://share/{id}", "myshop://s/{id}" {id: Int} last 1.4.0 -> cart, pay(note: id)
              retired link Checkout.search "https://x.com/find" {} last 1.3.0 -> web
              retired link Checkout.promo "myshop://promo" {} last 1.3.0 -> refused

            """
        let lock = try LockParser.parse(text, path: "flowc.lock").get()
        let flow = try #require(lock.flow(named: "Checkout"))
        #expect(lock.header.walkFloor == "1.2.0")
        #expect(flow.steps.map(\.name) == ["address", "cart", "pay"])
        #expect(flow.steps[2].parameters[0] == Lock.Parameter(label: "amount", type: "[String: Int]", defaultValue: "[:]"))
        #expect(flow.successors(of: "cart") == [Lock.Successor(step: "address", style: .cover), Lock.Successor(step: "pay", style: .push)])
        #expect(flow.retired.map(\.fate) == [.renamed("cart"), .fallback("pay"), .cut])
        #expect(lock.links[0].forms.map(\.kind) == [.built, .form, .legacy])
        #expect(lock.retiredLinks.map(\.destination) == [.walk(["cart", "pay(note: id)"]), .web, .refused])
        let printed = LockPrinter.text(of: lock, flowcVersion: "test")
        #expect(printed.split(separator: "\n").dropFirst(2) == text.split(separator: "\n").dropFirst(1))
        // Each entry knows its line, for the notes of findings.
        let file = SourceFile(path: "flowc.lock", text: text)
        #expect(file.location(of: flow.retired[0].range.lowerBound).line == 17)
        #expect(file.location(of: lock.links[0].forms[2].range.lowerBound).line == 24)
    }

    @Test(arguments: [
        ("flowc-lock 1\nrules 1\nsaved-walk-format 3\nrelease 1\nwalk-floor none\nflow A\n  kind flow\n  roots a\n  step a  json \"b\"\n", 9),
        ("flowc-lock 1\nrules 1\nsaved-walk-format 3\nrelease 1\n", 5),
        ("flowc-lock 1\nrules 1\nsaved-walk-format 3\nrelease 1\nwalk-floor none\nflow A\n  roots a\n", 6),
        ("flowc-lock 1\nrules 1\nsaved-walk-format 3\nrelease 1\nwalk-floor none\nlinks\n  A.b \"nope{\" {} -> a\n", 7),
        ("flowc-lock 1\nrules 1\nsaved-walk-format 3\nrelease 1\nwalk-floor none\nflow A\n  kind flow\n  roots a\n  retired step x last 1 -> gone\n", 9),
    ])
    func aLineItCantReadIsOneMalformedDiagnosticThere(text: String, line: Int) {
        guard case .failure(let diagnostic) = LockParser.parse(text, path: "flowc.lock") else {
            Issue.record("should not read")
            return
        }
        #expect(diagnostic.id.rawValue == "lock-malformed")
        #expect(diagnostic.path == "flowc.lock")
        #expect(SourceFile(path: "flowc.lock", text: text).location(of: diagnostic.range.lowerBound).line == line)
    }

    @Test(arguments: ["flowc-lock 2\nrules 1\n", "flowc-lock 1\nrules 9\n"])
    func aNewerFormatOrRuleSetIsTooNew(text: String) {
        guard case .failure(let diagnostic) = LockParser.parse(text, path: "flowc.lock") else {
            Issue.record("should not read")
            return
        }
        #expect(diagnostic.id.rawValue == "lock-too-new")
    }
}
