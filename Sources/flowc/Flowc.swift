import FlowCommandLine

/// The `flowc` command: dispatches to a subcommand and turns failures into exit statuses.
enum Flowc {
    static let usage = """
        OVERVIEW: flowc compiles declarative .flow files into type-safe Swift navigation.

        USAGE: flowc <command> [options] <paths>...

        COMMANDS:
          check       Check .flow files and report every defect at its line and column.
          compat      Judge .flow files against the last release's flowc.lock: saved walks and links.
          generate    Check .flow files, then generate Swift for them.
          graph       Draw flows as Graphviz DOT or a Mermaid state diagram.
          fmt         Rewrite .flow files in one canonical layout, keeping every comment.
          lock        Record a release's flows as the module's flowc.lock, for compat.
          links       List the deep links of a module, or its apple-app-site-association components.
          paths       Plan test walks that cover each flow: steps, transitions, guards.

        OPTIONS:
          -h, --help  Show help for flowc or for a command (flowc <command> --help).
          --version   Show the version.

        Exit status: 0 clean (warnings allowed), 1 errors found, 2 wrong usage or unreadable input.

        """

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        CommandLineTool(name: "flowc", usage: usage, commands: commands).run(arguments, console: console)
    }

    static var commands: [String: any FlowcCommand.Type] {
        ["check": CheckCommand.self, "compat": CompatCommand.self, "fmt": FormatCommand.self, "generate": GenerateCommand.self, "graph": GraphCommand.self, "links": LinksCommand.self, "lock": LockCommand.self, "paths": PathsCommand.self]
    }
}
