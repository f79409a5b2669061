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
    /// "Saved walks"). It reads every earlier version. Version 3 added a child flow's step,
    /// saved as its use-step's payload `child`.
    public static var formatVersion: Int { 3 }

    public init(steps: [Step], isComplete: Bool = true) {
        self.steps = steps
        self.isComplete = isComplete
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        steps = []
        isComplete = true
        while !container.isAtEnd {
            do {
                steps.append(try container.decode(Step.self))
            } catch let fallback as _FlowFallback<Step> {
                // A step the flow declares removed: the walk ends on its fallback, if it has one.
                steps.append(contentsOf: fallback.step.map { [$0] } ?? [])
                isComplete = false
                return
            } catch {
                isComplete = false
                return
            }
        }
    }
}
