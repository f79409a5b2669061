import Foundation

/// Where a command writes, and what it knows about the terminal; tests pass their own.
package struct Console: Sendable {
    package var out: @Sendable (String) -> Void
    package var err: @Sendable (String) -> Void
    /// Whether standard error is a terminal.
    package var errorIsTerminal: Bool
    /// The process environment.
    package var environment: @Sendable (String) -> String?

    package init(
        out: @escaping @Sendable (String) -> Void,
        err: @escaping @Sendable (String) -> Void,
        errorIsTerminal: Bool,
        environment: @escaping @Sendable (String) -> String?
    ) {
        self.out = out
        self.err = err
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
    }

    package static var standard: Console {
        Console(
            out: { text in try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) },
            err: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) },
            errorIsTerminal: CLibrary.isTerminal(2),
            environment: { name in ProcessInfo.processInfo.environment[name] }
        )
    }

    /// Tells the user `flowc <command>: error: <message>` on standard error, and returns the
    /// status the command exits with.
    package func error(_ command: String, _ message: String, exit status: ExitStatus = .usage) -> ExitStatus {
        err("flowc \(command): error: \(message)\n")
        return status
    }

    /// Whether diagnostics get colours: `--color always|never`, or `auto`: when standard error
    /// is a terminal and `NO_COLOR` is unset or empty.
    package func useColor(_ setting: String?) -> Bool {
        switch setting ?? "auto" {
        case "always": true
        case "never": false
        default: errorIsTerminal && (environment("NO_COLOR") ?? "").isEmpty
        }
    }
}

/// The process's exit status.
package enum ExitStatus: Int32 {
    /// Clean, or warnings only.
    case success = 0
    /// The input has errors.
    case failure = 1
    /// The command line is wrong, or a file can't be read or written.
    case usage = 2
}
