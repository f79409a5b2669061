import FlowCore
@testable import FlowChecker
import FlowParser
import FlowTestSupport
import Testing

/// The fix-its the fix-it property test (FlowCompilerTests' `FixItPropertyTests`) found
/// unsafe, each on a small flow: where applying it would break the flow, the diagnostic is
/// still reported, without the fix-it. The InvalidFlows files hold the others (their
/// `expect-fixit` lines).
@Suite struct UnsafeFixItTests {
    func diagnostics(_ text: String) -> [Diagnostic] {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        _ = Checker.check(Parser.parse(file, diagnostics: &diagnostics), diagnostics: &diagnostics)
        return diagnostics.sorted
    }

    /// The fix-its of the diagnostics of `id`, one list a diagnostic.
    func fixIts(_ id: CheckerDiagnostic, in text: String) -> [[String]] {
        diagnostics(text).filter { $0.id == id.id }.map { $0.fixIts.flatMap(\.edits).map(\.replacement) }
    }

    /// `-> back to a` on a shared set's line would be every step's of the set, and from `b`
    /// itself it is `back-to-self`: those lines get none; a step's own line to another step
    /// keeps it.
    @Test func aDuplicatePushIsGoneBackToOnlyOnAStepsOwnLineToAnotherStep() {
        let text = """
            flow F {
                start a
                actions jumps { on help -> a }
                step a { -> b }
                step b with jumps {
                    on again -> b
                    -> c
                }
                step c with jumps {
                    on home -> a
                    -> d
                }
                final step d
            }
            """
        let found = fixIts(.duplicatePush, in: text)
        // The shared line (from `b` and `c`, once a line) and `b`'s own to itself: no fix-it.
        #expect(found.filter(\.isEmpty).count == 2)
        #expect(found.filter { !$0.isEmpty } == [["back to a"]])
    }

    /// `next` is pushed from `home` and entered after `back then` from a step pushed on a
    /// sheet; the flow has no final step: `on done -> back` (offered before) leaves it without
    /// one (`no-final-step`), and `final` could end the flow with the sheet open.
    @Test func aDeadEndInAFlowWithoutAFinalStepGetsNoWayBack() {
        let text = """
            flow F {
                start home
                step home {
                    -> next
                    on open -> sheet as sheet
                }
                step sheet {
                    on close -> dismiss
                    on more -> inner
                }
                step inner { on finish -> back then next }
                step next
            }
            """
        #expect(fixIts(.deadEnd, in: text) == [[]])
    }

    /// `next` is pushed inside a sheet, and shown as the root when `home` is skipped: `-> back`
    /// (offered before) is `back-from-root` there, `final` ends the flow in the sheet.
    @Test func aDeadEndThatCanBeTheRootGetsNoWayBack() {
        let text = """
            flow F {
                flag ready
                start home
                step home {
                    skip when ready
                    -> next
                    on open -> sheet as sheet
                    on finish -> done
                }
                step sheet {
                    on close -> dismiss
                    on more -> next
                }
                step next
                final step done
            }
            """
        #expect(fixIts(.deadEnd, in: text) == [[]])
    }

    /// A dead end only ever pushed in the base layer is still made final, a sheet's root going
    /// back to it included (it lands below the sheet).
    @Test func aDeadEndOutsideEveryLayerIsMadeFinal() {
        let text = """
            flow F {
                start home
                step home {
                    -> next
                    on open -> sheet as sheet
                }
                step sheet { on finish -> back then next }
                step next
            }
            """
        #expect(fixIts(.deadEnd, in: text) == [["final "]])
    }

    /// `Kind` is closest to `kind` (case aside) but one typo from `Knid` too: replacing every
    /// `Kind` by `kind` took `Knid`'s ways in. The message names the closest; no fix-it.
    @Test func aNameCloseToTwoStepsIsNotReplaced() {
        let text = """
            flow F {
                start kind
                step kind { -> Kind }
                step Knid { -> done }
                final step done
            }
            """
        #expect(fixIts(.unknownStep, in: text) == [[]])
        #expect(diagnostics(text).first { $0.id == CheckerDiagnostic.unknownStep.id }?.message.contains("did you mean `kind`?") == true)
    }

    /// A misspelt root whose closest name is a root already listed: replaced, it would be
    /// listed twice (`duplicate-start`).
    @Test func aMisspeltRootIsNotReplacedByAListedRoot() {
        let text = """
            router R {
                start home, homes
                step home
            }
            """
        #expect(fixIts(.unknownStep, in: text) == [[]])
    }
}
