import FlowWalks
import Observation

/// A navigator's container as it stores it: each part's walk (a stack's, or each tab's) in an
/// observable box of its own, beside the part on screen. A view that reads one part's walk
/// (a tab's path, its top) is redrawn when that part moves, not when another does (FlowStacks
/// #111: one observable behind every tab redraws them all). `container` is the whole value.
@MainActor
@Observable
final class FlowObservedContainer<Step: Hashable & Sendable> {
    typealias Part = FlowContainer<Step>.Part

    /// One part's walk, observed on its own.
    @MainActor
    @Observable
    final class Box {
        var walk: FlowWalk<Step>

        init(_ walk: FlowWalk<Step>) {
            self.walk = walk
        }
    }

    /// The container last stored. Not observed itself: what else it holds (the tab bar's
    /// layer) changes only with the selected part's walk, which is.
    @ObservationIgnored private var whole: FlowContainer<Step>
    /// Each part's box; a part's box is made when the part is first stored.
    @ObservationIgnored private var boxes: [Part: Box]
    /// The part on screen.
    private(set) var selected: Part

    /// Stores `container`, a box a part.
    init(_ container: FlowContainer<Step>) {
        whole = container
        boxes = Dictionary(uniqueKeysWithValues: container.parts.map { ($0, Box(container.walk(of: $0)!)) })
        selected = container.selected
    }

    /// The parts, in order; fixed for a flow.
    var parts: [Part] { whole.parts }

    /// The whole container: reads every part and the selection.
    var container: FlowContainer<Step> {
        _ = selected
        for part in whole.parts { _ = boxes[part]?.walk }
        return whole
    }

    /// The walk of `part`, or `nil` when there is no such part: reads that part only.
    func walk(of part: Part) -> FlowWalk<Step>? {
        boxes[part]?.walk
    }

    /// The walk on screen: reads the selection and that part only.
    var selectedWalk: FlowWalk<Step> {
        boxes[selected]!.walk
    }

    /// Stores `container`, writing only the parts that changed, so that the views of the others
    /// don't hear of it.
    func store(_ container: FlowContainer<Step>) {
        whole = container
        for part in container.parts {
            let walk = container.walk(of: part)!
            if let box = boxes[part] {
                if box.walk != walk { box.walk = walk }
            } else {
                boxes[part] = Box(walk)
            }
        }
        if selected != container.selected { selected = container.selected }
    }
}
