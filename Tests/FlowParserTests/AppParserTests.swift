import FlowCore
import FlowParser
import Testing

/// `app`: flags, a guarded `start`, roots with their outcomes, events and app-level steps, in
/// written order beside the flows; mistakes reported at their line.
@Suite struct AppParserTests {
    static func line(_ diagnostic: Diagnostic, in text: String) -> Int {
        SourceFile(path: "t.flow", text: text).location(of: diagnostic.range.lowerBound).line
    }

    @Test func parsesAnAppBesideFlows() throws {
        let (syntax, diagnostics) = parse("""
            flow A { outcome done
            start a
            step a { on x -> done } }
            /// The app.
            app Vault {
                flag f, g
                start one when !f, two
                root one uses A { on done -> two }
                root two uses A kept
                event lock -> one only when f
                event ask(id: String) -> s as sheet over top
                step s(id: String) { on yes -> dismiss }
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(syntax.flows.map(\.name.name) == ["A"])
        let app = try #require(syntax.apps.first)
        #expect(app.name.name == "Vault")
        #expect(app.doc == ["The app."])
        #expect(app.flags.map(\.name.name) == ["f", "g"])
        #expect(app.starts[0].entries.map(\.root.name) == ["one", "two"])
        #expect(app.starts[0].entries.map { $0.guardExpr != nil } == [true, false])
        #expect(app.roots.map(\.name.name) == ["one", "two"])
        #expect(app.roots.map { $0.flow?.name } == ["A", "A"])
        #expect(app.roots.map { $0.keptRange != nil } == [false, true])
        #expect(app.roots[0].outcomes.map(\.eventName) == ["done"])
        #expect(app.events.map(\.name.name) == ["lock", "ask"])
        #expect(app.events.map(\.target.style) == [.push, .sheet])
        #expect(app.events.map { $0.overTopRange != nil } == [false, true])
        #expect(app.events[1].parameters.map(\.label.name) == ["id"])
        #expect(app.steps.map(\.name.name) == ["s"])
        #expect(app.members == [.flags(0..<2), .start(0), .root(0), .root(1), .event(0), .event(1), .step(0)])
    }

    @Test func mistakesAreReportedAtTheirLine() {
        let text = """
            app Vault {
                start one
                root one A
                event lock -> one when f
                event ask -> s over there
                bogus
            }
            """
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.map { "\(Self.line($0, in: text)): \($0.message)" } == [
            "3: expected `uses` after root `one`, found `A`",
            "4: expected `only when` before an app event's guard, found `when`",
            "5: expected `top` after `over`, found `there`",
            "6: expected `flag`, `start`, `root`, `event`, `step` or `}`, found `bogus`",
        ])
        #expect(syntax.apps.first?.events.map(\.name.name) == ["lock"])
    }

    @Test func anUnclosedAppStopsAtTheNextFlow() {
        let text = "app Vault {\n    start one\nflow A {\n    start a\n    final step a\n}\n"
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.map(\.message) == ["expected `}` to close app `Vault`, found `flow`"])
        #expect(syntax.flows.map(\.name.name) == ["A"])
        #expect(syntax.apps.map(\.name.name) == ["Vault"])
    }

    @Test func aFileWithOnlyAnAppDeclaresSomething() {
        let (_, diagnostics) = parse("app Vault {\n    start one\n    root one uses A\n}\n")
        #expect(diagnostics.isEmpty)
    }
}
