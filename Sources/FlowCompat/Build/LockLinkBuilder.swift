import FlowChecker
import FlowCore

/// The module's links as the lock records them, in matching order.
enum LockLinkBuilder {
    /// The links of `flows`: files by path, then flows and links as written.
    static func links(_ flows: [CheckedFlow]) -> [Lock.Link] {
        matchingOrder(flows).flatMap { flow in
            let graph = flow.graph
            let declarations = FlowDeclarations(graph)
            return graph.links.indices.map { index in
                link(graph.links[index], in: graph, legacy: declarations.legacyPatterns[index] ?? [])
            }
        }
    }

    /// The removed-link declarations of `flows`, in matching order, as tombstones whose last
    /// release is `last`.
    static func removedLinks(_ flows: [CheckedFlow], last: (String) -> String) -> [Lock.RetiredLink] {
        matchingOrder(flows).flatMap { flow in
            FlowDeclarations(flow.graph).removedLinks.map { removed in
                Lock.RetiredLink(flow: flow.graph.name, name: removed.name, patterns: removed.patterns, placeholders: removed.placeholders,
                                 last: last(flow.graph.name + "." + removed.name), destination: removed.destination)
            }
        }
    }

    /// `flows` sorted by path, keeping their order within a file.
    static func matchingOrder(_ flows: [CheckedFlow]) -> [CheckedFlow] {
        flows.enumerated().sorted { ($0.element.graph.path, $0.offset) < ($1.element.graph.path, $1.offset) }.map(\.element)
    }

    static func link(_ link: FlowGraph.Link, in graph: FlowGraph, legacy: [String]) -> Lock.Link {
        let forms = link.patternTexts.enumerated().map { index, text in
            Lock.Form(pattern: unquoted(text), kind: index == 0 ? .built : .form)
        } + legacy.map { Lock.Form(pattern: unquoted($0), kind: .legacy) }
        let placeholders = zip(link.pattern.placeholders, link.placeholderTypes).map { Lock.Placeholder(name: $0, type: $1) }
        return Lock.Link(flow: graph.name, name: link.name, forms: forms, placeholders: placeholders,
                         walk: walk(link, in: graph), examples: link.examples.map { Lock.Example(url: $0.url) })
    }

    /// The walk as the `.flow` lists it: `productList, productDetail(id: id), editor as sheet`.
    static func walk(_ link: FlowGraph.Link, in graph: FlowGraph) -> [String] {
        let ownCount = link.childSteps.isEmpty ? link.walk.count : link.walk.count - 1
        return graph.describe(link).enumerated().map { position, item in
            guard position < ownCount else { return item }
            let parameters = graph.steps[link.walk[position]].parameters
            let bound = zip(parameters, link.arguments[position]).compactMap { parameter, index in
                index.map { "\(parameter.label.name): \(link.pattern.placeholders[$0])" }
            }
            guard !bound.isEmpty else { return item }
            let (name, style) = LockText.split(item, at: " as ")
            return name + "(" + bound.joined(separator: ", ") + ")" + (style.map { " as " + $0 } ?? "")
        }
    }

    /// A pattern as the lock holds it: without quotes, whether written with them or not.
    static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }
}
