/// A format that flows are drawn in: each is a printer of `Drawing`s.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz DOT (`DOTPrinter`), the default.
    case dot
    /// A Mermaid `stateDiagram-v2` (`MermaidPrinter`), which GitHub renders in Markdown.
    case mermaid
}
