import FlowCore
import FlowParser
import Testing

/// The presentation forms of a transition's target: `as sheet|cover`, `dismiss`, `U then T`.
@Suite struct PresentationParserTests {
    /// `dismiss all`, `as sheet modal`, with `all` and `modal` keywords only after `dismiss` and
    /// `sheet` on the same line: elsewhere they are names.
    @Test func parsesDismissAllAndModalSheets() throws {
        let (syntax, diagnostics) = parse("""
            flow P {
                start home
                step home {
                    on a -> dismiss all
                    on b -> dismiss all then next as sheet modal
                    on c -> edit as sheet modal when x
                    on d -> edit as sheet
                    on modal -> all
                    on e -> dismiss
                    on all -> modal
                }
            }
            """)
        #expect(diagnostics.isEmpty)
        let transitions = try #require(syntax.flows.first).steps[0].transitions
        let home = transitions.map(\.target)
        guard case .unwind(.dismissAll(let dismiss, let all)) = home[0] else {
            Issue.record("dismiss all: \(home[0])")
            return
        }
        #expect(dismiss.name == "dismiss" && all.name == "all" && home[0].range == dismiss.range.union(all.range))
        guard case .unwindThenEnter(.dismissAll, let next) = home[1], case .enter(let edit) = home[2], case .enter(let sheet) = home[3] else {
            Issue.record("then and entries: \(home)")
            return
        }
        #expect(next.step.name == "next" && next.style == .modalSheet)
        #expect(edit.style == .modalSheet && transitions[2].guardExpr != nil)
        #expect(sheet.style == .sheet, "the next line is a transition of its own")
        #expect(transitions[4].event?.name == "modal" && transitions[4].target.written.name == "all")
        #expect(home[5] == .unwind(.dismiss(transitions[5].target.written)))
        #expect(transitions[6].event?.name == "all")
    }

    /// Every form of presentation: `as sheet|cover`, `dismiss`, `U then T`, and names in
    /// backticks or on the next line that are never those keywords.
    @Test func parsesPresentationsDismissAndThen() throws {
        let (syntax, diagnostics) = parse("""
            flow P {
                start home
                step home {
                    on a -> sheetStep as sheet
                    on b -> coverStep as cover when x
                    on c -> dismiss
                    on d -> back then next as cover
                    on e -> back to home then next
                    on f -> dismiss then next
                    on g -> `dismiss`
                    on h -> back
                    on then -> next
                }
            }
            """)
        #expect(diagnostics.isEmpty)
        let transitions = try #require(syntax.flows.first).steps[0].transitions
        let home = transitions.map(\.target)
        guard case .enter(let sheet) = home[0], case .enter(let cover) = home[1] else {
            Issue.record("entries: \(home)")
            return
        }
        #expect(sheet.step.name == "sheetStep" && sheet.style == .sheet && sheet.styleRange != nil)
        #expect(cover.step.name == "coverStep" && cover.style == .cover && transitions[1].guardExpr != nil)
        #expect(home[2] == .unwind(.dismiss(transitions[2].target.written)))
        guard case .unwindThenEnter(.back, let next) = home[3], case .unwindThenEnter(.backTo(let to), let plain) = home[4],
              case .unwindThenEnter(.dismiss, let afterDismiss) = home[5] else {
            Issue.record("then moves: \(home)")
            return
        }
        #expect(next.step.name == "next" && next.style == .cover)
        #expect(to.name == "home" && plain.style == .push && afterDismiss.step.name == "next")
        guard case .enter(let escaped) = home[6] else {
            Issue.record("`dismiss` in backticks is a step: \(home[6])")
            return
        }
        #expect(escaped.step.name == "dismiss")
        #expect(home[7] == .unwind(.back(transitions[7].target.written)), "`on then` on the next line is a transition of its own")
        #expect(transitions[8].event?.name == "then")
    }
}
