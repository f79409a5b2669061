import FlowCore
import FlowParser
import Testing

/// `renamed from`, `removed step`, `also` and `removed link`: the declarations that say what
/// became of what an earlier release had.
@Suite struct CompatParserTests {
    @Test func aStepNamesItsFormerNameAndLabels() throws {
        let (syntax, bad) = parse("""
            flow F {
                start a
                step a(cardID: String) renamed from basket(card: cardID, n: count) -> b
                step b uses Child renamed from c with shared { -> d }
                step d renamed from (x: y)
                final step renamed
            }
            """)
        #expect(bad.isEmpty)
        let steps = try #require(syntax.flows.first).steps
        #expect(steps.map { $0.formerName?.name?.name } == ["basket", "c", nil, nil])
        #expect(steps[0].formerName?.labels.map { [$0.old.name, $0.new.name] } == [["card", "cardID"], ["n", "count"]])
        #expect(steps[0].transitions.count == 1)
        #expect(steps[1].usedFlow?.name == "Child")
        #expect(steps[1].sharedActions.map(\.name) == ["shared"])
        #expect(steps[2].formerName?.labels.map(\.old.name) == ["x"])
        #expect(steps[3].name.name == "renamed", "a step may be named `renamed`")
    }

    @Test func renamedFromNeedsANameOrLabels() {
        let (_, noFrom) = parse("flow F {\n    step a renamed basket\n}\n")
        #expect(noFrom.map(\.message) == ["expected `from` after `renamed`, found `basket`"])
        let (_, nothing) = parse("flow F {\n    step a renamed from -> b\n    final step b\n}\n")
        #expect(nothing.map(\.message) == ["expected the old step name or `(` after `renamed from`, found `->`"])
    }

    @Test func removedStepsHaveAnOptionalShapeAndFallback() throws {
        let (syntax, bad) = parse("""
            flow F {
                start a
                removed step legacyPromo -> a
                removed step cardDetails(cardID: String, n: Int = 1) -> a
                removed step bare() -> a
                removed step oldThing
                final step a
                step removed -> a
            }
            """)
        #expect(bad.isEmpty)
        let flow = try #require(syntax.flows.first)
        let removed = flow.removedSteps
        #expect(removed.map(\.name.name) == ["legacyPromo", "cardDetails", "bare", "oldThing"])
        #expect(removed.map { $0.shape?.map(\.label.name) } == [nil, ["cardID", "n"], [], nil])
        #expect(removed[1].shape?[1].defaultValue == "1")
        #expect(removed.map(\.fallback?.name) == ["a", "a", "a", nil])
        #expect(flow.members == [.start(0), .removedStep(0), .removedStep(1), .removedStep(2), .removedStep(3), .step(0), .step(1)])
        #expect(flow.steps.map(\.name.name) == ["a", "removed"], "a step may be named `removed`")
    }

    @Test func linksHaveLegacyForms() throws {
        let (syntax, bad) = parse("""
            router R {
                start a
                link a "x://h/{id}/{slug}"
                    also "x://h/{id}", "y://p/{id}"
                    -> a
                    example "x://h/1/s"
                link b "x://b" also "x://c" -> a
                step a
            }
            """)
        #expect(bad.isEmpty)
        let links = try #require(syntax.flows.first).links
        #expect(links.map { $0.legacyPatterns.map(\.text) } == [["x://h/{id}", "y://p/{id}"], ["x://c"]])
        #expect(links[0].examples.map(\.url) == ["x://h/1/s"])
        let (_, missing) = parse("router R {\n    start a\n    link a \"x://h\" also \"x://i\" a\n    step a\n}\n")
        #expect(missing.map(\.message) == ["expected `->` after the legacy URL patterns, found `a`"])
    }

    @Test func removedLinksOpenAWalkOrGoToTheWebOrAreRefused() throws {
        let (syntax, bad) = parse("""
            router R {
                start a
                removed link share "x://share/{id}", "y://s/{id}" -> a, b(id: id)
                removed link search "https://e.com/find?q={q}" -> web
                removed link promo "x://promo" -> refused
                removed link old "x://old"
                removed link named "x://n" -> `web`
                step a -> b
                step b(id: Int)
            }
            """)
        #expect(bad.isEmpty)
        let flow = try #require(syntax.flows.first)
        let removed = flow.removedLinks
        #expect(removed.map(\.name.name) == ["share", "search", "promo", "old", "named"])
        #expect(removed[0].patterns.map(\.text) == ["x://share/{id}", "y://s/{id}"])
        guard case .walk(let items) = removed[0].destination else {
            Issue.record("expected a walk")
            return
        }
        #expect(items.map(\.step.name) == ["a", "b"])
        #expect(items[1].bindings.map(\.placeholder.name) == ["id"])
        guard case .web = removed[1].destination, case .refused(let keyword?) = removed[2].destination,
              case .refused(nil) = removed[3].destination, case .walk(let named) = removed[4].destination else {
            Issue.record("expected web, refused, refused without an arrow, a walk")
            return
        }
        #expect(flow.start(of: .removedLink(2)) < keyword.lowerBound)
        #expect(named.map(\.step.name) == ["web"], "a name in backticks is a step")
    }

    @Test func aMistakeInARemovedDeclarationIsOneError() {
        let (syntax, bad) = parse("""
            flow F {
                removed thing x
                removed step -> a
                removed link x -> a
                removed step y -> a b
                final step a
            }
            """)
        #expect(bad.map(\.message) == [
            "expected `step` or `link` after `removed`, found `thing`",
            "expected the removed step's name, found `->`",
            "expected a URL pattern in quotes, found `->`",
            "expected a new line after removed step `y`, found `b`",
        ])
        #expect(syntax.flows.first?.steps.map(\.name.name) == ["a"], "recovery resumes at the next member")
    }
}
