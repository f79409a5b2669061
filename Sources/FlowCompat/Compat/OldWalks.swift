/// The walks a flow's release could save, enumerated from its lock: for each root the walk of
/// it alone, and for each `next` pair the shortest walk from a root that ends with the pair;
/// their payloads made of `SampleValue`s, the pool's `variant`th value for each parameter.
struct OldWalks {
    let lock: Lock
    let flow: Lock.Flow

    /// The walks as step names, root first, each once, shortest first within its kind.
    var paths: [[String]] {
        var parent: [String: String] = [:]
        var reached = Set(flow.roots)
        var queue = flow.roots
        var index = 0
        while index < queue.count {
            let step = queue[index]
            index += 1
            for successor in flow.successors(of: step) where !reached.contains(successor.step) && flow.step(named: successor.step) != nil {
                reached.insert(successor.step)
                parent[successor.step] = step
                queue.append(successor.step)
            }
        }
        func path(to step: String) -> [String] {
            var path = [step]
            while let above = parent[path[0]] { path.insert(above, at: 0) }
            return path
        }
        var walks = flow.roots.filter { flow.step(named: $0) != nil }.map { [$0] }
        for step in queue {
            for successor in flow.successors(of: step) where flow.step(named: successor.step) != nil {
                walks.append(path(to: step) + [successor.step])
            }
        }
        var seen = Set<[String]>()
        return walks.filter { seen.insert($0).inserted }
    }

    /// `path` as the release saved it.
    func entries(_ path: [String], variant: Int) -> [SavedEntry] {
        path.map { entry(flow.step(named: $0)!, variant: variant) }
    }

    /// An entry of `step` as the release saved it.
    func entry(_ step: Lock.Step, variant: Int) -> SavedEntry {
        switch step.role {
        case .use(let child):
            let start = lock.flow(named: child).flatMap { child in child.roots.first.flatMap(child.step(named:)) }
            let json = start.map { OldWalks(lock: lock, flow: lock.flow(named: child)!).entry($0, variant: variant).json } ?? "\"start\""
            return SavedEntry(name: step.name, payload: [(label: "child", value: .child(flow: child, json: json))])
        case .screen, .final:
            guard !step.parameters.isEmpty else { return SavedEntry(name: step.name, payload: nil) }
            return SavedEntry(name: step.name, payload: step.parameters.map { parameter in
                let pool = SampleValue.pool(for: parameter.type)
                return (label: parameter.label, value: pool[variant % pool.count])
            })
        }
    }

    /// How many variants are worth trying: the largest pool among the flow's parameters.
    var variants: Int {
        flow.steps.flatMap(\.parameters).map { SampleValue.pool(for: $0.type).count }.max() ?? 1
    }
}
