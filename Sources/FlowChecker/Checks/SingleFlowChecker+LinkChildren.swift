import FlowCore

extension SingleFlowChecker {
    /// A link's stack in two parts: this flow's items, then, when the link lands inside a
    /// use-step's child, the child's steps (`addressBook.list, addressBook.newAddress`). The
    /// use-step ends this flow's part, written or not.
    struct LinkStackParts {
        var own: [LinkDecl.Item]
        var child: [LinkDecl.Item]
    }

    /// Splits `declared`'s stack at its first `use.step` item; `nil` (reported) when an item
    /// after it is not a step of the same use, or a child's step is given a payload.
    func linkStackParts(_ declared: LinkDecl, _ diagnostics: inout Diagnostics) -> LinkStackParts? {
        guard let first = declared.stack.firstIndex(where: { $0.childStep != nil }) else {
            return LinkStackParts(own: declared.stack, child: [])
        }
        let use = declared.stack[first].step
        let child = Array(declared.stack[first...])
        if let stray = child.first(where: { $0.childStep == nil || $0.step.name != use.name }) {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("after `\(use.name).…`, the walk is inside `\(use.name)`'s child flow: write `\(use.name).step`"),
                at: stray.range
            )
            return nil
        }
        if let bound = child.first(where: { !$0.bindings.isEmpty }) {
            diagnostics.report(CheckerMessages.childPayloadInLink(bound.step.name + "." + (bound.childStep?.name ?? "")), at: bound.range)
            return nil
        }
        var own = Array(declared.stack[..<first])
        if own.last?.step.name != use.name { own.append(LinkDecl.Item(step: use, bindings: [])) }
        return LinkStackParts(own: own, child: child)
    }

    /// The child's part of a link whose walk (`walk`, this flow's part) ends at a use-step: the
    /// names of the child's steps it lands on, from the child's start, or the shortest walk
    /// inside the child to the one step written; `nil` (reported) when it isn't one.
    func childLinkWalk(
        _ declared: LinkDecl, _ items: [LinkDecl.Item], after walk: [StepID], _ graph: FlowGraph,
        children: [String: FlowGraph], _ diagnostics: inout Diagnostics
    ) -> [String]? {
        let use = walk[walk.count - 1]
        guard case .use(let childName) = graph.steps[use].role else {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("`\(graph.stepName(use))` uses no flow, so it has no steps to name with `\(graph.stepName(use)).`"),
                at: items[0].range, notes: [diagnostics.note("`\(graph.stepName(use))` is declared here", at: graph.steps[use].range)]
            )
            return nil
        }
        // A child with errors, or one not checked, is reported where it is declared.
        guard let child = children[childName], let start = child.start else { return nil }
        var steps: [StepID] = []
        for item in items {
            let name = item.childStep!
            guard let step = child.stepIDs.first(where: { child.steps[$0].name == name.name && child.steps[$0].role != .outcome }) else {
                let screens = child.steps.filter { $0.role != .outcome }.map(\.name)
                let suggestion = EditDistance.closest(to: name.name, in: screens)
                let why = child.steps.contains { $0.name == name.name }
                    ? "`\(name.name)` is an outcome of flow `\(childName)`, which ends it: a link lands on a step"
                    : "flow `\(childName)` has no step `\(name.name)`" + CheckerMessages.didYouMean(suggestion)
                diagnostics.report(
                    CheckerMessages.linkStackIllegal(why), at: name.range,
                    fixIts: suggestion.map { [FixIt.replace(name.range, with: $0, "replace with `\($0)`")] } ?? []
                )
                return nil
            }
            steps.append(step)
        }
        let scope = WalkScope(graph: child, roots: [start], ranges: items.map(\.range), prefix: graph.stepName(use) + ".")
        guard let childWalk = linkWalk(declared, steps: steps, scope, &diagnostics) else { return nil }
        if let payloadStep = childWalk.first(where: { !child.steps[$0].parameters.isEmpty }) {
            diagnostics.report(
                CheckerMessages.childPayloadInLink(graph.stepName(use) + "." + child.stepName(payloadStep)), at: items[0].range,
                notes: [Note("`\(child.stepName(payloadStep))` is declared here, in flow `\(childName)`", path: child.path, range: child.steps[payloadStep].range)]
            )
            return nil
        }
        return childWalk.map(child.stepName)
    }
}
