import FlowCommandLine
import FlowCore

/// Where a module's `flowc.lock` is, and its text.
enum LockFile {
    /// `flowc.lock` in the folder when the module is one folder; `nil` otherwise.
    static func defaultPath(for paths: [String]) -> String? {
        guard paths.count == 1, FileSystem.isDirectory(paths[0]) == true else { return nil }
        return paths[0].hasSuffix("/") ? paths[0] + "flowc.lock" : paths[0] + "/flowc.lock"
    }

    /// The lock at `path`, or `nil` when there is no file there.
    static func read(_ path: String) throws -> SourceFile? {
        guard FileSystem.isDirectory(path) == false else { return nil }
        return SourceFile(path: path, bytes: try FileSystem.read(path))
    }
}
