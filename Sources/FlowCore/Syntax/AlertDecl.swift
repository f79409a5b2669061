/// `alert name[(params)] { ... }` or `dialog name[(params)] { ... }`: an alert or a confirmation dialog whose buttons
/// are events. A transition shows it over the step on screen (`on delete -> confirmDelete`), and
/// each button's move is made from that step. Titles, messages and button labels stay in the
/// app, where they are localised.
public struct AlertDecl: Hashable, Sendable {
    /// The lines of the doc comment, without the slashes.
    public var doc: [String]
    /// An alert, or a confirmation dialog.
    public var style: AlertStyle
    public var name: Identifier
    /// The payload the transition that shows it supplies (`dialog itemOptions(id: String)`),
    /// written as a step's; empty for an alert without one.
    public var parameters: [PayloadParameter] = []
    /// The button lines in written order; several lines for one button are guarded alternatives.
    public var buttons: [AlertButtonDecl]
    /// The range of `alert` or `dialog`.
    public var keywordRange: SourceRange
    /// From the keyword to the closing brace.
    public var range: SourceRange
    /// Whether part of the block failed to parse.
    public var isIncomplete = false

    public init(doc: [String], style: AlertStyle, name: Identifier, buttons: [AlertButtonDecl], keywordRange: SourceRange) {
        self.doc = doc
        self.style = style
        self.name = name
        self.buttons = buttons
        self.keywordRange = keywordRange
        self.range = keywordRange.union(name.range)
    }
}

/// How an alert is shown: SwiftUI's `.alert`, or `.confirmationDialog` (an action sheet on
/// iPhone, a popover on iPad).
public enum AlertStyle: String, Hashable, Sendable, CaseIterable {
    case alert
    case dialog

    /// The keyword that declares it.
    public var keyword: String { rawValue }
}

/// `on name [destructive | cancel] [-> target [[only] when guard]]`: one line of an alert's
/// button. A button with an `only when` line exists only while one of those guards holds.
public struct AlertButtonDecl: Hashable, Sendable {
    /// The button's event and its move. A line without `->` has the target `.close(.unwritten)`.
    public var transition: TransitionDecl
    /// The role written after the button's name.
    public var role: ButtonRole?
    /// Where the role is written.
    public var roleRange: SourceRange?

    public init(transition: TransitionDecl, role: ButtonRole? = nil, roleRange: SourceRange? = nil) {
        self.transition = transition
        self.role = role
        self.roleRange = roleRange
    }

    /// Whether the line says the button exists only under its guard (`only when`).
    public var limitsButton: Bool { transition.guardKind == .limitsEvent && transition.guardExpr != nil }

    /// The button's name: its event.
    public var event: Identifier { transition.event ?? Identifier(transition.eventName, range: transition.range) }
}

/// The role of an alert's button, as SwiftUI's `ButtonRole`.
public enum ButtonRole: String, Hashable, Sendable, CaseIterable {
    /// Deletes or ends something: shown in red.
    case destructive
    /// Dismisses the alert: shown apart, and a dialog's tap outside it on iPad.
    case cancel

    /// How the role is written.
    public var keyword: String { rawValue }
}

/// How a button closes its alert without a move.
public enum CloseTarget: Hashable, Sendable {
    /// `-> close`: the word `close`.
    case written(Identifier)
    /// A button line with no `->` (`on keep cancel`): the range of the button's name.
    case unwritten(SourceRange)

    /// Where the closing is: the word `close`, or the button's name.
    public var range: SourceRange {
        switch self {
        case .written(let word): word.range
        case .unwritten(let range): range
        }
    }
}
