import Foundation
import Testing
import FlowCommandLine

/// flowc's own file reading and its compare-before-write, with fixtures that exist on macOS and
/// Linux alike (no /proc).
@Suite struct FileSystemTests {
    /// 3 MB, more than the pieces (1 MiB) files are read in.
    let content = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }

    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-fs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func readsEveryByte() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/big", contents: Data(content)))
        let read = try FileSystem.read(folder + "/big")
        #expect(read.count == content.count)
        let same = read == content
        #expect(same)
        #expect(FileManager.default.createFile(atPath: folder + "/empty", contents: Data()))
        #expect(try FileSystem.read(folder + "/empty") == [])
    }

    /// A pipe reports no size and still has content, as `flowc check <(command)` passes.
    @Test func readsAPipe() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe.flow"
        try run("mkfifo '\(fifo)'")
        let writer = try start("printf 'flow F {\\n}\\n' > '\(fifo)'")
        let bytes = try FileSystem.read(fifo)
        writer.waitUntilExit()
        #expect(String(decoding: bytes, as: UTF8.self) == "flow F {\n}\n")
    }

    @Test func writesOnlyWhenTheBytesChangeAndLeavesNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Out.swift"
        #expect(try FileSystem.writeIfChanged("let a = 1\n", to: path))
        #expect(try !FileSystem.writeIfChanged("let a = 1\n", to: path))
        #expect(try FileSystem.writeIfChanged("let a = 2\n", to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let a = 2\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Out.swift"])
    }

    /// A folder where the output should go can't be replaced: the write fails with a message
    /// and leaves nothing behind.
    @Test func aFailedWriteLeavesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Out.swift/inside", withIntermediateDirectories: true)
        #expect {
            try FileSystem.writeIfChanged("let a = 1\n", to: folder + "/Out.swift")
        } throws: { error in
            "\(error)".hasPrefix("can't write \(folder)/Out.swift")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Out.swift"])
    }

    private func start(_ command: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        try process.run()
        return process
    }

    private func run(_ command: String) throws {
        let process = try start(command)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(command)")
    }
}
