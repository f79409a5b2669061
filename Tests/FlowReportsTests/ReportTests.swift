import FlowCompiler
import FlowCore
import FlowReports
import FlowTestSupport
import Foundation
import Testing

/// Machine-readable diagnostics: goldens per format, GitHub escaping, and SARIF validated
/// against the official 2.1.0 schema.
@Suite struct ReportTests {
    static let goldens = Fixtures.path("Tests/FlowReportsTests/Goldens")
    static let inputs = [
        "Tests/FlowCompilerTests/InvalidFlows/trap.flow", "Tests/FlowCompilerTests/InvalidFlows/unknown-names.flow",
        "Tests/FlowCompilerTests/InvalidFlows/suppressions.flow",
    ]

    /// Every file's diagnostics, the suppressed ones among them, as `flowc check` hands them to
    /// the JSON and SARIF reports.
    static func diagnostics() throws -> ([Diagnostic], [SourceFile]) {
        let files = try inputs.map { SourceFile(path: $0, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path($0))))) }
        return (files.flatMap { file in
            let check = FlowPipeline.check(file)
            return Diagnostics.sort(check.diagnostics + check.suppressed)
        }, files)
    }

    static func sarif() throws -> String {
        let (diagnostics, files) = try diagnostics()
        let rules = FlowPipeline.diagnosticIDs.sorted { $0.key < $1.key }.map {
            SARIFReport.Rule(id: $0.key, help: $0.value, severity: FlowPipeline.defaultSeverity(of: $0.key))
        }
        return SARIFReport.render(diagnostics, files: files, rules: rules, version: "test") { $0 }
    }

    @Test func jsonMatchesGolden() throws {
        let (diagnostics, files) = try Self.diagnostics()
        try Golden.assertMatches(JSONReport.render(diagnostics, files: files), path: Self.goldens + "/report.json")
    }

    @Test func githubMatchesGolden() throws {
        // Annotations are for what is reported: `flowc check` gives this report no suppressed warning.
        let (all, files) = try Self.diagnostics()
        let diagnostics = all.filter { $0.suppression == nil }
        try Golden.assertMatches(GitHubReport.render(diagnostics, files: files), path: Self.goldens + "/report.github.txt")
    }

    @Test func sarifMatchesGolden() throws {
        try Golden.assertMatches(try Self.sarif(), path: Self.goldens + "/report.sarif")
    }

    @Test func githubCommandsAreEscaped() {
        let file = SourceFile(path: "a,b:c%.flow", text: "flow A {}\n")
        let diagnostic = Diagnostic(.warning, DiagnosticID("x"), "50% done\r\nnext", path: file.path, range: SourceRange(0, 4))
        #expect(GitHubReport.render([diagnostic], files: [file])
            == "::warning file=a%2Cb%3Ac%25.flow,line=1,col=1,endLine=1,endColumn=5,title=flowc x::50%25 done%0D%0Anext\n")
    }

    @Test func jsonStringsAreEscaped() {
        #expect(JSONValue.string("a\"b\\c\n\u{1}é").rendered() == "\"a\\\"b\\\\c\\n\\u0001é\"\n")
    }

    /// A suppressed warning is listed, marked so: in SARIF a suppression `inSource` at the
    /// comment, with its justification; in JSON `suppressed`, not counted among the warnings.
    @Test func suppressedWarningsAreListedAsSuppressed() throws {
        let (diagnostics, files) = try Self.diagnostics()
        let suppressed = diagnostics.filter { $0.suppression != nil }
        #expect(suppressed.map(\.id.rawValue) == ["unused-flag", "event-not-covered"])
        let sarif = try Self.sarif()
        #expect(sarif.components(separatedBy: "\"kind\": \"inSource\"").count - 1 == suppressed.count)
        #expect(sarif.contains("\"justification\": \"kept for the next release\""))
        let json = JSONReport.render(diagnostics, files: files)
        #expect(json.components(separatedBy: "\"suppressed\": {").count - 1 == suppressed.count)
        let warnings = diagnostics.filter { $0.severity == .warning && $0.suppression == nil }.count
        #expect(json.contains("\"warnings\": \(warnings),"))
    }

    @Test func sarifColumnsCountCodePoints() throws {
        let file = SourceFile(path: "u.flow", text: "flow A {\n    start é, x\n}\n")
        let diagnostic = Diagnostic(.error, DiagnosticID("x"), "m", path: file.path, range: SourceRange(23, 24))
        let sarif = SARIFReport.render([diagnostic], files: [file], rules: [], version: "t") { $0 }
        #expect(sarif.contains("\"startColumn\": 14"), "byte column 15 is code point column 14")
    }

    /// Validated with Python's jsonschema against the committed schema; CI installs it and sets
    /// FLOWC_REQUIRE_JSONSCHEMA=1, so a missing validator fails there instead of skipping.
    @Test(.enabled(if: JSONSchemaValidator.isAvailable || JSONSchemaValidator.isRequired, "python3 with jsonschema is not installed"))
    func sarifIsValidAgainstTheSchema() throws {
        #expect(JSONSchemaValidator.isAvailable, "FLOWC_REQUIRE_JSONSCHEMA=1 but python3 -m jsonschema is not available")
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.sarif().write(toFile: folder + "/report.sarif", atomically: true, encoding: .utf8)
        let result = try JSONSchemaValidator.validate(folder + "/report.sarif", schema: Fixtures.path("Tests/FlowReportsTests/sarif-schema-2.1.0.json"))
        #expect(result.status == 0, "\(result.output)")
    }
}

enum JSONSchemaValidator {
    static var isRequired: Bool { ProcessInfo.processInfo.environment["FLOWC_REQUIRE_JSONSCHEMA"] == "1" }
    static let isAvailable: Bool = (try? run(["-c", "import jsonschema"]).status == 0) ?? false

    static func validate(_ document: String, schema: String) throws -> (status: Int32, output: String) {
        try run(["-c", "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))", document, schema])
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
