import FlowCore

/// Where a step can be, as the flow's text says, before the graph is analysed: the dead-end
/// fix-it's choice between `final` (where no sheet or cover can be open), `-> dismiss` and
/// `-> back` (where a step is always below) rests on it, and must over-approximate the layers
/// that `Layers` finds, so that the fix it offers is valid on every walk.
extension SingleFlowChecker {
    /// How a written move puts a step on screen.
    enum WrittenEntry {
        /// As the root of a layer of its own (`as sheet`, `as cover`).
        case presented
        /// Pushed above the step (or the alert's step) named, in its layer.
        case pushed(from: String)
        /// Pushed on the layer below the named step's: after `dismiss then`, or `back then` from
        /// the root of a layer.
        case belowLayerOf(String)
        /// Shown in the named step's place when that step is skipped: a root's too.
        case inPlaceOf(String)
        /// Pushed in the base layer after a move that closes every layer: a tab move's reset, or
        /// `dismiss all then`.
        case tabReset
        /// A root of the flow or of a tab.
        case root
    }

    /// Every way the flow's text enters each step, by name: steps' transitions and their
    /// shared sets', alerts' buttons (an alert is entered like a step, from the steps that show
    /// it), the tab bar's and the roots.
    func writtenEntries() -> [String: [WrittenEntry]] {
        var ways: [String: [WrittenEntry]] = [:]
        func add(_ target: TransitionTarget, from: String, skipped: Bool) {
            switch target {
            case .enter(let entry):
                ways[entry.step.name, default: []].append(entry.style.isPresented ? .presented : skipped ? .inPlaceOf(from) : .pushed(from: from))
            case .unwindThenEnter(let unwind, let entry):
                guard !entry.style.isPresented else { ways[entry.step.name, default: []].append(.presented); return }
                switch unwind {
                case .dismiss: ways[entry.step.name, default: []].append(.belowLayerOf(from))
                case .dismissAll: ways[entry.step.name, default: []].append(.tabReset)
                // From a layer's root it lands below the layer; from a step pushed in it, in it.
                case .back: ways[entry.step.name, default: []] += isOnlyEnteredPresented(from) ? [.belowLayerOf(from)] : [.belowLayerOf(from), .pushed(from: from)]
                case .backTo(let step): ways[entry.step.name, default: []].append(.pushed(from: step.name))
                }
            case .tab(let move):
                if let entry = move.then { ways[entry.step.name, default: []].append(entry.style.isPresented ? .presented : .tabReset) }
            case .unwind, .close: break
            }
        }
        for step in flow.steps {
            // Its own transitions and its shared sets' (named, and global on a screen).
            let sets = flow.actions.filter { set in
                if case .global = set.scope { step.usedFlow == nil && !step.isFinal } else { step.sharedActions.contains { $0.name == set.name.name } }
            }
            for transition in step.transitions + sets.flatMap(\.transitions) {
                add(transition.target, from: step.name.name, skipped: !step.skips.isEmpty && transition.builtInEvent == .next)
            }
        }
        for alert in flow.alerts { alert.buttons.forEach { add($0.transition.target, from: alert.name.name, skipped: false) } }
        // The tab bar presents over any tab, from the base layer.
        for shell in flow.shells { shell.transitions.forEach { add($0.target, from: "", skipped: false) } }
        for root in flow.starts.flatMap(\.roots) + flow.tabs.flatMap(\.tabs).map(\.root) { ways[root.name, default: []].append(.root) }
        return ways
    }

    /// Whether the step named `name` may be inside a presented layer, as the flow is written:
    /// presented, pushed above a step that may be, or landing below a layer when any step that
    /// presents one may be inside another (or a presented step can be skipped). There `final`
    /// would end the flow with a layer open.
    func mayBeInsidePresentedLayer(_ name: String) -> Bool {
        let ways = writtenEntries()
        // Who presents a layer, loosely: any step when a shared set presents.
        let sharedPresents = flow.actions.contains { $0.transitions.contains(where: Self.presents) }
        let presenters = Set(flow.steps.filter { sharedPresents || $0.transitions.contains(where: Self.presents) }.map(\.name.name)
            + flow.alerts.filter { $0.buttons.contains { Self.presents($0.transition) } }.map(\.name.name))
        var inside = Set(ways.filter { $0.value.contains { if case .presented = $0 { true } else { false } } }.keys)
        // A presented step that can be skipped shows the next in its place, and the layers then
        // leave room for a `then` landing in one: any, while a step is inside.
        let skippedRoot = flow.steps.contains { !$0.skips.isEmpty && inside.contains($0.name.name) }
        var changed = true
        while changed {
            changed = false
            let presenterInside = !presenters.isDisjoint(with: inside)
            for (step, entries) in ways where !inside.contains(step) {
                let opened = entries.contains { entry in
                    switch entry {
                    case .presented: true
                    case .pushed(let from), .inPlaceOf(let from): inside.contains(from)
                    case .belowLayerOf: presenterInside || skippedRoot
                    case .tabReset, .root: false
                    }
                }
                if opened { inside.insert(step); changed = true }
            }
        }
        return inside.contains(name)
    }

    /// Whether the step named `name` always has a step below it, as the flow is written: every
    /// way in presents it or pushes it above a step. There `-> back` leads to the step below
    /// it, or closes the layer it is the root of.
    func alwaysHasAStepBelow(_ name: String) -> Bool {
        guard let entries = writtenEntries()[name] else { return false }
        return entries.allSatisfy { entry in
            switch entry {
            case .presented, .pushed, .belowLayerOf, .tabReset: true
            case .inPlaceOf, .root: false
            }
        }
    }

    /// Whether a transition presents a step (by itself, after unwinding or after a tab move).
    private static func presents(_ transition: TransitionDecl) -> Bool {
        switch transition.target {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry.style.isPresented
        case .tab(let move): move.then?.style.isPresented ?? false
        case .unwind, .close: false
        }
    }
}
