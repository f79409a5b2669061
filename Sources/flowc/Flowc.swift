import FlowCore
import FlowCompiler

/// The `flowc` command: dispatches to a subcommand and turns failures into exit statuses.
enum Flowc {
    static let version = "0.1.0"

    static let usage = """
        OVERVIEW: flowc compiles declarative .flow files into type-safe Swift navigation.

        USAGE: flowc <command> [options] <paths>...

        COMMANDS:
          check       Check .flow files and report every defect at its line and column.
          generate    Check .flow files, then generate Swift for them.
          graph       Draw flows as Graphviz DOT or a Mermaid state diagram.
          fmt         Rewrite .flow files in one canonical layout, keeping every comment.
          links       List the deep links of a module, or its apple-app-site-association components.
          paths       Plan test walks that cover each flow: steps, transitions, guards.

        OPTIONS:
          -h, --help  Show help for flowc or for a command (flowc <command> --help).
          --version   Show the version.

        Exit status: 0 clean (warnings allowed), 1 errors found, 2 wrong usage or unreadable input.

        """

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        guard let command = arguments.first else {
            console.err(usage)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help", "help":
            console.out(rest.first.flatMap { commands[$0]?.help } ?? usage)
            return .success
        case "--version":
            console.out("flowc \(version)\n")
            return .success
        default:
            guard let commandType = commands[command] else {
                let suggestion = EditDistance.closest(to: command, in: commands.keys.sorted()).map { "; did you mean '\($0)'?" } ?? ""
                console.err("flowc: error: unknown command '\(command)'\(suggestion)\nRun 'flowc --help' for usage.\n")
                return .usage
            }
            if rest.contains("--help") || rest.contains("-h") {
                console.out(commandType.help)
                return .success
            }
            let parsed: Arguments
            do {
                parsed = try Arguments(rest, spec: commandType.spec)
            } catch {
                console.err("flowc \(command): error: \(error)\nRun 'flowc \(command) --help' for usage.\n")
                return .usage
            }
            do {
                return try commandType.run(parsed, console: console)
            } catch {
                // A file that can't be read or written, or options that don't fit the input.
                return console.error(command, "\(error)")
            }
        }
    }

    static var commands: [String: any FlowcCommand.Type] {
        ["check": CheckCommand.self, "fmt": FormatCommand.self, "generate": GenerateCommand.self, "graph": GraphCommand.self, "links": LinksCommand.self, "paths": PathsCommand.self]
    }
}

/// A failure told in words a person can act on: a wrong command line, a file that can't be read
/// or written, an invalid `flowc.json`.
struct FlowcError: Error, CustomStringConvertible {
    var description: String
}

/// A subcommand of `flowc`.
protocol FlowcCommand {
    static var spec: Arguments.Spec { get }
    static var help: String { get }
    /// Throws a `FlowcError` the user can act on, which `flowc` prints before exiting with `.usage`.
    static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus
}
