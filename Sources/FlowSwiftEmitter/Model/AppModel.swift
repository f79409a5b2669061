import FlowChecker
import FlowCore

/// What the Swift for one app will be, decided before any text is written: the names of its
/// types and members and its logic. The renderer (`AppEmitter`) only prints it.
package struct AppModel {
    package let app: CheckedApp
    package let names: GeneratedAppTypeNames
    /// Each root's case name, escaped where it is a Swift keyword.
    package let rootCases: [String]
    /// Each app event's case name.
    package let eventCases: [String]
    /// Each app-level step's case name.
    package let stepCases: [String]
    /// The app-level steps' events, each once, in order of first appearance.
    package let stepEventCases: [String]
    /// The same events by their `.flow` names.
    package let stepEventNames: [String]
    /// Each flag's member name.
    package let flagMembers: [String]
    /// By root index: the type names of the root's flow.
    package let rootFlows: [GeneratedTypeNames]
    /// The root flows' flags protocols, each once, in the roots' order: the app's refines them.
    let refinedFlags: [String]
    /// By root index: the guard of the root's entry of the `start` line; `nil` for a root
    /// without one.
    let startGuards: [Guard?]
    package let logic: AppLogic

    var hasSteps: Bool { !app.steps.isEmpty }

    package init(_ app: CheckedApp) {
        self.app = app
        names = GeneratedAppTypeNames(appNamed: app.name)
        rootCases = app.roots.map { SwiftNames.identifier($0.name) }
        eventCases = app.events.map { SwiftNames.identifier($0.name) }
        stepCases = app.steps.map { SwiftNames.identifier($0.name) }
        stepEventNames = AppLogic.stepEvents(app)
        stepEventCases = stepEventNames.map(SwiftNames.identifier)
        flagMembers = app.flags.map(SwiftNames.identifier)
        rootFlows = app.roots.map { GeneratedTypeNames(flowNamed: $0.flow.name) }
        refinedFlags = rootFlows.map(\.flags).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        startGuards = app.rootIDs.map { root in app.starts.first { $0.root == root }?.guardCondition }
        logic = AppLogic(app)
    }
}
