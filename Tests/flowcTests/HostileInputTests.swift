import FlowTestSupport
import Foundation
import Testing

/// Odd and hostile inputs, one row each: the exit status, the diagnostic id expected (if any),
/// whether Swift is written, and for some rows that the Swift compiles. Never a crash, a hang,
/// a partial file or a stack trace.
@Suite(.serialized) struct HostileInputTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: @Sendable () -> [UInt8]
        var status: Int32
        var id: String?
        var compiles = false
        var testDescription: String { name }
    }

    static let minimal = "flow F {\n    start a\n    step a -> b\n    final step b\n}\n"

    static func text(_ string: String) -> @Sendable () -> [UInt8] {
        { Array(string.utf8) }
    }

    static let rows: [Row] = [
        Row(name: "empty file", bytes: text(""), status: 1, id: "no-flow"),
        Row(name: "only comments", bytes: text("// one\n/// two\n"), status: 1, id: "no-flow"),
        Row(name: "not UTF-8", bytes: { Array("flow F {".utf8) + [0xC3, 0x28] + Array(" }".utf8) }, status: 1, id: "invalid-utf8"),
        Row(name: "UTF-8 byte order mark", bytes: { [0xEF, 0xBB, 0xBF] + Array(minimal.utf8) }, status: 0, id: nil),
        Row(name: "CRLF line endings", bytes: text(minimal.replacingOccurrences(of: "\n", with: "\r\n")), status: 0, id: nil),
        Row(name: "lone CR line endings", bytes: text(minimal.replacingOccurrences(of: "\n", with: "\r")), status: 0, id: nil),
        Row(name: "tabs", bytes: text(minimal.replacingOccurrences(of: "    ", with: "\t")), status: 0, id: nil),
        Row(name: "a 50 MB file", bytes: {
            let comment = Array(("// " + String(repeating: "x", count: 1021) + "\n").utf8)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(50 << 20)
            for _ in 0..<(50 << 10) { bytes += comment }
            return bytes + Array(minimal.utf8)
        }, status: 0, id: nil),
        Row(name: "a 1 MB identifier", bytes: {
            let name = String(repeating: "n", count: 1 << 20)
            return Array("flow F {\n    start \(name)\n    step \(name) -> b\n    final step b\n}\n".utf8)
        }, status: 0, id: nil),
        Row(name: "100,000 flags", bytes: {
            let flags = (0..<100_000).map { "f\($0)" }.joined(separator: ", ")
            return Array("flow F {\n    flag \(flags)\n    start a\n    step a -> b when f0 || !f0\n    final step b\n}\n".utf8)
        }, status: 0, id: "unused-flag"),
        Row(name: "non-ASCII names", bytes: text("flow F {\n    start größe\n    step größe -> b\n    final step b\n}\n"), status: 1, id: "unexpected-character"),
        Row(name: "names that differ only in case", bytes: text("flow F {\n    flag a, A\n    start Name\n    step Name {\n        -> name when a && A\n        -> name\n        on go -> Other\n    }\n    step name -> b\n    step Other(Label: Int, label: String) -> b\n    final step b\n}\n"), status: 0, id: nil, compiles: true),
        Row(name: "a flow named like a generated type", bytes: text(minimal + minimal.replacingOccurrences(of: "flow F", with: "flow FStep")), status: 1, id: "generated-name-collision"),
        Row(name: "a flow named like a standard library type", bytes: text(minimal.replacingOccurrences(of: "flow F", with: "flow Set")), status: 1, id: "invalid-name"),
        Row(name: "unbalanced payload type", bytes: text("flow F {\n    start a\n    step a { on go -> p }\n    step p(x: [Int) -> b\n    final step b\n}\n"), status: 1, id: "unbalanced-payload-type"),
        Row(name: "a brace in a payload type", bytes: text("flow F {\n    start a\n    step a { on go -> p }\n    step p(x: Int }) -> b\n    final step b\n}\n"), status: 1, id: "expected-token"),
        Row(name: "comment markers in a doc comment", bytes: text("/// Ends */ a comment /* or starts one\nflow F {\n    /// */ #sourceLocation(file: \"x\", line: 1)\n    start a\n    step a -> b\n    final step b\n}\n"), status: 0, id: nil, compiles: true),
        Row(name: "nesting 100,000 deep", bytes: text("flow F {\n    flag a\n    start s\n    step s -> b when " + String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 100_000) + "\n    final step b\n}\n"), status: 1, id: "expression-too-deep"),
        Row(name: "100,000 negations", bytes: text("flow F {\n    flag a\n    start s\n    step s {\n        -> b when " + String(repeating: "!", count: 100_000) + "a\n        -> b\n    }\n    final step b\n}\n"), status: 0, id: nil),
    ]

    @Test(arguments: rows)
    func row(_ row: Row) throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/Input.flow", contents: Data(row.bytes()))
        let result = try FlowcProcess.run(["generate", "--color", "never", "--output", "out", "Input.flow"], in: folder)
        #expect(result.status == row.status, "\(result.stderr.prefix(2000))")
        if let id = row.id {
            #expect(result.stderr.contains("[\(id)]"), "\(result.stderr.prefix(2000))")
        }
        #expect(!result.stderr.contains("Backtrac") && !result.stderr.contains("Fatal error"))
        let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/out")
        #expect(written == (row.status == 0 ? ["Input.flow.swift"] : []), "no partial or stray output")
        if row.compiles {
            let compiled = try SwiftCompiler.typecheck([folder + "/out/Input.flow.swift"])
            #expect(compiled.status == 0, "\(compiled.output)")
        }
    }

    @Test func unusableOutputAndInputPaths() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.minimal.write(toFile: folder + "/F.flow", atomically: true, encoding: .utf8)
        // A missing output folder is made, with its parents, once the flows check clean.
        let missing = try FlowcProcess.run(["generate", "--output", "made/here", "F.flow"], in: folder)
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/made/here") == ["F.flow.swift"])
        try "flow Broken {".write(toFile: folder + "/Broken.flow", atomically: true, encoding: .utf8)
        let broken = try FlowcProcess.run(["generate", "--output", "never", "Broken.flow"], in: folder)
        #expect(broken.status == 1)
        #expect(FileManager.default.fileExists(atPath: folder + "/never") == false, "nothing is made when a flow has errors")
        // A non-empty folder where the output file should go can't be replaced, not even by root.
        try FileManager.default.createDirectory(atPath: folder + "/out/F.flow.swift/inside", withIntermediateDirectories: true)
        let unwritable = try FlowcProcess.run(["generate", "--output", "out", "F.flow"], in: folder)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("flowc generate: error: can't write out/F.flow.swift"), "\(unwritable.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out") == ["F.flow.swift"], "no temporary file left")
        let unwritableFile = try FlowcProcess.run(["generate", "--output-file", "out/F.flow.swift", "F.flow"], in: folder)
        #expect(unwritableFile.status == 2)
        try FileManager.default.createDirectory(atPath: folder + "/Dir.flow", withIntermediateDirectories: true)
        let directory = try FlowcProcess.run(["check", "Dir.flow"], in: folder)
        #expect(directory.status == 2)
        #expect(directory.stderr == "flowc check: error: no .flow files in Dir.flow\n")
        let absent = try FlowcProcess.run(["generate", "Absent.flow"], in: folder)
        #expect(absent.status == 2)
        #expect(absent.stderr == "flowc generate: error: no such file or directory: Absent.flow\n")
    }

    /// A file past 4 GiB is refused by its size, unread: tokens keep 32-bit offsets. The file
    /// is sparse, so it takes no disk space and the test would hang reading it if flowc did.
    @Test func fileLargerThanFourGiB() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/Huge.flow", contents: Data(Self.minimal.utf8))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/Huge.flow"))
        try handle.truncate(atOffset: UInt64(UInt32.max) + 1)
        try handle.close()
        let result = try FlowcProcess.run(["check", "Huge.flow"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "flowc check: error: Huge.flow is larger than 4 GiB, the most flowc reads\n")
    }
}
