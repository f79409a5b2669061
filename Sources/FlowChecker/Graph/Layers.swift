import FlowCore

/// Where each move can put each step, read as layers: which step can be just below which, with
/// the style the upper one is entered with, which steps can be in the base layer, and which
/// layer roots each step's layer can have.
///
/// The walk is a list of entries; a layer is a presented entry and the pushes above it, and the
/// base layer is the root's. An entry's neighbour below is the step that entered it, or for
/// `U then T` the step the unwinding leaves on top, which itself depends on what can be below
/// what: the pairs grow to a fixed point (a flow without `then` needs one round).
struct Layers {
    /// One way a step can come to be just above another in a walk.
    struct Pair: Hashable {
        /// The entry below.
        var below: StepID
        /// The step shown above it, after skip rules.
        var step: StepID
        /// How it is entered: the style of the one presenting edge of its skip chain, or `push`.
        var style: FlowPresentation
        /// The transition that makes the move: its step and position.
        var origin: Origin
    }

    /// A transition, by its step and its position among the step's transitions.
    struct Origin: Hashable {
        var step: StepID
        var position: Int
    }

    /// Every pair, in the order of the transitions that make them.
    private(set) var pairs: [Pair] = []
    /// For a `then` move, each entry it can land on and the step it enters before skip rules:
    /// the edges `StepGraph` adds for it.
    private(set) var thenEdges: [(below: StepID, entering: StepID)] = []
    /// The transitions whose skip chain crosses two presenting edges, each with the step shown.
    private(set) var presentsTwice: [(origin: Origin, skipped: StepID, step: StepID)] = []
    /// By `StepID.index`: the steps that can be just below the step in a walk.
    private(set) var below: [[StepID]] = []
    /// By `StepID.index`: whether the step can be in the base layer.
    private(set) var inBaseLayer: [Bool] = []
    /// By `StepID.index`: the presented roots the step's layer can have.
    private(set) var layerRoots: [[StepID]] = []

    /// `presented`: steps presented from outside the walk (the tab bar's actions), each a
    /// layer's root with nothing known below it.
    init(_ graph: FlowGraph, roots: [StepID], presented: [StepID] = []) {
        let steps = graph.steps
        let n = steps.count
        below = [[StepID]](repeating: [], count: n)
        // A flow that neither presents nor dismisses nor uses `then` has one layer, and its
        // pairs are `FlowGraph.shownSteps`: not made here, where long skip chains would make
        // them grow with the square of the flow's size.
        guard !presented.isEmpty || steps.contains(where: { $0.transitions.contains { Self.concernsLayers($0.move) } }) else {
            inBaseLayer = [Bool](repeating: true, count: n)
            layerRoots = [[StepID]](repeating: [], count: n)
            return
        }
        let hasThen = steps.contains { $0.transitions.contains { $0.canFire && Self.unwindsThenEnters($0.move) } }
        var previous: Set<Pair>?
        // Each round derives the pairs from the transitions, `then` moves landing where the
        // previous round's pairs say; it stops when a round finds the same pairs.
        while previous != Set(pairs) {
            previous = Set(pairs)
            pairs = []
            presentsTwice = []
            var edges: [(below: StepID, entering: StepID)] = []
            for step in graph.stepIDs {
                for position in steps[step].transitions.indices where steps[step].transitions[position].canFire {
                    let origin = Origin(step: step, position: position)
                    switch steps[step].transitions[position].move {
                    case .enter(let entry):
                        resolve(entry, below: step, origin: origin, graph)
                    case .unwind, .alert, .close:
                        continue
                    case .unwindThenEnter(let unwind, let entry):
                        for landing in landings(of: unwind, from: step) {
                            edges.append((landing, entry.step))
                            resolve(entry, below: landing, origin: origin, graph)
                        }
                    case .tab:
                        // A `then` step is one the tab's root enters (`tab-then-illegal`): that
                        // transition makes its pair.
                        continue
                    }
                }
            }
            thenEdges = edges
            var sets = [Set<StepID>](repeating: [], count: n)
            for pair in pairs { sets[pair.step.index].insert(pair.below) }
            below = sets.map { $0.sorted() }
            findLayers(graph, roots: roots, presented: presented)
            if !hasThen { break }
        }
    }

    /// Whether a move presents, dismisses or unwinds then enters.
    private static func concernsLayers(_ move: Move) -> Bool {
        switch move {
        case .enter(let entry):
            switch entry.style {
            case .push: false
            case .sheet, .modalSheet, .cover: true
            }
        case .unwind(.dismiss), .unwind(.dismissAll), .unwindThenEnter: true
        // A tab move closes layers, which only the moves above open.
        case .unwind, .tab, .alert, .close: false
        }
    }

    /// Whether a move is a `then` move, whose entry lands where its unwinding leaves the walk.
    private static func unwindsThenEnters(_ move: Move) -> Bool {
        switch move {
        case .unwindThenEnter: true
        case .enter, .unwind, .tab, .alert, .close: false
        }
    }

    /// How the step a skip chain shows is entered, when the chain was entered `chain` and goes
    /// on `next`: a push onward keeps the chain's layer, a presentation opens one, and a
    /// presentation after a presentation opens two.
    private static func chainStyle(_ chain: FlowPresentation, then next: FlowPresentation) -> (style: FlowPresentation, presentsTwice: Bool) {
        switch (chain, next) {
        case (.push, _): (next, false)
        case (.sheet, .push), (.modalSheet, .push), (.cover, .push): (chain, false)
        case (.sheet, _), (.modalSheet, _), (.cover, _): (chain, true)
        }
    }

    /// The pairs without their origins, each once, sorted.
    var entryPairs: [FlowGraph.EntryPair] {
        Set(pairs.map { FlowGraph.EntryPair(below: $0.below, step: $0.step, style: $0.style) }).sorted()
    }

    /// Where `unwind` from `step` can leave the walk's top.
    func landings(of unwind: Unwind, from step: StepID) -> [StepID] {
        switch unwind {
        case .back: below[step.index]
        case .backTo(let target): [target]
        case .dismiss: Self.union(layerRoots.isEmpty ? [] : layerRoots[step.index].map { below[$0.index] })
        case .dismissAll: baseLandings(from: step)
        }
    }

    /// Where `dismiss all` from `step` can leave the walk's top: the steps of the base layer
    /// that can be just below a presented root under `step`, found down through the layers.
    private func baseLandings(from step: StepID) -> [StepID] {
        var landings: Set<StepID> = []
        for root in rootsBelow(step) {
            for lower in below[root.index] where inBaseLayer[lower.index] { landings.insert(lower) }
        }
        return landings.sorted()
    }

    /// The presented roots `dismiss all` from `step` can close: its layer's, and those of the
    /// layers below, down to the base layer.
    func rootsBelow(_ step: StepID) -> [StepID] {
        guard !layerRoots.isEmpty else { return [] }
        var seen: Set<StepID> = []
        var pending = layerRoots[step.index]
        while let root = pending.popLast() {
            guard seen.insert(root).inserted else { continue }
            for lower in below[root.index] { pending.append(contentsOf: layerRoots[lower.index]) }
        }
        return seen.sorted()
    }

    private static func union(_ lists: [[StepID]]) -> [StepID] {
        Set(lists.joined()).sorted()
    }

    /// Follows `entry` through skip rules to the steps it can show, adding a pair for each.
    private mutating func resolve(_ entry: Entry, below: StepID, origin: Origin, _ graph: FlowGraph) {
        var pending = [(step: entry.step, style: entry.style)]
        var seen: Set<StepID> = []
        var reportedTwice = false
        while let (step, style) = pending.popLast().map({ ($0.step, $0.style) }) {
            guard seen.insert(step).inserted else { continue }
            let facts = graph.steps[step].facts
            if !facts.isAlwaysSkipped { pairs.append(Pair(below: below, step: step, style: style, origin: origin)) }
            guard facts.canBeSkipped else { continue }
            for onward in graph.steps[step].transitions where onward.continuesSkip {
                switch onward.move {
                case .enter(let next):
                    let chained = Self.chainStyle(style, then: next.style)
                    if chained.presentsTwice {
                        if !reportedTwice { presentsTwice.append((origin, step, next.step)) }
                        reportedTwice = true
                    }
                    pending.append((next.step, chained.style))
                case .unwind, .unwindThenEnter, .tab, .alert, .close:
                    continue
                }
            }
        }
    }

    /// The base layer (pushes from the roots) and each step's possible layer roots (pushes from
    /// each presented step).
    private mutating func findLayers(_ graph: FlowGraph, roots: [StepID], presented fromOutside: [StepID]) {
        let n = graph.steps.count
        var pushes = [[StepID]](repeating: [], count: n)
        var presented = Set(fromOutside)
        for pair in pairs {
            switch pair.style {
            case .push: pushes[pair.below.index].append(pair.step)
            case .sheet, .modalSheet, .cover: presented.insert(pair.step)
            }
        }
        func pushReach(from sources: [StepID]) -> [Bool] {
            var seen = [Bool](repeating: false, count: n)
            var pending = sources
            for source in sources { seen[source.index] = true }
            while let step = pending.popLast() {
                for next in pushes[step.index] where !seen[next.index] {
                    seen[next.index] = true
                    pending.append(next)
                }
            }
            return seen
        }
        inBaseLayer = pushReach(from: roots)
        layerRoots = [[StepID]](repeating: [], count: n)
        for root in presented.sorted() {
            for (index, isIn) in pushReach(from: [root]).enumerated() where isIn { layerRoots[index].append(root) }
        }
    }
}
