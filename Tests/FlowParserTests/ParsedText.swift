import FlowCore
import FlowParser

/// `text` parsed as the file `t.flow`: its syntax tree and its diagnostics, sorted.
func parse(_ text: String) -> (FlowFileSyntax, [Diagnostic]) {
    let file = SourceFile(path: "t.flow", text: text)
    var diagnostics = Diagnostics(file: file)
    let syntax = Parser.parse(file, diagnostics: &diagnostics)
    return (syntax, diagnostics.sorted)
}
