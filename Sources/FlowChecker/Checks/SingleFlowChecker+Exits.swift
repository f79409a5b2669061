import FlowCore

extension SingleFlowChecker {
    /// The exit a presented step without transitions is given by a fix-it: its layer closes,
    /// and the flow goes on below it.
    static let writtenExit = "on done -> dismiss"

    /// Whether the step named `name` is entered only presented, as the flow is written: it is
    /// not a root, and every transition that enters it (pushing, presenting or after `then`)
    /// presents it as a sheet or a cover. A skip chain's style is not followed: a step that
    /// only a presented skipped step goes on to counts as pushed.
    func isOnlyEnteredPresented(_ name: String) -> Bool {
        guard !flow.starts.contains(where: { $0.roots.contains { $0.name == name } }) else { return false }
        var styles: [FlowPresentation] = []
        for step in flow.steps {
            for transition in step.transitions {
                switch transition.target {
                case .enter(let entry), .unwindThenEnter(_, let entry):
                    if entry.step.name == name { styles.append(entry.style) }
                case .unwind:
                    continue
                }
            }
        }
        return !styles.isEmpty && styles.allSatisfy(\.isPresented)
    }

    /// A fix-it that rewrites `declaration`, a step without transitions, as the same step with
    /// `on done -> dismiss` as its body, `final` removed; `nil` when its body holds anything
    /// but white space (a comment, say), where an edit could land in the wrong place.
    func exitFixIt(for declaration: StepDecl, _ message: String, _ diagnostics: Diagnostics) -> FixIt? {
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
        return .replace(declaration.range, with: text + " { \(Self.writtenExit) }", message)
    }
}
