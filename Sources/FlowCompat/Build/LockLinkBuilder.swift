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
        walk(link.walk, childSteps: link.childSteps, arguments: link.arguments, placeholders: link.placeholders, in: graph)
    }

    /// A link's walk as the `.flow` lists it: each step with the style it is entered in and
    /// the placeholders its parameters are bound to; a walk ending in a use-step lists the
    /// child's steps as `use.step` instead.
    static func walk(_ steps: [StepID], childSteps: [String], arguments: [[Int?]], placeholders: [String], in graph: FlowGraph) -> [String] {
        let own = steps.indices.map { position -> (name: String, style: String) in
            let step = graph.steps[steps[position]]
            let bound = zip(step.parameters, arguments[position]).compactMap { parameter, index in
                index.map { "\(parameter.label.name): \(placeholders[$0])" }
            }
            let name = step.name + (bound.isEmpty ? "" : "(" + bound.joined(separator: ", ") + ")")
            guard position > 0, let style = graph.entryPairs.first(where: { $0.below == steps[position - 1] && $0.step == steps[position] })?.style
            else { return (name, "") }
            switch style {
            case .push: return (name, "")
            case .sheet, .modalSheet, .cover: return (name, " as " + style.name)
            }
        }
        guard let use = own.last, !childSteps.isEmpty else { return own.map { $0.name + $0.style } }
        let useName = graph.steps[steps[steps.count - 1]].name
        let child = childSteps.enumerated().map { position, step in useName + "." + step + (position == 0 ? use.style : "") }
        return own.dropLast().map { $0.name + $0.style } + child
    }

    /// A pattern as the lock holds it: without quotes, whether written with them or not.
    static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }
}
