import Foundation
import PackagePlugin

/// For a test target: generates, with `flowc generate --test-support`, the planned walks of
/// every flow of the targets it tests (`Checkout.testWalks(.all)`) and their UI-test drivers.
///
/// The walks go into the test target only, so they never ship in the app. The tested target's
/// generated code is imported `@testable`, so its flows may stay internal.
@main
struct FlowTestSupportPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let flowc = try context.tool(named: "flowc").url
        var commands: [Command] = []
        for case .target(let dependency) in target.dependencies {
            guard let tested = dependency as? SwiftSourceModuleTarget else { continue }
            let flows = tested.sourceFiles(withSuffix: "flow").map(\.url)
            guard !flows.isEmpty else { continue }
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("TestSupport_" + tested.name)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            // flowc is given exactly the strings the outputs are named from (see FlowOutputNaming).
            let base = tested.directoryURL.standardizedFileURL.path
            let paths = flows.map(\.standardizedFileURL.path).sorted()
            let outputs = paths.map { path in
                output.appendingPathComponent(FlowOutputNaming.testSupportFileName(forRelativePath: FlowOutputNaming.relativePath(path, to: base)))
            }
            commands.append(.buildCommand(
                displayName: "flowc: generating test walks for \(flows.count) flow file\(flows.count == 1 ? "" : "s") of \(tested.name)",
                executable: flowc,
                arguments: ["generate", "--test-support", "--app-module", tested.moduleName, "--color", "never",
                            "--output", output.path, "--relative-to", base] + paths,
                inputFiles: flows,
                outputFiles: outputs
            ))
        }
        return commands
    }
}
