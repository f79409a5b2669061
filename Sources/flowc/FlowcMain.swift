import FlowCommandLine

/// `flowc`: the thin edge around `FlowPipeline`, for people, CI and the build plugin.
///
/// An `@main` type rather than top-level code, so the target also builds where SwiftPM
/// compiles it as a library (`swift build --sanitize fuzzer`).
@main
enum FlowcMain {
    static func main() {
        let status = Flowc.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
        CLibrary.exit(status)
    }
}
