import FlowTestSupport
import Foundation
import Testing

/// `flowc fmt`, run as the built binary.
@Suite struct FormatCommandTests {
    let messy = "flow F {\n  start a\n  step a->b // keep me\n  final step b\n}\n"
    let canonical = "flow F {\n    start a\n\n    step a -> b // keep me\n\n    final step b\n}\n"

    @Test func checkListsFilesThatWouldChangeAndChangesNothing() throws {
        let folder = try FlowcProcess.temporaryFolder()
        try messy.write(toFile: folder + "/Messy.flow", atomically: true, encoding: .utf8)
        try canonical.write(toFile: folder + "/Clean.flow", atomically: true, encoding: .utf8)
        let result = try FlowcProcess.run(["fmt", "--check", "."], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "./Messy.flow\n")
        #expect(try String(contentsOfFile: folder + "/Messy.flow", encoding: .utf8) == messy)
    }

    @Test func rewritesInTheCanonicalLayout() throws {
        let folder = try FlowcProcess.temporaryFolder()
        try messy.write(toFile: folder + "/Messy.flow", atomically: true, encoding: .utf8)
        let result = try FlowcProcess.run(["fmt", "Messy.flow"], in: folder)
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(try String(contentsOfFile: folder + "/Messy.flow", encoding: .utf8) == canonical)
        #expect(try FlowcProcess.run(["fmt", "--check", "Messy.flow"], in: folder).status == 0)
    }

    @Test func aFileWithSyntaxErrorsIsLeftUntouched() throws {
        let folder = try FlowcProcess.temporaryFolder()
        let broken = "flow F {\n  stp a\n}\n"
        try broken.write(toFile: folder + "/Broken.flow", atomically: true, encoding: .utf8)
        let result = try FlowcProcess.run(["fmt", "Broken.flow"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Broken.flow:2:3: error: unknown keyword `stp`; did you mean `step`? [expected-token]"))
        #expect(result.stderr.contains("flowc fmt: Broken.flow has syntax errors; left unchanged"))
        #expect(try String(contentsOfFile: folder + "/Broken.flow", encoding: .utf8) == broken)
    }

    @Test func aSymlinkedFileStaysALinkAndItsTargetIsRewritten() throws {
        let folder = try FlowcProcess.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/shared", withIntermediateDirectories: true)
        try messy.write(toFile: folder + "/shared/Messy.flow", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Linked.flow", withDestinationPath: "shared/Messy.flow")
        let result = try FlowcProcess.run(["fmt", "Linked.flow"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/Linked.flow")
        #expect(link == "shared/Messy.flow", "still a link, to the same file")
        #expect(try String(contentsOfFile: folder + "/shared/Messy.flow", encoding: .utf8) == canonical)
        let shared = try FileManager.default.contentsOfDirectory(atPath: folder + "/shared")
        #expect(shared == ["Messy.flow"], "no temporary file left behind")
    }
}
