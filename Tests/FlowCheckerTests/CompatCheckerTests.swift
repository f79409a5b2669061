import FlowCore
@testable import FlowChecker
import FlowParser
import Testing

/// The checked model of `renamed from`, `removed step`, `also` and `removed link`: what the
/// emitter and FlowCompat read. `InvalidFlows/compat-*.flow` covers each mistake's wording.
@Suite struct CompatCheckerTests {
    func check(_ text: String) -> (graph: FlowGraph, ids: [DiagnosticID]) {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        let graphs = Checker.check(syntax, diagnostics: &diagnostics)
        return (graphs[0], diagnostics.sorted.map(\.id))
    }

    @Test func stepsKeepTheirFormerNamesAndLabels() {
        let (graph, ids) = check("""
            flow F {
                start cart
                step cart -> checkout
                step checkout(cardID: String, note: String? = nil) renamed from basket(card: cardID) -> done
                final step done renamed from (x: y)
            }
            """)
        #expect(ids == [CheckerDiagnostic.formerLabelUnknown.id])
        #expect(graph.steps.map(\.formerName) == [nil, "basket", nil])
        #expect(graph.steps[1].formerLabels == ["cardID": "card"])
        #expect(graph.steps[2].formerLabels.isEmpty)
    }

    @Test func removedStepsResolveTheirFallbacks() {
        let (graph, ids) = check("""
            flow F {
                start cart
                step cart -> payment
                step payment(cardID: String? , n: Int = 1) -> done
                final step done
                removed step legacyPromo -> payment
                removed step payment(cardID: String) -> cart
                removed step oldThing
            }
            """)
        #expect(ids.isEmpty)
        let removed = graph.removedSteps
        #expect(removed.map(\.name) == ["legacyPromo", "payment", "oldThing"])
        #expect(removed.map { $0.fallback.map(graph.stepName) } == ["payment", "cart", nil])
        #expect(removed.map { $0.shape?.map(\.label.name) } == [nil, ["cardID"], nil])
    }

    /// A legacy form's values map onto the first form's placeholders; one it lacks is `nil`,
    /// one it adds binds nothing.
    @Test func legacyFormsMapTheirPlaceholders() throws {
        let (graph, ids) = check("""
            router R {
                start home
                step home -> product
                step product(id: Int, slug: String = "")
                link product "x://p/{id}/{slug}" also "x://q/{slug}/{extra}/{id}", "x://r/{id}" -> home, product
            }
            """)
        #expect(ids.isEmpty)
        let link = try #require(graph.links.first)
        #expect(link.legacyPatternTexts == ["x://q/{slug}/{extra}/{id}", "x://r/{id}"])
        #expect(link.legacyValueIndices == [[2, 0], [0, nil]])
        #expect(link.legacyForm(0).placeholderTypes == ["String", "String", "Int"])
        #expect(link.legacyForm(1).arguments == [[], [0, nil]])
    }

    @Test func removedLinksOpenAWalkOrGoElsewhere() {
        let (graph, ids) = check("""
            router R {
                start home
                step home -> product
                step product(id: Int, slug: String = "")
                link "x://home" -> home
                removed link share "x://share/{id}/{campaign}" -> home, product
                removed link search "https://e.com/find?q={q}" -> web
                removed link promo "x://promo" -> refused
                removed link sale "x://sale"
            }
            """)
        #expect(ids.isEmpty, "a removed link's placeholder may bind nothing")
        let removed = graph.removedLinks
        #expect(removed.map(\.name) == ["share", "search", "promo", "sale"])
        #expect(removed[0].destination == .walk(walk: [StepID(0), StepID(1)], arguments: [[], [0, nil]], placeholderTypes: ["Int", "String"]))
        #expect(removed[1...].map(\.destination) == [.web, .refused, .refused])
        #expect(removed[1].placeholderTypes == ["String"])
    }
}
