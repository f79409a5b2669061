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
package enum CLibrary {
    /// Whether a file descriptor is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Moves the file at `source` to `destination` in one step, replacing what is there: a
    /// reader sees the old file or the new one, never a part. `rename(2)` and not Foundation,
    /// because Foundation's atomic writes and replacements may stage files in another folder,
    /// which the build plugin's sandbox on macOS doesn't allow.
    package static func replace(_ destination: String, with source: String) -> Bool {
        rename(source, destination) == 0
    }

    /// Ends the process with `status`.
    package static func exit(_ status: ExitStatus) -> Never {
        #if canImport(Darwin)
        Darwin.exit(status.rawValue)
        #elseif canImport(Glibc)
        Glibc.exit(status.rawValue)
        #elseif canImport(Musl)
        Musl.exit(status.rawValue)
        #endif
    }
}
