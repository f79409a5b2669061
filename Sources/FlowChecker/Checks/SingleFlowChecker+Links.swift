import FlowCore

extension SingleFlowChecker {
    /// Checks each `link`: its pattern, its placeholders and how the stack's payloads bind them,
    /// its legacy forms (`also`), and (when the graph was analysed) that its stack is a legal walk. Overlaps between links
    /// and their examples are the module's to check (`ModuleChecker`), across files.
    /// The last pass: the links that checked clean, in written order.
    /// `children` are the flows this flow uses, checked, for links that land inside one.
    func checkLinks(_ graph: FlowGraph, declarations: Declarations, children: [String: FlowGraph], _ diagnostics: inout Diagnostics) -> [FlowGraph.Link] {
        checkLinkNames(&diagnostics)
        return flow.links.compactMap { resolveLink($0, as: .live, graph, declarations, children: children, &diagnostics) }
    }

    /// What a link declaration is: a live link, or a removed link's walk, whose old URLs may
    /// carry placeholders that bind nothing.
    enum LinkRole { case live, removed }

    func resolveLink(
        _ declared: LinkDecl, as role: LinkRole, _ graph: FlowGraph, _ declarations: Declarations, children: [String: FlowGraph], _ diagnostics: inout Diagnostics
    ) -> FlowGraph.Link? {
        guard let (patterns, formsAreValid) = resolvePatterns(declared, &diagnostics), let parts = linkStackParts(declared, &diagnostics) else { return nil }
        var steps: [StepID] = []
        for item in parts.own {
            guard let step = resolveStep(item.step, declarations, &diagnostics) else { return nil }
            steps.append(step)
        }
        let binding = bindPayloads(of: steps, parts.own, declared, patterns: patterns, role: role, graph, &diagnostics)
        let legacy = resolveLegacyForms(declared, live: patterns, bound: Array(zip(steps, binding.arguments)), graph, &diagnostics)
        let roots = Array(graph.stepIDs.filter { graph.steps[$0].facts.canBeRoot })
        let scope = WalkScope(graph: graph, roots: roots, ranges: parts.own.map(\.step.range))
        guard formsAreValid, binding.isValid, let legacy, graph.isAnalysed, let walk = linkWalk(declared, steps: steps, scope, &diagnostics),
              let walkArguments = arguments(ofWalk: walk, written: steps, bound: binding.arguments, declared: declared, graph, &diagnostics)
        else { return nil }
        var childSteps: [String] = []
        if !parts.child.isEmpty {
            guard let landing = childLinkWalk(declared, parts.child, after: walk, graph, children: children, &diagnostics) else { return nil }
            childSteps = landing
        } else if case .use(let name) = graph.steps[walk[walk.count - 1]].role, let start = children[name]?.start {
            // Landing on a use-step is landing on its child's first screen.
            childSteps = [children[name]!.stepName(start)]
        }
        warnAboutFlags(declared, walk: walk, graph, &diagnostics)
        warnAboutHiddenTab(declared, walk: walk, graph, &diagnostics)
        var link = FlowGraph.Link(
            name: Self.linkName(declared), patterns: patterns, patternTexts: declared.patterns.map(\.text), ranges: declared.patterns.map(\.range),
            walk: walk, landing: declared.over == nil ? .walk : .overCurrentStack, childSteps: childSteps, arguments: walkArguments,
            placeholderTypes: Array(binding.types.prefix(patterns[0].placeholders.count)), examples: declared.examples
        )
        if declared.wholeURL != nil { link.wholeURLType = binding.types.last }
        link.legacyPatterns = legacy.map(\.pattern)
        link.legacyPatternTexts = declared.legacyPatterns.map(\.text)
        link.legacyRanges = declared.legacyPatterns.map(\.range)
        link.legacyValueIndices = legacy.map(\.valueIndices)
        return link
    }

    /// Binds each payload parameter of each step written on the stack to a placeholder of the
    /// first pattern: for each step, the placeholder of each parameter (`nil` for one with a
    /// default that no placeholder names, which takes its default), and each placeholder's
    /// type; `isValid` is false (reported) when one can't be bound.
    private func bindPayloads(
        of steps: [StepID], _ items: [LinkDecl.Item], _ declared: LinkDecl, patterns: [FlowLinkPattern], role: LinkRole,
        _ graph: FlowGraph, _ diagnostics: inout Diagnostics
    ) -> (arguments: [[Int?]], types: [String], isValid: Bool) {
        // The whole URL, when the link binds it (`url`), is one more value, after the pattern's.
        let placeholders = patterns[0].placeholders + (declared.wholeURL == nil ? [] : [Self.wholeURLName])
        var isValid = true
        if let word = declared.wholeURL, patterns[0].placeholders.contains(Self.wholeURLName) {
            diagnostics.report(CheckerMessages.wholeURLNameTaken(), at: word.range)
            isValid = false
        }
        var arguments: [[Int?]] = []
        var used = Set<Int>()
        var types = [String?](repeating: nil, count: placeholders.count)
        for (item, step) in zip(items, steps) {
            let parameters = graph.steps[step].parameters
            if !checkBindings(of: item, step: step, placeholders: placeholders, in: declared, graph, &diagnostics) { isValid = false }
            var bound: [Int?] = []
            for parameter in parameters {
                let binding = item.bindings.first { $0.label.name == parameter.label.name }
                let name = binding?.placeholder.name ?? parameter.label.name
                guard let placeholder = placeholders.firstIndex(of: name) else {
                    if binding == nil, parameter.defaultValue != nil {
                        bound.append(nil)
                        continue
                    }
                    diagnostics.report(
                        CheckerMessages.payloadNotSupplied(step: graph.stepName(step), label: parameter.label.name), at: item.step.range,
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
                let problem = placeholder == patterns[0].placeholders.count
                    ? Self.wholeURLTypeProblem(type) : Self.linkTypeProblem(type, isQuery: isQuery, hasDefault: parameter.defaultValue != nil)
                if let problem {
                    diagnostics.report(
                        CheckerMessages.placeholderType(name, type: type, problem), at: item.step.range,
                        notes: [diagnostics.note("`\(parameter.label.name)` is declared here", at: parameter.typeRange)]
                    )
                    isValid = false
                }
            }
            arguments.append(bound)
        }
        switch role {
        case .live: if !allPlaceholdersUsed(placeholders, used: used, in: declared, &diagnostics) { isValid = false }
        case .removed: break
        }
        return (arguments, types.map { $0 ?? "String" }, isValid)
    }

    /// The name the whole URL is bound by (`link x "..." url -> step(url: url)`).
    static let wholeURLName = "url"

    /// Why a payload type can't hold the whole URL: only `URL` and `String` can.
    static func wholeURLTypeProblem(_ type: String) -> String? {
        ["URL", "Foundation.URL", "String", "Swift.String"].contains(type) ? nil : "the whole URL (`url`) is bound only to a `URL` or a `String`"
    }

    /// Whether every placeholder supplies a payload; each one that doesn't is reported once.
    private func allPlaceholdersUsed(_ placeholders: [String], used: Set<Int>, in declared: LinkDecl, _ diagnostics: inout Diagnostics) -> Bool {
        // A link that binds the whole URL hands the screen all of it: a placeholder may then
        // only say what the URL holds there (`otpauth://totp/{label}`), a `String` of the case.
        let mustBind = { (name: String) in declared.wholeURL == nil || name == Self.wholeURLName }
        var allUsed = true
        for (index, name) in placeholders.enumerated() where mustBind(name) && !used.contains(index) && !placeholders[..<index].contains(name) {
            diagnostics.report(
                CheckerMessages.placeholderUnused(name), at: declared.patternRange,
                notes: [diagnostics.note("bind it to a payload, as `step(label: \(name))`, or take it out of the pattern", at: declared.keywordRange)]
            )
            allUsed = false
        }
        return allUsed
    }

    /// The payload bindings of each step of `walk`: `bound`, those of the steps written, after
    /// the steps a link that names only its last step gets from the shortest walk to it, whose
    /// parameters take their defaults (one without a default would be unsupplied: reported, `nil`).
    private func arguments(
        ofWalk walk: [StepID], written steps: [StepID], bound: [[Int?]], declared: LinkDecl, _ graph: FlowGraph, _ diagnostics: inout Diagnostics
    ) -> [[Int?]]? {
        guard walk.count > steps.count else { return bound }
        let unsupplied = walk.dropLast().lazy.compactMap { step in
            graph.steps[step].parameters.first { $0.defaultValue == nil }.map { (step: step, parameter: $0) }
        }.first
        if let (payloadStep, parameter) = unsupplied {
            diagnostics.report(
                CheckerMessages.payloadNotSupplied(step: graph.stepName(payloadStep), label: parameter.label.name),
                at: declared.stack[0].step.range,
                notes: [diagnostics.note("the shortest walk to `\(graph.stepName(steps[0]))` passes `\(graph.stepName(payloadStep))`; name the stack's steps", at: graph.steps[payloadStep].range)]
            )
            return nil
        }
        return walk.dropLast().map { step in graph.steps[step].parameters.map { _ in nil } } + bound
    }

    /// Whether each `label: placeholder` of a stack item names a payload label of its step, once,
    /// and a placeholder of the pattern; each mistake is reported.
    private func checkBindings(
        of item: LinkDecl.Item, step: StepID, placeholders: [String], in declared: LinkDecl, _ graph: FlowGraph, _ diagnostics: inout Diagnostics
    ) -> Bool {
        let parameters = graph.steps[step].parameters
        var isValid = true
        for (position, binding) in item.bindings.enumerated() {
            if !parameters.contains(where: { $0.label.name == binding.label.name }) {
                let labels = parameters.map { "`\($0.label.name)`" }.joined(separator: ", ")
                diagnostics.report(
                    CheckerMessages.unknownLinkLabel(binding.label.name, step: graph.stepName(step)), at: binding.label.range,
                    notes: [diagnostics.note(parameters.isEmpty ? "`\(graph.stepName(step))` takes no payload" : "`\(graph.stepName(step))` takes \(labels)", at: graph.steps[step].range)]
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

    /// Warns when the walk is one the flow itself takes only for some flag values: a step on it
    /// is pushed by a guarded transition (or after an earlier one of its event, whose guard may
    /// hold first), or has a skip rule that can apply. The navigator opens the link whatever the
    /// flags are; the warning names the flags the walk assumes.
    private func warnAboutFlags(_ declared: LinkDecl, walk: [StepID], _ graph: FlowGraph, _ diagnostics: inout Diagnostics) {
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
            let events = Set(transitions.filter { $0.canFire && Self.entersBySelf($0.move) == step }.map(\.eventID))
            let plain = events.contains { event in
                transitions.first { $0.eventID == event && $0.canFire }.map { Self.entersBySelf($0.move) == step && $0.guardCondition == nil } ?? false
            }
            if plain { continue }
            firstDepending = firstDepending ?? step
            for transition in transitions where transition.canFire {
                transition.guardCondition?.collectFlags(into: &flags)
                if let pushed = Self.entersBySelf(transition.move), graph.steps[pushed].facts.canBeSkipped {
                    graph.steps[pushed].skip?.collectFlags(into: &flags)
                }
            }
        }
        guard !flags.isEmpty else { return }
        let names = flags.sorted().map { "`\(graph.flags[$0].name)`" }.joined(separator: ", ")
        let step = firstDepending ?? walk[0]
        diagnostics.report(
            CheckerMessages.linkDependsOnFlags(names), at: declared.patternRange,
            notes: [diagnostics.note("the flow shows `\(graph.stepName(step))` here only for some flag values", at: graph.steps[step].range)]
        )
    }

    /// Warns when the link opens in a tab the bar shows only under a condition: while the tab is
    /// hidden the navigator refuses the link (`.tabHidden`), so the app must expect that.
    private func warnAboutHiddenTab(_ declared: LinkDecl, walk: [StepID], _ graph: FlowGraph, _ diagnostics: inout Diagnostics) {
        guard let root = walk.first, let tab = graph.tabs.first(where: { $0.root == root }), let condition = tab.condition else { return }
        var flags = Set<FlagID>()
        condition.collectFlags(into: &flags)
        let names = flags.sorted().map { "`\(graph.flags[$0].name)`" }.joined(separator: ", ")
        diagnostics.report(
            CheckerMessages.linkIntoHiddenTab(graph.stepName(root), flags: names), at: declared.patternRange,
            notes: [diagnostics.note("the tab bar shows `\(graph.stepName(root))` only for some flag values", at: tab.range)]
        )
    }

    /// The step a move enters by itself, pushed or presented: a link's stack is a walk of such
    /// entries. `nil` for a move that unwinds, `then` moves included.
    private static func entersBySelf(_ move: Move) -> StepID? {
        switch move {
        case .enter(let entry): entry.step
        case .unwind, .unwindThenEnter, .tab, .alert, .close: nil
        }
    }
}
