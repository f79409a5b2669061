import FlowCore

/// A command-line tool made of subcommands: `flowc`, with every command, and `flowc-build`,
/// with only what the build plugins run. Dispatches to a subcommand, prints help and usage
/// errors, and turns failures into exit statuses.
package struct CommandLineTool {
    /// The name the tool is run by, in its messages (`flowc`, `flowc-build`).
    package var name: String
    /// The overview printed by `--help` and for an empty command line.
    package var usage: String
    package var commands: [String: any FlowcCommand.Type]

    package init(name: String, usage: String, commands: [String: any FlowcCommand.Type]) {
        self.name = name
        self.usage = usage
        self.commands = commands
    }

    package func run(_ arguments: [String], console: Console) -> ExitStatus {
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
            console.out("\(name) \(FlowcVersion.current)\n")
            return .success
        default:
            guard let commandType = commands[command] else {
                let suggestion = EditDistance.closest(to: command, in: commands.keys.sorted()).map { "; did you mean '\($0)'?" } ?? ""
                console.err("\(name): error: unknown command '\(command)'\(suggestion)\nRun '\(name) --help' for usage.\n")
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
                console.err("\(name) \(command): error: \(error)\nRun '\(name) \(command) --help' for usage.\n")
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
}
