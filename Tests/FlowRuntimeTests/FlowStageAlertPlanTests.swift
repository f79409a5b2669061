@_spi(Testing) import FlowRuntime
import Testing

/// Planning with alerts: a stage that shows or closes an alert changes nothing else, a close
/// comes first and a show last.
@Suite struct FlowStageAlertPlanTests {
    static let base = FlowLayer(root: "a", path: ["b"], presentation: .push)
    static let sheet = FlowLayer(root: "s", path: [], presentation: .sheet)

    static func shown(_ layers: [FlowLayer<String>], alert: UInt64?) -> FlowShown<String> {
        FlowShown(part: .stack, layers: layers, otherBases: [:], alert: alert)
    }

    @Test func anAlertShowsAfterTheDismissalAlone() {
        let stages = FlowStage.plan(from: Self.shown([Self.base, Self.sheet], alert: nil), to: Self.shown([Self.base], alert: 3))
        #expect(stages == [.reveal(keeping: 1, top: Self.base), .alert(3)])
    }

    @Test func anAlertClosesBeforeTheLayersChange() {
        let stages = FlowStage.plan(from: Self.shown([Self.base], alert: 3), to: Self.shown([Self.base, Self.sheet], alert: nil))
        #expect(stages == [.alert(nil), .present(Self.sheet)])
    }

    @Test func theSameAlertOverTheSameLayersNeedsNoStage() {
        #expect(FlowStage.plan(from: Self.shown([Self.base], alert: 3), to: Self.shown([Self.base], alert: 3)).isEmpty)
    }

    @Test func anAlertReplacedClosesThenShows() {
        #expect(FlowStage.plan(from: Self.shown([Self.base], alert: 3), to: Self.shown([Self.base], alert: 4)) == [.alert(nil), .alert(4)])
    }

    @Test func anAlertStageChangesOnlyTheAlert() {
        let before = Self.shown([Self.base, Self.sheet], alert: nil)
        let after = FlowStage<String>.alert(5).applied(to: before)
        #expect(after.layers == before.layers && after.part == before.part && after.alert == 5)
        #expect(!after.isShowing(before) && after.isShowing(Self.shown([Self.base, Self.sheet], alert: 5)))
    }
}
