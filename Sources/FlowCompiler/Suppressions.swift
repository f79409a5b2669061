import FlowCore

/// Applies a file's `// flowc:ignore` comments to its diagnostics: a warning whose id a comment
/// at the end of the warning's line names is suppressed (moved aside, marked with the comment);
/// an unknown id, and a comment or id that silences nothing, are warnings of their own.
enum Suppressions {
    /// `diagnostics`, sorted, with the suppressed ones taken out into `suppressed`, and the
    /// warnings about the comments added. Runs before `--warnings-as-errors`: it silences what
    /// is reported as a warning.
    static func apply(_ comments: [SuppressionComment], in file: SourceFile, to diagnostics: [Diagnostic]) -> (reported: [Diagnostic], suppressed: [Diagnostic]) {
        guard !comments.isEmpty else { return (diagnostics, []) }
        var report = Diagnostics(file: file)
        var reported = diagnostics
        var suppressed: [Diagnostic] = []
        for comment in comments {
            guard case .endOfLine(let line) = comment.placement else {
                report.report(SuppressionMessages.onOwnLine, at: comment.range)
                continue
            }
            if comment.ids.isEmpty { report.report(SuppressionMessages.namesNothing, at: comment.range) }
            for id in comment.ids {
                let known = DiagnosticID(id.name)
                guard FlowPipeline.diagnosticIDs[known] != nil else {
                    let suggestion = EditDistance.closest(to: id.name, in: FlowPipeline.diagnosticIDs.keys.map(\.rawValue))
                    report.report(
                        SuppressionMessages.unknownID(id.name, suggestion: suggestion), at: id.range,
                        fixIts: suggestion.map { [.replace(id.range, with: $0, "replace with `\($0)`")] } ?? []
                    )
                    continue
                }
                guard FlowPipeline.defaultSeverity(of: known) == .warning else {
                    report.report(SuppressionMessages.errorCantBeSilenced(id.name), at: id.range)
                    continue
                }
                let silenced = reported.indices.filter { index in
                    let diagnostic = reported[index]
                    return diagnostic.id == known && diagnostic.severity == .warning && diagnostic.path == file.path
                        && file.location(of: diagnostic.range.lowerBound).line == line
                }
                guard !silenced.isEmpty else {
                    report.report(SuppressionMessages.silencesNothing(id.name), at: id.range)
                    continue
                }
                for index in silenced {
                    var diagnostic = reported[index]
                    diagnostic.suppression = DiagnosticSuppression(range: comment.range, justification: comment.justification)
                    suppressed.append(diagnostic)
                }
                reported.remove(atOffsets: silenced)
            }
        }
        return (Diagnostics.sort(reported + report.all), Diagnostics.sort(suppressed))
    }
}

private extension Array {
    /// Removes the elements at the given indexes, in increasing order.
    mutating func remove(atOffsets offsets: [Int]) {
        for offset in offsets.reversed() { remove(at: offset) }
    }
}
