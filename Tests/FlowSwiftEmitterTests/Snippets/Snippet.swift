import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import Testing

/// The helper of the snippet tests (swift-openapi-generator's `SnippetBasedReferenceTests` in
/// this house's shape): a tiny `.flow` text is checked and generated as `flowc generate` does,
/// and one generated declaration, found by its signature, is compared with the expected Swift
/// for the construct, indentation removed.
enum Snippet {
    /// The declaration of the generated Swift for `flow` whose first line contains `signature`
    /// (`static func move(from`): that line to the brace that closes it at the same indentation,
    /// dedented; `nil` when no line contains it. The flow's errors, when it has some.
    static func declaration(_ signature: String, in flow: String) -> String? {
        let check = FlowPipeline.check(path: "Snippet.flow", text: flow)
        let options = SwiftEmitterOptions(headerPath: "Snippet.flow", locationPath: "Snippet.flow")
        guard let swift = FlowPipeline.generateSwift(check, options: options) else {
            return "errors: " + check.diagnostics.map(\.message).joined(separator: "; ")
        }
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.contains(signature) }) else { return nil }
        let indent = lines[first].prefix { $0 == " " }
        guard let last = lines[first...].firstIndex(where: { $0 == indent + "}" }) else { return nil }
        return lines[first...last].map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : String($0) }.joined(separator: "\n")
    }

    /// Expects the declaration of `signature` generated for `flow` to be `expected`.
    static func expect(
        _ flow: String, _ signature: String, generates expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let generated = declaration(signature, in: flow)
        #expect(generated == expected, "generated:\n\(generated ?? "nothing")\nexpected:\n\(expected)", sourceLocation: sourceLocation)
    }
}
