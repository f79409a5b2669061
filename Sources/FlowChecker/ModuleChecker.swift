import FlowCore

/// Checks that flows compiled into one Swift module can live together: their names, and the
/// names of the types generated for them, must all differ.
///
/// The generated names and the names generated code shares a namespace with are the code
/// generator's to decide: the pipeline gives them as a `NamingPolicy`.
public enum ModuleChecker {
    /// One error for each flow whose name `naming` reserves (it would hide a type generated
    /// code names), or whose name, or a generated type name, another flow already uses.
    public static func check(_ graphs: [FlowGraph], naming: NamingPolicy) -> [Diagnostic] {
        var owners: [String: FlowGraph] = [:]
        var diagnostics: [Diagnostic] = []
        // The flows that may stay in the module; a refused one is one error, and its links are
        // not checked against the others (a copied flow would shadow every link it has).
        var accepted: [FlowGraph] = []
        for graph in graphs {
            if naming.reservedFlowNames.contains(graph.name) {
                let message = CheckerMessages.invalidName(graph.name, "a flow name: generated code refers to the Swift type `\(graph.name)`")
                diagnostics.append(Diagnostic(message.severity, message.id, message.text, path: graph.path, range: graph.nameRange))
                continue
            }
            let names = naming.typeNames(graph.name)
            if let clash = names.first(where: { owners[$0] != nil }), let other = owners[clash] {
                let duplicate = other.name == graph.name
                let message = duplicate
                    ? CheckerMessages.duplicateFlow(graph.name)
                    : CheckerMessages.generatedNameCollision(graph.name, other: other.name, type: clash)
                diagnostics.append(Diagnostic(
                    message.severity, message.id, message.text, path: graph.path, range: graph.nameRange,
                    notes: [Note("`\(other.name)` is \(duplicate ? "first " : "")declared here", path: other.path, range: other.nameRange)]
                ))
                continue
            }
            for name in names { owners[name] = graph }
            accepted.append(graph)
        }
        return diagnostics + checkLinks(accepted)
    }

    /// The module's links in the order they are matched (files, then flows, then links, as
    /// given, each form of a link as a link of its own, its legacy forms after its own): a link that an earlier one covers never
    /// matches (an error); two that overlap, neither covering the other, warn; each example must
    /// open its own link first, through any of its forms.
    static func checkLinks(_ graphs: [FlowGraph]) -> [Diagnostic] {
        let links = graphs.flatMap { graph in
            graph.links.indices.flatMap { index in
                let link = graph.links[index]
                return link.patterns.indices.map { (graph: graph, index: index, link: link.form($0)) }
                    + link.legacyPatterns.indices.map { (graph: graph, index: index, link: link.legacyForm($0)) }
            }
        }
        var diagnostics: [Diagnostic] = []
        func report(_ message: DiagnosticMessage, _ graph: FlowGraph, _ range: SourceRange, notes: [Note] = []) {
            diagnostics.append(Diagnostic(message.severity, message.id, message.text, path: graph.path, range: range, notes: notes))
        }
        for (position, later) in links.enumerated() {
            for earlier in links[..<position] where overlap(earlier.link, later.link) {
                let note = Note("the earlier link is here", path: earlier.graph.path, range: earlier.link.range)
                if covers(earlier.link, later.link) {
                    report(CheckerMessages.linkShadowed(later.link.patternText), later.graph, later.link.range, notes: [note])
                    break
                }
                if !covers(later.link, earlier.link) {
                    report(CheckerMessages.linkOverlap(later.link.patternText, other: earlier.link.patternText), later.graph, later.link.range, notes: [note])
                }
            }
            // A link's examples are checked once, under its first form.
            for example in later.link.examples where later.link.range == later.graph.links[later.index].range {
                guard let first = links.first(where: { opens($0.link, example.url) }) else {
                    report(
                        CheckerMessages.exampleMatchesNoLink(example.url), later.graph, example.range,
                        notes: [Note("it should open this link", path: later.graph.path, range: later.link.range)]
                    )
                    continue
                }
                if first.index != later.index || first.graph.name != later.graph.name {
                    report(
                        CheckerMessages.exampleMatchesOtherLink(example.url, other: first.link.patternText), later.graph, example.range,
                        notes: [Note("that link is here", path: first.graph.path, range: first.link.range)]
                    )
                }
            }
        }
        return diagnostics + checkRemovedLinks(graphs, live: links.map { ($0.graph, $0.link) })
    }

    /// Whether some URL opens both links, as far as their paths tell (query parameters are
    /// optional): the same scheme, host and number of segments, and each pair of segments can
    /// be the same text (a literal that the other's placeholder can read).
    /// A pattern without a fragment ignores the URL's, so it overlaps one with a fragment as
    /// far as their paths do; two fragments are compared as paths too.
    static func overlap(_ a: FlowGraph.Link, _ b: FlowGraph.Link) -> Bool {
        guard sameShape(a, b), overlap(segments(a), segments(b)) else { return false }
        guard let x = fragmentSegments(a), let y = fragmentSegments(b) else { return true }
        return x.count == y.count && overlap(x, y)
    }

    private static func overlap(_ a: [TypedSegment], _ b: [TypedSegment]) -> Bool {
        zip(a, b).allSatisfy { x, y in
            switch (x, y) {
            case (.literal(let p), .literal(let q)): p == q
            case (.literal(let text), .placeholder(let type)), (.placeholder(let type), .literal(let text)): reads(text, as: type)
            case (.placeholder, .placeholder): true
            }
        }
    }

    /// Whether every URL that opens `b` is matched by `a` first: each segment of `a` is the
    /// same literal, or a placeholder that reads `b`'s literal, or one whose type is `b`'s.
    /// A pattern without a fragment covers one with a fragment as far as their paths do; one
    /// with a fragment never covers one without (a URL without a fragment opens only that).
    static func covers(_ a: FlowGraph.Link, _ b: FlowGraph.Link) -> Bool {
        guard sameShape(a, b), covers(segments(a), segments(b)) else { return false }
        guard let x = fragmentSegments(a) else { return true }
        guard let y = fragmentSegments(b) else { return false }
        return x.count == y.count && covers(x, y)
    }

    private static func covers(_ a: [TypedSegment], _ b: [TypedSegment]) -> Bool {
        zip(a, b).allSatisfy { x, y in
            switch (x, y) {
            case (.literal(let p), .literal(let q)): p == q
            case (.placeholder(let type), .literal(let text)): reads(text, as: type)
            case (.literal, .placeholder): false
            case (.placeholder(let p), .placeholder(let q)): p == q || p == "String"
            }
        }
    }

    private enum TypedSegment {
        case literal(String)
        /// A placeholder, by its type.
        case placeholder(String)
    }

    private static func sameShape(_ a: FlowGraph.Link, _ b: FlowGraph.Link) -> Bool {
        a.pattern.scheme == b.pattern.scheme && a.pattern.host == b.pattern.host && a.pattern.path.count == b.pattern.path.count
    }

    /// The fragment's path segments, typed; `nil` for a pattern without a fragment.
    private static func fragmentSegments(_ link: FlowGraph.Link) -> [TypedSegment]? {
        guard let fragment = link.pattern.fragment else { return nil }
        // The fragment's placeholders come after the path's and the query's.
        let pathCount = link.pattern.path.filter { if case .placeholder = $0 { true } else { false } }.count
        return typed(fragment.path, types: Array(link.placeholderTypes.dropFirst(pathCount + link.pattern.query.count)))
    }

    private static func segments(_ link: FlowGraph.Link) -> [TypedSegment] {
        typed(link.pattern.path, types: link.placeholderTypes)
    }

    /// Segments, each placeholder with its type, read from `types` in order.
    private static func typed(_ segments: [FlowLinkPattern.Segment], types: [String]) -> [TypedSegment] {
        var next = 0
        return segments.map { segment in
            switch segment {
            case .literal(let text):
                return .literal(text)
            case .placeholder:
                defer { next += 1 }
                return .placeholder(types[next])
            }
        }
    }

    /// Whether `url` opens `link`: its pattern matches, and each value reads as its
    /// placeholder's type where that is a standard type (`Int`, `Int64`, `Double`, `Bool`, as
    /// `FlowLinkValue` reads them); a value for any other type is taken to read.
    static func opens(_ link: FlowGraph.Link, _ url: String) -> Bool {
        guard let values = link.pattern.match(url) else { return false }
        return zip(values, link.placeholderTypes).allSatisfy { value, type in value.map { reads($0, as: type) } ?? true }
    }

    /// Whether a value of `type` reads `text`, as `FlowLinkValue` reads the standard types;
    /// taken to be true for any other type.
    private static func reads(_ text: String, as type: String) -> Bool {
        switch type.hasSuffix("?") ? String(type.dropLast()) : type {
        case "Int": FlowLinkPattern.canonicalInteger(Int.self, from: text) != nil
        case "Int64": FlowLinkPattern.canonicalInteger(Int64.self, from: text) != nil
        case "Double": Double(text)?.isFinite ?? false
        case "Bool": Bool(text) != nil
        default: true
        }
    }

    /// `graphs`, with those whose names `diagnostics` (from `check`) refuse marked as having
    /// errors, so that no code is generated for them: an error at a flow's name, in its file.
    public static func refusing(_ graphs: [FlowGraph], reportedIn diagnostics: [Diagnostic]) -> [FlowGraph] {
        let refused = Set(diagnostics.filter { $0.severity == .error }.map(\.place))
        return graphs.map { graph in
            guard refused.contains(DiagnosticPlace(path: graph.path, range: graph.nameRange)) else { return graph }
            var graph = graph
            graph.hasErrors = true
            return graph
        }
    }
}
