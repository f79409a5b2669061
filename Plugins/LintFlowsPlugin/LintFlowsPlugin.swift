import Foundation
import PackagePlugin

/// `swift package lint-flows`: checks the `.flow` files of every target (or of the named ones)
/// in one `flowc check` run with one `--module` a target, because a target is one Swift module:
/// its files are checked together, as the build plugin compiles them, and apart from other
/// targets, with the target's `flowc.json`, so lint-flows and the build give the same verdict.
/// One run gives one report, so `--format json|sarif` is one document however many targets
/// there are. For CI; needs no permissions.
@main
struct LintFlowsPlugin: CommandPlugin {
    static let usage = """
        OVERVIEW: Check every .flow file of the package with flowc, each target as its own module.

        USAGE: swift package lint-flows [--target <name>]... [--warnings-as-errors] [--format text|json|github|sarif]
               swift package lint-flows --compat [--target <name>]... [--format text|json|github|sarif]

        OPTIONS:
          --target <name>         Check this target only (repeatable). Default: every target.
          --warnings-as-errors    Report warnings as errors (and fail on them). A target whose
                                  flowc.json says "warningsAsErrors": true is strict without it,
                                  in the build too.
          --compat                Judge each target that has a flowc.lock against it with
                                  `flowc compat`, instead of checking (docs/Compatibility.md).
          --format <format>       As `flowc check --format`: text (default), json, github or sarif;
                                  one report for every target.
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
        let compat = extractor.extractFlag(named: "compat") > 0
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
            .map { target in
                (name: target.name,
                 flows: target.sourceFiles(withSuffix: "flow").map(\.url.path).sorted(),
                 config: target.sourceFiles.map(\.url).first { $0.lastPathComponent == "flowc.json" }?.path,
                 lock: target.sourceFiles.map(\.url).first { $0.lastPathComponent == "flowc.lock" }?.path)
            }
            .filter { !$0.flows.isEmpty }
        guard !modules.isEmpty else {
            print("lint-flows: no .flow files found")
            return
        }
        var flowcArguments = [compat ? "compat" : "check"] + (strict && !compat ? ["--warnings-as-errors"] : []) + formats.flatMap { ["--format", $0] }
        for module in modules {
            if compat {
                // A target without a lock has had no release to be judged against yet.
                guard let lock = module.lock else { continue }
                flowcArguments += ["--module", module.name, "--lock", lock] + module.flows
            } else {
                flowcArguments += ["--module", module.name] + (module.config.map { ["--config", $0] } ?? []) + module.flows
            }
        }
        if compat, !flowcArguments.contains("--module") {
            print("lint-flows: no target has a flowc.lock (record one with `flowc lock --release <version>`)")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "flowc").url
        process.arguments = flowcArguments
        // SARIF's locations are relative to the folder flowc runs in: the package's root.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let judged = compat ? modules.filter { $0.lock != nil }.count : modules.count
        let checked = "\(judged) target\(judged == 1 ? "" : "s")\(compat ? (judged == 1 ? " against its lock" : " against their locks") : "")"
        guard process.terminationStatus == 0 else {
            throw LintFailure(description: "lint-flows: checked \(checked); errors found")
        }
        // SwiftPM passes what a plugin writes to standard error on to its standard output, after
        // flowc's report: a machine-readable report must stay one document, so only text says so.
        if formats.allSatisfy({ $0 == "text" }) {
            FileHandle.standardError.write(Data("lint-flows: checked \(checked): no errors\n".utf8))
        }
    }
}

struct LintFailure: Error, CustomStringConvertible {
    var description: String
}
