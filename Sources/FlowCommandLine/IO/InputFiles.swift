import FlowCore

/// Turns the paths on the command line into source files.
package enum InputFiles {
    /// Loads every file named, and every `.flow` file below every folder named, in order;
    /// a path that names nothing, or a folder with no `.flow` file, is an error.
    ///
    /// `asOneModule`: the command treats the files as one Swift module (`check`, `generate`,
    /// `links`), so a folder that holds a Swift package is refused: a package's targets are
    /// separate modules, and checking them as one would report clashes the build never sees.
    package static func load(_ paths: [String], asOneModule: Bool) throws -> [SourceFile] {
        guard !paths.isEmpty else {
            throw FlowcError(description: "no input: name .flow files or folders")
        }
        var files: [SourceFile] = []
        var seen = Set<String>()
        for path in paths {
            let expanded: [String]
            switch FileSystem.isDirectory(path) {
            case nil:
                throw FlowcError(description: "no such file or directory: \(path)")
            case true?:
                let contents = try FileSystem.contents(of: path)
                if asOneModule, let package = contents.packages.first {
                    throw FlowcError(description: """
                        \(package) is a Swift package: each of its targets is a module of its own, checked apart \
                        as the build compiles it; run `swift package lint-flows` there, or name one target's folder
                        """)
                }
                expanded = contents.flowFiles
                guard !expanded.isEmpty else { throw FlowcError(description: "no .flow files in \(path)") }
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
