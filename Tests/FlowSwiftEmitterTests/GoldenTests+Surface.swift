import FlowTestSupport
import Foundation
import Testing

/// What generated code adds to the app's module: the app's completion lists every declaration
/// of its own module, `_` or not, so generated helpers only the file uses are `fileprivate`.
extension GoldenTests {
    /// The underscored names a generated file declares for other files to see: the runtime
    /// protocols' requirements (`_transitions`, `_use`, `_outcome`, `_step`, `_payload`,
    /// `init?(_payloadFree:)`, `init?(_matching:)`, `_urlText`, `_formerNames`, `_legacyWalk`, an app's `_root`), what a parent flow's file
    /// calls (`init(_mover:)`), and types that name steps in `transitions(...)`'s overloads
    /// (`_Steps`, `_UseAddress`) or hold payload types' aliases (`_ReaderPayloadTypes._0`).
    static let visibleUnderscoredNames: Set<String> = [
        "_transitions", "_use", "_outcome", "_payload", "_payloadFree", "_matching", "_urlText", "_mover", "_Steps",
        "_formerNames", "_legacyWalk", "_step", "_root",
    ]

    /// `_make0`, `_navigator`, `_place`, `_useAddress`, `_continueAddress` and the like are
    /// `private` or `fileprivate` in every golden.
    @Test func generatedFilesShowOtherFilesOnlyTheRuntimesUnderscoredNames() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldens).filter { $0.hasSuffix(".flow.swift") }
        #expect(files.count == Self.cases.count + AppGoldenTests.goldens.count)
        var unexpected: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOfFile: Self.goldens + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let name = Self.underscoredName(declaredBy: line) else { continue }
                if Self.visibleUnderscoredNames.contains(name) || name.hasPrefix("_Use") || name.hasSuffix("PayloadTypes") { continue }
                // A payload type's alias in `_ReaderPayloadTypes`: `_0`, `_1`, ...
                if name.dropFirst().allSatisfy(\.isNumber), line.contains("typealias") { continue }
                unexpected.append(file + ": " + line.trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(unexpected.isEmpty, "\(unexpected.joined(separator: "\n"))")
    }

    /// The name `line` declares, or its initialiser's first label, when it starts with `_` and
    /// the declaration is seen outside its file (it says `public`, `internal` or `package`):
    /// `nil` for anything else.
    static func underscoredName(declaredBy line: Substring) -> String? {
        let words = line.split(whereSeparator: { " (:<{=?".contains($0) })
        guard let keyword = words.firstIndex(where: { ["let", "var", "func", "init", "struct", "enum", "typealias", "class", "case"].contains($0) }) else {
            return nil
        }
        // A member's declaration: modifiers, one of them its access, then the keyword (a local
        // has no access, a `guard let` no modifier).
        let modifiers = words[..<keyword]
        guard modifiers.allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package", "static", "nonisolated", "final"].contains($0) }),
              modifiers.contains(where: { ["public", "internal", "package"].contains($0) }),
              keyword + 1 < words.count, words[keyword + 1].hasPrefix("_") else { return nil }
        return String(words[keyword + 1])
    }
}
