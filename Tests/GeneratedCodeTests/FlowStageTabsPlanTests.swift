@_spi(Testing) import FlowRuntime
import Testing

/// The pure planner across tabs, on layers of strings: a switch to another tab dismisses first
/// (if anything is presented), then selects the tab with its whole stack, then presents; no
/// stage does two of these, and no tab but the selected one is ever changed.
@Suite struct FlowStageTabsPlanTests {
    typealias Layer = FlowLayer<String>
    typealias Shown = FlowShown<String>

    static func base(_ root: String, _ path: String...) -> Layer { Layer(root: root, path: path, presentation: .push) }
    static func sheet(_ root: String, _ path: String...) -> Layer { Layer(root: root, path: path, presentation: .sheet) }

    static func shown(_ tab: String, _ layers: Layer..., others: [String: Layer] = [:]) -> Shown {
        Shown(part: .tab(tab), layers: layers, otherBases: Dictionary(uniqueKeysWithValues: others.map { (.tab($0.key), $0.value) }))
    }

    @Test func theSameTabIsPlannedAsItsLayers() {
        let shown = Self.shown("x", Self.base("x", "a"), Self.sheet("s"))
        let wanted = Self.shown("x", Self.base("x", "a", "b"))
        #expect(FlowStage.plan(from: shown, to: wanted) == FlowStage.plan(from: shown.layers, to: wanted.layers))
        #expect(FlowStage.plan(from: shown, to: wanted) == [.reveal(keeping: 1, top: Self.base("x", "a", "b"))])
    }

    @Test func anotherTabWithNothingPresentedIsOneSelectWithItsWholeStack() {
        let shown = Self.shown("x", Self.base("x", "a"), others: ["y": Self.base("y")])
        let wanted = Self.shown("y", Self.base("y", "b", "c"))
        #expect(FlowStage.plan(from: shown, to: wanted) == [.select("y", base: Self.base("y", "b", "c"))],
                "the stack is set as the tab comes on screen, no push animation after the switch")
    }

    /// A link into another tab while a sheet is open: the sheet goes, the tab it covered keeps
    /// its stack as shown, the other tab comes with its stack, then its own sheet.
    @Test func aLinkIntoAnotherTabWhileASheetIsOpenDismissesThenSelectsThenPresents() {
        let shown = Self.shown("x", Self.base("x", "a"), Self.sheet("s", "t"))
        let wanted = Self.shown("y", Self.base("y", "b"), Self.sheet("u"))
        let stages = FlowStage.plan(from: shown, to: wanted)
        #expect(stages == [
            .reveal(keeping: 1, top: Self.base("x", "a")),
            .select("y", base: Self.base("y", "b")),
            .present(Self.sheet("u")),
        ])
        let after = stages.reduce(shown) { $1.applied(to: $0) }
        #expect(after.isShowing(wanted))
        #expect(after.base(of: .tab("x")) == Self.base("x", "a"), "the tab left keeps its stack as it was shown")
    }

    @Test func theTabLeftKeepsItsShownStackEvenWhenTheWalkCutIt() {
        // The walk popped x to its root while it was switching away: x isn't staged.
        let shown = Self.shown("x", Self.base("x", "a", "b"))
        let wanted = Self.shown("y", Self.base("y"), others: ["x": Self.base("x")])
        #expect(FlowStage.plan(from: shown, to: wanted) == [.select("y", base: Self.base("y"))])
    }

    /// Random pairs over three tabs: the stages reach what is wanted on screen; a dismissal only
    /// comes first, a select only with nothing presented, a present only after the switch; and
    /// a tab that isn't selected keeps the base SwiftUI last saw.
    @Test func stagesNeverMixDismissingSelectingAndPresentingAndNeverTouchATabOffScreen() {
        var random = LinkRoundTripTests.Generator(state: 0x7AB5)
        for _ in 0..<2_000 {
            let shown = Self.randomShown(using: &random)
            let wanted = Self.randomShown(using: &random)
            var current = shown
            var selected = false
            for stage in FlowStage.plan(from: shown, to: wanted) {
                let next = stage.applied(to: current)
                switch stage {
                case .reveal(let keeping, _):
                    #expect(!selected && next.part == current.part, "a dismissal comes before the switch")
                    #expect(next.layers.count <= max(current.layers.count, 1), "and presents nothing")
                    if current.part != wanted.part {
                        #expect(keeping == 1 && next.layers == [current.layers[0]], "leaving a tab only dismisses")
                    }
                case .select(let tab, let base):
                    #expect(!selected && current.layers.count == 1, "a switch dismisses nothing")
                    #expect(.tab(tab) == wanted.part && base == wanted.layers[0])
                    #expect(next.base(of: current.part) == current.layers[0], "the tab left stays as shown")
                    selected = true
                case .present:
                    #expect(next.part == current.part && next.layers.count == current.layers.count + 1)
                    #expect(Array(next.layers.dropLast()) == current.layers, "a present changes nothing below")
                case .alert:
                    Issue.record("no alert is shown or wanted here (FlowRuntimeTests plan alerts)")
                }
                for tab in ["x", "y", "z"].map(Shown.Part.tab) where tab != current.part && tab != next.part {
                    #expect(next.base(of: tab) == current.base(of: tab), "\(tab) is off screen: never changed")
                }
                current = next
            }
            #expect(current.isShowing(wanted), "shown \(shown), wanted \(wanted)")
        }
    }

    /// One of three tabs selected, its base and up to two presented layers; the other tabs'
    /// bases from the same small alphabet.
    static func randomShown(using random: inout LinkRoundTripTests.Generator) -> Shown {
        let tabs = ["x", "y", "z"]
        let tab = tabs.randomElement(using: &random)!
        func base(_ root: String) -> Layer {
            Layer(root: root, path: Array(["a", "b"].prefix(Int.random(in: 0...2, using: &random))), presentation: .push)
        }
        var layers = [base(tab)]
        for _ in 0..<Int.random(in: 0..<3, using: &random) {
            layers.append(Layer(root: ["s", "t"].randomElement(using: &random)!, path: [], presentation: .sheet))
        }
        var others: [String: Layer] = [:]
        for other in tabs where other != tab { others[other] = base(other) }
        return Shown(part: .tab(tab), layers: layers, otherBases: Dictionary(uniqueKeysWithValues: others.map { (.tab($0.key), $0.value) }))
    }
}
