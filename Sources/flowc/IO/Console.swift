#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
            out: { text in writeAll(text, to: 1) },
            err: { text in writeAll(text, to: 2) },
            errorIsTerminal: isatty(2) == 1,
            environment: { name in getenv(name).map { String(cString: $0) } }
        )
    }

    /// Writes all of `text` to a file descriptor, unbuffered.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
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

func exit(_ code: Int32) -> Never {
    #if canImport(Glibc)
    Glibc.exit(code)
    #elseif canImport(Musl)
    Musl.exit(code)
    #else
    Darwin.exit(code)
    #endif
}
