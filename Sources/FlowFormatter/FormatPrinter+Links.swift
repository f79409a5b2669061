import FlowCore

extension FormatPrinter {
    /// `link [name] "pattern", "pattern" [also "pattern"] [url] -> a, b(label: placeholder), use.step`,
    /// each `example` on its own line below it. A link longer than `FlowFileFormatter.lineWidth` columns is wrapped:
    /// each form on a line of its own, then `also` and its forms, then `-> ...`, indented under
    /// the `link` line.
    mutating func print(_ link: LinkDecl, end: Int) {
        let examples = link.examples.map(\.range.lowerBound)
        let name = link.name.map { $0.name + " " } ?? ""
        let arrow = (link.wholeURL == nil ? "" : "url ") + "-> " + Self.landingText(link)
        let legacy = link.legacyPatterns.isEmpty ? "" : " also " + Self.patternsText(link.legacyPatterns)
        let oneLine = "link \(name)\(Self.patternsText(link.patterns))\(legacy) " + arrow
        let statementEnd = examples.first ?? end
        if level * 4 + oneLine.count <= FlowFileFormatter.lineWidth {
            statement(oneLine, at: link.keywordRange.lowerBound, end: statementEnd)
        } else {
            leadingComments(before: link.keywordRange.lowerBound)
            let forms = link.patterns.map { "\"" + $0.text + "\"" }
            line("link \(name)" + forms[0] + (forms.count > 1 ? "," : ""))
            level += 1
            for (index, form) in forms.enumerated().dropFirst() { line(form + (index + 1 < forms.count ? "," : "")) }
            let legacyForms = link.legacyPatterns.map { "\"" + $0.text + "\"" }
            for (index, form) in legacyForms.enumerated() {
                line((index == 0 ? "also " : "") + form + (index + 1 < legacyForms.count ? "," : ""))
            }
            statement(arrow, at: link.keywordRange.lowerBound, end: statementEnd)
            level -= 1
        }
        level += 1
        for (index, example) in link.examples.enumerated() {
            statement("example \"\(example.url)\"", at: example.range.lowerBound, end: index + 1 < examples.count ? examples[index + 1] : end)
        }
        level -= 1
    }

    /// What follows a link's `->`: its stack, or `tab t over step as style`.
    static func landingText(_ link: LinkDecl) -> String {
        let stack = stackText(link.stack).joined(separator: ", ")
        guard let over = link.over else { return stack }
        return (over.tab.map { "tab " + $0.name + " " } ?? "") + "over " + stack
    }
}
