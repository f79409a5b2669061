import Foundation

/// Reads the diagnostics a test flow expects, written in comments next to the lines they
/// belong to:
///
///     step orphan {        // expect-error@10: step `orphan` can't be reached from start step `a`
///     // expect-note@+1:5: the first `start` is here
///
/// `@COL` places the diagnostic on the comment's own line at byte column COL; `@+N:COL` and
/// `@-N:COL` place it N lines below or above. The kind is `error`, `warning`, `note` or
/// `fixit` (`// expect-fixit@5: make `done` final {{final }}`: its message and each edit's
/// new text, at its first edit); the message must match exactly.
public enum InlineExpectations {
    public struct Malformed: Error, CustomStringConvertible {
        public var description: String
    }

    public static func parse(_ text: String) throws -> [ExpectedDiagnostic] {
        var result: [ExpectedDiagnostic] = []
        // Split on \n only: CR bytes stay on the line, as the line table counts them.
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var rest = Substring(rawLine)
            while let marker = rest.range(of: "// expect-") {
                rest = rest[marker.upperBound...]
                guard let at = rest.firstIndex(of: "@") else {
                    throw Malformed(description: "line \(lineNumber): expectation without @column")
                }
                let kind = String(rest[..<at])
                guard ["error", "warning", "note", "fixit"].contains(kind) else {
                    throw Malformed(description: "line \(lineNumber): unknown expectation kind '\(kind)'")
                }
                var position = rest[rest.index(after: at)...]
                var line = lineNumber
                if position.first == "+" || position.first == "-" {
                    let sign = position.first == "+" ? 1 : -1
                    position = position.dropFirst()
                    let digits = position.prefix { $0.isNumber }
                    guard let offset = Int(digits), position.dropFirst(digits.count).first == ":" else {
                        throw Malformed(description: "line \(lineNumber): expected @+N:COL")
                    }
                    line += sign * offset
                    position = position.dropFirst(digits.count + 1)
                }
                let digits = position.prefix { $0.isNumber }
                guard let column = Int(digits), position.dropFirst(digits.count).hasPrefix(": ") else {
                    throw Malformed(description: "line \(lineNumber): expected @COL: message")
                }
                let messageStart = position.dropFirst(digits.count + 2)
                let end = messageStart.range(of: "// expect-")?.lowerBound ?? messageStart.endIndex
                var message = messageStart[..<end]
                while message.last == " " || message.last == "\r" { message = message.dropLast() }
                result.append(ExpectedDiagnostic(line: line, column: column, kind: kind, message: String(message)))
                rest = messageStart[end...]
            }
        }
        return result.sorted()
    }
}
