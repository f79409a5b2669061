import FlowCore

extension SingleFlowChecker {
    /// Checks each `link`: its pattern, its placeholders and how the stack's payloads bind them,
    /// and (when the graph was analysed) that its stack is a legal walk. Overlaps between links
    /// and their examples are the module's to check (`ModuleChecker`), across files.
    mutating func checkLinks() {
        checkLinkNames()
        for declared in flow.links {
            if let link = resolveLink(declared) { graph.links.append(link) }
        }
    }

    private mutating func resolveLink(_ declared: LinkDecl) -> FlowGraph.Link? {
        guard let (patterns, formsAreValid) = resolvePatterns(declared) else { return nil }
        let placeholders = patterns[0].placeholders
        var isValid = formsAreValid
        var steps: [StepID] = []
        for item in declared.stack {
            guard let step = resolveStep(item.step) else { return nil }
            steps.append(step)
        }
        // Bind each payload parameter of each step written on the stack.
        var arguments: [[Int]] = []
        var used = Set<Int>()
        var types = [String?](repeating: nil, count: placeholders.count)
        for (item, step) in zip(declared.stack, steps) {
            let parameters = graph.steps[step].parameters
            if !checkBindings(of: item, step: step, placeholders: placeholders, in: declared) { isValid = false }
            var bound: [Int] = []
            for parameter in parameters {
                let name = item.bindings.first { $0.label.name == parameter.label.name }?.placeholder.name ?? parameter.label.name
                guard let placeholder = placeholders.firstIndex(of: name) else {
                    diagnostics.report(
                        CheckerMessages.payloadNotSupplied(step: stepName(step), label: parameter.label.name), at: item.step.range,
                        notes: [diagnostics.note("`\(parameter.label.name)` is declared here", at: parameter.label.range)]
                    )
                    isValid = false
                    continue
                }
                used.insert(placeholder)
                bound.append(placeholder)
                let type = parameter.type
                if let earlier = types[placeholder], earlier != type {
                    diagnostics.report(
                        CheckerMessages.placeholderTypesDiffer(name, earlier, type), at: item.step.range,
                        notes: [diagnostics.note("`\(parameter.label.name)` is declared here", at: parameter.typeRange)]
                    )
                    isValid = false
                }
                types[placeholder] = type
                let isQuery = patterns.contains { $0.query.contains { $0.placeholder == name } }
                if let problem = Self.linkTypeProblem(type, isQuery: isQuery, hasDefault: parameter.defaultValue != nil) {
                    diagnostics.report(
                        CheckerMessages.placeholderType(name, type: type, problem), at: item.step.range,
                        notes: [diagnostics.note("`\(parameter.label.name)` is declared here", at: parameter.typeRange)]
                    )
                    isValid = false
                }
            }
            arguments.append(bound)
        }
        if !allPlaceholdersUsed(placeholders, used: used, in: declared) { isValid = false }
        guard isValid, graph.isAnalysed, let walk = linkWalk(declared, steps: steps),
              let walkArguments = self.arguments(ofWalk: walk, written: steps, bound: arguments, declared: declared) else { return nil }
        warnAboutFlags(declared, walk: walk)
        return FlowGraph.Link(
            name: Self.linkName(declared), patterns: patterns, patternTexts: declared.patterns.map(\.text), ranges: declared.patterns.map(\.range),
            walk: walk, arguments: walkArguments,
            placeholderTypes: types.map { $0 ?? "String" }, examples: declared.examples
        )
    }

    /// Whether every placeholder supplies a payload; each one that doesn't is reported once.
    private mutating func allPlaceholdersUsed(_ placeholders: [String], used: Set<Int>, in declared: LinkDecl) -> Bool {
        var allUsed = true
        for (index, name) in placeholders.enumerated() where !used.contains(index) && !placeholders[..<index].contains(name) {
            diagnostics.report(
                CheckerMessages.placeholderUnused(name), at: declared.patternRange,
                notes: [diagnostics.note("bind it to a payload, as `step(label: \(name))`, or take it out of the pattern", at: declared.keywordRange)]
            )
            allUsed = false
        }
        return allUsed
    }

    /// The payload bindings of each step of `walk`: `bound`, those of the steps written, after
    /// the steps a link that names only its last step gets from the shortest walk to it, which
    /// must carry no payload (one on the way would be unsupplied: reported, `nil`).
    private mutating func arguments(ofWalk walk: [StepID], written steps: [StepID], bound: [[Int]], declared: LinkDecl) -> [[Int]]? {
        guard walk.count > steps.count else { return bound }
        if let payloadStep = walk.dropLast().first(where: { !graph.steps[$0].parameters.isEmpty }) {
            diagnostics.report(
                CheckerMessages.payloadNotSupplied(step: stepName(payloadStep), label: graph.steps[payloadStep].parameters[0].label.name),
                at: declared.stack[0].step.range,
                notes: [diagnostics.note("the shortest walk to `\(stepName(steps[0]))` passes `\(stepName(payloadStep))`; name the stack's steps", at: graph.steps[payloadStep].range)]
            )
            return nil
        }
        return walk.dropLast().map { _ in [] } + bound
    }

    /// Whether each `label: placeholder` of a stack item names a payload label of its step, once,
    /// and a placeholder of the pattern; each mistake is reported.
    private mutating func checkBindings(of item: LinkDecl.Item, step: StepID, placeholders: [String], in declared: LinkDecl) -> Bool {
        let parameters = graph.steps[step].parameters
        var isValid = true
        for (position, binding) in item.bindings.enumerated() {
            if !parameters.contains(where: { $0.label.name == binding.label.name }) {
                let labels = parameters.map { "`\($0.label.name)`" }.joined(separator: ", ")
                diagnostics.report(
                    CheckerMessages.unknownLinkLabel(binding.label.name, step: stepName(step)), at: binding.label.range,
                    notes: [diagnostics.note(parameters.isEmpty ? "`\(stepName(step))` takes no payload" : "`\(stepName(step))` takes \(labels)", at: graph.steps[step].range)]
                )
                isValid = false
            } else if item.bindings[..<position].contains(where: { $0.label.name == binding.label.name }) {
                let first = item.bindings[..<position].first { $0.label.name == binding.label.name }!
                diagnostics.report(
                    CheckerMessages.labelBoundTwice(binding.label.name), at: binding.label.range,
                    notes: [diagnostics.note("`\(binding.label.name)` is first bound here", at: first.label.range)]
                )
                isValid = false
            }
            if !placeholders.contains(binding.placeholder.name) {
                let names = placeholders.isEmpty ? "none" : placeholders.map { "`{\($0)}`" }.joined(separator: ", ")
                diagnostics.report(
                    CheckerMessages.unknownPlaceholder(binding.placeholder.name, pattern: declared.pattern), at: binding.placeholder.range,
                    notes: [diagnostics.note("the pattern's placeholders: \(names)", at: declared.patternRange)]
                )
                isValid = false
            }
        }
        return isValid
    }

    /// Why a payload type can't carry a placeholder's text, or `nil`: a placeholder converts
    /// through `FlowLinkValue`, which a named type can conform to, and a query parameter may be
    /// absent, so its type must be optional or its parameter have a default, which a URL
    /// without it gets.
    static func linkTypeProblem(_ type: String, isQuery: Bool, hasDefault: Bool) -> String? {
        var base = Substring(type)
        if base.hasSuffix("?") {
            base = base.dropLast()
        } else if isQuery, !hasDefault {
            return "a query parameter may be absent, so its payload type must be optional, such as `\(type)?`, or have a default"
        }
        let isName = base.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
        return isName ? nil : "only a named type that conforms to `FlowLinkValue` (`String`, `Int`, `UUID`, a `RawRepresentable` enum, ...) can be read from a URL"
    }

    /// The walk of a link's stack: the steps written, or, for one step that is not a root, the
    /// shortest walk from a root to it; `nil` (reported) when it is not a legal walk.
    private mutating func linkWalk(_ declared: LinkDecl, steps: [StepID]) -> [StepID]? {
        let roots = graph.steps.indices.filter { graph.steps[$0].facts.canBeRoot }.map(StepID.init)
        if steps.count == 1, !graph.steps[steps[0]].facts.canBeRoot {
            guard let walk = shortestWalk(to: steps[0], from: roots) else {
                diagnostics.report(
                    CheckerMessages.linkStackIllegal("`\(stepName(steps[0]))` can't be reached from " + rootList(roots)), at: declared.stack[0].step.range,
                    notes: [diagnostics.note("`\(stepName(steps[0]))` is declared here", at: graph.steps[steps[0]].range)]
                )
                return nil
            }
            return walk
        }
        guard graph.steps[steps[0]].facts.canBeRoot else {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("a walk starts at " + rootList(roots) + ", not at `\(stepName(steps[0]))`"), at: declared.stack[0].step.range,
                notes: [diagnostics.note("name the walk from a root, or only its last step for the shortest walk", at: declared.keywordRange)]
            )
            return nil
        }
        for position in steps.indices.dropFirst() where !pushedSteps(after: steps[position - 1]).contains(steps[position]) {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("`\(stepName(steps[position]))` can't follow `\(stepName(steps[position - 1]))`: no transition of it can show that step"),
                at: declared.stack[position].step.range,
                notes: [diagnostics.note("`\(stepName(steps[position - 1]))` is declared here", at: graph.steps[steps[position - 1]].range)]
            )
            return nil
        }
        return steps
    }

    private func rootList(_ roots: [StepID]) -> String {
        let names = roots.map { "`\(stepName($0))`" }
        return names.count == 1 ? names[0] : "a root (" + names.joined(separator: ", ") + ")"
    }

    /// The steps any event of `step` can push and show, after skip rules.
    private func pushedSteps(after step: StepID) -> Set<StepID> {
        var shown = Set<StepID>()
        let transitions = graph.steps[step].transitions
        for position in transitions.indices where graph.startsEvent(position, of: step) {
            shown.formUnion(graph.shownSteps(after: step, event: transitions[position].eventID))
        }
        return shown
    }

    /// The shortest walk from one of `roots` to `target`, by breadth-first search over shown steps.
    private func shortestWalk(to target: StepID, from roots: [StepID]) -> [StepID]? {
        var previous = [StepID?](repeating: nil, count: graph.steps.count)
        var seen = Set(roots)
        var queue = roots
        var head = 0
        while head < queue.count, !seen.contains(target) {
            let step = queue[head]
            head += 1
            for next in pushedSteps(after: step).sorted() where seen.insert(next).inserted {
                previous[next.index] = step
                queue.append(next)
            }
        }
        guard seen.contains(target) else { return nil }
        var walk = [target]
        while let step = previous[walk[walk.count - 1].index] { walk.append(step) }
        return walk.reversed()
    }

    /// Warns when the walk is one the flow itself takes only for some flag values: a step on it
    /// is pushed by a guarded transition (or after an earlier one of its event, whose guard may
    /// hold first), or has a skip rule that can apply. The navigator opens the link whatever the
    /// flags are; the warning names the flags the walk assumes.
    private mutating func warnAboutFlags(_ declared: LinkDecl, walk: [StepID]) {
        var flags = Set<FlagID>()
        var firstDepending: StepID?
        for (position, step) in walk.enumerated() {
            if graph.steps[step].facts.canBeSkipped {
                graph.steps[step].skip?.collectFlags(into: &flags)
                firstDepending = firstDepending ?? step
            }
            guard position > 0 else { continue }
            let from = walk[position - 1]
            let transitions = graph.steps[from].transitions
            let events = Set(transitions.filter { $0.canFire && $0.pushedStep == step }.map(\.eventID))
            let plain = events.contains { event in
                transitions.first { $0.eventID == event && $0.canFire }.map { $0.pushedStep == step && $0.guardCondition == nil } ?? false
            }
            if plain { continue }
            firstDepending = firstDepending ?? step
            for transition in transitions where transition.canFire {
                transition.guardCondition?.collectFlags(into: &flags)
                if let pushed = transition.pushedStep, graph.steps[pushed].facts.canBeSkipped {
                    graph.steps[pushed].skip?.collectFlags(into: &flags)
                }
            }
        }
        guard !flags.isEmpty else { return }
        let names = flags.sorted().map { "`\(graph.flags[$0].name)`" }.joined(separator: ", ")
        let step = firstDepending ?? walk[0]
        diagnostics.report(
            CheckerMessages.linkDependsOnFlags(names), at: declared.patternRange,
            notes: [diagnostics.note("the flow shows `\(stepName(step))` here only for some flag values", at: graph.steps[step].range)]
        )
    }
}
