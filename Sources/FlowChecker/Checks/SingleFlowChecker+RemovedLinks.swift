import FlowCore

extension SingleFlowChecker {
    /// `removed link name "pattern"... -> walk | web | refused`, resolved: names checked as a
    /// link's, patterns as a link's forms, and a walk as a link's walk (legal from a root, each
    /// payload bound or defaulted), though an old URL's placeholders need not bind anything.
    /// The last pass: those that checked clean, in written order.
    func checkRemovedLinks(
        _ graph: FlowGraph, declarations: Declarations, children: [String: FlowGraph], _ diagnostics: inout Diagnostics
    ) -> [FlowGraph.RemovedLink] {
        checkRemovedLinkNames(&diagnostics)
        return flow.removedLinks.compactMap { removed in
            let patterns = removed.patterns
            var link = FlowGraph.RemovedLink(
                name: removed.name.name, patterns: [], patternTexts: patterns.map(\.text), ranges: patterns.map(\.range), destination: .refused
            )
            switch removed.destination {
            case .walk(let items):
                // Only a flow with links gets `open(url:)`, which old URLs are opened through.
                guard !flow.links.isEmpty else {
                    diagnostics.report(CheckerMessages.removedLinkWithoutLinks(removed.name.name), at: removed.name.range)
                    return nil
                }
                let declared = LinkDecl(keywordRange: removed.keywordRange, name: removed.name, patterns: patterns, stack: items, examples: [])
                guard let resolved = resolveLink(declared, as: .removed, graph, declarations, children: children, &diagnostics) else { return nil }
                link.patterns = resolved.patterns
                link.destination = .walk(walk: resolved.walk, arguments: resolved.arguments, placeholderTypes: resolved.placeholderTypes)
                link.childSteps = resolved.childSteps
            case .web, .refused:
                let declared = LinkDecl(keywordRange: removed.keywordRange, name: removed.name, patterns: patterns, stack: [], examples: [])
                guard let (resolved, isValid) = resolvePatterns(declared, &diagnostics), isValid else { return nil }
                link.patterns = resolved
                if case .web = removed.destination { link.destination = .web }
            }
            return link
        }
    }

    /// A removed link's name is what the lock keeps of it: it must differ from every live
    /// link's of the flow, and from every other removed link's.
    private func checkRemovedLinkNames(_ diagnostics: inout Diagnostics) {
        var owners: [String: SourceRange] = [:]
        for link in flow.links where owners[Self.linkName(link)] == nil {
            owners[Self.linkName(link)] = link.name?.range ?? link.patternRange
        }
        for removed in flow.removedLinks {
            let name = removed.name
            checkName(name, as: "a link name", &diagnostics)
            guard let other = owners[name.name] else {
                owners[name.name] = name.range
                continue
            }
            diagnostics.report(
                CheckerMessages.duplicateLinkName(name.name, isNamed: true), at: name.range,
                notes: [diagnostics.note("the earlier link named `\(name.name)` is here", at: other)]
            )
        }
    }
}
