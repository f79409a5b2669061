import FlowChecker
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
