import FlowCore
@testable import FlowChecker
import FlowParser
import Testing

/// The checker's facts and checks on small flows; `InvalidFlows/` covers every diagnostic's
/// exact wording and position.
@Suite struct CheckerTests {
    func check(_ text: String) -> (graph: FlowGraph, ids: [DiagnosticID]) {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        let graphs = Checker.check(syntax, diagnostics: &diagnostics)
        return (graphs[0], diagnostics.sorted.map(\.id))
    }

    func step(_ graph: FlowGraph, _ name: String) -> FlowGraph.Step {
        graph.steps.first { $0.name == name }!
    }

    /// A step's transitions, counted from 0.
    func transitions(_ graph: FlowGraph, _ name: String) -> [FlowGraph.Transition] {
        graph.transitions(of: StepID(graph.steps.firstIndex { $0.name == name }!))
    }

    /// `on next -> x` is `-> x` written out, for a skip rule as for everything else.
    @Test func aSkipRuleContinuesAlongAWrittenOutNext() {
        let written = check("flow F {\n flag f\n start a\n step a {\n skip when f\n on next -> b\n }\n final step b\n}\n")
        let short = check("flow F {\n flag f\n start a\n step a {\n skip when f\n -> b\n }\n final step b\n}\n")
        #expect(written.ids.isEmpty)
        #expect(short.ids.isEmpty)
        #expect(step(written.graph, "a").facts == step(short.graph, "a").facts)
        #expect(step(written.graph, "a").facts.canBeSkipped)
    }

    @Test func cleanFlowIsChecked() {
        let (graph, ids) = check("flow F { start a\n step a -> b\n final step b }")
        #expect(ids.isEmpty)
        #expect(!graph.hasErrors)
        #expect(Checker.checkedFlows([graph]).count == 1)
        #expect(graph.shownSteps(after: StepID(0), event: .next) == [StepID(1)])
    }

    @Test func eventsAreListedOnceNextFirstAndTransitionsIndexThem() {
        let file = SourceFile(path: "t.flow", text: """
            flow F { start a
             flag f
             step a { on back -> b
              -> b }
             step b { on help -> c when f
              on next -> c
              on back -> back to a
              on help -> back }
             final step c }
            flow G { start x
             step x { on help -> y }
             final step y }
            """)
        var diagnostics = Diagnostics(file: file)
        let graphs = Checker.check(Parser.parse(file, diagnostics: &diagnostics), diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(graphs.map(\.events) == [["next", "back", "help"], ["next", "help"]])
        // A step's own events, each once in order of first appearance, and the transitions
        // that start them.
        let f = graphs[0]
        #expect(f.stepIDs.map(f.events(ofStep:)) == [["back", "next"], ["help", "next", "back"], []])
        // Each step's transitions in the order written; the first transition of each event starts it.
        func written(_ step: Int) -> [String] {
            f.transitions(of: StepID(step)).map { transition in
                let move = switch transition.move {
                case .enter(let entry): f.steps[entry.step].name
                case .unwind(.back): "back"
                case .unwind(.backTo(let target)): "back to " + f.steps[target].name
                case .unwind(.dismiss): "dismiss"
                case .unwind(.dismissAll): "dismiss all"
                case .unwindThenEnter: "then"
                case .tab: "tab"
                case .alert(let alert): f.alerts[alert].name
                case .close: "close"
                }
                return "\(transition.event) -> \(move)"
            }
        }
        #expect(written(0) == ["back -> b", "next -> b"])
        #expect(written(1) == ["help -> c", "next -> c", "back -> back to a", "help -> back"])
        #expect(written(2) == [])
        func starters(_ step: Int) -> [String] {
            let step = StepID(step)
            return f.transitions(of: step).indices.filter { f.startsEvent($0, of: step) }.map { f.transitions(of: step)[$0].event }
        }
        #expect(starters(0) == ["back", "next"])
        #expect(starters(1) == ["help", "next", "back"])
        for graph in graphs {
            for transition in graph.steps.flatMap(\.transitions) {
                #expect(graph.event(transition.eventID) == transition.event)
            }
        }
    }

    @Test func skipChainsAreFollowedForSuccessorsAndReachability() {
        let (graph, ids) = check("""
            flow F {
                flag x, y
                start a
                step a -> b
                step b {
                    skip when x
                    -> c
                }
                step c {
                    skip when y
                    -> d
                }
                final step d
            }
            """)
        #expect(ids.isEmpty)
        #expect(graph.shownSteps(after: StepID(0), event: .next).map(\.index) == [1, 2, 3])
        #expect(graph.steps.allSatisfy { $0.facts.isReachable })
        #expect(step(graph, "b").facts.canBeSkipped)
        #expect(!step(graph, "d").facts.canBeSkipped)
    }

    @Test func aSkippedStartStillReachesItsSuccessors() {
        let (graph, ids) = check("flow F { flag x\n start a\n step a {\n skip when x\n -> b\n }\n final step b }")
        #expect(ids.isEmpty)
        #expect(graph.steps.allSatisfy { $0.facts.isReachable })
    }

    @Test func transitionsThatNeverFireDoNotReach() {
        let (graph, ids) = check("flow F { flag x\n start a\n step a {\n -> b\n -> c when x\n }\n step c -> b\n final step b }")
        #expect(ids == [CheckerDiagnostic.transitionNeverTaken.id, CheckerDiagnostic.unreachableStep.id])
        #expect(!transitions(graph, "a")[1].canFire)
        #expect(!step(graph, "c").facts.isReachable)
    }

    @Test func trapsAreMarkedAndReportedOncePerEntry() {
        let (graph, ids) = check("flow F { start a\n step a {\n on x -> b\n on y -> done\n }\n step b -> c\n step c -> b\n final step done }")
        #expect(ids == [CheckerDiagnostic.trap.id, CheckerDiagnostic.duplicatePush.id])
        #expect(step(graph, "b").facts.isTrap && step(graph, "c").facts.isTrap)
        #expect(!step(graph, "a").facts.isTrap)
    }

    /// A syntax error anywhere in a file leaves every flow of it unanalysed (its facts would say
    /// each step is unreachable): no checked flow comes of a clean flow beside a broken one.
    @Test func aCleanFlowBesideASyntaxErrorIsNotChecked() throws {
        let file = SourceFile(path: "t.flow", text: "flow A { start a\n step a -> -> b\n final step b }\nflow B { start x\n step x -> y\n final step y }\n")
        var diagnostics = Diagnostics(file: file)
        let graphs = Checker.check(Parser.parse(file, diagnostics: &diagnostics), diagnostics: &diagnostics)
        let clean = try #require(graphs.first { $0.name == "B" })
        #expect(diagnostics.hasErrors)
        #expect(!clean.hasErrors && !clean.isAnalysed)
        #expect(Checker.checkedFlows(graphs).isEmpty)
    }

    @Test func stepsThatOnlyLeadToADeadEndAreLeftToTheDeadEndError() {
        let (_, ids) = check("flow F { start a\n step a {\n on x -> b\n on y -> done\n }\n step b -> c\n step c\n final step done }")
        #expect(ids == [CheckerDiagnostic.deadEnd.id])
    }

    @Test func anUnresolvedNameStopsGraphChecks() {
        let (graph, ids) = check("flow F { start a\n step a -> nowhere\n step orphan -> done\n final step done }")
        #expect(ids == [CheckerDiagnostic.unknownStep.id])
        #expect(graph.hasErrors)
        #expect(Checker.checkedFlows([graph]).isEmpty)
    }

    @Test func skipRuleAppliesOnlyWithANextTransitionThatApplies() {
        // `skip when true` with a guarded `next`: the step shows when the guard fails.
        let (graph, ids) = check("flow F { flag x\n start a\n step a {\n skip when true\n -> b when x\n on other -> b\n }\n final step b }")
        #expect(!ids.contains(CheckerDiagnostic.alwaysSkipped.id))
        #expect(ids.contains(CheckerDiagnostic.eventNotCovered.id))
        #expect(step(graph, "a").facts.canBeSkipped)
        #expect(!step(graph, "a").facts.isAlwaysSkipped)
    }

    @Test func differentPayloadsBehindOneEventAreRejected() {
        let (_, same) = check("flow F { flag x\n start a\n step a {\n on go -> b when x\n on go -> c\n }\n step b(id: Int) -> d\n step c(id: Int) -> d\n final step d }")
        #expect(same.isEmpty)
        let (_, different) = check("flow F { flag x\n start a\n step a {\n on go -> b when x\n on go -> c\n }\n step b(id: Int) -> d\n step c(id: String) -> d\n final step d }")
        #expect(different == [CheckerDiagnostic.inconsistentPayload.id])
    }

    @Test func skipLoopsAreFoundOnce() {
        let (_, ids) = check("flow F { flag x\n start a\n step a {\n skip when x\n -> b\n on done -> d\n }\n step b {\n skip when x\n -> c\n on done -> d\n }\n step c {\n skip when x\n -> a\n on done -> d\n }\n final step d }")
        #expect(ids == [CheckerDiagnostic.skipLoop.id])
    }

    /// A long skip chain, where naive successor sets grow with the square of the size.
    @Test func aTenThousandStepSkipChainChecksClean() {
        var text = "flow Big {\n flag f\n start s0\n"
        for index in 0..<10_000 {
            text += " step s\(index) {\n skip when f\n -> s\(index + 1)\n on back -> s\(max(0, index - 1))\n }\n"
        }
        text += " final step s10000\n}\n"
        let (graph, ids) = check(text)
        #expect(ids.isEmpty)
        #expect(graph.steps.allSatisfy { $0.facts.isReachable })
    }

    /// Transitions guarded by one distinct flag each and ending unguarded skip the truth tables;
    /// anything else still gets them, so the same shape with a repeated flag is still reported.
    @Test func plainChoicesAndTheirNearMisses() {
        let plain = check("""
            flow F {
                flag x, y
                start a
                step a {
                    -> b when x
                    -> c when !y
                    -> d
                }
                final step b
                final step c
                final step d
            }
            """)
        #expect(plain.ids.isEmpty)
        #expect(transitions(plain.graph, "a").allSatisfy { $0.canFire })
        #expect(plain.graph.shownSteps(after: StepID(0), event: .next).map(\.index) == [1, 2, 3])
        let repeated = check("""
            flow F {
                flag x
                start a
                step a {
                    -> b when x
                    -> c when !x
                    -> d
                }
                final step b
                final step c
                final step d
            }
            """)
        #expect(repeated.ids.contains(CheckerDiagnostic.transitionNeverTaken.id))
        #expect(!transitions(repeated.graph, "a")[2].canFire, "`x` and `!x` leave nothing for `d`")
    }
}
