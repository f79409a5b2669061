import FlowCompiler
import FlowCore
import FlowPaths
import FlowSwiftEmitter
import FlowTestSupportEmitter
import Foundation

/// `flowc generate`: checks, then writes Swift for each `.flow` file, only when its bytes change.
package enum GenerateCommand: FlowcCommand {
    package static let spec = Arguments.Spec(
        flags: ["--warnings-as-errors", "--test-support"],
        options: [
            "--access": SwiftEmitterOptions.Access.allCases.map(\.rawValue),
            "--output": [],
            "--output-file": [],
            "--relative-to": [],
            "--config": [],
            "--color": ["auto", "always", "never"],
            "--app-module": [],
        ]
    )

    package static let help = """
        OVERVIEW: Check .flow files, then generate Swift for them.

        USAGE: flowc generate [--access internal|package|public] [--output <dir> | --output-file <file>]
                              [--relative-to <dir>] [--warnings-as-errors] [--color <when>]
                              [--test-support [--app-module <name>]] <paths>...

        ARGUMENTS:
          <paths>                 .flow files, or folders searched for *.flow.

        OPTIONS:
          --access <level>        Access level of the generated declarations. Default: internal.
          --output <dir>          Write one Swift file per .flow file into this folder (made if needed),
                                  named after the file's path relative to --relative-to
                                  (Sub/Checkout.flow → Sub_Checkout.flow.swift).
          --output-file <file>    Write the Swift for a single .flow file to this file.
                                  Without --output or --output-file, the Swift for every file goes
                                  to standard output.
          --relative-to <dir>     The folder that paths in headers and output names are relative
                                  to. Default: the current folder.
          --config <file>         A flowc.json file: "access" sets the access level (an --access
                                  option wins), "warningsAsErrors": true makes warnings errors.
                                  The build plugin passes the target's.
          --warnings-as-errors    Report warnings as errors (and generate nothing then).
          --test-support          Generate Swift for a test target instead: each flow's planned
                                  walks (`Checkout.testWalks(.all)`, as `flowc paths` plans them),
                                  and a UI-test driver protocol (`CheckoutUIDriver`). Output
                                  files end in .testwalks.swift. FlowTestSupportPlugin runs this.
          --app-module <name>     With --test-support: the module the flows' Swift is generated
                                  in, imported with @testable.
          --color <when>          auto, always or never. Default: auto.
          -h, --help              Show this help.

        Nothing is written when any file has an error: diagnostics go to standard error as with
        `flowc check`, and the exit status is 1. A file is rewritten only when its bytes change.
        On success nothing is printed.

        """

    package static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus {
        guard let config = GenerateConfig.load(arguments.options["--config"], console: console) else { return .usage }
        let access = arguments.options["--access"].flatMap(SwiftEmitterOptions.Access.init(rawValue:))
            ?? config.access ?? .internal
        let options = CompilerOptions(warningsAsErrors: config.warningsAsErrors || arguments.flags.contains("--warnings-as-errors"))
        let output = arguments.options["--output"]
        let outputFile = arguments.options["--output-file"]
        let inputs = try loadInputs(arguments.positionals, output: output, outputFile: outputFile)
        let checks = FlowPipeline.checkModule(inputs, options: options)
        let renderer = DiagnosticRenderer(files: inputs, colors: console.useColor(arguments.options["--color"]))
        for check in checks {
            console.err(renderer.render(check.diagnostics))
        }
        guard !checks.contains(where: \.hasErrors) else {
            let errors = checks.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count }
            console.err("flowc generate: \(errors) error\(errors == 1 ? "" : "s"); nothing was written\n")
            return .failure
        }
        let base = FileSystem.absolute(arguments.options["--relative-to"] ?? ".")
        if let output, FileSystem.isDirectory(output) == nil {
            // Made only now that there is something to write, as other generators do.
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw FlowcError(description: "can't create output folder \(output)")
            }
        }
        var outputs: [(path: String?, swift: String)] = []
        for check in checks {
            let relative = FlowPipeline.relativePath(FileSystem.absolute(check.file.path), to: base)
            let emitterOptions = SwiftEmitterOptions(access: access, headerPath: relative, locationPath: check.file.path)
            var name = FlowPipeline.outputFileName(forRelativePath: relative)
            let generated: String?
            if arguments.flags.contains("--test-support") {
                generated = check.hasErrors ? nil : TestSupportEmitter(appModule: arguments.options["--app-module"], headerPath: relative)
                    .emit(planned(check, module: checks), module: checks.flatMap(\.checkedFlows))
                name = FlowPipeline.testSupportFileName(forRelativePath: relative)
            } else {
                generated = FlowPipeline.generateSwift(check, options: emitterOptions)
            }
            guard let swift = generated else {
                // Unreachable (files with errors stopped above), but never fail without a word.
                return console.error("generate", "\(check.file.path) has errors; nothing was written", exit: .failure)
            }
            outputs.append((output.map { $0 + "/" + name } ?? outputFile, swift))
        }
        // Once all the Swift is made: each file written when its bytes change, or printed without a path.
        for (path, swift) in outputs {
            if let path {
                try FileSystem.writeIfChanged(swift, to: path)
            } else {
                console.out(swift)
            }
        }
        return .success
    }

    /// The input files, when the output options make sense for them; else a usage error, in words.
    package static func loadInputs(_ paths: [String], output: String?, outputFile: String?) throws -> [SourceFile] {
        if output != nil, outputFile != nil {
            throw FlowcError(description: "use --output or --output-file, not both")
        }
        if let output, FileSystem.isDirectory(output) == false {
            throw FlowcError(description: "output folder \(output) is a file")
        }
        let inputs = try InputFiles.load(paths, asOneModule: true)
        if outputFile != nil, inputs.count > 1 {
            throw FlowcError(description: "--output-file takes one input file, not \(inputs.count): name an --output folder")
        }
        return inputs
    }

    /// The flows of one file with the walks their test support replays, planned here, before
    /// anything is printed: a move on a use-step goes through the screens of the child of that
    /// name among the flows of `module` (the checks of every file of the module).
    package static func planned(_ check: FileCheck, module: [FileCheck]) -> [PlannedFlow] {
        let flows = module.flatMap(\.checkedFlows)
        return check.checkedFlows.map { PlannedFlow(flow: $0, plan: PathPlanner.testSupportPlan($0, module: flows)) }
    }
}
