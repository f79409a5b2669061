import FlowCommandLine
import FlowChecker
import FlowCompiler
import FlowCore
import FlowPaths
import FlowReports

/// `flowc paths`: the walks that cover each flow of a module, as model-based tests.
enum PathsCommand: FlowcCommand {
    static let spec = Arguments.Spec(flags: [], options: ["--cover": PathCriterion.allCases.map(\.rawValue), "--to": [], "--format": ["text", "json", "markdown"], "--flow": []])

    static let help = """
        OVERVIEW: Plan test walks that cover each flow: every step, transition, guard and skip
        rule, with the flag values that take each move and the walk expected after it.

        USAGE: flowc paths [--cover steps|transitions|guards|all] [--to <step>] [--flow <name>]
                           [--format text|json|markdown] <paths>...

        ARGUMENTS:
          <paths>             .flow files, or folders searched for *.flow: one module.

        OPTIONS:
          --cover <criterion> steps, transitions, guards (each guard holding and failing, each
                              flag of a guard true and false, each skip rule applying and not),
                              or all (the default: all of these, every event refused
                              where its guards leave a case out, and every link's walk).
          --to <step>         Only the shortest walk to this step (with --flow when several
                              flows have a step of that name).
          --flow <name>       Only this flow (or this app).
          --format <format>   text (default); json (docs/Testing.md); markdown, a manual test
                              plan with each screen's doc comment and the flags to prepare.
          -h, --help          Show this help.

        An app's walks follow the flows' (text and json): each start entry, each root's
        handled outcome, each app event from each root, each app-level step's transition,
        each link held on another root, and each kept root shown again.

        The module is checked first; with an error, its diagnostics are printed and nothing
        else. Exit status: 0 planned, 1 errors in the flows (or no such step), 2 wrong usage or
        unreadable input.

        """

    static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus {
        guard let checks = try CleanModule.check(arguments.positionals, command: "paths", nothingWas: "planned", console: console) else { return .failure }
        let module = checks.flatMap(\.checkedFlows)
        var flows = module
        var apps = checks.flatMap(\.checkedApps)
        if let name = arguments.options["--flow"] {
            flows = flows.filter { $0.graph.name == name }
            apps = apps.filter { $0.name == name }
            guard !flows.isEmpty || !apps.isEmpty else { return console.error("paths", "no flow or app named '\(name)' in these files", exit: .failure) }
        }
        // An app's walks follow the flows': its swaps, its events from each root, its held links.
        let appEntries = apps.compactMap { app in
            AppPathReport.Entry(app: app, plan: AppPlanner.plan(app, flows: module), flows: module.map(\.graph))
        }
        let criterion = arguments.options["--cover"].flatMap(PathCriterion.init) ?? .all
        var entries = flows.map { flow in
            PathReport.Entry(graph: flow.graph, plan: PathPlanner.plan(flow, criterion: criterion, children: module), children: module.map(\.graph))
        }
        if let target = arguments.options["--to"] {
            let found = flows.compactMap { flow in
                flow.graph.stepIDs.first { flow.graph.steps[$0].name == target }.flatMap { step in
                    PathPlanner.shortestWalk(to: step, in: flow).map { PathReport.Entry(graph: flow.graph, plan: TestPlan(walk: $0, to: step, of: flow)) }
                }
            }
            guard found.count == 1 else {
                let problem = found.isEmpty ? "no flow shows a step named '\(target)'" : "several flows have a step named '\(target)'; name one with --flow"
                return console.error("paths", problem, exit: .failure)
            }
            entries = found
        }
        let shownApps = arguments.options["--to"] == nil ? appEntries : []
        switch arguments.options["--format"] ?? "text" {
        case "json": console.out(PathReport.json(entries, apps: shownApps).rendered())
        case "markdown": console.out(PathReport.markdown(entries))
        default: console.out(PathReport.text(entries) + AppPathReport.text(shownApps))
        }
        return .success
    }
}
