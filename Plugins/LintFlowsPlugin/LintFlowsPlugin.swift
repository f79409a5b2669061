import Foundation
import PackagePlugin

/// `swift package lint-flows`: checks the `.flow` files of every target (or of the named ones)
/// with `flowc check`, one run a target, because a target is one Swift module: the files are
/// checked together, as the build plugin compiles them, so lint-flows and the build give the
/// same verdict. For CI; needs no permissions.
@main
struct LintFlowsPlugin: CommandPlugin {
    static let usage = """
        OVERVIEW: Check every .flow file of the package with flowc, one target (one module) at a time.

        USAGE: swift package lint-flows [--target <name>]... [--warnings-as-errors] [--format text|json|github|sarif]

        OPTIONS:
          --target <name>         Check this target only (repeatable). Default: every target.
          --warnings-as-errors    Report warnings as errors (and fail on them).
          --format <format>       As `flowc check --format`: text (default), json, github or sarif,
                                  one report a target.
          -h, --help              Show this help.

        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 || extractor.extractFlag(named: "h") > 0 {
            print(Self.usage, terminator: "")
            return
        }
        let targetNames = extractor.extractOption(named: "target")
        let strict = extractor.extractFlag(named: "warnings-as-errors") > 0
        let formats = extractor.extractOption(named: "format")
        if let unknown = extractor.remainingArguments.first {
            throw LintFailure(description: "lint-flows: unknown argument '\(unknown)'\n\n\(Self.usage)")
        }
        guard formats.count <= 1, formats.allSatisfy(["text", "json", "github", "sarif"].contains) else {
            throw LintFailure(description: "lint-flows: --format takes one of text, json, github, sarif\n\n\(Self.usage)")
        }
        let targets = targetNames.isEmpty
            ? context.package.targets
            : try context.package.targets(named: targetNames)
        let modules = targets.compactMap { $0 as? SourceModuleTarget }
            .map { (name: $0.name, flows: $0.sourceFiles(withSuffix: "flow").map(\.url.path).sorted()) }
            .filter { !$0.flows.isEmpty }
        guard !modules.isEmpty else {
            print("lint-flows: no .flow files found")
            return
        }
        let flowc = try context.tool(named: "flowc").url
        var failed: [String] = []
        for module in modules {
            let process = Process()
            process.executableURL = flowc
            process.arguments = ["check"] + (strict ? ["--warnings-as-errors"] : []) + formats.flatMap { ["--format", $0] } + module.flows
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(module.name) }
        }
        let checked = "\(modules.count) target\(modules.count == 1 ? "" : "s")"
        guard failed.isEmpty else {
            throw LintFailure(description: "lint-flows: checked \(checked); errors in \(failed.joined(separator: ", "))")
        }
        // To standard error, after flowc's reports, so that a report on standard output stays one document.
        FileHandle.standardError.write(Data("lint-flows: checked \(checked): no errors\n".utf8))
    }
}

struct LintFailure: Error, CustomStringConvertible {
    var description: String
}
