import Foundation

/// Where a command writes, and what it knows about the terminal; tests pass their own.
struct Console: Sendable {
    var out: @Sendable (String) -> Void
    var err: @Sendable (String) -> Void
    /// Whether standard error is a terminal.
    var errorIsTerminal: Bool
    /// The process environment.
    var environment: @Sendable (String) -> String?

    static var standard: Console {
        Console(
            out: { text in try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) },
            err: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) },
            errorIsTerminal: CLibrary.isTerminal(2),
            environment: { name in ProcessInfo.processInfo.environment[name] }
        )
    }

    /// Tells the user `flowc <command>: error: <message>` on standard error, and returns the
    /// status the command exits with.
    func error(_ command: String, _ message: String, exit status: ExitStatus = .usage) -> ExitStatus {
        err("flowc \(command): error: \(message)\n")
        return status
    }
}

/// The process's exit status.
enum ExitStatus: Int32 {
    /// Clean, or warnings only.
    case success = 0
    /// The input has errors.
    case failure = 1
    /// The command line is wrong, or a file can't be read or written.
    case usage = 2
}
