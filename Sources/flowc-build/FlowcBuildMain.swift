import FlowCommandLine

/// The entry point of `flowc-build`. An `@main` type, as `flowc`'s, so that the target also
/// builds where SwiftPM compiles it as a library.
@main
enum FlowcBuildMain {
    static func main() {
        let status = FlowcBuild.tool.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
        CLibrary.exit(status)
    }
}
