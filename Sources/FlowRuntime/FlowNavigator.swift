import Observation

/// Holds a flow's navigation state and moves through it, never holding an illegal walk.
///
/// `root` is the step a `NavigationStack` shows as its root view and `path` the steps pushed
/// on top, so `NavigationStack(path: $navigator.path)` binds directly. Setting `path` (as the
/// stack does when the user goes back) keeps only its longest legal prefix.
@MainActor
@Observable
public final class FlowNavigator<Flow: FlowDefinition> {
    /// The first step shown.
    public private(set) var root: Flow.Step
    private var pushed: [Flow.Step] = []
    /// The values the app supplies; read whenever the flow moves.
    public var flags: Flow.Flags

    /// Starts the flow at its start step for these flag values.
    public init(flags: Flow.Flags) {
        self.flags = flags
        self.root = Flow.start(flags: flags)
    }

    /// The steps pushed on top of the root. Setting keeps only the longest legal prefix.
    public var path: [Flow.Step] {
        get { pushed }
        set {
            let walk = [root] + newValue
            pushed = Array(walk.prefix(Flow.legalPrefixLength(of: walk)).dropFirst())
        }
    }

    /// The whole walk, root first: what to save for state restoration (it is `Codable`).
    public var walk: [Flow.Step] { [root] + pushed }

    /// The step on screen.
    public var current: Flow.Step { pushed.last ?? root }

    /// Whether the step on screen completes the flow.
    public var isFinished: Bool { Flow.isFinal(current) }

    /// The transitions of every step; hand each screen its own.
    public var transitions: Flow.Transitions { Flow._transitions(self) }

    /// Moves along `event` (an index) from the step on screen; `makeStep` turns the target step
    /// index into a value (supplying its payload). For generated code. Returns whether it moved.
    @discardableResult
    public func _advance(from step: Int, event: Int, makeStep: (Int) -> Flow.Step?) -> Bool {
        guard current._stepIndex == step, !isFinished,
              let target = Flow._resolvedTarget(from: step, event: event, flags: flags),
              let next = makeStep(target)
        else { return false }
        pushed.append(next)
        return true
    }

    /// Moves along `event` from the step on screen to a step without a payload. For generated code.
    @discardableResult
    public func _advance(from step: Int, event: Int) -> Bool {
        _advance(from: step, event: event) { Flow.Step(_payloadFreeStep: $0) }
    }

    /// Goes back one step; does nothing at the root.
    public func back() {
        if !pushed.isEmpty { pushed.removeLast() }
    }

    /// Goes back to the last occurrence of `step` in the walk; returns whether it was there.
    @discardableResult
    public func pop(to step: Flow.Step) -> Bool {
        if let index = pushed.lastIndex(of: step) {
            pushed.removeSubrange((index + 1)...)
            return true
        }
        if step == root {
            pushed.removeAll()
            return true
        }
        return false
    }

    /// Goes back to the root.
    public func popToRoot() {
        pushed.removeAll()
    }

    /// Starts again at `step`, which must be a step the flow can start at; returns whether it was.
    @discardableResult
    public func replaceRoot(with step: Flow.Step) -> Bool {
        guard Flow.isLegalWalk([step]) else { return false }
        root = step
        pushed.removeAll()
        return true
    }

    /// Starts again from the start step, for the current flag values.
    public func restart() {
        root = Flow.start(flags: flags)
        pushed.removeAll()
    }

    /// Restores a saved walk (root first), keeping its longest legal prefix; an empty or wholly
    /// illegal walk restarts the flow. Returns how many steps were kept.
    @discardableResult
    public func restore(_ walk: [Flow.Step]) -> Int {
        let length = Flow.legalPrefixLength(of: walk)
        guard length > 0 else {
            restart()
            return 0
        }
        root = walk[0]
        pushed = Array(walk[1..<length])
        return length
    }
}
