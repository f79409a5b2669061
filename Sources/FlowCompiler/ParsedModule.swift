import FlowChecker
import FlowCore

/// The parse stage's output: every file of one Swift module parsed, in the order given, before
/// any flow is checked (so a flow can name a flow of another file).
public struct ParsedModule: Sendable {
    /// One file parsed: its syntax tree (empty when it is not valid UTF-8) and the parser's
    /// diagnostics, which the file's check goes on collecting.
    public struct File: Sendable {
        public let syntax: FlowFileSyntax
        public let diagnostics: Diagnostics
        /// Whether the file is valid UTF-8: otherwise it has no syntax tree to check.
        public let isReadable: Bool

        /// The file, as given.
        public var source: SourceFile { diagnostics.file }
    }

    public let files: [File]

    /// The module's flows by name, for the check stage: a file that did not parse without
    /// error gives flows that are not to be relied on.
    func flows() -> ModuleFlows {
        let incomplete = Set(files.indices.filter { files[$0].diagnostics.hasErrors || !files[$0].isReadable })
        return ModuleFlows(files.map { ($0.source.path, $0.syntax) }, incomplete: incomplete)
    }
}
