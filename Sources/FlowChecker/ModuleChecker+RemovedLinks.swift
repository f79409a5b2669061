import FlowCore

extension ModuleChecker {
    /// The module's removed links, matched after every live link (`live`, each form as a link,
    /// in matching order), in the order of their flows: one that a live link or an earlier
    /// removed link covers is never reached (`link-shadowed`).
    static func checkRemovedLinks(_ graphs: [FlowGraph], live: [(graph: FlowGraph, link: FlowGraph.Link)]) -> [Diagnostic] {
        var earlier = live
        var diagnostics: [Diagnostic] = []
        for graph in graphs {
            for removed in graph.removedLinks {
                for form in removed.patterns.indices {
                    let link = removed.asLink(form: form)
                    if let cover = earlier.first(where: { covers($0.link, link) }) {
                        let message = CheckerMessages.removedLinkShadowed(link.patternText)
                        diagnostics.append(Diagnostic(
                            message.severity, message.id, message.text, path: graph.path, range: link.range,
                            notes: [Note("the earlier link is here", path: cover.graph.path, range: cover.link.range)]
                        ))
                    }
                    earlier.append((graph, link))
                }
            }
        }
        return diagnostics
    }
}
