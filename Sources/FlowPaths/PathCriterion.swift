import FlowChecker

/// What a set of walks must cover (`flowc paths --cover`).
public enum PathCriterion: String, CaseIterable, Sendable {
    /// Every step that can be shown, and every outcome that can be entered.
    case steps
    /// Every transition that can be taken: pushes, presentations, backs, `back to`, dismissals,
    /// `then` moves, each use-step's outcomes, and every line of every alert's button answered
    /// over every step that shows the alert.
    case transitions
    /// Every guard holding and failing, every flag of a guard true and false, and every skip
    /// rule applying and not applying, where the flags allow it.
    case guards
    /// All of the above, every event refused where its guards allow it, and every link's walk.
    /// In a tabbed router, every criterion but `steps` also asks for the tab bar's moves: each
    /// tab selected, each tab returned to with its stack kept, each reselect above a tab's
    /// root, and each of the bar's own actions.
    case all

    /// Whether the criterion asks for items of `kind`.
    func includes(_ kind: CoverageItem.Kind) -> Bool {
        switch (self, kind) {
        case (.all, _): true
        case (.steps, .step), (.steps, .outcome): true
        case (.transitions, .transition), (.transitions, .gesture), (.transitions, .alertButton): true
        case (.transitions, .tab), (.transitions, .tabReturn), (.transitions, .reselect), (.transitions, .shellAction): true
        case (.guards, .guardOutcome), (.guards, .guardFlag), (.guards, .skip): true
        default: false
        }
    }
}

/// One thing a walk can cover.
public enum CoverageItem: Hashable, Comparable, Sendable {
    /// A step shown.
    case step(StepID)
    /// An outcome entered: the flow ends on it.
    case outcome(StepID)
    /// The transition at `position` of `step` taken.
    case transition(StepID, position: Int)
    /// The guard of the transition at `position` of `step` evaluated, holding or failing.
    case guardOutcome(StepID, position: Int, holds: Bool)
    /// A flag the guard of the transition at `position` of `step` reads, with that value, when
    /// the guard is evaluated.
    case guardFlag(StepID, position: Int, flag: FlagID, value: Bool)
    /// The skip rule of `step` applying (the flow goes on past it) or not (it is shown).
    case skip(StepID, applies: Bool)
    /// The user's gesture (Back, swipe-down) on a step with no `on dismissed` written, which
    /// goes back.
    case gesture(StepID)
    /// `event` made on `step` under flags for which none of its transitions applies: nothing
    /// moves (an event whose every transition has a guard).
    case refusal(StepID, event: EventID)
    /// The walk of link `index` opened.
    case link(Int)
    /// In a tabbed router, the tab bar's tap on this tab (named by its root) while another is
    /// selected.
    case tab(StepID)
    /// The tab bar's tap on this tab while another is selected, the tab's stack above its
    /// root: the stack shows as the user left it.
    case tabReturn(StepID)
    /// The tab bar's tap on this tab while it is selected, its stack above its root: the top
    /// step's `on reselected`, by default back to the root.
    case reselect(StepID)
    /// The tab bar's own action at this position of `FlowGraph.shell` taken.
    case shellAction(Int)
    /// `alert` shown over `step` and answered with the button line at `line` of
    /// `FlowGraph.Alert.transitions` taken: the button's move made from `step` (a button with
    /// guarded alternatives has a line each; a `close` line closes the alert).
    case alertButton(StepID, alert: AlertID, line: Int)

    /// The kinds of item, as the coverage report counts them.
    public enum Kind: String, CaseIterable, Sendable {
        case step, transition, gesture, guardOutcome, guardFlag, skip, outcome, refusal, link, tab, tabReturn, reselect, shellAction, alertButton
    }

    public var kind: Kind {
        switch self {
        case .step: .step
        case .outcome: .outcome
        case .transition: .transition
        case .guardOutcome: .guardOutcome
        case .guardFlag: .guardFlag
        case .skip: .skip
        case .gesture: .gesture
        case .refusal: .refusal
        case .link: .link
        case .tab: .tab
        case .tabReturn: .tabReturn
        case .reselect: .reselect
        case .shellAction: .shellAction
        case .alertButton: .alertButton
        }
    }

    /// The step whose screen (or entry) the item is about; `nil` for a link and the tab bar's
    /// moves, made on any step.
    var step: StepID? {
        switch self {
        case .step(let step), .outcome(let step), .transition(let step, _), .guardOutcome(let step, _, _),
             .guardFlag(let step, _, _, _), .skip(let step, _), .gesture(let step), .refusal(let step, _), .alertButton(let step, _, _):
            step
        case .link, .tab, .tabReturn, .reselect, .shellAction: nil
        }
    }

    /// The items in order: by kind, then step, then position within the step.
    private var order: (Int, Int, Int, Int, Int) {
        switch self {
        case .step(let step): (0, step.index, 0, 0, 0)
        case .outcome(let step): (1, step.index, 0, 0, 0)
        case .transition(let step, let position): (2, step.index, position, 0, 0)
        case .guardOutcome(let step, let position, let holds): (3, step.index, position, holds ? 0 : 1, 0)
        case .guardFlag(let step, let position, let flag, let value): (4, step.index, position, flag.index, value ? 0 : 1)
        case .skip(let step, let applies): (5, step.index, applies ? 0 : 1, 0, 0)
        case .gesture(let step): (6, step.index, 0, 0, 0)
        case .refusal(let step, let event): (7, step.index, event.index, 0, 0)
        case .link(let index): (8, index, 0, 0, 0)
        case .tab(let tab): (9, tab.index, 0, 0, 0)
        case .tabReturn(let tab): (10, tab.index, 0, 0, 0)
        case .reselect(let tab): (11, tab.index, 0, 0, 0)
        case .shellAction(let position): (12, position, 0, 0, 0)
        case .alertButton(let step, let alert, let line): (13, step.index, alert.index, line, 0)
        }
    }

    public static func < (a: CoverageItem, b: CoverageItem) -> Bool {
        a.order < b.order
    }
}
