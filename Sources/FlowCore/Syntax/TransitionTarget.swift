/// Where a transition goes, as written after its arrow.
public enum TransitionTarget: Hashable, Sendable {
    /// `-> step`: pushes the step (after skip rules) on top of the one on screen.
    case step(Identifier)
    /// `-> back`: pops the step on screen, showing the one below it; the word `back`.
    case back(Identifier)
    /// `-> back to step`: pops to the most recent entry of the step, which stays on screen.
    case backTo(Identifier)

    /// The name written last: the step, or `back` for a plain back.
    public var written: Identifier {
        switch self {
        case .step(let name), .back(let name), .backTo(let name): name
        }
    }

    /// Where that name is.
    public var range: SourceRange { written.range }
}
