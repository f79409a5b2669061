/// Where a transition goes, as written after its arrow: a step entered, an unwinding, or an
/// unwinding then a step entered (`back then shipping`).
public enum TransitionTarget: Hashable, Sendable {
    /// `-> step`, `-> step as sheet`: enters the step (after skip rules) on top of the one on screen.
    case enter(EntryTarget)
    /// `-> back`, `-> back to step`, `-> dismiss`: removes entries from the top of the walk.
    case unwind(UnwindTarget)
    /// `-> back then step`: one move, which unwinds, then enters the step from the entry now on top.
    case unwindThenEnter(UnwindTarget, EntryTarget)
    /// `-> tab name`, `-> tab name then step [as sheet]`: in a tabbed router, closes every
    /// presented layer and selects the tab; with `then`, resets it to its root and enters the step.
    case tab(TabTarget)
    /// `-> close` in an alert's button, or a button line without `->`: closes the alert, and
    /// nothing moves. Only an alert's button has it.
    case close(CloseTarget)

    /// The name written last: the step entered, or the unwinding's (`back`, `dismiss`, the step
    /// of `back to`).
    public var written: Identifier {
        switch self {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry.step
        case .unwind(let unwind): unwind.written
        case .tab(let move): move.then?.step ?? move.tab
        case .close(.written(let word)): word
        case .close(.unwritten(let range)): Identifier("close", range: range)
        }
    }

    /// The step it enters, by itself or after unwinding; `nil` for an unwinding alone.
    public var enteredStep: Identifier? {
        switch self {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry.step
        case .tab(let move): move.then?.step
        case .unwind, .close: nil
        }
    }

    /// The range of what is written after the arrow; for `back to step`, of the step's name.
    public var range: SourceRange {
        switch self {
        case .enter(let entry): entry.range
        case .unwind(let unwind): unwind.range
        case .unwindThenEnter(let unwind, let entry): unwind.range.union(entry.range)
        case .tab(let move): move.range
        case .close(let close): close.range
        }
    }
}

/// A step entered, as written: `step`, `step as sheet`, `step as sheet modal` or `step as cover`.
public struct EntryTarget: Hashable, Sendable {
    public var step: Identifier
    public var style: FlowPresentation
    /// The range of `as style`, when it is written (never for a push).
    public var styleRange: SourceRange?

    public init(step: Identifier, style: FlowPresentation = .push, styleRange: SourceRange? = nil) {
        self.step = step
        self.style = style
        self.styleRange = styleRange
    }

    /// From the step's name to the style, when one is written.
    public var range: SourceRange { styleRange.map(step.range.union) ?? step.range }
}

/// An unwinding, as written: `back`, `back to step`, `dismiss` or `dismiss all`.
public enum UnwindTarget: Hashable, Sendable {
    /// `back`: removes the entry on top; the word `back`.
    case back(Identifier)
    /// `back to step`: removes every entry above the most recent entry of the step.
    case backTo(Identifier)
    /// `dismiss`: removes the layer on top, from its presented root up; the word `dismiss`.
    case dismiss(Identifier)
    /// `dismiss all`: removes every presented layer, keeping the base layer; the words
    /// `dismiss` and `all`.
    case dismissAll(Identifier, all: Identifier)

    /// The name written last: `back`, the step of `back to`, `dismiss`, or `all`.
    public var written: Identifier {
        switch self {
        case .back(let name), .backTo(let name), .dismiss(let name), .dismissAll(_, all: let name): name
        }
    }

    /// Where it is written: its name, or from `dismiss` to `all`.
    public var range: SourceRange {
        switch self {
        case .back, .backTo, .dismiss: written.range
        case .dismissAll(let dismiss, let all): dismiss.range.union(all.range)
        }
    }
}

/// A move to a tab, as written: `tab name` or `tab name then step [as style]`.
public struct TabTarget: Hashable, Sendable {
    /// The range of the word `tab`.
    public var keywordRange: SourceRange
    /// The tab, named after its root step.
    public var tab: Identifier
    /// The step entered from the tab's root, after resetting the tab, when `then` is written.
    public var then: EntryTarget?

    public init(keywordRange: SourceRange, tab: Identifier, then: EntryTarget? = nil) {
        self.keywordRange = keywordRange
        self.tab = tab
        self.then = then
    }

    /// From `tab` to the end of what is entered.
    public var range: SourceRange { keywordRange.union(then?.range ?? tab.range) }
}
