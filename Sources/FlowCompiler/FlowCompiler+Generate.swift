import FlowChecker
import FlowCore
import FlowSwiftEmitter

extension FlowCompiler {
    /// Checks files that go into one Swift module together: each file, then the names across
    /// files. Returns the checks with the cross-file diagnostics added to the files they concern.
    public static func checkModule(_ files: [SourceFile], options: CompilerOptions = CompilerOptions()) -> [FileCheck] {
        var checks = files.map { check($0, options: options) }
        var clashes = ModuleChecker.check(checks.flatMap(\.graphs))
        // Clashes within one file were reported by its own check already.
        clashes.removeAll { clash in clash.notes.allSatisfy { $0.path == clash.path } }
        if options.warningsAsErrors {
            for index in clashes.indices { clashes[index].severity = .error }
        }
        for index in checks.indices {
            let mine = clashes.filter { $0.path == checks[index].file.path }
            if !mine.isEmpty {
                checks[index].diagnostics = Diagnostics.sort(checks[index].diagnostics + mine)
            }
        }
        return checks
    }

    /// The Swift for a file's flows; `nil` when the file has errors.
    public static func generateSwift(_ check: FileCheck, options: SwiftEmitterOptions) -> String? {
        guard !check.hasErrors else { return nil }
        return SwiftEmitter(options: options, file: check.file).emit(check.checkedFlows)
    }

    /// The name of the Swift file generated for a `.flow` file, from its path relative to the
    /// module's folder: folders become part of the name (`Sub/Checkout.flow` →
    /// `Sub_Checkout.flow.swift`, with `_` in names doubled), so two files in different folders,
    /// or a hand-written `Checkout.swift`, can't collide with it.
    public static func outputFileName(forRelativePath path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }
            .map { $0.replacingOccurrences(of: "_", with: "__") }
            .joined(separator: "_") + ".swift"
    }
}

private extension Substring {
    func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
