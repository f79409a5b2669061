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

    /// Trash's generated logic, run by the runtime (`LogicDriver`), against the reference, for
    /// every assignment of the flags: each event shows the alert the reference says (a guarded
    /// alert before a transition of the same event, and one after), or makes its move; a tap on
    /// each button of each alert shown, from the step below, makes the reference's move; each
    /// alert's style and buttons are the declared ones; and every walk the reference builds by
    /// events and taps is legal for the generated logic, with the styles it derives.
    @Test func answeringEachButtonMakesTheReferenceMove() throws {
        let path = "Tests/FlowSwiftEmitterTests/Flows/Trash.flow"
        let trash = try Self.reference(path)
        let swift = try String(contentsOfFile: Fixtures.path("Tests/FlowSwiftEmitterTests/Goldens/Trash.flow.swift"), encoding: .utf8)
        let facts = try #require(try LogicDriver.run([("Trash", swift)], [trash.flow])["Trash"])
        for alert in trash.flow.alerts {
            let name = alert.name.name
            let buttons = trash.buttons(of: name).map { "\($0):" + (trash.role(of: $0, in: name)?.keyword ?? "plain") }
            #expect(facts.alerts[name] == ([alert.style.keyword] + buttons).joined(separator: " "))
        }
        #expect(facts.alerts.count == trash.flow.alerts.count)
        let flags = trash.flow.flags.map(\.name.name)
        var answers = 0
        for (assignment, values) in LogicDriver.assignments(flagCount: flags.count).enumerated() {
            let byName = Dictionary(uniqueKeysWithValues: zip(flags, values))
            var expected: [String: String] = [:]
            for step in trash.flow.steps.map(\.name.name) {
                for event in facts.events {
                    let move = trash.moveText(from: step, event: event, byName)
                    #expect(facts.moves[assignment][step + " " + event] == move, "`\(event)` from `\(step)`, flags \(byName)")
                    guard let alert = trash.alert(shownFrom: step, event: event, byName) else { continue }
                    for button in trash.buttons(of: alert) {
                        expected["\(step) \(alert) \(button)"] = trash.moveText(answering: button, of: alert, byName)
                    }
                }
            }
            answers += expected.count
            #expect((facts.answers.indices.contains(assignment) ? facts.answers[assignment] : [:]) == expected, "flags \(byName)")
            for (walk, styles) in Self.walks(trash, byName) {
                #expect(facts.legalPrefixLength(walk) == walk.count, "walk \(walk) rejected, flags \(byName)")
                let derived = walk.indices.dropFirst().map { facts.presentations[walk[$0 - 1] + " " + walk[$0]] ?? "push" }
                #expect(derived == styles.dropFirst().map(\.name), "styles of \(walk), flags \(byName)")
            }
        }
        #expect(answers > 0)
    }

    /// Every walk of `reference` from its start, up to five entries, by events and by taps on
    /// the buttons of the alerts its events show, each walk once, with how its entries were
    /// entered.
    static func walks(_ reference: ReferenceInterpreter, _ flags: [String: Bool]) -> [(walk: [String], styles: [FlowPresentation])] {
        var found: [(walk: [String], styles: [FlowPresentation])] = [([reference.start(flags)], [.push])]
        var seen: Set<[String]> = [found[0].walk]
        var next = 0
        while next < found.count {
            let (walk, styles) = found[next]
            next += 1
            guard walk.count < 5, let top = walk.last else { continue }
            var moved: [(walk: [String], styles: [FlowPresentation])] = []
            for event in reference.events(of: top) {
                if let alert = reference.alert(shownFrom: top, event: event, flags) {
                    moved += reference.buttons(of: alert).compactMap { reference.walk(answering: $0, of: alert, from: walk, styles: styles, flags) }
                } else if let after = reference.walk(after: event, from: walk, styles: styles, flags) {
                    moved.append(after)
                }
            }
            for after in moved where !reference.isOutcome(after.walk.last!) && seen.insert(after.walk).inserted {
                found.append(after)
            }
        }
        return found
    }
}
