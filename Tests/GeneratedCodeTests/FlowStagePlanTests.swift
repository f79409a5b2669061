@_spi(Testing) import FlowRuntime
import Testing

/// The pure planner, on layers of strings: every pair of shown and wanted layers, including
/// random ones, is brought together in stages that either remove layers or add one.
@Suite struct FlowStagePlanTests {
    typealias Layer = FlowLayer<String>

    static func base(_ root: String, _ path: String...) -> Layer { Layer(root: root, path: path, presentation: .push) }
    static func sheet(_ root: String, _ path: String...) -> Layer { Layer(root: root, path: path, presentation: .sheet) }
    static func cover(_ root: String, _ path: String...) -> Layer { Layer(root: root, path: path, presentation: .cover) }

    @Test func equalLayersNeedNoStage() {
        let layers = [Self.base("a", "b"), Self.sheet("c")]
        #expect(FlowStage.plan(from: layers, to: layers).isEmpty)
    }

    @Test func aDeepLinkTwoLayersUpSetsThePathThenPresentsOneLayerAStage() {
        let wanted = [Self.base("a", "b"), Self.sheet("c", "d"), Self.sheet("e")]
        #expect(FlowStage.plan(from: [Self.base("a")], to: wanted) == [
            .reveal(keeping: 1, top: Self.base("a", "b")),
            .present(Self.sheet("c", "d")),
            .present(Self.sheet("e")),
        ])
    }

    @Test func aLayerWithAnotherRootOrPresentationIsDismissedAndPresentedAgain() {
        let shown = [Self.base("a"), Self.sheet("c"), Self.sheet("e")]
        #expect(FlowStage.plan(from: shown, to: [Self.base("a"), Self.cover("c")]) == [
            .reveal(keeping: 1, top: Self.base("a")),
            .present(Self.cover("c")),
        ])
        #expect(FlowStage.plan(from: shown, to: [Self.base("a"), Self.sheet("c", "d")]) == [
            .reveal(keeping: 2, top: Self.sheet("c", "d")),
        ], "same root and presentation: the sheet stays, its path changes, the sheet above goes")
    }

    @Test func nothingShownStartsWithTheBaseLayer() {
        #expect(FlowStage.plan(from: [], to: [Self.base("a"), Self.sheet("b")]) == [
            .reveal(keeping: 1, top: Self.base("a")),
            .present(Self.sheet("b")),
        ])
    }

    /// Random pairs: the stages reach the wanted layers; the only `.reveal` comes first and
    /// adds no layer; each `.present` adds one layer and changes none below it.
    @Test func stagesNeverMixDismissingAndPresentingAndReachTheWalk() {
        var random = LinkRoundTripTests.Generator(state: 0x5EED)
        for _ in 0..<2_000 {
            let shown = Self.randomLayers(using: &random)
            let wanted = Self.randomLayers(using: &random)
            var current = shown
            let stages = FlowStage.plan(from: shown, to: wanted)
            for (index, stage) in stages.enumerated() {
                let next = stage.applied(to: current)
                switch stage {
                case .reveal(let keeping, _):
                    #expect(index == 0, "a reveal only comes first")
                    #expect(next.count <= max(current.count, 1), "a reveal presents nothing")
                    #expect(Array(next.dropLast()) == Array(current.prefix(keeping - 1)))
                    if keeping > 1 {
                        let top = current[keeping - 1]
                        #expect(next.last?.root == top.root && next.last?.presentation == top.presentation,
                                "a presented layer that stays keeps its root: replacing it would dismiss and present at once")
                    }
                case .present:
                    #expect(next.count == current.count + 1, "a present adds one layer")
                    #expect(Array(next.dropLast()) == current, "and dismisses or changes nothing")
                case .select:
                    Issue.record("layers without tabs never select")
                case .alert:
                    Issue.record("no alert is shown or wanted here (FlowRuntimeTests plan alerts)")
                }
                current = next
            }
            #expect(current == wanted, "shown \(shown), wanted \(wanted)")
        }
    }

    /// One to four layers from a small alphabet, so that pairs often share a prefix (the
    /// generator is `LinkRoundTripTests`' seeded SplitMix64, so a failure repeats).
    static func randomLayers(using random: inout LinkRoundTripTests.Generator) -> [Layer] {
        let steps = ["a", "b", "c"]
        func path() -> [String] { (0..<Int.random(in: 0..<3, using: &random)).map { _ in steps.randomElement(using: &random)! } }
        var layers = [Layer(root: steps[Int.random(in: 0..<2, using: &random)], path: path(), presentation: .push)]
        for _ in 0..<Int.random(in: 0..<4, using: &random) {
            let presentation: FlowPresentation = Bool.random(using: &random) ? .sheet : .cover
            layers.append(Layer(root: steps.randomElement(using: &random)!, path: path(), presentation: presentation))
        }
        return layers
    }
}
