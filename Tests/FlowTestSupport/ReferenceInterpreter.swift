import FlowCore

/// The meaning of a flow, read straight off its syntax tree: small and obviously correct, for
/// differential tests against the generated code and the runtime.
///
/// - A guard is evaluated on the flag values given.
/// - For a step and an event, transitions are tried in written order; the first whose guard
///   holds is taken, else the event goes nowhere.
/// - Entering a step whose skip rule holds, when the `next` transition taken pushes a step,
///   goes on along that transition instead, repeatedly.
/// - A walk is a list of step names, each entered pushed or presented (`styles` says how; the
///   root is `push`): an entry appends the step entered, `back` drops
///   the last step, `back to s` drops every step after the last `s`, `dismiss` drops every step
///   from the last presented entry on, and `U then t` unwinds, then appends `t`.
/// - The event `dismissed` of a step that writes none goes back.
/// - A transition that names an alert shows it, and the walk doesn't move; a tap on one of its
///   buttons takes the button's first line whose guard holds, as a transition of the step the
///   alert is over (`ReferenceInterpreter+Alerts`). Entering an outcome ends the flow.
/// - A step's transitions are its own, then, for each event it doesn't write, those of the
///   first set that has the event: the sets it names after `with`, in order, then the
///   `global` ones (for a plain screen), in declared order.
public struct ReferenceInterpreter {
    public let flow: FlowDecl

    public init(_ flow: FlowDecl) {
        self.flow = flow
    }

    func step(_ name: String) -> StepDecl {
        var step = flow.steps.first { $0.name.name == name }!
        var written = Set(step.transitions.map(\.eventName))
        let named = step.sharedActions.map { name in flow.actions.first { $0.name.name == name.name }! }
        let global = flow.actions.filter { set in
            guard case .global = set.scope, case .screen = step.role else { return false }
            return true
        }
        for set in named + global {
            let events = Set(set.transitions.map(\.eventName)).subtracting(written)
            step.transitions += set.transitions.filter { events.contains($0.eventName) }
            written.formUnion(events)
        }
        return step
    }

    public func holds(_ expr: Expr, _ flags: [String: Bool]) -> Bool {
        switch expr {
        case .flag(let name): flags[name.name]!
        case .literal(let value, _): value
        case .not(let count, let operand, _): count % 2 == 0 ? holds(operand, flags) : !holds(operand, flags)
        case .and(let operands): operands.allSatisfy { holds($0, flags) }
        case .or(let operands): operands.contains { holds($0, flags) }
        case .parenthesized(let inner, _): holds(inner, flags)
        case .invalid: fatalError("a reference flow must parse")
        }
    }

    /// The first transition for `event` whose guard holds; for `dismissed` on a step that writes
    /// none, the implicit `-> back`.
    public func transition(from name: String, event: String, _ flags: [String: Bool]) -> TransitionDecl? {
        let transitions = step(name).transitions
        if event == "dismissed", !transitions.contains(where: { $0.eventName == "dismissed" }) {
            let back = Identifier("back", range: SourceRange(at: 0))
            return TransitionDecl(event: back, target: .unwind(.back(back)), guardExpr: nil, range: SourceRange(at: 0), guardRange: nil)
        }
        return transitions.first { $0.eventName == event && ($0.guardExpr.map { holds($0, flags) } ?? true) }
    }

    /// The step the transition taken enters by itself, before skip rules, and how; `nil` when
    /// none is taken or it unwinds.
    public func entry(from name: String, event: String, _ flags: [String: Bool]) -> EntryTarget? {
        guard let taken = transition(from: name, event: event, flags), case .enter(let entry) = taken.target,
              alert(named: entry.step.name) == nil else { return nil }
        return entry
    }

    /// The step the transition taken enters by itself, before skip rules.
    public func target(from name: String, event: String, _ flags: [String: Bool]) -> String? {
        entry(from: name, event: event, flags)?.step.name
    }

    /// The step shown when the flow enters `name`.
    public func entered(_ name: String, _ flags: [String: Bool]) -> String {
        let declaration = step(name)
        if let skip = declaration.skips.first, holds(skip.condition, flags),
           let next = target(from: name, event: "next", flags) {
            return entered(next, flags)
        }
        return name
    }

    /// The step `event` pushes from `name`, after skip rules.
    public func next(from name: String, event: String, _ flags: [String: Bool]) -> String? {
        target(from: name, event: event, flags).map { entered($0, flags) }
    }

    /// The style a step is shown with when entered through `entry`: the first presenting style
    /// along its skip chain, or `push`.
    public func style(entering entry: EntryTarget, _ flags: [String: Bool]) -> FlowPresentation {
        if entry.style.isPresented { return entry.style }
        let declaration = step(entry.step.name)
        if let skip = declaration.skips.first, holds(skip.condition, flags), let next = self.entry(from: entry.step.name, event: "next", flags) {
            return style(entering: next, flags)
        }
        return .push
    }

    /// The walk after `event` from its last step, with how each of its entries was entered, or
    /// `nil` when the event does not move (showing an alert doesn't).
    public func walk(after event: String, from walk: [String], styles: [FlowPresentation], _ flags: [String: Bool]) -> (walk: [String], styles: [FlowPresentation])? {
        // A cover's root has no Back button and no swipe, a modal sheet's no swipe: no gesture there.
        if event == "dismissed", styles.last == .cover || styles.last == .modalSheet { return nil }
        guard let top = walk.last, let taken = transition(from: top, event: event, flags) else { return nil }
        return self.walk(taking: taken.target, from: walk, styles: styles, flags)
    }

    /// The walk after `target`, a transition's or a button's, from its last step; `nil` when it
    /// does not move.
    func walk(taking target: TransitionTarget, from walk: [String], styles: [FlowPresentation], _ flags: [String: Bool]) -> (walk: [String], styles: [FlowPresentation])? {
        func unwound(_ unwind: UnwindTarget) -> Int? {
            switch unwind {
            case .back: walk.count > 1 ? walk.count - 1 : nil
            case .backTo(let target): walk.lastIndex(of: target.name).map { $0 + 1 }
            case .dismiss: styles.lastIndex(where: \.isPresented)
            case .dismissAll: styles.firstIndex(where: \.isPresented)
            }
        }
        func entered(_ entry: EntryTarget, keeping kept: Int) -> ([String], [FlowPresentation]) {
            (Array(walk[..<kept]) + [self.entered(entry.step.name, flags)], Array(styles[..<kept]) + [style(entering: entry, flags)])
        }
        switch target {
        case .enter(let entry):
            if alert(named: entry.step.name) != nil { return nil }
            return entered(entry, keeping: walk.count)
        case .unwind(let unwind):
            guard let kept = unwound(unwind) else { return nil }
            return (Array(walk[..<kept]), Array(styles[..<kept]))
        case .unwindThenEnter(let unwind, let entry):
            guard let kept = unwound(unwind) else { return nil }
            return entered(entry, keeping: kept)
        case .tab:
            return nil  // one stack: the interpreter learns tabs with the runtime
        case .close:
            return nil  // a button that only closes its alert
        }
    }

    /// The walk after `event` from its last step, in a flow that presents nothing.
    public func walk(after event: String, from walk: [String], _ flags: [String: Bool]) -> [String]? {
        self.walk(after: event, from: walk, styles: walk.map { _ in .push }, flags)?.walk
    }

    /// What the transition taken does, as `LogicDriver` spells a runtime move: `push s`,
    /// `present s sheet`, `back`, `backTo s`, `dismiss`, `then back s` (the style of a `then`
    /// entry depends on where it lands), `finish o` (an outcome entered), `alert a` (an alert
    /// shown); `none`.
    public func moveText(from name: String, event: String, _ flags: [String: Bool]) -> String {
        guard let taken = transition(from: name, event: event, flags) else { return "none" }
        return moveText(taking: taken.target, flags)
    }

    /// What `target`, a transition's or a button's, does, as `moveText(from:event:_:)` spells it.
    func moveText(taking target: TransitionTarget, _ flags: [String: Bool]) -> String {
        func entry(_ entry: EntryTarget) -> String {
            let shown = entered(entry.step.name, flags)
            let style = style(entering: entry, flags)
            // The case's name, as the generated driver interpolates the runtime's style.
            return style.isPresented ? "present \(shown) \(style)" : "push \(shown)"
        }
        func unwind(_ unwind: UnwindTarget) -> String {
            switch unwind {
            case .back: "back"
            case .backTo(let target): "backTo " + target.name
            case .dismiss: "dismiss"
            case .dismissAll: "dismissAll"
            }
        }
        switch target {
        case .enter(let entered) where isOutcome(entered.step.name), .unwindThenEnter(_, let entered) where isOutcome(entered.step.name):
            return "finish " + entered.step.name
        case .enter(let entered): return alert(named: entered.step.name) != nil ? "alert " + entered.step.name : entry(entered)
        case .unwind(let unwound): return unwind(unwound)
        case .unwindThenEnter(let unwound, let entered): return "then " + unwind(unwound) + " " + self.entered(entered.step.name, flags)
        case .tab(let move): return "tab " + move.tab.name
        case .close: return "none"
        }
    }

    /// Whether `name` is an outcome of the flow.
    public func isOutcome(_ name: String) -> Bool {
        flow.steps.contains { step in
            guard step.name.name == name, case .outcome = step.role else { return false }
            return true
        }
    }

    /// The first step shown.
    public func start(_ flags: [String: Bool]) -> String {
        entered(flow.starts[0].roots[0].name, flags)
    }

    /// The steps a walk can be started at (a router's roots), as shown, in declared order.
    public func roots(_ flags: [String: Bool]) -> [String] {
        flow.starts[0].roots.map { entered($0.name, flags) }
    }

    /// Every event of a step, in order of first appearance.
    public func events(of name: String) -> [String] {
        var events: [String] = []
        for transition in step(name).transitions where !events.contains(transition.eventName) {
            events.append(transition.eventName)
        }
        return events
    }
}
