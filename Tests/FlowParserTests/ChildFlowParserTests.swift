import FlowCore
import FlowParser
import Testing

/// A child flow's declarations: `outcome name(payload)` and `step name uses Flow { ... }`.
@Suite struct ChildFlowParserTests {
    @Test func parsesOutcomesAndUseSteps() throws {
        let (syntax, diagnostics) = parse("""
            flow Parent {
                start list
                /// Picks an address.
                step address uses AddressPicker {
                    on chosen -> back
                }
                step plain uses Other -> done
                /// The user chose one.
                outcome chosen(addressID: Int)
                outcome cancelled
                final step done
                step uses {
                    on outcome -> uses
                }
            }
            """)
        #expect(diagnostics.isEmpty)
        let steps = try #require(syntax.flows.first).steps
        #expect(steps.map(\.name.name) == ["address", "plain", "chosen", "cancelled", "done", "uses"])
        #expect(steps[0].usedFlow?.name == "AddressPicker" && steps[0].doc == ["Picks an address."])
        #expect(steps[0].transitions.map(\.eventName) == ["chosen"] && !steps[0].isFinal)
        #expect(steps[1].usedFlow?.name == "Other" && steps[1].transitions.count == 1)
        guard case .outcome(let keyword) = steps[2].role else {
            Issue.record("not an outcome: \(steps[2].role)")
            return
        }
        #expect(keyword.lowerBound == steps[2].range.lowerBound && steps[2].isFinal && steps[2].finalRange == nil)
        #expect(steps[2].parameters.map(\.label.name) == ["addressID"] && steps[2].doc == ["The user chose one."])
        #expect(steps[3].parameters.isEmpty && steps[3].usedFlow == nil)
        #expect(steps[4].finalRange != nil && steps[4].isFinal)
        #expect(steps[5].role == .screen && steps[5].transitions.map(\.eventName) == ["outcome"], "the words are names elsewhere")
    }

    @Test func aUseWithoutAFlowNameIsOneError() {
        let (_, diagnostics) = parse("""
            flow P {
                start a
                step a uses {
                    on done -> back
                }
                outcome
            }
            """)
        #expect(diagnostics.map(\.message) == ["expected flow name after `uses`, found `{`", "expected outcome name, found `}`"])
    }
}
