import FlowCore
import Foundation

/// The few file operations flowc needs, with errors a person can read.
package enum FileSystem {
    /// Whether a path is a directory (following symbolic links); `nil` when nothing is there.
    package static func isDirectory(_ path: String) -> Bool? {
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        return (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory
    }

    /// The bytes of a file: a regular file, or a pipe such as `<(command)` that reports no size.
    /// A file larger than `SourceFile.maximumSize` is refused, by its size when it has one.
    package static func read(_ path: String) throws -> [UInt8] {
        guard let isDirectory = isDirectory(path) else { throw FlowcError(description: "no such file: \(path)") }
        if isDirectory { throw FlowcError(description: "\(path) is a directory, not a .flow file") }
        let url = URL(fileURLWithPath: path)
        let tooLarge = FlowcError(description: "\(path) is larger than 4 GiB, the most flowc reads")
        if let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size > SourceFile.maximumSize {
            throw tooLarge
        }
        var bytes: [UInt8] = []
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            while bytes.count <= SourceFile.maximumSize, let piece = try handle.read(upToCount: 1 << 20), !piece.isEmpty {
                bytes += piece
            }
        } catch {
            throw FlowcError(description: "can't read \(path)")
        }
        guard bytes.count <= SourceFile.maximumSize else { throw tooLarge }
        return bytes
    }

    /// What a folder holds for flowc, skipping hidden entries such as `.build`: every `.flow` file
    /// below it, and the folder and those below it that hold a `Package.swift`, each sorted.
    package static func contents(of directory: String) throws -> (flowFiles: [String], packages: [String]) {
        var flowFiles: [String] = []
        var packages: [String] = []
        var pending = [directory.hasSuffix("/") ? String(directory.dropLast()) : directory]
        while let folder = pending.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                throw FlowcError(description: "can't read directory \(folder)")
            }
            for name in names where !name.hasPrefix(".") {
                let path = folder + "/" + name
                switch isDirectory(path) {
                case true?: pending.append(path)
                case false? where name.hasSuffix(".flow"): flowFiles.append(path)
                case false? where name == "Package.swift": packages.append(folder)
                default: break
                }
            }
        }
        return (flowFiles.sorted(), packages.sorted())
    }

    /// An absolute, normalised version of a path (`.` and `..` resolved, no trailing slash),
    /// made from the text alone: symbolic links are not resolved, so the build plugin can
    /// predict the names flowc gives its outputs.
    package static func absolute(_ path: String) -> String {
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

    /// Writes `text` to `path` unless the file already holds exactly its bytes. Atomically: the
    /// text goes to a temporary file in the same folder, which then replaces `path`, so a
    /// failure never leaves a partial file and nothing is written outside that folder. When
    /// `path` is a symbolic link, the file it leads to is replaced (the temporary file goes in
    /// that file's folder) and the link stays. Returns whether the file was written.
    @discardableResult
    package static func writeIfChanged(_ text: String, to path: String) throws -> Bool {
        let bytes = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == bytes { return false }
        let url = URL(fileURLWithPath: linkTarget(of: path))
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        let failure = FlowcError(description: "can't write \(path): \(isDirectory(folder.path) == true ? "permission denied, disk full or a folder in the way" : "its folder does not exist")")
        guard FileManager.default.createFile(atPath: temporary, contents: bytes) else { throw failure }
        guard CLibrary.replace(url.path, with: temporary) else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw failure
        }
        return true
    }

    /// The file `path` names once symbolic links to it are followed (`path` itself when it is
    /// not a link); a link's relative destination is read from the link's folder.
    package static func linkTarget(of path: String) -> String {
        var current = path
        for _ in 0..<32 {   // the system's own limit on a chain of links is of this order
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return current
    }
}
