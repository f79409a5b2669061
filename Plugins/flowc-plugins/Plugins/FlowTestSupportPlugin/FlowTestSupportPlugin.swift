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
        let flowc = try context.tool(named: "flowc-build").url
        var commands: [Command] = []
        for case .target(let dependency) in target.dependencies {
            guard let tested = dependency as? SwiftSourceModuleTarget else { continue }
            commands += try TestSupportCommand.commands(
                flows: tested.sourceFiles(withSuffix: "flow").map(\.url), testedName: tested.name,
                testedModule: tested.moduleName, testedFolder: tested.directoryURL,
                workFolder: context.pluginWorkDirectoryURL, flowc: flowc
            )
        }
        return commands
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FlowTestSupportPlugin: XcodeBuildToolPlugin {
    /// The same commands for an Xcode test target: the `.flow` files of each target it depends
    /// on (a unit-test bundle depends on its host app), whose module Xcode names after the
    /// target unless `PRODUCT_MODULE_NAME` says otherwise.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let flowc = try context.tool(named: "flowc-build").url
        var commands: [Command] = []
        for case .target(let tested) in target.dependencies {
            commands += try TestSupportCommand.commands(
                flows: tested.inputFiles.map(\.url).filter { $0.pathExtension == "flow" }, testedName: tested.displayName,
                testedModule: TestSupportCommand.moduleName(forTarget: tested.displayName),
                testedFolder: context.xcodeProject.directoryURL,
                workFolder: context.pluginWorkDirectoryURL, flowc: flowc
            )
        }
        return commands
    }
}
#endif

/// The build command for one tested target, for SwiftPM and Xcode alike.
enum TestSupportCommand {
    static func commands(flows: [URL], testedName: String, testedModule: String, testedFolder: URL, workFolder: URL, flowc: URL) throws -> [Command] {
        guard !flows.isEmpty else { return [] }
        let output = workFolder.appendingPathComponent("TestSupport_" + testedName)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // flowc is given exactly the strings the outputs are named from (see FlowOutputNaming).
        let base = testedFolder.standardizedFileURL.path
        let paths = flows.map(\.standardizedFileURL.path).sorted()
        let outputs = paths.map { path in
            output.appendingPathComponent(FlowOutputNaming.testSupportFileName(forRelativePath: FlowOutputNaming.relativePath(path, to: base)))
        }
        return [.buildCommand(
            displayName: "flowc: generating test walks for \(flows.count) flow file\(flows.count == 1 ? "" : "s") of \(testedName)",
            executable: flowc,
            arguments: ["generate", "--test-support", "--app-module", testedModule, "--color", "never",
                        "--output", output.path, "--relative-to", base] + paths,
            inputFiles: flows,
            outputFiles: outputs
        )]
    }

    /// The module name Xcode gives a target by default: its name, with each character that
    /// can't be in an identifier made `_`, and `_` before a leading digit.
    static func moduleName(forTarget name: String) -> String {
        let characters = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        let module = String(characters)
        return module.first?.isNumber == true ? "_" + module : module
    }
}
