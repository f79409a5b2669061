// The one file of flowc that calls the C library. The library modules, and the rest of the
// command line, are plain Swift (Foundation at most) that builds on every platform Swift does.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The C library calls of the command line, each with one Swift signature on every platform.
enum CLibrary {
    /// Writes all of `text` to a file descriptor, unbuffered (1 is standard output, 2 standard error).
    static func writeAll(_ text: String, to descriptor: Int32) {
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

    /// Whether a file descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The value of an environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Moves the file at `source` to `destination` in one step, replacing what is there: a
    /// reader sees the old file or the new one, never a part. `rename(2)` and not Foundation,
    /// because Foundation's atomic writes and replacements may stage files in another folder,
    /// which the build plugin's sandbox on macOS doesn't allow.
    static func replace(_ destination: String, with source: String) -> Bool {
        rename(source, destination) == 0
    }

    /// Ends the process with `status`.
    static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }
}
