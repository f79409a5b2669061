import FlowCompiler
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

/// The names a flow can't take are FlowRuntime's public top-level declarations, read from its
/// sources here, so a type added to the runtime can't be shadowed by a flow unnoticed.
@Suite struct RuntimeContractTests {
    /// Every `public` declaration at the top level of FlowRuntime's files and of FlowLinks',
    /// which FlowRuntime re-exports.
    static var declaredRuntimeNames: Set<String> {
        var names: Set<String> = []
        for folder in ["Sources/FlowRuntime", "Sources/FlowLinks"].map(Fixtures.path) {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix(".swift") {
                let text = (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? ""
                for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == "(" || $0 == ":" })
                    guard let keyword = words.firstIndex(where: { ["class", "struct", "enum", "protocol", "func", "typealias", "actor"].contains($0) }),
                          keyword + 1 < words.count else { continue }
                    names.insert(String(words[keyword + 1]))
                }
            }
        }
        return names
    }

    @Test func theContractListsTheRuntimesDeclarations() {
        let declared = Self.declaredRuntimeNames
        #expect(declared.count > 10, "FlowRuntime's sources were read")
        #expect(declared == RuntimeContract.runtimeNames,
                "missing from the contract: \(declared.subtracting(RuntimeContract.runtimeNames).sorted()); not in the runtime: \(RuntimeContract.runtimeNames.subtracting(declared).sorted())")
    }

    /// `flow FlowLink { ... }` and every other reserved name are reported at the `.flow` line,
    /// where the generated code would otherwise fail to compile, or hide the runtime's type.
    @Test(arguments: RuntimeContract.reservedFlowNames.sorted())
    func aFlowCantTakeAReservedName(_ name: String) {
        let check = FlowPipeline.check(path: "t.flow", text: "flow \(name) {\n    start a\n    final step a\n}\n")
        #expect(check.diagnostics.map(\.id.rawValue) == ["invalid-name"], "\(name): \(check.diagnostics.map(\.message))")
        #expect(check.diagnostics.first.map { check.file.location(of: $0.range.lowerBound).line } == 1)
    }
}
