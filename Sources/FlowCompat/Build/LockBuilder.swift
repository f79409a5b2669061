import FlowChecker
import FlowCore

/// Makes the lock of a module's checked flows.
///
/// It records each flow and the module's links, and the tombstones: the previous lock's that
/// still matter (their `last` is at or above the walk floor; retired links never expire), one
/// for each declaration (`renamed from`, `removed step`, `removed link`), and `-> cut` for a
/// step the flows lost without a declaration (`-> refused` for a link), whose last release is
/// the previous lock's. A `renamed from` tombstone records no label map: the declaration, map
/// included, stays in the `.flow` file while its tombstone lives, and old entries are read
/// through it there.
public enum LockBuilder {
    /// The lock of `flows` and `apps` as release `release`.
    public static func lock(of flows: [CheckedFlow], apps: [CheckedApp] = [], release: String, walkFloor: String?, previous: Lock?) -> Lock {
        let header = Lock.Header(release: release, walkFloor: walkFloor)
        let lockFlows = flows.map { flow in
            var lockFlow = LockFlowBuilder.flow(flow)
            lockFlow.retired = retiredSteps(of: flow, lockFlow, previous: previous, release: release).filter { header.keeps(last: $0.last) }
            return lockFlow
        }
        let links = LockLinkBuilder.links(flows)
        return Lock(header: header, flows: lockFlows.sorted { $0.name < $1.name }, links: links,
                    retiredLinks: retiredLinks(of: flows, links, previous: previous, release: release),
                    apps: apps.map(Lock.locked).sorted { $0.name < $1.name })
    }

    /// The tombstones of one flow, sorted by name and shape.
    static func retiredSteps(of flow: CheckedFlow, _ lockFlow: Lock.Flow, previous: Lock?, release: String) -> [Lock.RetiredStep] {
        let declarations = FlowDeclarations(flow.graph)
        let old = previous?.flow(named: lockFlow.name)
        /// The last release that wrote `name` (with a shape: that old shape): the previous
        /// lock's when it had it live or retired, else this one.
        func last(_ name: String, shape: [Lock.Parameter]?) -> String {
            if let retired = old?.retired.first(where: { $0.name == name && $0.shape == shape }) { return retired.last }
            if let previous, old?.step(named: name) != nil { return previous.header.release }
            return release
        }
        var retired: [String: Lock.RetiredStep] = [:]
        func key(_ name: String, _ shape: [Lock.Parameter]?) -> String {
            name + (shape.map { "(" + $0.map(\.text).joined(separator: ", ") + ")" } ?? "")
        }
        let live = Set(lockFlow.steps.map(\.name))
        for tombstone in old?.retired ?? [] where tombstone.shape != nil || !live.contains(tombstone.name) {
            retired[key(tombstone.name, tombstone.shape)] = tombstone
        }
        for (step, former) in declarations.formerNames {
            retired[key(former, nil)] = Lock.RetiredStep(name: former, shape: nil, last: last(former, shape: nil), fate: .renamed(step))
        }
        for removed in declarations.removedSteps {
            let fate: Lock.RetiredStep.Fate = removed.fallback.map { .fallback($0) } ?? .cut
            retired[key(removed.name, removed.shape)] = Lock.RetiredStep(
                name: removed.name, shape: removed.shape, last: last(removed.name, shape: removed.shape), fate: fate
            )
        }
        if let previous, let old {
            for step in old.steps where !live.contains(step.name) && retired[key(step.name, nil)] == nil {
                retired[key(step.name, nil)] = Lock.RetiredStep(name: step.name, shape: nil, last: previous.header.release, fate: .cut)
            }
        }
        return retired.sorted { $0.key < $1.key }.map { tombstone in
            var tombstone = tombstone.value
            tombstone.range = SourceRange(at: 0)
            return tombstone
        }
    }

    /// The retired links: the previous lock's that no live link took over, the removed-link
    /// declarations, and each old form no live form opens any more (`-> refused`).
    static func retiredLinks(of flows: [CheckedFlow], _ links: [Lock.Link], previous: Lock?, release: String) -> [Lock.RetiredLink] {
        let live = LinkOpener(links: links, retired: [])
        func takenOver(_ patterns: [String], _ placeholders: [Lock.Placeholder]) -> Bool {
            patterns.allSatisfy { pattern in
                LinkOpener.sampleURL(pattern, placeholders).map { live.openLive($0) != .nothing } ?? false
            }
        }
        let declared = LockLinkBuilder.removedLinks(flows) { name in
            if let retired = previous?.retiredLinks.first(where: { $0.qualifiedName == name }) { return retired.last }
            if let previous, previous.links.contains(where: { $0.qualifiedName == name }) { return previous.header.release }
            return release
        }
        let declaredNames = Set(declared.map(\.qualifiedName))
        var retired = declared
        for old in previous?.retiredLinks ?? [] where !declaredNames.contains(old.qualifiedName) && !takenOver(old.patterns, old.placeholders) {
            retired.append(old)
        }
        for old in previous?.links ?? [] where !declaredNames.contains(old.qualifiedName) {
            let lost = old.forms.map(\.pattern).filter { !takenOver([$0], old.placeholders) }
            guard !lost.isEmpty, let previous else { continue }
            retired.append(Lock.RetiredLink(flow: old.flow, name: old.name, patterns: lost, placeholders: old.placeholders,
                                            last: previous.header.release, destination: .refused))
        }
        return retired.map { link in
            var link = link
            link.range = SourceRange(at: 0)
            return link
        }
    }
}
