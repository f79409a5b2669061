/// Guards a parser loop against going round without consuming a token, as swift-syntax's
/// `LoopProgressCondition` does: a turn that starts where the last one did ends the loop
/// instead of spinning (an input that did that once ran the fuzzer out of memory).
struct LoopProgress {
    private var lastPosition: Int?

    /// Whether the loop may take another turn, starting at token `position`.
    mutating func allowsTurn(at position: Int) -> Bool {
        defer { lastPosition = position }
        guard let lastPosition else { return true }
        return position > lastPosition
    }
}
