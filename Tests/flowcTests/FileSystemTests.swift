import Foundation
import Testing
@testable import flowc

/// flowc's own file reading and its compare-before-write, on files bigger than one piece.
@Suite struct FileSystemTests {
    /// 200,000 bytes, more than three of the pieces (64 KiB) files are compared in.
    let content = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }

    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-fs-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    @Test func readsEveryByte() throws {
        let path = try temporaryFile(content)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FileSystem.read(path) == content)
        let empty = try temporaryFile([])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(try FileSystem.read(empty) == [])
    }

    @Test func readsAFileThatReportsNoSize() throws {
        // /proc files report a size of 0 and still have content.
        let bytes = try FileSystem.read("/proc/self/status")
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
    }

    @Test func holdsComparesSizeAndEveryPiece() throws {
        let path = try temporaryFile(content)
        defer { try? FileManager.default.removeItem(atPath: path) }
        func holds(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBufferPointer { FileSystem.holds(path, exactly: $0) }
        }
        // Results kept in locals, so that a failure shows a Boolean, not 200,000 bytes.
        let same = holds(content)
        #expect(same)
        var lastDiffers = content
        lastDiffers[lastDiffers.count - 1] ^= 1
        let differsInTheLastPiece = holds(lastDiffers)
        #expect(!differsInTheLastPiece)
        var firstDiffers = content
        firstDiffers[0] ^= 1
        let differsInTheFirstPiece = holds(firstDiffers)
        #expect(!differsInTheFirstPiece)
        let shorter = holds(Array(content.dropLast())), longer = holds(content + [0])
        #expect(!shorter && !longer)
        #expect(![UInt8]().withUnsafeBufferPointer { FileSystem.holds(path + ".absent", exactly: $0) })
        let empty = try temporaryFile([])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect([UInt8]().withUnsafeBufferPointer { FileSystem.holds(empty, exactly: $0) })
    }
}
