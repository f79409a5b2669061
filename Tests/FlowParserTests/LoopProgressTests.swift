import Testing
@testable import FlowParser

/// A parser loop's guard: a turn is allowed only after the loop consumed a token.
@Suite struct LoopProgressTests {
    @Test func aTurnThatStartsWhereTheLastDidEndsTheLoop() {
        var progress = LoopProgress()
        let turns = [3, 4, 9, 9].map { progress.allowsTurn(at: $0) }
        #expect(turns == [true, true, true, false], "no token consumed since the last turn at 9")
    }
}
