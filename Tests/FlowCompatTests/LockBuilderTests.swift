import FlowCompat
import FlowCore
import Testing

/// The builder's tombstones: a name lost without a declaration is cut; tombstones live while
/// their last release is at or above the walk floor.
@Suite struct LockBuilderTests {
    @Test func aStepLostWithoutDeclarationIsCutAsOfThePreviousRelease() throws {
        let first = CompatFixture.lock(CompatCheckerTests.before, release: "1.0.0")
        let renamed = CompatCheckerTests.before.replacingOccurrences("basket", with: "payment")
        let second = CompatFixture.lock(renamed, release: "1.1.0", walkFloor: "1.0.0", previous: first)
        let flow = try #require(second.flow(named: "Checkout"))
        #expect(flow.retired == [Lock.RetiredStep(name: "basket", shape: nil, last: "1.0.0", fate: .cut, range: flow.retired.first?.range ?? SourceRange(at: 0))])
        #expect(LockPrinter.text(of: second, flowcVersion: "test").contains("\n  retired step basket last 1.0.0 -> cut\n"))
        // Carried forward while 1.0.0 is at or above the floor, dropped once the floor passes it.
        let third = CompatFixture.lock(renamed, release: "1.2.0", walkFloor: "1.0.0", previous: second)
        #expect(third.flow(named: "Checkout")?.retired.map(\.name) == ["basket"])
        let fourth = CompatFixture.lock(renamed, release: "1.10.0", walkFloor: "1.9.0", previous: third)
        #expect(fourth.flow(named: "Checkout")?.retired.isEmpty == true)
    }

    @Test func aReusedNameIsFoundWhileItsTombstoneLives() {
        let first = CompatFixture.lock(CompatCheckerTests.before, release: "1.0.0")
        let renamed = CompatCheckerTests.before.replacingOccurrences("basket", with: "payment")
        let second = CompatFixture.lock(renamed, release: "1.1.0", walkFloor: nil, previous: first)
        let reused = CompatCheckerTests.before.replacingOccurrences("cardDetails", with: "basket2")
            .replacingOccurrences("step basket {", with: "step payment {").replacingOccurrences("-> basket\n", with: "-> payment\n")
            .replacingOccurrences("basket2", with: "basket")
        let report = CompatChecker.check(CompatFixture.flows(reused), against: second, lockPath: "flowc.lock")
        #expect(report.findings.map(\.diagnostic.id.rawValue).contains("compat-name-reused"))
    }

    @Test func theBuiltLockIsTheSameWhateverTheOrderOfTheFlows() {
        let flows = CompatFixture.flows(CompatFixture.shop)
        let forward = LockPrinter.text(of: LockBuilder.lock(of: flows, release: "1", walkFloor: nil, previous: nil), flowcVersion: "t")
        let backward = LockPrinter.text(of: LockBuilder.lock(of: flows.reversed(), release: "1", walkFloor: nil, previous: nil), flowcVersion: "t")
        #expect(forward == backward)
    }

    @Test func releasesCompareComponentByComponent() {
        #expect(ReleaseOrder.compare("1.10.0", "1.9.2") == .orderedDescending)
        #expect(ReleaseOrder.compare("1.2", "1.2.0") == .orderedAscending)
        #expect(ReleaseOrder.compare("2.0.0", "2.0.0") == .orderedSame)
    }
}
