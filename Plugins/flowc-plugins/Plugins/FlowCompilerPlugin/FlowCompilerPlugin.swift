import Foundation
import PackagePlugin

/// Compiles every `.flow` file of a target into Swift with `flowc generate`, at build time.
///
/// Thin on purpose: flowc checks, prints diagnostics (absolute paths, so editors jump to the
/// `.flow` line) and writes only the files whose bytes change. Outputs go to the plugin's work
/// folder, named as `FlowOutputNaming` says, so they can't collide with each other or with a
/// hand-written file. An optional `flowc.json` in the target sets the access level:
/// `{ "access": "public" }`.
@main
struct FlowCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // `SwiftSourceModuleTarget.directoryURL` is there with tools 6.0 (`Target.directoryURL` needs 6.1).
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let flows = target.sourceFiles(withSuffix: "flow").map(\.url)
        let config = target.sourceFiles.map(\.url).first { $0.lastPathComponent == FlowBuildCommand.configName }
        let lock = target.sourceFiles.map(\.url).first { $0.lastPathComponent == FlowBuildCommand.lockName }
        return try FlowBuildCommand.commands(
            flows: flows, config: config, lock: lock, targetName: target.name, targetFolder: target.directoryURL,
            workFolder: context.pluginWorkDirectoryURL, flowc: context.tool(named: "flowc-build").url
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FlowCompilerPlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode project target: its `.flow` files, relative to the project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try FlowBuildCommand.commands(
            flows: files.filter { $0.pathExtension == "flow" },
            config: files.first { $0.lastPathComponent == FlowBuildCommand.configName },
            lock: files.first { $0.lastPathComponent == FlowBuildCommand.lockName },
            targetName: target.displayName, targetFolder: context.xcodeProject.directoryURL,
            workFolder: context.pluginWorkDirectoryURL, flowc: context.tool(named: "flowc-build").url
        )
    }
}
#endif

/// The one build command, for SwiftPM and Xcode targets alike.
enum FlowBuildCommand {
    static let configName = "flowc.json"
    /// The last release's lock, which `flowc compat` reads (docs/Compatibility.md).
    static let lockName = "flowc.lock"

    static func commands(flows: [URL], config: URL?, lock: URL?, targetName: String, targetFolder: URL, workFolder: URL, flowc: URL) throws -> [Command] {
        guard !flows.isEmpty else { return [] }
        let output = workFolder.appendingPathComponent("GeneratedSources")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // The output names are predicted from these strings, and flowc is given exactly these
        // strings, so the two can't disagree (on macOS the same folder can come as `/tmp/...`
        // or `/private/tmp/...`: whichever it is, it is the same on both sides).
        let base = targetFolder.standardizedFileURL.path
        let paths = flows.map(\.standardizedFileURL.path).sorted()
        let outputs = paths.map { path in
            output.appendingPathComponent(FlowOutputNaming.outputFileName(forRelativePath: FlowOutputNaming.relativePath(path, to: base)))
        }
        var arguments = ["generate", "--color", "never", "--output", output.path, "--relative-to", base]
        if let config { arguments += ["--config", config.path] }
        arguments += paths
        return [.buildCommand(
            displayName: "flowc: generating Swift for \(flows.count) flow file\(flows.count == 1 ? "" : "s") in \(targetName)",
            executable: flowc,
            arguments: arguments,
            // Generation doesn't read the lock; as an input of the command it is a file SwiftPM
            // knows what to do with, instead of one it warns is unhandled.
            inputFiles: flows + (config.map { [$0] } ?? []) + (lock.map { [$0] } ?? []),
            outputFiles: outputs
        )]
    }
}
