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
}
