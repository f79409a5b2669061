import FlowCore

/// Turns the paths on the command line into source files.
enum InputFiles {
    /// Loads every file named, and every `.flow` file below every folder named, in order;
    /// a path that names nothing, or a folder with no `.flow` file, is an error.
    /// The files `arguments` name, or `nil` after telling the user why they can't be read
    /// (`flowc <command>: error: ...`; the caller exits with `.usage`).
    static func load(_ arguments: Arguments, command: String, console: Console) -> [SourceFile]? {
        do {
            return try load(arguments.positionals)
        } catch {
            console.err("flowc \(command): error: \(error)\n")
            return nil
        }
    }

    static func load(_ paths: [String]) throws -> [SourceFile] {
        guard !paths.isEmpty else {
            throw FileSystem.Failure(description: "no input: name .flow files or folders")
        }
        var files: [SourceFile] = []
        var seen = Set<String>()
        for path in paths {
            let expanded: [String]
            switch FileSystem.isDirectory(path) {
            case nil:
                throw FileSystem.Failure(description: "no such file or directory: \(path)")
            case true?:
                expanded = try FileSystem.flowFiles(in: path)
                if expanded.isEmpty {
                    throw FileSystem.Failure(description: "no .flow files in \(path)")
                }
            case false?:
                expanded = [path]
            }
            for file in expanded where seen.insert(file).inserted {
                files.append(SourceFile(path: file, bytes: try FileSystem.read(file)))
            }
        }
        return files
    }
}
