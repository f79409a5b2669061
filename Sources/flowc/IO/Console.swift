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
            out: { text in CLibrary.writeAll(text, to: 1) },
            err: { text in CLibrary.writeAll(text, to: 2) },
            errorIsTerminal: CLibrary.isTerminal(2),
            environment: { name in CLibrary.environment(name) }
        )
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
