import FlowTestSupport
import Foundation
import Testing

/// `flowc check --module`: several Swift modules in one run and one report, each checked apart
/// with its own `flowc.json`, as lint-flows runs it over a package's targets; a folder that
/// holds a package is refused by the commands that treat their files as one module.
@Suite struct ModuleGroupTests {
    static let flow = "flow F {\n    start a\n    step a -> b\n    final step b\n}\n"
    static let loose = "flow Loose {\n    flag unused\n    start a\n    final step a\n}\n"

    /// Two targets, `A` and `B`, each with a flow named `F`, which is fine apart and a clash together.
    func twoTargets() throws -> String {
        let folder = try FlowcProcess.temporaryFolder()
        for target in ["A", "B"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/Sources/\(target)", withIntermediateDirectories: true)
            try Self.flow.write(toFile: "\(folder)/Sources/\(target)/F.flow", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func modulesAreCheckedApart() throws {
        let folder = try twoTargets()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let together = try FlowcProcess.run(["check", "--color", "never", "Sources"], in: folder)
        #expect(together.status == 1 && together.stderr.contains("[duplicate-flow]"), "\(together.stderr)")
        let apart = try FlowcProcess.run(["check", "--module", "A", "Sources/A", "--module", "B", "Sources/B"], in: folder)
        #expect(apart.status == 0, "\(apart.stderr)")
        #expect(apart.stderr == "flowc: checked 2 files in 2 modules: no problems\n")
    }

    @Test func severalModulesGiveOneJSONDocument() throws {
        let folder = try twoTargets()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.loose.write(toFile: "\(folder)/Sources/B/Loose.flow", atomically: true, encoding: .utf8)
        let result = try FlowcProcess.run(["check", "--format", "json", "--module", "A", "Sources/A", "--module", "B", "Sources/B"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["files"] as? Int == 3)
        #expect(report["warnings"] as? Int == 1)
    }

    @Test func aModuleConfigMakesItsWarningsErrors() throws {
        let folder = try twoTargets()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.loose.write(toFile: "\(folder)/Sources/B/Loose.flow", atomically: true, encoding: .utf8)
        try #"{ "warningsAsErrors": true }"#.write(toFile: "\(folder)/Sources/B/flowc.json", atomically: true, encoding: .utf8)
        let lenient = try FlowcProcess.run(["check", "--color", "never", "--module", "A", "Sources/A", "--module", "B", "Sources/B"], in: folder)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let strict = try FlowcProcess.run(
            ["check", "--color", "never", "--module", "A", "Sources/A", "--module", "B", "--config", "Sources/B/flowc.json", "Sources/B"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("Sources/B/Loose.flow:2:10: error: flag `unused` is never used [unused-flag]"), "\(strict.stderr)")
        // The build plugin passes the same file to generate, which then writes nothing.
        let generate = try FlowcProcess.run(["generate", "--config", "Sources/B/flowc.json", "--output", "out", "Sources/B"], in: folder)
        #expect(generate.status == 1 && generate.stderr.contains("error: flag `unused` is never used"), "\(generate.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func aConfigWithAnUnknownKeyIsAnError() throws {
        let folder = try twoTargets()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{ "warningAsErrors": true }"#.write(toFile: "\(folder)/flowc.json", atomically: true, encoding: .utf8)
        let result = try FlowcProcess.run(["check", "--config", "flowc.json", "Sources/A"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "flowc.json: error: unknown key 'warningAsErrors' (did you mean 'warningsAsErrors'?); the keys are access, warningsAsErrors\n")
    }

    @Test func aFolderHoldingAPackageIsRefusedWhereFilesAreOneModule() throws {
        let folder = try twoTargets()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "// swift-tools-version:6.1\n".write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        for command in ["check", "generate", "links"] {
            let result = try FlowcProcess.run([command, "."], in: folder)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains("is a Swift package: each of its targets is a module of its own"), "\(command): \(result.stderr)")
            #expect(result.stderr.contains("swift package lint-flows"))
        }
        // Drawing reports no clashes and formatting takes each file on its own, so a package
        // root is fine there.
        for command in [["fmt", "--check", "."], ["graph", "."]] {
            let result = try FlowcProcess.run(command, in: folder)
            #expect(result.status != 2 && !result.stderr.contains("Swift package"), "\(command): \(result.stderr)")
        }
        // A target's folder is one module.
        #expect(try FlowcProcess.run(["check", "Sources/A"], in: folder).status == 0)
    }

    @Test func aModuleWithoutFilesIsAUsageError() throws {
        let result = try FlowcProcess.run(["check", "--module", "A"])
        #expect(result.status == 2)
        #expect(result.stderr == "flowc check --module A: error: no input: name the module's .flow files or folders\n")
    }
}
