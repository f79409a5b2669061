/// What the graph checks ask of each step, one byte a step.
///
/// The checks after guard analysis walk all steps several times, each reading a flag or two.
/// Read from `FlowGraph.steps` (over 100 bytes a step), each walk of a 100,000-step flow
/// streamed 10 MB through the caches; read from these, 100 KB.
struct StepTraits: OptionSet {
    let rawValue: UInt8

    /// `StepFacts.canBeSkipped`.
    static let canBeSkipped = StepTraits(rawValue: 1)
    /// `StepFacts.isAlwaysSkipped`.
    static let isAlwaysSkipped = StepTraits(rawValue: 2)
    /// The step takes a payload.
    static let hasPayload = StepTraits(rawValue: 4)
}
