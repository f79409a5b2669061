import FlowCore
@testable import FlowChecker
import FlowParser
import Testing

/// Alerts and dialogs in the checked model: their buttons, which lines can fire, and the
/// graph the checks read, where a button's move is a move of the step below.
/// `InvalidFlows/alerts-*.flow` covers each diagnostic's wording and position.
@Suite struct AlertCheckerTests {
    /// The file manager of the language guide: an alert that ends the flow, a dialog whose
    /// button pops, and a delete confirmation.
    static let trash = """
        flow Trash {
            flag isEmpty
            outcome emptied
            outcome closed
            start list

            step list {
                on open -> item
                on empty -> confirmEmpty only when !isEmpty
                on close -> closed
            }
            step item(id: String) {
                on actions -> itemActions
                on delete -> confirmDelete
                on close -> back
            }
            alert confirmEmpty {
                on empty destructive -> emptied
                on cancel cancel
            }
            dialog itemActions {
                on restore -> back
                on share -> close
                on cancel cancel
            }
            alert confirmDelete {
                on delete destructive -> back
                on keep cancel
            }
        }
        """

    func check(_ text: String) -> (graph: FlowGraph, diagnostics: [Diagnostic]) {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        let graphs = Checker.check(syntax, diagnostics: &diagnostics)
        return (graphs[0], diagnostics.sorted)
    }

    func stepID(_ graph: FlowGraph, _ name: String) -> StepID {
        StepID(graph.steps.firstIndex { $0.name == name }!)
    }

    @Test func trashChecksCleanAndEveryStepIsReached() {
        let (graph, diagnostics) = check(Self.trash)
        #expect(diagnostics.map(\.id) == [])
        #expect(graph.isAnalysed && graph.steps.allSatisfy(\.facts.isReachable))
        #expect(graph.alerts.map(\.name) == ["confirmEmpty", "itemActions", "confirmDelete"])
        #expect(graph.alerts.map(\.style) == [.alert, .dialog, .alert])
        #expect(graph.alerts[AlertID(1)].buttons.map(\.event) == ["restore", "share", "cancel"])
        #expect(graph.alerts[AlertID(1)].buttons.map(\.role) == [nil, nil, .cancel])
        // `emptied` is entered by a button only: a move of `list`, which ends the flow.
        let list = graph.movesWithAlertsAnswered(of: stepID(graph, "list"))
        #expect(list.map(\.event) == ["open", "empty", "close"])
        #expect(list[1].enteredStep == stepID(graph, "emptied"))
        #expect(list[1].origin == .alert(AlertID(0), shownAt: graph.transitions(of: stepID(graph, "list"))[1].targetRange))
    }

    /// A button line that can never fire (shadowed, or a guard that never holds) is no move of
    /// the step below; `-> close` lines and a cancel button without a move are none either.
    @Test func onlyButtonLinesThatCanFireAreMovesOfTheStepBelow() {
        let (graph, diagnostics) = check("""
            flow F {
                flag f
                start a
                step a { on ask -> question }
                step b { on done -> c }
                final step c
                alert question {
                    on yes -> b
                    on yes -> c
                    on maybe -> c when f && !f
                    on maybe -> close
                    on no cancel
                }
            }
            """)
        #expect(diagnostics.map(\.id) == [CheckerDiagnostic.transitionNeverTaken.id, CheckerDiagnostic.transitionNeverTaken.id])
        #expect(graph.alerts[AlertID(0)].transitions.map(\.canFire) == [true, false, false, true, true])
        let moves = graph.movesWithAlertsAnswered(of: stepID(graph, "a"))
        #expect(moves.map(\.event) == ["yes"])
        #expect(moves.map(\.enteredStep) == [stepID(graph, "b")])
        #expect(graph.steps[stepID(graph, "c")].facts.isReachable)
    }

    /// A button's role may be written on any of its lines; a flag only a button's guard reads
    /// is used.
    @Test func rolesAndFlagsOfButtonsCountFromAnyLine() {
        let (graph, diagnostics) = check("""
            router R {
                flag isSignedIn
                start a
                step a { on share -> options }
                step b
                dialog options {
                    on send -> b when isSignedIn
                    on send destructive -> close
                    on cancel cancel
                }
            }
            """)
        #expect(diagnostics.map(\.id) == [])
        #expect(graph.alerts[AlertID(0)].buttons.map(\.role) == [.destructive, .cancel])
        #expect(graph.flags.map(\.isUsed) == [true])
        #expect(graph.steps[stepID(graph, "b")].facts.isReachable)
    }

    /// Without the alert's transition, what only its button enters is unreachable: the graph
    /// checks do read the buttons.
    @Test func aStepEnteredOnlyByAButtonIsReached() {
        let shown = check("router R {\n start a\n step a { on x -> q }\n step b\n alert q { on go -> b  on no cancel }\n}\n")
        #expect(shown.diagnostics.map(\.id) == [])
        #expect(shown.graph.steps[stepID(shown.graph, "b")].facts.isReachable)
        let notShown = check("router R {\n start a\n step a { on x -> c }\n step b\n step c\n alert q { on go -> b  on no cancel }\n}\n")
        #expect(notShown.diagnostics.map(\.id) == [CheckerDiagnostic.unreachableStep.id, CheckerDiagnostic.alertNeverShown.id])
    }

    /// A button supplies no payload, so its lines aren't compared for one (a step with
    /// defaults and `back` are fine alternatives), while the step's own event still is.
    @Test func buttonLinesAreNotComparedForPayloads() {
        let text = """
            router R {
                flag f
                start home
                step home { on open -> a }
                step a {
                    on ask -> q
                    on go -> b when f
                    on go -> back
                }
                step b(page: Int = 1) { on close -> back }
                alert q {
                    on go -> b when f
                    on go -> back
                    on no cancel
                }
            }
            """
        #expect(check(text).diagnostics.map(\.id) == [CheckerDiagnostic.inconsistentPayload.id])
        #expect(check(text).diagnostics.first?.range == check(text).graph.transitions(of: StepID(1))[1].range)
    }

    /// An alert's payload is supplied by the transition that shows it and passed on to the
    /// step its button enters, so neither is reported; a flag-only button's guards failing is
    /// the button absent, not a button that moves nothing.
    @Test func aPayloadPassedOnAndAFlagOnlyButtonCheckClean() {
        let text = """
            router R {
                flag premium
                start list
                step list { on more -> opts }
                step item(id: String, tab: Int = 0) { on close -> back }
                dialog opts(id: String) {
                    on view -> item
                    on copy -> close only when premium
                    on no cancel
                }
            }
            """
        let (graph, diagnostics) = check(text)
        #expect(diagnostics.map(\.id) == [])
        #expect(graph.alerts[0].parameters.map(\.label.name) == ["id"])
        #expect(graph.alerts[0].buttons.map(\.isFlagOnly) == [false, true, false])
    }
}
