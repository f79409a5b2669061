import Foundation

/// Which random flows the random-flow tests make, from the environment
/// (`FLOWC_RANDOM_RUNS`). Each stream's flows come from one seed, in order, so a run that makes
/// fewer makes the first ones of the same stream.
public enum RandomRuns: Sendable {
    /// The first flows of each stream: what `swift test` makes, so that it stays quick.
    case quick
    /// What a quick run leaves out (`FLOWC_RANDOM_RUNS=rest`): `.ci/run` makes them after
    /// `swift test`, so that between the two every flow is made once.
    case rest
    /// Every flow of each stream (`FLOWC_RANDOM_RUNS=full`).
    case full

    /// The runs this process asks for.
    public static let current: RandomRuns = switch ProcessInfo.processInfo.environment["FLOWC_RANDOM_RUNS"] {
    case "full": .full
    case "rest": .rest
    default: .quick
    }

    /// The positions in a stream of `full` flows that this run makes, of which a quick run
    /// makes the first `quick`.
    public func indices(full: Int, quick: Int) -> Range<Int> {
        switch self {
        case .quick: 0..<quick
        case .rest: quick..<full
        case .full: 0..<full
        }
    }
}
