import FlowCore

/// Checks the `app` declarations of a file against the flows of its module: the roots' flows,
/// the `start` line, the events, the app-level steps, and how the roots reach one another.
/// An app without errors becomes a `CheckedApp`.
public enum AppChecker {
    /// One checked app for each app of `syntax` that has no error, in source order; `module`
    /// holds the flows of every file of the module, which roots use.
    public static func check(_ syntax: FlowFileSyntax, module: ModuleFlows, diagnostics: inout Diagnostics) -> [CheckedApp] {
        let apps = syntax.apps.filter { !$0.name.name.isEmpty }
        var checked: [CheckedApp] = []
        for (index, app) in apps.enumerated() {
            if let first = apps[..<index].first(where: { $0.name.name == app.name.name }) {
                diagnostics.report(
                    CheckerMessages.duplicateAppName("app", app.name.name), at: app.name.range,
                    notes: [diagnostics.note("`\(app.name.name)` is first declared here", at: first.name.range)]
                )
                continue
            }
            if let app = SingleAppChecker(app: app, module: module).run(&diagnostics) { checked.append(app) }
        }
        return checked
    }
}

/// The check of one `app`: names resolved first, then each root, the `start` line, the events
/// and the app-level steps; what the roots reach is checked only when all of those resolved.
struct SingleAppChecker {
    let app: AppDecl
    let module: ModuleFlows
    /// The app's flags, each once, in declared order: a `FlagID` indexes them.
    let flags: [String]
    /// The first root (app-level step) of each name.
    let rootsByName: [String: RootID]
    let stepsByName: [String: AppStepID]
    /// Each root's flow, when `uses` names a flow of the module.
    let flows: [FlowDecl?]

    init(app: AppDecl, module: ModuleFlows) {
        self.app = app
        self.module = module
        var flags: [String] = []
        for flag in app.flags where !flags.contains(flag.name.name) { flags.append(flag.name.name) }
        self.flags = flags
        var roots: [String: RootID] = [:]
        for (index, root) in app.roots.enumerated() where roots[root.name.name] == nil { roots[root.name.name] = RootID(index) }
        rootsByName = roots
        var steps: [String: AppStepID] = [:]
        for (index, step) in app.steps.enumerated() where steps[step.name.name] == nil { steps[step.name.name] = AppStepID(index) }
        stepsByName = steps
        flows = app.roots.map { root in root.flow.flatMap { module.flow(named: $0.name)?.syntax } }
    }

    /// Reports what is wrong with the app; the checked app when nothing is.
    func run(_ diagnostics: inout Diagnostics) -> CheckedApp? {
        let errorsBefore = Self.errorCount(diagnostics)
        checkNames(&diagnostics)
        let roots = app.roots.indices.map { resolveRoot(RootID($0), &diagnostics) }
        let starts = resolveStart(&diagnostics)
        let events = app.events.map { resolveEvent($0, &diagnostics) }
        let steps = app.steps.indices.map { resolveStep(AppStepID($0), &diagnostics) }
        checkLinks(&diagnostics)
        guard Self.errorCount(diagnostics) == errorsBefore,
              let roots = Self.all(roots), let starts = Self.all(starts), let events = Self.all(events), let steps = Self.all(steps) else {
            return nil
        }
        let checked = CheckedApp(
            name: app.name.name, doc: app.doc, range: app.range, flags: flags, starts: starts, roots: roots, events: events, steps: steps
        )
        checkReach(checked, &diagnostics)
        checkOutcomeGuards(checked, &diagnostics)
        return Self.errorCount(diagnostics) == errorsBefore ? checked : nil
    }

    static func errorCount(_ diagnostics: Diagnostics) -> Int {
        diagnostics.all.count { $0.severity == .error }
    }

    /// Every element, when none is `nil`.
    static func all<T>(_ items: [T?]) -> [T]? {
        let present = items.compactMap { $0 }
        return present.count == items.count ? present : nil
    }

    /// Duplicate flags, roots, events and app-level steps, a root and a step of one name, and
    /// an app named like a flow of the module.
    func checkNames(_ diagnostics: inout Diagnostics) {
        if module.flow(named: app.name.name) != nil {
            diagnostics.report(CheckerMessages.appNameTaken(app.name.name), at: app.name.range)
        }
        func duplicates(_ kind: String, _ names: [Identifier]) {
            var first: [String: Identifier] = [:]
            for name in names {
                guard let earlier = first[name.name] else {
                    first[name.name] = name
                    continue
                }
                diagnostics.report(
                    CheckerMessages.duplicateAppName(kind, name.name), at: name.range,
                    notes: [diagnostics.note("`\(name.name)` is first declared here", at: earlier.range)]
                )
            }
        }
        duplicates("flag", app.flags.map(\.name))
        duplicates("root", app.roots.map(\.name))
        duplicates("event", app.events.map(\.name))
        duplicates("step", app.steps.map(\.name))
        for step in app.steps where rootsByName[step.name.name] != nil && stepsByName[step.name.name].map({ app.steps[$0.index].name == step.name }) == true {
            let root = app.roots[rootsByName[step.name.name]!.index]
            diagnostics.report(
                CheckerMessages.rootAndStepName(step.name.name), at: step.name.range,
                notes: [diagnostics.note("root `\(root.name.name)` is declared here", at: root.name.range)]
            )
        }
    }
}
