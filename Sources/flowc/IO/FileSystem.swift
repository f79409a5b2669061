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

    static func read(_ path: String) throws -> [UInt8] {
        guard let isDirectory = isDirectory(path) else {
            throw Failure(description: "no such file: \(path)")
        }
        if isDirectory { throw Failure(description: "\(path) is a directory, not a .flow file") }
        // Told by its size, before reading: tokens keep 32-bit offsets.
        var status = stat()
        if stat(path, &status) == 0, Int(status.st_size) > SourceFile.maximumSize {
            throw Failure(description: "\(path) is larger than 4 GiB, the most flowc reads")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "can't read \(path)")
        }
        return [UInt8](data)
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
    /// took a quarter of a 10,000-step flow's run.
    @discardableResult
    static func writeIfChanged(_ text: String, to path: String) throws -> Bool {
        var text = text
        return try text.withUTF8 { bytes in
            if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count,
               bytes.isEmpty || existing.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) {
                return false
            }
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
}
