import FlowCore

/// The meaning of a parent flow with use-steps, and of their children, read off their syntax
/// trees, for differential tests against the runtime.
///
/// - A walk is a list of entries, each entered pushed or presented: a step of the parent's, or
///   a child's step inside a use-step, `use.step` (`address.list`). Entering a use-step enters
///   the child's start step (which has no skip rule), with the entering transition's style; a
///   use-step root is the child's start step, at the bottom of the walk. (Payloads are not
///   modelled: a use-step's is its child's start's, and the walk names steps.)
/// - An event on a child's entry is the child's: entering a step appends it, `back` drops the
///   last entry but never the child's first, `back to s` drops every entry after the child's
///   last `s`, `dismiss` drops the last layer the child opened (not the one it opened in).
/// - Entering an outcome runs the use-step's transition for it from the child's first entry:
///   `back` drops all of the child's entries, `dismiss` drops the layer that entry is in,
///   `-> s` appends `s` on top of the child's top entry, `back then s` unwinds, then appends.
/// - A child's transition that names its alert shows it over the child's entry (the walk
///   stays); a tap on a button takes the button's line as the child's transition.
/// - The gesture `dismissed` on a child's entry runs the child's `dismissed` (only unwinding,
///   `back` when it writes none); on the child's first entry, the use-step's. A cover's root
///   has no gesture.
public struct ReferenceModule {
    public let parent: ReferenceInterpreter
    /// The child of each use-step, by the use-step's name.
    public let children: [String: ReferenceInterpreter]

    public init(parent: FlowDecl, flows: [FlowDecl]) {
        self.parent = ReferenceInterpreter(parent)
        var children: [String: ReferenceInterpreter] = [:]
        for step in parent.steps {
            guard let used = step.usedFlow, let child = flows.first(where: { $0.name.name == used.name }) else { continue }
            children[step.name.name] = ReferenceInterpreter(child)
        }
        self.children = children
    }

    /// The entries a walk can start at, as shown, in declared order: a use-step root's is its
    /// child's start step's.
    public func roots(_ flags: [String: Bool]) -> [String] {
        parent.flow.starts[0].roots.map { root in
            children[root.name].map { root.name + "." + $0.start(flags) } ?? parent.entered(root.name, flags)
        }
    }

    /// The use-step and the child's step of a child's entry, `nil` for a step of the parent's.
    public func split(_ entry: String) -> (use: String, step: String)? {
        guard let dot = entry.firstIndex(of: ".") else { return nil }
        return (String(entry[..<dot]), String(entry[entry.index(after: dot)...]))
    }

    /// Every event of the entry on top (a child's events on a child's entry).
    public func events(of entry: String) -> [String] {
        if let (use, step) = split(entry) { return children[use]!.events(of: step) }
        return parent.events(of: entry)
    }

    /// Whether `name` is an outcome of `child`.
    func isOutcome(_ name: String, of child: ReferenceInterpreter) -> Bool {
        if case .outcome = child.step(name).role { return true }
        return false
    }

    /// The walk after `event` on its top entry, with how each entry was entered, or `nil`
    /// when the event does not move.
    public func walk(after event: String, from walk: [String], styles: [FlowPresentation], _ flags: [String: Bool]) -> (walk: [String], styles: [FlowPresentation])? {
        if event == "dismissed", styles.last == .cover { return nil }
        guard let top = walk.last else { return nil }
        guard let (use, step) = split(top) else {
            return parentMove(from: top, event: event, at: walk.count - 1, walk, styles, flags)
        }
        if event == "dismissed", walk.reversed().prefix(while: { split($0)?.use == use }).count == 1 {
            let first = walk.count - 1
            return parentMove(from: use, event: event, at: first, walk, styles, flags)
        }
        guard let taken = children[use]!.transition(from: step, event: event, flags) else { return nil }
        return childMove(taken, event: event, in: use, walk, styles, flags)
    }

    /// The child's alert its `event` shows on its entry on top (`nil` on a parent's entry): the
    /// child's name and the alert's, which the parent's navigator shows as its own.
    public func childAlert(after event: String, from walk: [String], _ flags: [String: Bool]) -> (child: String, alert: String)? {
        guard event != "dismissed", let top = walk.last, let (use, step) = split(top), let child = children[use],
              let alert = child.alert(shownFrom: step, event: event, flags) else { return nil }
        return (child.flow.name.name, alert)
    }

    /// The walk after a tap on `button` of the child's `alert`, shown over the child's entry on
    /// top: the button's line, made as the child's transition; `nil` when it doesn't move.
    public func walk(
        answering button: String, of alert: String, from walk: [String], styles: [FlowPresentation], _ flags: [String: Bool]
    ) -> (walk: [String], styles: [FlowPresentation])? {
        guard let top = walk.last, let (use, _) = split(top), let line = children[use]!.line(answering: button, of: alert, flags) else { return nil }
        return childMove(line, event: button, in: use, walk, styles, flags)
    }

    /// The walk after the child's `taken` transition (or button line) along `event`, from the
    /// child's entry on top inside `use`.
    private func childMove(
        _ taken: TransitionDecl, event: String, in use: String, _ walk: [String], _ styles: [FlowPresentation], _ flags: [String: Bool]
    ) -> (walk: [String], styles: [FlowPresentation])? {
        let child = children[use]!
        let run = walk.reversed().prefix { split($0)?.use == use }.count
        let first = walk.count - run
        func kept(_ unwind: UnwindTarget) -> Int? {
            switch unwind {
            case .back: run > 1 ? walk.count - 1 : nil
            case .backTo(let target): (first..<walk.count).last { walk[$0] == use + "." + target.name }.map { $0 + 1 }
            case .dismiss: (first + 1..<walk.count).last { styles[$0].isPresented }
            case .dismissAll: (first + 1..<walk.count).first { styles[$0].isPresented }
            }
        }
        func entered(_ entry: EntryTarget, keeping count: Int) -> ([String], [FlowPresentation]) {
            (Array(walk[..<count]) + [use + "." + child.entered(entry.step.name, flags)], Array(styles[..<count]) + [child.style(entering: entry, flags)])
        }
        switch taken.target {
        case .enter(let entry):
            // A child's alert is shown over its entry, as the parent's: the walk stays.
            if event == "dismissed" || child.alert(named: entry.step.name) != nil { return nil }
            if isOutcome(entry.step.name, of: child) {
                return parentMove(from: use, event: entry.step.name, at: first, walk, styles, flags)
            }
            return entered(entry, keeping: walk.count)
        case .unwind(let unwind):
            guard let count = kept(unwind) else { return nil }
            return (Array(walk[..<count]), Array(styles[..<count]))
        case .unwindThenEnter(let unwind, let entry):
            guard event != "dismissed", let count = kept(unwind) else { return nil }
            return entered(entry, keeping: count)
        case .tab, .close:
            return nil
        }
    }

    /// The parent's transition for `event` from its step `name`, whose entry (a child's first
    /// entry, for a use-step) is at `position`: unwinding from there, entering on top.
    func parentMove(from name: String, event: String, at position: Int, _ walk: [String], _ styles: [FlowPresentation], _ flags: [String: Bool]) -> (walk: [String], styles: [FlowPresentation])? {
        guard let taken = parent.transition(from: name, event: event, flags) else { return nil }
        func kept(_ unwind: UnwindTarget) -> Int? {
            switch unwind {
            case .back: position > 0 ? position : nil
            case .backTo(let target): walk.lastIndex(of: target.name).map { $0 + 1 }
            case .dismiss: (1...max(position, 1)).last { $0 <= position && styles[$0].isPresented }
            case .dismissAll: (1...max(position, 1)).first { $0 <= position && styles[$0].isPresented }
            }
        }
        func entered(_ entry: EntryTarget, keeping count: Int) -> ([String], [FlowPresentation]) {
            let shown: String
            if let child = children[entry.step.name] {
                shown = entry.step.name + "." + child.start(flags)
            } else {
                shown = parent.entered(entry.step.name, flags)
            }
            return (Array(walk[..<count]) + [shown], Array(styles[..<count]) + [parent.style(entering: entry, flags)])
        }
        switch taken.target {
        case .enter(let entry):
            return entered(entry, keeping: walk.count)
        case .unwind(let unwind):
            guard let count = kept(unwind) else { return nil }
            return (Array(walk[..<count]), Array(styles[..<count]))
        case .unwindThenEnter(let unwind, let entry):
            guard let count = kept(unwind) else { return nil }
            return entered(entry, keeping: count)
        case .tab, .close:
            return nil
        }
    }
}
