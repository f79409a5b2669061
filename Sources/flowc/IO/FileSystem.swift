#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The few file operations flowc needs, with errors a person can read.
enum FileSystem {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether a path is a directory; `nil` when nothing is there.
    static func isDirectory(_ path: String) -> Bool? {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory
    }

    /// The bytes of a file, read straight into the array that holds them (through `Data`, they
    /// were read and then copied, and each copy touches the whole file's memory once more).
    static func read(_ path: String) throws -> [UInt8] {
        guard let isDirectory = isDirectory(path) else {
            throw Failure(description: "no such file: \(path)")
        }
        if isDirectory { throw Failure(description: "\(path) is a directory, not a .flow file") }
        let unreadable = Failure(description: "can't read \(path)")
        let tooLarge = Failure(description: "\(path) is larger than 4 GiB, the most flowc reads")
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable }
        // Told by its size, before reading: tokens keep 32-bit offsets.
        let size = Int(status.st_size)
        guard size <= SourceFile.maximumSize else { throw tooLarge }
        var bytes = try [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard let read = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer)) else { throw unreadable }
            count = read
        }
        // A file that reported no size, or grew meanwhile (a pipe, /proc): the rest in pieces.
        if bytes.count == size {
            var piece = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                guard let read = piece.withUnsafeMutableBytes({ readFully(descriptor, into: $0) }) else { throw unreadable }
                guard read > 0 else { break }
                bytes += piece[..<read]
                guard bytes.count <= SourceFile.maximumSize else { throw tooLarge }
            }
        }
        return bytes
    }

    /// Reads until `buffer` is full or the file ends: the number of bytes read, `nil` on an error.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard let base = buffer.baseAddress else { return 0 }
        var total = 0
        while total < buffer.count {
            #if canImport(Glibc)
            let read = Glibc.read(descriptor, base + total, buffer.count - total)
            #else
            let read = Darwin.read(descriptor, base + total, buffer.count - total)
            #endif
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            total += read
        }
        return total
    }

    /// Whether the file at `path` holds exactly `bytes`: its size first, then its content a
    /// piece at a time, stopping at the first difference, without reading it all into memory.
    static func holds(_ path: String, exactly bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, Int(status.st_size) == bytes.count else { return false }
        let pieceSize = 1 << 16
        let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: pieceSize, alignment: 1)
        defer { piece.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let wanted = min(pieceSize, bytes.count - offset)
            guard let read = readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: piece[..<wanted])), read == wanted,
                  memcmp(piece.baseAddress!, bytes.baseAddress! + offset, wanted) == 0 else { return false }
            offset += wanted
        }
        // Nothing after it (the file may have grown since its size was read).
        return readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: piece[..<1])) == 0
    }

    /// Every `.flow` file below a directory, sorted, skipping hidden entries such as `.build`.
    static func flowFiles(in directory: String) throws -> [String] {
        var files: [String] = []
        var pending = [directory.hasSuffix("/") ? String(directory.dropLast()) : directory]
        while let folder = pending.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                throw Failure(description: "can't read directory \(folder)")
            }
            for name in names where !name.hasPrefix(".") {
                let path = folder + "/" + name
                switch isDirectory(path) {
                case true?: pending.append(path)
                case false? where name.hasSuffix(".flow"): files.append(path)
                default: break
                }
            }
        }
        return files.sorted()
    }

    /// An absolute, normalised version of a path (`.` and `..` resolved, no trailing slash).
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to the folder `base` (both absolute); the file name alone when it is not
    /// below `base`.
    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return String(path.split(separator: "/").last ?? Substring(path))
    }

    /// Writes `text` to `path` unless the file already holds exactly its bytes; atomically,
    /// through a temporary file in the same directory, so a failure never leaves a partial file.
    /// Returns whether the file was written.
    ///
    /// The bytes are compared and written in place, never copied: on a rebuild the file is
    /// usually there and unchanged, and comparing through `Data`'s iterator, a byte at a time,
    /// took a quarter of a 10,000-step flow's run. The existing file is compared a piece at a
    /// time, not read whole: at 100,000 steps that whole copy, and the copy `read` made of the
    /// input through `Data`, were 9,000 pages to fault in, 5% of the run.
    @discardableResult
    static func writeIfChanged(_ text: String, to path: String) throws -> Bool {
        var text = text
        return try text.withUTF8 { try writeIfChanged($0, to: path) }
    }

    /// `writeIfChanged` for bytes in place (generated Swift straight from the printer).
    @discardableResult
    static func writeIfChanged(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws -> Bool {
        if holds(path, exactly: bytes) { return false }
        let url = URL(fileURLWithPath: path)
        do {
            let data = bytes.baseAddress.map {
                Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none)
            } ?? Data()
            try data.write(to: url, options: .atomic)
        } catch {
            throw Failure(description: "can't write \(path): \(isDirectory(url.deletingLastPathComponent().path) == true ? "permission denied or disk full" : "its folder does not exist")")
        }
        return true
    }
}
