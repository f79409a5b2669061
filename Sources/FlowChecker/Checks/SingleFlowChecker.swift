import FlowCore

/// The checking of one flow: passes that each take what the earlier ones found and return facts
/// of their own, one file of `Checks/` a concern.
///
/// Declarations (`Declarations`) → names resolved (`Resolution`) → guards (`GuardFacts`) → the
/// graph: skip chains, payloads, the stack and reachability (`GraphFacts`) → links. Diagnostics
/// go to one collector, in that order. A pass that needs an earlier one's result to be whole is
/// skipped when it is not, so one mistake gives one error, not a cascade.
struct SingleFlowChecker {
    let flow: FlowDecl
    /// The flows of the whole module, by name, for a declaration that names another flow.
    let module: ModuleFlows
    /// Whether the file parsed without error: otherwise parts of the flow may be missing, and
    /// checks of the whole graph would report their absence.
    let syntaxIsComplete: Bool
    /// The flows whose checks are checking this one as a child (`checkedChildren`): a
    /// child among them is not checked again.
    var enclosing: Set<String> = []

    func run(_ diagnostics: inout Diagnostics) -> FlowGraph {
        let errorsBefore = diagnostics.errorCount
        checkName(flow.name, as: "a flow name", &diagnostics)
        let declarations = declare(&diagnostics)
        let resolution = resolve(declarations, &diagnostics)
        let uses = checkUses(declarations, resolution, &diagnostics)
        checkHasFinalStep(declarations, &diagnostics)
        // A flag a child flow reads is used, whether this flow's guards read it or not.
        let usedFlags = resolution.usedFlags.union(uses.flags)
        if resolution.unanalysedSteps.isEmpty, syntaxIsComplete {
            reportUnusedFlags(declarations.flags, used: usedFlags, &diagnostics)
        }
        var graph = makeGraph(declarations, resolution, usedFlags: usedFlags, path: diagnostics.file.path)
        graph.usedFlows = uses.flows
        analyseGuards(graph, declarations: declarations, unanalysed: resolution.unanalysedSteps, &diagnostics).apply(to: &graph)
        analyseButtons(&graph, declarations, &diagnostics)
        checkAlertsShown(resolution, &diagnostics)
        let isWhole = syntaxIsComplete && !declarations.hasDuplicateStep && resolution.namesAreResolved && resolution.unanalysedSteps.isEmpty
        let children = checkedChildren(graph)
        if isWhole {
            checkDeadEndsBehindAlerts(graph, &diagnostics)
            // The graph checks see a button's move as a move of the step the alert is over,
            // and report a button's line once, however many steps show its alert.
            let whole = closingContinuations(graph.answeringAlerts(), children: children)
            var found = Diagnostics(file: diagnostics.file)
            if let facts = analyseGraph(whole.graph, finalSteps: declarations.finalSteps, closed: whole.closed, &found) {
                facts.apply(to: &graph)
            }
            diagnostics.append(contentsOf: graph.onceForEachButtonLine(found.all))
        }
        graph.links = checkLinks(graph, declarations: declarations, children: children, &diagnostics)
        graph.removedLinks = checkRemovedLinks(graph, declarations: declarations, children: children, &diagnostics)
        graph.hasErrors = diagnostics.errorCount > errorsBefore
        return graph
    }

    /// The graph of what the first two passes found, before any analysis.
    private func makeGraph(_ declarations: Declarations, _ resolution: Resolution, usedFlags: Set<FlagID>, path: String) -> FlowGraph {
        var flags = declarations.flags
        for flag in usedFlags { flags[flag].isUsed = true }
        var steps = declarations.steps
        for index in steps.indices {
            steps[index].transitions = resolution.transitions[index]
            steps[index].skip = resolution.skips[index]
        }
        var graph = FlowGraph(
            name: flow.name.name, nameRange: flow.name.range, doc: flow.doc,
            path: path, flags: flags, steps: steps, start: nil
        )
        graph.kind = flow.kind
        graph.roots = resolution.roots
        graph.startRange = flow.tabs.isEmpty ? flow.starts.first?.range : nil
        graph.tabs = resolution.tabs
        graph.shell = resolution.shell
        graph.alerts = resolution.alerts
        graph.sharedActions = declarations.sharedActions
        graph.removedSteps = declarations.removedSteps
        graph.events = resolution.events
        return graph
    }

    /// Rejects names generated Swift can't use.
    func checkName(_ name: Identifier, as what: String, _ diagnostics: inout Diagnostics) {
        if name.name.utf8.first == UInt8(ascii: "_") {
            diagnostics.report(CheckerMessages.invalidName(name.name, what + ": names starting with `_` are reserved for generated code"), at: name.range)
        }
    }
}

extension Diagnostics {
    /// How many errors have been reported so far.
    var errorCount: Int {
        all.lazy.filter { $0.severity == .error }.count
    }
}

extension FlowGraph {
    /// The name of `step`, as messages quote it.
    func stepName(_ step: StepID) -> String { steps[step].name }
}
