internal import FlowRestore

/// A saved walk, decoded step by step: the steps up to the first that no longer decodes (a step
/// the app no longer has, a payload that changed shape), where decoding `[Step]` would throw
/// away the whole walk. A step the flow declares removed (`removed step legacyPromo -> cart`)
/// ends the walk on its fallback step, when it has one.
///
///     let saved = try JSONDecoder().decode(FlowSavedWalk<CheckoutStep>.self, from: data)
///     navigator.restore(saved)   // the longest legal prefix of what still decodes
///
/// Encode the walk as usual, `navigator.walk` (an array of steps): this reads that format.
public struct FlowSavedWalk<Step: FlowStep>: Decodable, Sendable {
    /// The steps that decoded, in order, up to the first that did not; then the fallback of a
    /// removed step, when the walk ended at one that has one.
    public var steps: [Step]
    /// Whether every saved step decoded (as itself: a removed step's fallback is not).
    public var isComplete: Bool

    /// The version of the saved-walk format this runtime writes (docs/Generated-Code.md,
    /// "Saved walks"), `FlowRestore.savedWalkFormat`, which locks record. It reads every
    /// earlier version. Version 3 added a child flow's step, saved as its use-step's payload
    /// `child`.
    public static var formatVersion: Int { FlowRestore.savedWalkFormat }

    public init(steps: [Step], isComplete: Bool = true) {
        self.steps = steps
        self.isComplete = isComplete
    }

    /// Reads the saved entries by the restore rule (`FlowRestore.walk`): each entry decodes
    /// as a step, or ends the walk on a removed step's fallback (a `_FlowFallback`), or cuts it.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let readings = AnyIterator { () -> FlowEntryReading<Step>? in
            guard !container.isAtEnd else { return nil }
            do {
                return .step(try container.decode(Step.self))
            } catch let fallback as _FlowFallback<Step> {
                return .removed(FlowRemoval(fallback: fallback.step))
            } catch {
                return .undecodable
            }
        }
        let restoration = FlowRestore.walk(readings)
        steps = restoration.steps
        isComplete = restoration.isComplete
    }
}
