/// Guards a parser loop against going round without consuming a token, as swift-syntax's
/// `LoopProgressCondition` does. A turn that starts where the last one did is a bug in the
/// parser: a debug build (the tests, the fuzzer) stops there with an assertion; a release
/// build ends the loop rather than spin (an input that did that once ran the fuzzer out of
/// memory).
struct LoopProgress {
    private var lastPosition: Int?

    /// Whether the loop may take another turn, starting at token `position`.
    mutating func allowsTurn(at position: Int) -> Bool {
        defer { lastPosition = position }
        guard let lastPosition else { return true }
        let hasMadeProgress = position > lastPosition
        assert(hasMadeProgress, "a parser loop went round without consuming a token (token \(position))")
        return hasMadeProgress
    }
}
