import FlowCore

extension RandomFlow {
    /// `flow` (parsed from `text`) changed by `mutator`, named `newName`, at a step `random`
    /// picks among those the operator applies to; `nil` when it applies to none. Each operator
    /// keeps the flow valid and knows what the change means for old walks
    /// (docs/Compatibility.md's rule tables):
    ///
    /// - rename a step, everywhere it is named, with `renamed from` (migratable) or without (breaking);
    /// - remove a payload step no link lands on, and the transitions into it, with a fallback
    ///   (the step that entered it), deliberately cut, or undeclared (breaking);
    /// - add a parameter to such a step: Optional or defaulted (safe), required (breaking);
    /// - retype one of its parameters: `Int` to `Int64`, `T` to `T?` (safe), or to a type its
    ///   old values don't decode as (breaking);
    /// - remove a shortcut or a named event's transition to a chain step (migratable when a
    ///   successor goes), a router's last root (migratable: reachable still, by a new event of
    ///   its first root), or swap a sheet and a cover (safe).
    public static func mutate(
        _ flow: FlowDecl, text: String, with mutator: FlowMutation.Operator, newName: String, using random: inout Generator
    ) -> FlowMutation? {
        let rename = FlowTextEdit(flow.name.range, newName)
        guard let change = change(flow, text: text, mutator, using: &random) else { return nil }
        return FlowMutation(
            mutator: mutator, step: change.step, text: FlowTextEdit.apply([rename] + change.edits, to: text),
            intended: change.intended, findingID: change.findingID, fates: change.fates, renames: change.renames
        )
    }

    private struct Change {
        var step: String
        var edits: [FlowTextEdit]
        var intended: FlowMutation.Verdict
        var findingID: String?
        var fates: [String: FlowMutation.Fate] = [:]
        var renames: [String: String] = [:]
    }

    private static func change(_ flow: FlowDecl, text: String, _ mutator: FlowMutation.Operator, using random: inout Generator) -> Change? {
        switch mutator {
        case .renameDeclared, .renameUndeclared:
            guard let step = flow.steps.filter({ $0.usedFlow == nil }).randomElement(using: &random) else { return nil }
            let name = step.name.name, new = name + "V2"
            var edits = flow.references(toStep: name).map { FlowTextEdit($0, new) }
            guard mutator == .renameDeclared else {
                return Change(step: name, edits: edits, intended: .breaking, findingID: "compat-step-removed", renames: [name: new])
            }
            edits.append(.insert(" renamed from \(name)", at: endOfSignature(step, in: text)))
            return Change(step: name, edits: edits, intended: .migratable, findingID: "compat-step-renamed", fates: [name: .renamed(new)], renames: [name: new])
        case .removeWithFallback, .removeCut, .removeUndeclared:
            guard let step = detailSteps(flow).randomElement(using: &random) else { return nil }
            let name = step.name.name
            let enterers = flow.steps.filter { $0.transitions.contains { $0.target.enteredStep?.name == name } }
            var edits = enterers.flatMap(\.transitions).filter { $0.target.enteredStep?.name == name }
                .map { FlowTextEdit(FlowTextEdit.lines(of: $0.range, in: text), "") }
            let fallback: String? = mutator == .removeWithFallback ? enterers.first.map { Self.fallback(instead: name, enteredBy: $0, in: flow) } : nil
            let declaration = mutator == .removeUndeclared ? "" : "    removed step \(name)" + (fallback.map { " -> " + $0 } ?? "") + "\n"
            edits.append(FlowTextEdit(FlowTextEdit.lines(of: step.range, in: text), declaration))
            guard mutator != .removeUndeclared else { return Change(step: name, edits: edits, intended: .breaking, findingID: "compat-step-removed") }
            return Change(step: name, edits: edits, intended: .migratable, findingID: "compat-step-removed", fates: [name: .removed(fallback: fallback)])
        case .addOptional, .addDefault, .addRequired:
            guard let step = detailSteps(flow).randomElement(using: &random) else { return nil }
            let added = [FlowMutation.Operator.addOptional: "extra: Int?", .addDefault: "extra: Int = 3", .addRequired: "extra: Int"][mutator]!
            let edit = FlowTextEdit.insert(", " + added, at: endOfSignature(step, in: text) - 1)
            let breaks = mutator == .addRequired
            return Change(step: step.name.name, edits: [edit], intended: breaks ? .breaking : .safe, findingID: breaks ? "compat-payload-added" : nil)
        case .retypeCompatible, .retypeIncompatible:
            guard let change = retype(flow, compatible: mutator == .retypeCompatible, using: &random) else { return nil }
            return Change(step: change.step, edits: change.edits, intended: change.intended, findingID: change.findingID)
        case .removeTransition:
            guard let (step, transition) = removableTransition(flow, using: &random) else { return nil }
            let edit = FlowTextEdit(FlowTextEdit.lines(of: transition.range, in: text), "")
            return Change(step: step, edits: [edit], intended: .migratable, findingID: "compat-successor-removed")
        case .removeRoot:
            guard flow.kind == .router, let start = flow.starts.first, start.roots.count > 1,
                  let first = flow.steps.first(where: { $0.name.name == start.roots[0].name }) else { return nil }
            let root = start.roots[start.roots.count - 1]
            let dropped = FlowTextEdit(SourceRange(start.roots[start.roots.count - 2].range.upperBound, root.range.upperBound), "")
            let entry = FlowTextEdit.insert("\n        on reopenTab -> \(root.name)", at: FlowTextEdit.offset(after: "{", from: first.name.range.upperBound, in: text))
            return Change(step: root.name, edits: [dropped, entry], intended: .migratable, findingID: "compat-root-removed")
        case .changePresentation:
            let presented = flow.steps.flatMap { step in step.transitions.map { (step, $0) } }.compactMap { step, transition -> (String, EntryTarget)? in
                guard case .enter(let entry) = transition.target, entry.style.isPresented, entry.styleRange != nil else { return nil }
                return (step.name.name, entry)
            }
            guard let (step, entry) = presented.randomElement(using: &random) else { return nil }
            let swapped = entry.style == .sheet ? "as cover" : "as sheet"
            return Change(step: step, edits: [FlowTextEdit(entry.styleRange!, swapped)], intended: .safe, findingID: nil)
        }
    }

    /// Where old walks through a removed step go instead: another step without a payload that
    /// the step which entered it enters, so that such walks go on there; else that step itself.
    static func fallback(instead removed: String, enteredBy enterer: StepDecl, in flow: FlowDecl) -> String {
        let plain = Set(flow.steps.filter { $0.parameters.isEmpty && $0.usedFlow == nil }.map(\.name.name))
        let entered = enterer.transitions.compactMap { $0.target.enteredStep?.name }
        return entered.first { $0 != removed && plain.contains($0) } ?? enterer.name.name
    }

    /// The steps with a payload that no link lands on and no root is: a chain step's detail
    /// step, entered by a named event and leading back into the chain.
    static func detailSteps(_ flow: FlowDecl) -> [StepDecl] {
        let linked = Set(flow.links.flatMap(\.stack).map(\.step.name))
        let roots = Set(flow.starts.flatMap(\.roots).map(\.name))
        return flow.steps.filter { !$0.parameters.isEmpty && $0.usedFlow == nil && !linked.contains($0.name.name) && !roots.contains($0.name.name) }
    }

    /// Where a step's name and payload end: after its closing parenthesis, or its name.
    static func endOfSignature(_ step: StepDecl, in text: String) -> Int {
        guard let last = step.parameters.last else { return step.name.range.upperBound }
        return FlowTextEdit.offset(after: ")", from: (last.defaultRange ?? last.typeRange).upperBound, in: text)
    }
}
