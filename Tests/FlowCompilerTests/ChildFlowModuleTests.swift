import FlowChecker
import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import Testing

/// A child flow declared in another file of the module: found by name before any flow is
/// checked, its outcomes checked against the parent's use-step, and a cycle across files
/// reported once.
@Suite struct ChildFlowModuleTests {
    static let picker = SourceFile(path: "AddressPicker.flow", text: """
        flow AddressPicker {
            outcome chosen(addressID: Int)
            outcome cancelled
            start list
            step list {
                on pick -> chosen
                on cancel -> cancelled
            }
        }

        """)
    static let checkout = SourceFile(path: "Checkout.flow", text: """
        flow Checkout {
            start cart
            step cart {
                on changeAddress -> address
            }
            step address uses AddressPicker {
                on chosen -> done
            }
            final step done(addressID: Int)
        }

        """)

    /// The parent's only checker errors are about the child's outcomes, with notes in the
    /// child's file; alone, the parent names a flow the module lacks.
    @Test func aChildInAnotherFileIsCheckedAgainstItsUse() throws {
        let checks = FlowPipeline.checkModule([Self.checkout, Self.picker])
        let errors = checks[0].diagnostics.filter { $0.id != GenerationDiagnostic.childFlowNotGenerated.id }
        #expect(errors.map(\.id) == [CheckerDiagnostic.unhandledOutcome.id])
        #expect(errors.first?.message == "step `address` doesn't handle outcome `cancelled` of flow `AddressPicker`")
        #expect(errors.first?.notes.map(\.path) == ["AddressPicker.flow"])
        let note = try #require(errors.first?.notes.first)
        #expect(Self.picker.location(of: note.range.lowerBound).line == 3)
        #expect(checks[1].diagnostics.isEmpty, "a flow with outcomes is generated")
        let alone = FlowPipeline.check(Self.checkout).diagnostics.filter { $0.id != GenerationDiagnostic.childFlowNotGenerated.id }
        #expect(alone.map(\.message) == ["no flow named `AddressPicker` in this module"])
    }

    /// A payload the continuation's step needs comes from the outcome, by label and type.
    @Test func theOutcomeSuppliesTheContinuationsPayload() {
        let handled = SourceFile(path: "Checkout.flow", text: String(decoding: Self.checkout.bytes, as: UTF8.self)
            .replacingOccurrences(of: "on chosen -> done", with: "on chosen -> done\n        on cancelled -> back"))
        let clean = FlowPipeline.checkModule([handled, Self.picker])[0].diagnostics.filter { $0.id != GenerationDiagnostic.childFlowNotGenerated.id }
        #expect(clean.isEmpty, "\(clean.map(\.message))")
        let renamed = SourceFile(path: "Checkout.flow", text: String(decoding: handled.bytes, as: UTF8.self)
            .replacingOccurrences(of: "done(addressID: Int)", with: "done(orderID: Int)"))
        let errors = FlowPipeline.checkModule([renamed, Self.picker])[0].diagnostics.filter { $0.id != GenerationDiagnostic.childFlowNotGenerated.id }
        #expect(errors.map(\.message) == ["`done` needs the payload `orderID: Int`, which outcome `chosen` doesn't supply (it supplies `addressID: Int`)"])
    }

    /// `A uses B`, `B uses A` in two files: one error, in the flow declared first.
    @Test func aCycleAcrossFilesIsOneError() {
        let a = SourceFile(path: "A.flow", text: "flow A {\n    outcome done\n    start a\n    step a uses B {\n        on done -> done\n    }\n}\n")
        let b = SourceFile(path: "B.flow", text: "flow B {\n    outcome done\n    start b\n    step b uses A {\n        on done -> done\n    }\n}\n")
        for order in [[a, b], [b, a]] {
            let cycles = FlowPipeline.checkModule(order).flatMap(\.diagnostics).filter { $0.id == CheckerDiagnostic.recursiveUse.id }
            #expect(cycles.map(\.path) == [order[0].path])
            #expect(cycles.map(\.message) == ["flow `\(order[0].path.prefix(1))` uses itself: " + (order[0].path == "A.flow" ? "`A` uses `B` uses `A`" : "`B` uses `A` uses `B`")])
        }
    }

    /// A continuation of an outcome the child, in another file, never enters: a warning in the
    /// parent's file, with the note in the child's.
    @Test func aContinuationOfAnOutcomeNeverEnteredIsNeverTaken() throws {
        let picker = SourceFile(path: "Picker.flow", text: "flow Picker {\n    outcome done\n    outcome lost\n    start list\n    step list {\n        on pick -> done\n    }\n}\n")
        let parent = SourceFile(path: "Parent.flow", text: "flow Parent {\n    start home\n    step home {\n        on open -> picker\n        -> end\n    }\n    step picker uses Picker {\n        on done -> back\n        on lost -> back\n    }\n    final step end\n}\n")
        let checks = FlowPipeline.checkModule([parent, picker])
        let never = checks[0].diagnostics.filter { $0.id == CheckerDiagnostic.transitionNeverTaken.id }
        #expect(never.map(\.message) == ["transition is never taken: flow `Picker` never enters outcome `lost`"])
        #expect(never.first.map { parent.location(of: $0.range.lowerBound).line } == 9)
        #expect(never.first?.notes.map(\.path) == ["Picker.flow"])
        #expect(checks[1].diagnostics.map(\.id) == [CheckerDiagnostic.outcomeNeverEntered.id])
    }

    /// The whole graph across files: a step that only a never-taken continuation enters is
    /// never reached, with a note at that continuation; while the child's file doesn't parse,
    /// what it enters is not known, and the parent is checked as if every outcome could be.
    @Test func aStepOnlyANeverEnteredOutcomeLeadsToIsUnreachable() throws {
        let picker = SourceFile(path: "Picker.flow", text: "flow Picker {\n    outcome done\n    outcome lost\n    start list\n    step list {\n        on pick -> done\n    }\n}\n")
        let parent = SourceFile(path: "Parent.flow", text: "flow Parent {\n    start home\n    step home {\n        on open -> picker\n    }\n    step picker uses Picker {\n        on done -> end\n        on lost -> refund\n    }\n    step refund {\n        -> end\n    }\n    final step end\n}\n")
        let unreached = FlowPipeline.checkModule([parent, picker])[0].diagnostics.filter { $0.id == CheckerDiagnostic.unreachableStep.id }
        #expect(unreached.map(\.message) == ["step `refund` can't be reached from start step `home`"])
        let note = try #require(unreached.first?.notes.first)
        #expect((note.path, parent.location(of: note.range.lowerBound).line) == ("Parent.flow", 8))
        let broken = SourceFile(path: "Picker.flow", text: String(decoding: picker.bytes, as: UTF8.self) + "flow {\n")
        let unknown = FlowPipeline.checkModule([parent, broken])[0].diagnostics.filter { $0.id == CheckerDiagnostic.unreachableStep.id }
        #expect(unknown.isEmpty)
    }

    /// A child's alert is the parent's too: the whole graph reads its buttons' moves, so an
    /// outcome only a button enters (`lost`, through the dialog, over a step only a button
    /// pushes) is one of the child's ways out, and the step its continuation enters is reached.
    /// Generated: no `child-flow-not-generated`.
    @Test func anOutcomeOnlyAChildsButtonEntersIsAWayOut() {
        let picker = SourceFile(path: "Picker.flow", text: """
            flow Picker {
                outcome done
                outcome lost
                start list
                step list {
                    on pick -> done
                    on more -> options
                }
                step detail { on more -> options }
                dialog options {
                    on details -> detail
                    on lose destructive -> lost
                    on cancel cancel
                }
            }

            """)
        let parent = SourceFile(path: "Parent.flow", text: """
            flow Parent {
                start home
                step home { on open -> picker }
                step picker uses Picker {
                    on done -> end
                    on lost -> refund
                }
                step refund { -> end }
                final step end
            }

            """)
        let checks = FlowPipeline.checkModule([parent, picker])
        #expect(checks.flatMap(\.diagnostics).map(\.message) == [])
    }
}
