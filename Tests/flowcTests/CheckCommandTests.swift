import FlowTestSupport
import Foundation
import Testing

/// Runs the built `flowc` binary and checks its stdout, stderr and exit status.
@Suite struct CheckCommandTests {
    func write(_ text: String, to name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func bundledExamplesAreClean() throws {
        let result = try FlowcProcess.run(["check", "--warnings-as-errors", "Flows"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(result.stderr == "flowc: checked 15 files: no problems\n")
    }

    @Test func errorsArePrintedWithLocationSourceLineAndCaret() throws {
        let folder = try FlowcProcess.temporaryFolder()
        _ = try write("flow F {\n    start a\n    step a -> b\n    final step b\n    step lost -> b\n}\n", to: "F.flow", in: folder)
        let result = try FlowcProcess.run(["check", "F.flow"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            F.flow:5:10: error: step `lost` can't be reached from start step `a` [unreachable-step]
            5 |     step lost -> b
              |          ^~~~
            flowc: checked 1 file: 1 error, 0 warnings

            """)
    }

    @Test func warningsPassUnlessPromoted() throws {
        let folder = try FlowcProcess.temporaryFolder()
        _ = try write("flow F {\n    flag unused\n    start a\n    step a -> b\n    final step b\n}\n", to: "F.flow", in: folder)
        let plain = try FlowcProcess.run(["check", folder])
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("warning: flag `unused` is never used [unused-flag]"))
        let strict = try FlowcProcess.run(["check", "--warnings-as-errors", folder])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: flag `unused` is never used [unused-flag]"))
    }

    @Test func colorIsOnlyUsedWhenAsked() throws {
        let folder = try FlowcProcess.temporaryFolder()
        _ = try write("flow F {\n    flag unused\n    start a\n    step a -> b\n    final step b\n}\n", to: "F.flow", in: folder)
        #expect(!(try FlowcProcess.run(["check", folder])).stderr.contains("\u{1B}["))
        #expect(try FlowcProcess.run(["check", "--color", "always", folder]).stderr.contains("\u{1B}["))
        #expect(!(try FlowcProcess.run(["check", "--color=never", folder])).stderr.contains("\u{1B}["))
    }

    @Test(arguments: [
        (["check"], "flowc check: error: no input: name .flow files or folders"),
        (["check", "missing.flow"], "flowc check: error: no such file or directory: missing.flow"),
        (["check", "--colour", "never", "Flows"], "flowc check: error: unknown option '--colour'; did you mean '--color'?"),
        (["check", "--color", "sometimes", "Flows"], "flowc check: error: --color must be one of auto, always, never, not 'sometimes'"),
        (["chek", "Flows"], "flowc: error: unknown command 'chek'; did you mean 'check'?"),
        (["check", "Sources"], "flowc check: error: no .flow files in Sources"),
    ])
    func usageErrorsExitWithTwoAndAClearMessage(arguments: [String], message: String) throws {
        let result = try FlowcProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
    }

    @Test func helpAndVersion() throws {
        let help = try FlowcProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: flowc <command>"))
        let checkHelp = try FlowcProcess.run(["check", "--help"])
        #expect(checkHelp.status == 0)
        #expect(checkHelp.stdout.contains("USAGE: flowc check [--warnings-as-errors]"))
        let version = try FlowcProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("flowc "))
        let nothing = try FlowcProcess.run([])
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("USAGE"))
    }

    @Test func oddFilesGetADiagnosticNotACrash() throws {
        let folder = try FlowcProcess.temporaryFolder()
        let bad = folder + "/bad.flow"
        _ = FileManager.default.createFile(atPath: bad, contents: Data([0x66, 0x6C, 0xFF, 0x0A]))
        let result = try FlowcProcess.run(["check", bad])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.flow:1:3: error: file is not valid UTF-8 [invalid-utf8]"))

        let crlf = try write("\u{FEFF}flow F {\r\n    start a\r\n    step a -> b\r\n    final step b\r\n    step c -> b\r\n}\r\n", to: "crlf.flow", in: folder)
        let crlfResult = try FlowcProcess.run(["check", crlf])
        #expect(crlfResult.status == 1)
        #expect(crlfResult.stderr.contains("crlf.flow:5:10: error: step `c` can't be reached"))

        let empty = try write("", to: "empty.flow", in: folder)
        let emptyResult = try FlowcProcess.run(["check", empty])
        #expect(emptyResult.status == 1)
        #expect(emptyResult.stderr.contains("empty.flow:1:1: error: file declares no flow [no-flow]"))

        let directoryNamedFlow = folder + "/dir.flow"
        try FileManager.default.createDirectory(atPath: directoryNamedFlow + "/inner", withIntermediateDirectories: true)
        let directoryResult = try FlowcProcess.run(["check", directoryNamedFlow])
        #expect(directoryResult.status == 2)
    }
}
