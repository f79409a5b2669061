import Foundation
import PackagePlugin

/// `swift package lint-flows [--target T ...] [--warnings-as-errors]`: checks every `.flow` file
/// of the package (or of the named targets) with `flowc check`, for CI. Needs no permissions.
@main
struct LintFlowsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let strict = extractor.extractFlag(named: "warnings-as-errors") > 0
        if let unknown = extractor.remainingArguments.first {
            throw LintFailure(description: "lint-flows: unknown argument '\(unknown)'; usage: swift package lint-flows [--target <name>]... [--warnings-as-errors]")
        }
        let targets = targetNames.isEmpty
            ? context.package.targets
            : try context.package.targets(named: targetNames)
        let flows = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "flow").map(\.url.path) }
            .sorted()
        guard !flows.isEmpty else {
            print("lint-flows: no .flow files found")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "flowc").url
        process.arguments = ["check"] + (strict ? ["--warnings-as-errors"] : []) + flows
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw LintFailure(description: "lint-flows: flowc check found errors (see above)")
        }
    }
}

struct LintFailure: Error, CustomStringConvertible {
    var description: String
}
