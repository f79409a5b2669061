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
    /// The module's used flows, each checked once (`CheckedChildren`), which this flow's
    /// whole-graph and link checks look through.
    let children: CheckedChildren

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
        var passes = Passes(
            flow: flow, path: diagnostics.file.path, declarations: declarations, resolution: resolution,
            usedFlags: usedFlags, usedFlows: uses.flows
        )
        passes.linkEntries = findLinkEntries(declarations, tabs: resolution.tabs)
        passes.guards = analyseGuards(FlowGraph(passes), declarations: declarations, unanalysed: resolution.unanalysedSteps, &diagnostics)
        passes.buttons = analyseButtons(FlowGraph(passes), declarations, &diagnostics)
        checkAlertsShown(resolution, &diagnostics)
        let isWhole = syntaxIsComplete && !declarations.hasDuplicateStep && resolution.namesAreResolved && resolution.unanalysedSteps.isEmpty
        let children = self.children.used(by: FlowGraph(passes), in: module, checking: flow.name.name)
        if isWhole {
            let graph = FlowGraph(passes)
            checkDeadEndsBehindAlerts(graph, &diagnostics)
            checkAlertPayloadAgreement(graph, &diagnostics)
            // The graph checks see a button's move as a move of the step the alert is over,
            // and report a button's line once, however many steps show its alert.
            let whole = closingContinuations(graph.answeringAlerts(), children: children)
            var found = Diagnostics(file: diagnostics.file)
            passes.graph = analyseGraph(whole.graph, finalSteps: declarations.finalSteps, closed: whole.closed, &found)
            diagnostics.append(contentsOf: FlowGraph(passes).onceForEachButtonLine(found.all))
        }
        passes.links = checkLinks(FlowGraph(passes), declarations: declarations, children: children, &diagnostics)
        passes.removedLinks = checkRemovedLinks(FlowGraph(passes), declarations: declarations, children: children, &diagnostics)
        passes.hasErrors = diagnostics.errorCount > errorsBefore
        return FlowGraph(passes)
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
