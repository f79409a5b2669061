import FlowChecker
import struct FlowPaths.AppPlan
import struct FlowPaths.TestPlan

/// A checked flow with the walks planned for its tests (`PathPlanner.testSupportPlan`): what
/// `TestSupportEmitter` prints. The plan is made before printing, so the printer only spells it.
public struct PlannedFlow: Sendable {
    public let flow: CheckedFlow
    /// `.all`'s walks; every coverage replays some of them.
    public let plan: TestPlan

    public init(flow: CheckedFlow, plan: TestPlan) {
        self.flow = flow
        self.plan = plan
    }
}

/// A checked app with the walks planned for its tests (`AppPlanner.plan`): what
/// `TestSupportEmitter` prints for it.
public struct PlannedApp: Sendable {
    public let app: CheckedApp
    public let plan: AppPlan

    public init(app: CheckedApp, plan: AppPlan) {
        self.app = app
        self.plan = plan
    }
}
