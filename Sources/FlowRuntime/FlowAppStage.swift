/// One presentation change of an app's host that SwiftUI can show in a single update: a step
/// of the plan that `FlowAppStage.plan(from:to:)` makes to bring what the host shows to what
/// the app navigator says. As `FlowStage` does for a walk, a stage dismisses, swaps or
/// presents, never two of these: a swap closes the old root's layers (the app-level steps
/// over the top with them) in one stage, then shows the new root in another.
///
/// SPI for tests (`@_spi(Testing) import FlowRuntime`).
@_spi(Testing)
public enum FlowAppStage<App: FlowApp>: Hashable, Sendable {
    /// Dismisses every layer presented over the root's base layer, the app-level steps
    /// included, in one update; the root stays on screen, its walk as it is.
    case closeRoot
    /// Shows the root on screen of the app navigator at its base layer (its presenter then
    /// brings up its presented layers, one stage at a time).
    case showRoot(App.Root)
    /// Dismisses the app-level steps above the first `keeping`, in one update.
    case closeOverTop(keeping: Int)
    /// Presents one app-level step over the top.
    case presentOverTop(FlowAppLayer<App>)

    /// What a host shows, as the planner sees it.
    public struct Shown: Hashable, Sendable {
        /// The root on screen, and whether its navigator is the one wanted (a swap to the
        /// same root that isn't kept brings a new navigator).
        public var root: App.Root
        public var isWantedNavigator: Bool
        /// Whether the root shows presented layers of its own.
        public var showsPresentedLayers: Bool
        /// The app-level steps over the top, bottom first.
        public var overTop: [FlowAppLayer<App>]

        public init(root: App.Root, isWantedNavigator: Bool, showsPresentedLayers: Bool, overTop: [FlowAppLayer<App>]) {
            self.root = root
            self.isWantedNavigator = isWantedNavigator
            self.showsPresentedLayers = showsPresentedLayers
            self.overTop = overTop
        }
    }

    /// The stages from what is `shown` to the navigator's root `root` with `overTop` over it:
    ///
    /// - another root (or another navigator of it): one `.closeRoot` when the root shown has
    ///   presented layers or app-level steps over it, then one `.showRoot`, then one
    ///   `.presentOverTop` for each app-level step wanted;
    /// - the same root: where the app-level steps first differ, one `.closeOverTop` dismisses
    ///   the shown ones above it, then one `.presentOverTop` for each further one wanted.
    public static func plan(from shown: Shown, to root: App.Root, overTop: [FlowAppLayer<App>]) -> [FlowAppStage] {
        guard shown.isWantedNavigator, shown.root == root else {
            var stages: [FlowAppStage] = []
            if shown.showsPresentedLayers || !shown.overTop.isEmpty { stages.append(.closeRoot) }
            stages.append(.showRoot(root))
            return stages + overTop.map { .presentOverTop($0) }
        }
        let common = zip(shown.overTop, overTop).prefix { $0 == $1 }.count
        var stages: [FlowAppStage] = []
        if shown.overTop.count > common { stages.append(.closeOverTop(keeping: common)) }
        return stages + overTop[common...].map { .presentOverTop($0) }
    }
}
