/// Collects the diagnostics of one source file as a stage finds them.
///
/// A stage takes a `Diagnostics` value `inout` and never prints. `sorted` orders them by
/// position and drops exact duplicates.
public struct Diagnostics: Sendable {
    public let file: SourceFile
    public private(set) var all: [Diagnostic] = []

    public init(file: SourceFile) {
        self.file = file
    }

    /// Whether any error has been reported.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Reports a diagnostic in this file.
    public mutating func report(
        _ message: DiagnosticMessage, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        all.append(Diagnostic(
            message.severity, message.id, message.text,
            path: file.path, range: range, notes: notes, fixIts: fixIts
        ))
    }

    /// A note at a range of this file.
    public func note(_ message: String, at range: SourceRange) -> Note {
        Note(message, path: file.path, range: range)
    }

    /// Adds diagnostics made elsewhere.
    public mutating func append(contentsOf diagnostics: [Diagnostic]) {
        all.append(contentsOf: diagnostics)
    }

    /// The diagnostics ordered by path and position, exact duplicates removed.
    public var sorted: [Diagnostic] {
        Diagnostics.sort(all)
    }

    /// Orders diagnostics by path, offset, severity (errors first) and message, dropping duplicates.
    public static func sort(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let ordered = diagnostics.enumerated().sorted { a, b in
            let (l, r) = (a.element, b.element)
            if l.path != r.path { return l.path < r.path }
            if l.range.lowerBound != r.range.lowerBound { return l.range.lowerBound < r.range.lowerBound }
            if l.severity != r.severity { return l.severity > r.severity }
            return a.offset < b.offset
        }.map(\.element)
        var seen = Set<Diagnostic>()
        return ordered.filter { seen.insert($0).inserted }
    }
}
