import FlowCommandLine
import FlowCompiler
import FlowCore

/// The files of a command that reads a module's checked flows (`links`, `paths`): checked as
/// one module, or refused when they have an error, after printing it.
enum CleanModule {
    /// The checks of the files at `paths`, or `nil` when any has an error: then its
    /// diagnostics and `flowc <command>: error: the flows have errors; nothing was <done>` are
    /// printed, and the command exits with `.failure`.
    static func check(_ paths: [String], command: String, nothingWas done: String, console: Console) throws -> [FileCheck]? {
        let inputs = try InputFiles.load(paths, asOneModule: true)
        let checks = FlowPipeline.checkModule(inputs)
        let diagnostics = checks.flatMap(\.diagnostics)
        guard diagnostics.contains(where: { $0.severity == .error }) else { return checks }
        console.err(DiagnosticRenderer(files: inputs).render(diagnostics))
        _ = console.error(command, "the flows have errors; nothing was \(done)", exit: .failure)
        return nil
    }
}
