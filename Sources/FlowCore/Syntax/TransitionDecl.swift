/// `on event -> target when guard`; without `on`, the event is `next`. The target is a step
/// (`as sheet`, `as cover` or pushed), `back`, `back to step`, `dismiss`, or one of those three
/// followed by `then` and a step.
public struct TransitionDecl: Hashable, Sendable {
    /// The event named after `on`, or `nil` for the implicit `next`.
    public var event: Identifier?
    /// The step it enters, the unwinding, or both.
    public var target: TransitionTarget
    public var guardExpr: Expr?
    /// The range from `on` (or `->`) to the end of the transition.
    public var range: SourceRange
    /// The range of `when guard` (or `only when guard`), when there is a guard.
    public var guardRange: SourceRange?
    /// Whether the guard also says that the event exists only under it (`only when`).
    public var guardKind: GuardKind

    public init(event: Identifier?, target: TransitionTarget, guardExpr: Expr?, range: SourceRange, guardRange: SourceRange?, guardKind: GuardKind = .chooses) {
        self.event = event
        self.target = target
        self.guardExpr = guardExpr
        self.range = range
        self.guardRange = guardRange
        self.guardKind = guardKind
    }

    /// The name of the event; `next` when none is written.
    public var eventName: String { event?.name ?? BuiltInEvent.next.name }

    /// The built-in event it names (`next` when none is written), or `nil` for the flow's own.
    public var builtInEvent: BuiltInEvent? { BuiltInEvent(named: eventName) }
}
