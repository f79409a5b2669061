import FlowCore

extension SingleFlowChecker {
    /// The exit a presented step without transitions is given by a fix-it: its layer closes,
    /// and the flow goes on below it.
    static let writtenExit = "on done -> dismiss"
    /// The exit a step pushed inside a presented layer is given: back to the step below it.
    static let writtenBack = "on done -> back"

    /// Whether the step named `name` is entered only presented, as the flow is written: it is
    /// not a root, and every transition that enters it (pushing, presenting or after `then`)
    /// presents it as a sheet or a cover. A skip chain's style is not followed: a step that
    /// only a presented skipped step goes on to counts as pushed.
    func isOnlyEnteredPresented(_ name: String) -> Bool {
        guard !flow.starts.contains(where: { $0.roots.contains { $0.name == name } }),
              !flow.tabs.contains(where: { $0.tabs.contains { $0.root.name == name } }) else { return false }
        var styles: [FlowPresentation] = []
        for step in flow.steps {
            for transition in step.transitions {
                switch transition.target {
                case .enter(let entry), .unwindThenEnter(_, let entry):
                    if entry.step.name == name { styles.append(entry.style) }
                case .tab(let move):
                    if let entry = move.then, entry.step.name == name { styles.append(entry.style) }
                case .unwind, .close:
                    continue
                }
            }
        }
        // An alert's button enters a step from the step the alert is over.
        for button in flow.alerts.flatMap(\.buttons) {
            if let entry = Self.entry(of: button.transition.target), entry.step.name == name { styles.append(entry.style) }
        }
        return !styles.isEmpty && styles.allSatisfy(\.isPresented)
    }

    /// The step a written target enters, by itself, after unwinding or after a tab's reset.
    private static func entry(of target: TransitionTarget) -> EntryTarget? {
        switch target {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry
        case .tab(let move): move.then
        case .unwind, .close: nil
        }
    }

    /// A fix-it that rewrites `declaration`, a step without transitions, as the same step with
    /// `on done -> dismiss` as its body, `final` removed; `nil` when its body holds anything
    /// but white space (a comment, say), where an edit could land in the wrong place.
    func exitFixIt(for declaration: StepDecl, _ message: String, exit: String = writtenExit, _ diagnostics: Diagnostics) -> FixIt? {
        var text = Substring(diagnostics.file.text(declaration.range))
        if declaration.finalRange != nil {
            text = text.drop { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "\r" }.drop { $0.isWhitespace }
        }
        if text.last == "}" {
            guard let open = text.firstIndex(of: "{"), text[text.index(after: open)..<text.index(before: text.endIndex)].allSatisfy(\.isWhitespace) else {
                return nil
            }
            text = text[..<open]
            while text.last?.isWhitespace == true { text = text.dropLast() }
        }
        return .replace(declaration.range, with: text + " { \(exit) }", message)
    }
}

extension SingleFlowChecker {
    /// A final step entered as a sheet or a cover finishes the flow as soon as it opens (the
    /// navigator's `isFinished`), though the user sees a screen to leave: a warning at the
    /// step, with a note at the transition that presents it. The fix-it replaces `final` by a
    /// way out when `-> dismiss` can close the step's layer (it is never in the base layer)
    /// and the flow keeps a final step (or is a router, which needs none).
    func checkPresentedFinalSteps(_ graph: FlowGraph, _ layers: Layers, reached: [Bool], _ diagnostics: inout Diagnostics) {
        var warned: Set<StepID> = []
        // Pushed inside a sheet or a cover, it finishes the flow as well while its layer is open.
        for pair in layers.pairs where reached[pair.origin.step.index] && graph.steps[pair.step].role == .final
            && (pair.style.isPresented || !layers.layerRoots[pair.below.index].isEmpty) {
            guard warned.insert(pair.step).inserted else { continue }
            let step = graph.steps[pair.step]
            let origin = graph.steps[pair.origin.step].transitions[pair.origin.position]
            let keepsAFinalStep = flow.kind == .router || graph.stepIDs.contains { $0 != pair.step && graph.steps[$0].role == .final }
            let declaration = flow.steps.first { $0.name.range == step.range }
            let exit = pair.style.isPresented ? Self.writtenExit : Self.writtenBack
            let fixIt = declaration.flatMap { declaration in
                !layers.inBaseLayer[pair.step.index] && keepsAFinalStep
                    ? exitFixIt(for: declaration, "replace `final` with a way out: `\(exit)`", exit: exit, diagnostics) : nil
            }
            diagnostics.report(
                pair.style.isPresented
                    ? CheckerMessages.presentedFinalStep(step.name, pair.style) : CheckerMessages.pushedFinalStepInLayer(step.name),
                at: step.range,
                notes: [diagnostics.note("`\(step.name)` is entered \(CheckerMessages.describe(pair.style)) here", at: origin.targetRange)],
                fixIts: fixIt.map { [$0] } ?? []
            )
        }
    }
}
