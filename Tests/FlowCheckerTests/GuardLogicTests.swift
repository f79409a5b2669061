@testable import FlowChecker
import Testing

@Suite struct GuardLogicTests {
    /// Every guard over up to 8 flags agrees with direct evaluation, assignment by assignment.
    @Test(arguments: [0, 1, 3, 6, 7, 8])
    func tablesAgreeWithEvaluation(flagCount: Int) throws {
        let flags = (0..<flagCount).map(FlagID.init)
        let guards: [Guard] = flagCount == 0 ? [.constant(true), .constant(false)] : [
            .flag(flags.last!),
            .not(.flag(FlagID(0))),
            .and(flags.map { .flag($0) }),
            .or(flags.map { $0.index % 2 == 0 ? .flag($0) : .not(.flag($0)) }),
            .or([.and([.flag(FlagID(0)), .not(.flag(flags.last!))]), .constant(false)]),
        ]
        let space = try #require(GuardSpace(guards))
        #expect(space.flags == (flagCount == 0 ? [] : flags))
        for item in guards {
            let table = space.table(item)
            var anyTrue = false
            var allTrue = true
            for assignment in 0..<(1 << flagCount) {
                let expected = item.evaluate { (assignment >> $0.index) & 1 == 1 }
                anyTrue = anyTrue || expected
                allTrue = allTrue && expected
                #expect(table.holds(at: assignment) == expected, "\(item) at assignment \(assignment)")
            }
            #expect(table.isNever == !anyTrue)
            #expect(table.isAlways == allTrue)
            if let first = table.firstTrueAssignment {
                #expect(item.evaluate { (first >> $0.index) & 1 == 1 })
                for earlier in 0..<first { #expect(!item.evaluate { (earlier >> $0.index) & 1 == 1 }) }
            }
        }
    }

    @Test func tautologiesAndContradictions() throws {
        let space = try #require(GuardSpace([.flag(FlagID(2)), .flag(FlagID(5))]))
        #expect(space.table(.or([.flag(FlagID(2)), .not(.flag(FlagID(2)))])).isAlways)
        #expect(space.table(.and([.flag(FlagID(5)), .not(.flag(FlagID(5)))])).isNever)
        #expect(!space.table(.flag(FlagID(5))).isAlways)
        #expect(!space.table(.flag(FlagID(5))).isNever)
        #expect(space.table(nil).isAlways)
    }

    @Test func spacesAboveTheLimitAreRefused() {
        let many = (0...GuardSpace.maximumFlags).map { Guard.flag(FlagID($0)) }
        #expect(GuardSpace(many) == nil)
        #expect(GuardSpace(Array(many.dropLast())) != nil)
    }

    @Test func guardsPrintWithMinimalParentheses() {
        let item = Guard.and([.or([.flag(FlagID(0)), .flag(FlagID(1))]), .not(.and([.flag(FlagID(0)), .flag(FlagID(1))]))])
        #expect(item.description(flagNames: ["a", "b"]) == "(a || b) && !(a && b)")
    }
}
