import Foundation

/// How many random flows the random-flow tests make. `swift test` makes a part of each
/// stream, the first flows of the same seeds, so that a first run stays quick; CI's step of its
/// own sets `FLOWC_RANDOM_RUNS=full` and makes them all.
public enum RandomRuns: Sendable {
    /// The first flows of each stream: what `swift test` runs.
    case quick
    /// Every flow of each stream (`FLOWC_RANDOM_RUNS=full`).
    case full

    /// The size this run asks for, from the environment.
    public static let current: RandomRuns = ProcessInfo.processInfo.environment["FLOWC_RANDOM_RUNS"] == "full" ? .full : .quick

    /// `full` flows in a full run, `quick` in a quick one.
    public func count(full: Int, quick: Int) -> Int {
        switch self {
        case .quick: quick
        case .full: full
        }
    }
}
