import FlowTestSupport
import Foundation
import Testing

/// `flowc check` and `flowc generate` check the files they are given as one module, and give
/// the same verdict on it, for every diagnostic that only the module as a whole can show. (The
/// lint-flows plugin runs `check` and the build plugin `generate`, each on one target's files.)
@Suite struct ModuleCheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var first: String
        var second: String
        var expected: String
        var testDescription: String { id }
    }

    static let cases = [
        Case(
            id: "duplicate-flow",
            first: "flow F {\n    start a\n    final step a\n}\n",
            second: "flow F {\n    start b\n    final step b\n}\n",
            expected: "B.flow:1:6: error: flow `F` is declared more than once [duplicate-flow]"
        ),
        Case(
            id: "generated-name-collision",
            first: "flow F {\n    start a\n    final step a\n}\n",
            second: "flow FStep {\n    start b\n    final step b\n}\n",
            expected: "B.flow:1:6: error: flow `FStep` and flow `F` would both generate the Swift type `FStep` [generated-name-collision]"
        ),
        Case(
            id: "link-shadowed",
            first: "router F {\n    start a\n    link \"myshop://item/{id}\" -> a, b\n    step a { on open -> b }\n    step b(id: String)\n}\n",
            second: "router G {\n    start c\n    link \"myshop://item/new\" -> c\n    step c\n}\n",
            expected: "B.flow:3:10: error: link \"myshop://item/new\" never matches: an earlier link matches every URL it does [link-shadowed]"
        ),
        Case(
            id: "link-example-mismatch",
            first: "router F {\n    start a\n    link \"myshop://item/{id}\" -> a, b\n    step a { on open -> b }\n    step b(id: Int)\n}\n",
            second: "router G {\n    start c\n    link \"myshop://item/new\" -> c\n        example \"myshop://item/7\"\n    step c\n}\n",
            expected: "B.flow:4:17: error: example \"myshop://item/7\" opens link \"myshop://item/{id}\", not this one [link-example-mismatch]"
        ),
    ]

    @Test(arguments: cases)
    func checkAndGenerateGiveTheSameVerdict(_ testCase: Case) throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try testCase.first.write(toFile: folder + "/A.flow", atomically: true, encoding: .utf8)
        try testCase.second.write(toFile: folder + "/B.flow", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        let check = try FlowcProcess.run(["check", "--color", "never", "A.flow", "B.flow"], in: folder)
        let generate = try FlowcProcess.run(["generate", "--color", "never", "--output", "out", "A.flow", "B.flow"], in: folder)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(generate.status == 1, "\(generate.stderr)")
        #expect(check.stderr.contains(testCase.expected), "\(check.stderr)")
        // The same diagnostics, before each command's own summary line.
        func diagnostics(_ output: String) -> [Substring] {
            output.split(separator: "\n").filter { !$0.hasPrefix("flowc") }
        }
        #expect(diagnostics(check.stderr) == diagnostics(generate.stderr))
        // A folder is the same module as its files.
        let folderCheck = try FlowcProcess.run(["check", "--color", "never", "."], in: folder)
        #expect(folderCheck.status == 1 && folderCheck.stderr.contains(testCase.expected), "\(folderCheck.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out").isEmpty)
    }

    /// A flow copied into a second file is one mistake: one `duplicate-flow`, and its links are
    /// not also reported as shadowed by the original's.
    @Test func aCopiedFlowIsOneError() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalogue = try String(contentsOfFile: Fixtures.path("Flows/Catalogue.flow"), encoding: .utf8)
        try catalogue.write(toFile: folder + "/A.flow", atomically: true, encoding: .utf8)
        try catalogue.write(toFile: folder + "/B.flow", atomically: true, encoding: .utf8)
        let result = try FlowcProcess.run(["check", "--color", "never", "."], in: folder)
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors[0].contains("[duplicate-flow]"), "\(result.stderr)")
    }

    /// A flow that clashes with a flow of its own file and with one of another file gets one
    /// error, not one from each check.
    @Test func aClashWithinAndAcrossFilesIsOneError() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "flow F {\n    start a\n    final step a\n}\n".write(toFile: folder + "/A.flow", atomically: true, encoding: .utf8)
        try "flow FStep {\n    start b\n    final step b\n}\n\nflow FStep {\n    start c\n    final step c\n}\n"
            .write(toFile: folder + "/B.flow", atomically: true, encoding: .utf8)
        let result = try FlowcProcess.run(["check", "--color", "never", "A.flow", "B.flow"], in: folder)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.map { $0.prefix { $0 != " " } } == ["B.flow:1:6:", "B.flow:6:6:"], "\(result.stderr)")
    }
}
