import FlowCore

/// What a code generator accepts from the checker but can't generate yet, given to the
/// checker by the pipeline: each limit is an error at the `.flow` line, so that a check gives
/// the build's verdict rather than the generator producing Swift that means something else.
public protocol GenerationLimiting: Sendable {
    /// Reports, into the file's `diagnostics`, each flow among `graphs` the generator can't
    /// generate.
    static func check(_ graphs: [FlowGraph], _ diagnostics: inout Diagnostics)
}

/// No limits: every checked flow can be generated.
public enum NoGenerationLimits: GenerationLimiting {
    public static func check(_ graphs: [FlowGraph], _ diagnostics: inout Diagnostics) {}
}
