import FlowCore
@testable import FlowChecker
import FlowParser
import FlowTestSupport
import Testing

/// Presented layers' exits and the fix-its offered inside them, on small flows;
/// `InvalidFlows/presented-exits.flow` has the wording.
@Suite struct PresentedLayerCheckerTests {
    func diagnostics(_ text: String) -> [Diagnostic] {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        _ = Checker.check(Parser.parse(file, diagnostics: &diagnostics), diagnostics: &diagnostics)
        return diagnostics.sorted
    }

    /// Entering an outcome ends the flow, which closes every layer: a cover whose layer enters
    /// one has a way out.
    @Test func anOutcomeIsACoversWayOut() {
        let text = """
            flow Gate {
                outcome unlocked
                start home
                step home { on mustUpdate -> update as cover }
                step update { on updated -> unlocked }
            }
            """
        #expect(diagnostics(text).map(\.id).isEmpty)
    }

    /// Likewise for a sheet whose swipe-down its guards can disable, and after `back then`.
    @Test func anOutcomeIsASheetsWayOut() {
        let text = """
            flow Gate {
                flag busy
                outcome unlocked
                start home
                step home { on update -> update as sheet }
                step update {
                    on dismissed -> back when !busy
                    on more -> details
                }
                step details { on updated -> back then unlocked }
            }
            """
        #expect(diagnostics(text).map(\.id).isEmpty)
    }

    /// A modal sheet and a cover are left through an outcome entered by an alert's button,
    /// or by a use-step's continuation, or by `dismiss all`: each closes the layer.
    @Test func outcomesAndDismissAllAreWaysOutOfAModalSheetAndACover() {
        let text = """
            flow Picker {
                outcome chosen
                start list
                step list { on pick -> chosen }
            }
            flow Gate {
                outcome unlocked
                start home
                step home {
                    on update -> update as sheet modal
                    on renew -> renew as cover
                    on terms -> terms as sheet
                }
                step update { on cancel -> confirmCancel }
                alert confirmCancel {
                    on leave destructive -> unlocked
                    on stay cancel
                }
                step renew { on pick -> picker }
                step picker uses Picker { on chosen -> unlocked }
                step terms { on read -> rules as sheet modal }
                step rules { on accept -> dismiss all }
            }
            """
        #expect(diagnostics(text).map(\.id).isEmpty)
    }

    /// A dead end pushed inside a cover gets the way back, not `final` (which would end the
    /// flow when the user opens it): applied, the flow parses, loses the dead end and gains
    /// no error.
    @Test func aDeadEndInsideACoverIsGivenTheWayBack() throws {
        let text = Self.coverFlow(appearance: "step appearance")
        let found = diagnostics(text)
        let deadEnd = try #require(found.first { $0.id == CheckerDiagnostic.deadEnd.id })
        let fixIt = try #require(deadEnd.fixIts.first)
        #expect(fixIt.edits.map(\.replacement) == ["step appearance { on done -> back }"])
        let fixed = FlowTextEdit.apply(fixIt.edits.map { FlowTextEdit($0.range, $0.replacement) }, to: text)
        let after = diagnostics(fixed)
        #expect(!after.contains { $0.id == CheckerDiagnostic.deadEnd.id })
        #expect(!after.contains { $0.severity == .error })
        #expect(after.filter { $0.severity == .error }.count <= found.filter { $0.severity == .error }.count - 1)
    }

    /// A final step pushed inside a cover ends the flow as it opens: `presented-final-step`.
    @Test func aFinalStepPushedInsideACoverIsWarned() {
        let text = Self.coverFlow(appearance: "final step appearance")
        #expect(diagnostics(text).map(\.id) == [CheckerDiagnostic.presentedFinalStep.id])
    }

    /// The fix-it of a final step pushed inside a cover (offered where removing `final` leaves
    /// the flow a final step, as in a router), applied, leaves a flow that parses, loses the
    /// warning and gains no error.
    @Test func theWarningsFixItLeavesAFlowThatChecksClean() throws {
        let text = Self.coverFlow(appearance: "final step appearance").replacingOccurrences(of: "flow F", with: "router F")
        let warning = try #require(diagnostics(text).first { $0.id == CheckerDiagnostic.presentedFinalStep.id })
        let fixIt = try #require(warning.fixIts.first)
        let fixed = FlowTextEdit.apply(fixIt.edits.map { FlowTextEdit($0.range, $0.replacement) }, to: text)
        let after = diagnostics(fixed)
        #expect(!after.contains { $0.id == CheckerDiagnostic.presentedFinalStep.id })
        #expect(!after.contains { $0.severity == .error })
    }

    /// A flow whose cover (`gate`) pushes `appearance`, declared as `appearance`.
    static func coverFlow(appearance: String) -> String {
        """
            flow F {
                outcome done
                start home
                step home {
                    on locked -> gate as cover
                    on leave -> done
                }
                step gate {
                    on settings -> appearance
                    on unlocked -> dismiss
                }
                \(appearance)
            }
            """
    }
}
