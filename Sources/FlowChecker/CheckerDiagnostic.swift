import FlowCore

/// Every kind of diagnostic the checker reports: the stable id (the raw value), with its
/// severity and help (`rule`). `CheckerMessages` words the messages of each kind.
public enum CheckerDiagnostic: String, DiagnosticKind {
    case duplicateFlow = "duplicate-flow"
    case generatedNameCollision = "generated-name-collision"
    case duplicateStep = "duplicate-step"
    case duplicateFlag = "duplicate-flag"
    case duplicateParameter = "duplicate-parameter"
    case invalidName = "invalid-name"
    case missingStart = "missing-start"
    case duplicateStart = "duplicate-start"
    case unknownStep = "unknown-step"
    case unknownFlag = "unknown-flag"
    case noFinalStep = "no-final-step"
    case finalStepTransitions = "final-step-transitions"
    case deadEnd = "dead-end"
    case unreachableStep = "unreachable-step"
    case alwaysSkipped = "always-skipped"
    case trap = "trap"
    case skipWithoutNext = "skip-without-next"
    case duplicateSkip = "duplicate-skip"
    case skipLoop = "skip-loop"
    case inconsistentPayload = "inconsistent-payload"
    case skipIntoPayload = "skip-into-payload"
    case transitionNeverTaken = "transition-never-taken"
    case guardAlwaysHolds = "guard-always-holds"
    case eventNotCovered = "event-not-covered"
    case unusedFlag = "unused-flag"
    case missingImport = "missing-import"
    case tooManyFlags = "too-many-flags"
    case skipNeverApplies = "skip-never-applies"
    case severalStarts = "several-starts"
    case backFromRoot = "back-from-root"
    case backTargetNotOnStack = "back-target-not-on-stack"
    case backToSelf = "back-to-self"
    case duplicatePush = "duplicate-push"
    case ambiguousBack = "ambiguous-back"
    case linkPatternInvalid = "link-pattern-invalid"
    case linkPlaceholderDuplicate = "link-placeholder-duplicate"
    case linkBindingInvalid = "link-binding-invalid"
    case linkPayloadUnsupplied = "link-payload-unsupplied"
    case linkPlaceholderUnused = "link-placeholder-unused"
    case linkPlaceholderType = "link-placeholder-type"
    case linkStackIllegal = "link-stack-illegal"
    case linkOverIllegal = "link-over-illegal"
    case linkEntryThen = "link-entry-then"
    case linkDependsOnFlags = "link-depends-on-flags"
    case linkShadowed = "link-shadowed"
    case linkOverlap = "link-overlap"
    case linkExampleMismatch = "link-example-mismatch"
    case linkFormsDiffer = "link-forms-differ"
    case duplicateLinkName = "duplicate-link-name"
    case unknownFlow = "unknown-flow"
    case unknownOutcome = "unknown-outcome"
    case unhandledOutcome = "unhandled-outcome"
    case outcomePayloadUnsupplied = "outcome-payload-unsupplied"
    case recursiveUse = "recursive-use"
    case useReentersItself = "use-reenters-itself"
    case usedFlowHasFinalStep = "used-flow-has-final-step"
    case outcomeNeverEntered = "outcome-never-entered"
    case childFlagUndeclared = "child-flag-undeclared"
    case childAlertClash = "child-alert-clash"
    case inconsistentPresentation = "inconsistent-presentation"
    case dismissFromBaseLayer = "dismiss-from-base-layer"
    case dismissedEntersStep = "dismissed-enters-step"
    case coverWithoutExit = "cover-without-exit"
    case skipChainPresentsTwice = "skip-chain-presents-twice"
    case ambiguousDismiss = "ambiguous-dismiss"
    case sheetWithoutExit = "sheet-without-exit"
    case skipIntoOutcome = "skip-into-outcome"
    case presentedFinalStep = "presented-final-step"
    case unknownActions = "unknown-actions"
    case duplicateActions = "duplicate-actions"
    case conflictingActions = "conflicting-actions"
    case actionsWithoutScreen = "actions-without-screen"
    case unusedActions = "unused-actions"
    case usePayloadUnsupplied = "use-payload-unsupplied"
    case usePayloadUnused = "use-payload-unused"
    case tabsInWizard = "tabs-in-wizard"
    case tabsAndStart = "tabs-and-start"
    case tabRootPayload = "tab-root-payload"
    case unknownTab = "unknown-tab"
    case tabMoveToHiddenTab = "tab-move-to-hidden-tab"
    case tabThenIllegal = "tab-then-illegal"
    case pushOfTabRoot = "push-of-tab-root"
    case tabMoveDiscardsGuardedLayer = "tab-move-discards-guarded-layer"
    case shellPush = "shell-push"
    case shellWithoutTabs = "shell-without-tabs"
    case shellPayload = "shell-payload"
    case shellThen = "shell-then"
    case tabNeverShown = "tab-never-shown"
    case linkTabAmbiguous = "link-tab-ambiguous"
    case reselectedEntersStep = "reselected-enters-step"
    case alertInWalk = "alert-in-walk"
    case alertFromAlert = "alert-from-alert"
    case alertPresented = "alert-presented"
    case alertButtonWithoutMove = "alert-button-without-move"
    case alertDuplicateCancel = "alert-duplicate-cancel"
    case alertButtonPayload = "alert-button-payload"
    case alertNeverShown = "alert-never-shown"
    case formerNameClash = "former-name-clash"
    case duplicateFormerName = "duplicate-former-name"
    case removedStepIsLive = "removed-step-is-live"
    case fallbackNeedsPayload = "fallback-needs-payload"
    case formerLabelUnknown = "former-label-unknown"
    case removedLinkWithoutLinks = "removed-link-without-links"
    case alertRoleConflict = "alert-role-conflict"
    case alertWithoutButtons = "alert-without-buttons"
    case unknownRoot = "unknown-root"
    case rootUnreachable = "root-unreachable"
    case rootOutcomeUnhandled = "root-outcome-unhandled"
    case appMoveIllegal = "app-move-illegal"
    case appEventTarget = "app-event-target"
    case appLinkClash = "app-link-clash"
    case keptNeverReturned = "kept-never-returned"
    case rootFlagUndeclared = "root-flag-undeclared"
    case appStartGuarded = "app-start-guarded"
    case duplicateAppName = "duplicate-app-name"
    case rootStartPayload = "root-start-payload"
    case appStepPayload = "app-step-payload"

    public var rule: (severity: Severity, help: String) {
        switch self {
        case .duplicateFlow: (.error, "Two flows in one module have the same name.")
        case .generatedNameCollision: (.error, "Two flows would generate Swift types with the same name.")
        case .duplicateStep: (.error, "Two steps of a flow have the same name.")
        case .duplicateFlag: (.error, "Two flags of a flow have the same name.")
        case .duplicateParameter: (.error, "Two payload parameters of a step have the same label.")
        case .invalidName: (.error, "A name that generated Swift can't use.")
        case .missingStart: (.error, "A flow has no `start` declaration.")
        case .duplicateStart: (.error, "A flow has more than one `start` declaration.")
        case .unknownStep: (.error, "A name that should be a step of the flow is not.")
        case .unknownFlag: (.error, "A condition names a flag the flow does not declare.")
        case .noFinalStep: (.error, "A flow has no final step, so it can never finish.")
        case .finalStepTransitions: (.error, "A final step completes the flow and has no transitions.")
        case .deadEnd: (.error, "A step that is not final has no transitions.")
        case .unreachableStep: (.error, "No path from the start step reaches the step.")
        case .alwaysSkipped: (.error, "A step's skip rule always applies, so the step is never shown.")
        case .trap: (.error, "Once the flow enters these steps it can never reach a final step.")
        case .skipWithoutNext: (.error, "A skip rule needs a `next` transition to continue along.")
        case .duplicateSkip: (.error, "A step has more than one skip rule.")
        case .skipLoop: (.error, "Skip rules can send the flow round in a circle without showing a step.")
        case .inconsistentPayload: (.error, "One event can lead to steps with different payloads.")
        case .skipIntoPayload: (.error, "A skip rule can enter a payload step, whose payload nobody supplies.")
        case .transitionNeverTaken: (.warning, "A transition whose guard never holds, or that earlier transitions always pre-empt.")
        case .guardAlwaysHolds: (.warning, "A guard that holds whatever the flags are.")
        case .eventNotCovered: (.warning, "For some flag values an event of a step has no target.")
        case .unusedFlag: (.warning, "A flag that no condition reads.")
        case .missingImport: (.warning, "A payload type from Foundation (`UUID`, `URL`, `Date`, `Data`, ...) in a file that doesn't import Foundation.")
        case .tooManyFlags: (.warning, "Too many flags in one group of conditions to analyse exactly.")
        case .skipNeverApplies: (.warning, "A skip rule whose condition can never hold.")
        case .severalStarts: (.error, "A wizard names more than one start step; only a router has several roots.")
        case .backFromRoot: (.error, "A `-> back` transition from a step that can be the root, with nothing below it.")
        case .backTargetNotOnStack: (.error, "A `-> back to` step that is not on the stack on every walk that reaches the transition.")
        case .backToSelf: (.error, "A `-> back to` the step the transition belongs to.")
        case .duplicatePush: (.warning, "A transition pushes a second copy of a step that is always on the stack already.")
        case .ambiguousBack: (.warning, "`-> back` in a flow that has a step named `back`.")
        case .linkPatternInvalid: (.error, "A link's URL pattern is not `scheme://host/path?name={placeholder}`.")
        case .linkPlaceholderDuplicate: (.error, "A placeholder is declared twice in a link's pattern, or a payload label is bound twice.")
        case .linkBindingInvalid: (.error, "A link binds a label its step lacks or a placeholder its pattern lacks, or one placeholder to two types.")
        case .linkPayloadUnsupplied: (.error, "A payload on a link's stack has no placeholder to supply it.")
        case .linkPlaceholderUnused: (.error, "A link's placeholder supplies no payload.")
        case .linkPlaceholderType: (.error, "A placeholder's payload type can't be read from a URL.")
        case .linkStackIllegal: (.error, "A link's stack is not a walk the flow can take.")
        case .linkOverIllegal: (.error, "A link presents its step over a step where that entry is not legal.")
        case .linkEntryThen: (.error, "A `back then s` or `dismiss then s` that can close a layer a link presented, below which nothing is known.")
        case .linkDependsOnFlags: (.warning, "A link's stack is a walk the flow takes only for some flag values.")
        case .linkShadowed: (.error, "An earlier link of the module matches every URL this link matches.")
        case .linkOverlap: (.warning, "Two links of the module match some of the same URLs; the first declared wins.")
        case .linkExampleMismatch: (.error, "A link's example URL matches no link of the module, or another link first.")
        case .linkFormsDiffer: (.error, "The forms (patterns) of one link don't have the same placeholders.")
        case .duplicateLinkName: (.error, "Two links of a flow have the same name (a link without one is named after the step it lands on).")
        case .unknownFlow: (.error, "A `uses` names a flow the module does not declare.")
        case .unknownOutcome: (.error, "A use-step's event is not an outcome of the flow it uses.")
        case .unhandledOutcome: (.error, "An outcome of the used flow that the use-step has no transition for.")
        case .outcomePayloadUnsupplied: (.error, "A continuation enters a step whose payload its outcome doesn't supply.")
        case .recursiveUse: (.error, "A flow uses itself, directly or through other flows.")
        case .useReentersItself: (.error, "A use-step enters itself, starting its child flow again on top of itself.")
        case .usedFlowHasFinalStep: (.error, "A used flow has a final step, which would end it without an outcome.")
        case .outcomeNeverEntered: (.warning, "No transition that can be taken enters an outcome.")
        case .childFlagUndeclared: (.error, "A used flow reads a flag that the flow using it doesn't declare.")
        case .childAlertClash: (.error, "An alert or dialog named like a used flow with alerts, whose alerts the flow's alert type holds in a case of that name.")
        case .inconsistentPresentation: (.error, "One step can enter another both pushed and presented, or as a sheet and as a cover.")
        case .dismissFromBaseLayer: (.error, "A `-> dismiss` from a step that can be in the base layer, which nothing presented.")
        case .dismissedEntersStep: (.error, "An `on dismissed` transition that enters a step: the user's gesture has removed the screen already.")
        case .coverWithoutExit: (.error, "A step presented `as cover` whose layer has no written way below its root.")
        case .skipChainPresentsTwice: (.error, "Skip rules can make one move present two layers.")
        case .ambiguousDismiss: (.warning, "`-> dismiss` in a flow that has a step named `dismiss`.")
        case .sheetWithoutExit: (.warning, "A sheet whose swipe-down its guards can disable, and whose layer has no written way below its root.")
        case .skipIntoOutcome: (.error, "A skip rule goes on into an outcome: a skip shows a later step, it can't end the flow.")
        case .presentedFinalStep: (.warning, "A final step entered as a sheet or a cover, which finishes the flow as soon as it opens.")
        case .unknownActions: (.error, "A `with` names a set of shared transitions the flow does not declare.")
        case .duplicateActions: (.error, "A set of shared transitions is declared twice, or given to one step twice.")
        case .conflictingActions: (.error, "Two sets of shared transitions give one step transitions for the same event.")
        case .actionsWithoutScreen: (.error, "Shared transitions given to a final step or a use-step, which can't take them.")
        case .unusedActions: (.warning, "A set of shared transitions that no step takes.")
        case .usePayloadUnsupplied: (.error, "A used flow's start step needs a payload parameter that the use-step's payload doesn't supply.")
        case .usePayloadUnused: (.error, "A use-step's payload parameter that the used flow's start step doesn't take.")
        case .tabsInWizard: (.error, "A wizard (`flow`) declares `tabs`; only a router has tabs.")
        case .tabsAndStart: (.error, "A router declares both `tabs` and `start`.")
        case .tabRootPayload: (.error, "A tab's root step needs a payload without a default, which the tab bar can't supply.")
        case .unknownTab: (.error, "A `-> tab` names no tab of the router.")
        case .tabMoveToHiddenTab: (.error, "A move to a tab that can be hidden (its `when` false) when the move is taken.")
        case .tabThenIllegal: (.error, "A `-> tab t then s` whose step `s` the tab's root has no transition to enter.")
        case .pushOfTabRoot: (.warning, "A push of a tab's root from another step: a second copy of that tab inside this one.")
        case .tabMoveDiscardsGuardedLayer: (.warning, "A tab move from a layer above a sheet whose swipe-down its guards can refuse: the move closes that sheet.")
        case .shellPush: (.error, "A tab bar action (`shell`) that doesn't present a step as a sheet or a cover.")
        case .shellWithoutTabs: (.error, "A flow has a `shell` (the tab bar's actions) but no `tabs`.")
        case .shellPayload: (.error, "A tab bar action (`shell`) presents a step whose payload has a parameter without a default, which the bar can't supply.")
        case .shellThen: (.error, "A `back then s` or `dismiss then s` that can close a layer the tab bar presented, below which any tab's top step can be.")
        case .tabNeverShown: (.warning, "A tab whose `when` never holds, so the bar never shows it.")
        case .linkTabAmbiguous: (.warning, "A link naming only its last step, which two tabs reach by equally short walks: the bar's order picks the tab.")
        case .reselectedEntersStep: (.error, "An `on reselected` transition that enters a step or moves to a tab instead of unwinding in the tab.")
        case .alertInWalk: (.error, "An alert or dialog named where a step of the walk belongs: a root, a tab, a link's walk, `back to`, or after `then`.")
        case .alertFromAlert: (.error, "An alert's button that shows an alert: two presentations in one tap.")
        case .alertPresented: (.error, "An alert or dialog shown `as sheet` or `as cover`: it is shown over the step on screen, never presented as a layer.")
        case .alertButtonWithoutMove: (.error, "An alert's button, other than `cancel`, with no move, or whose guards can all fail: the tap closes the alert and nothing happens.")
        case .alertDuplicateCancel: (.error, "An alert with two `cancel` buttons: SwiftUI shows one.")
        case .alertButtonPayload: (.error, "An alert's button that enters a step whose payload has a parameter without a default that the alert's payload doesn't have: nothing supplies it.")
        case .alertNeverShown: (.warning, "An alert or dialog that no transition shows.")
        case .formerNameClash: (.error, "A step is `renamed from` the name of a step that still exists.")
        case .duplicateFormerName: (.error, "Two steps, or a step and a `removed step`, claim one old name, so an old walk naming it can't tell which it meant.")
        case .removedStepIsLive: (.error, "A `removed step` names a step that still exists, without an old payload shape that differs from its payload now.")
        case .fallbackNeedsPayload: (.error, "The step a removed step's walks land on needs a payload that nothing supplies.")
        case .formerLabelUnknown: (.error, "A `renamed from (old: new)` label map names a label the step doesn't have.")
        case .removedLinkWithoutLinks: (.error, "A `removed link` with a walk in a flow that has no link left: the generated code opens URLs only for a flow with links.")
        case .alertRoleConflict: (.error, "An alert's button given different roles on two of its lines: a button has one role.")
        case .alertWithoutButtons: (.error, "An alert or dialog without buttons: SwiftUI would add one the flow can't name and the app can't label.")
        case .unknownRoot: (.error, "An app's `start`, swap or event names no root (or app-level step) of the app.")
        case .rootUnreachable: (.error, "A root of an app that no `start` entry, outcome, app event or app-level step swaps to.")
        case .rootOutcomeUnhandled: (.warning, "An outcome of a root's flow that the root has no `on` for: entering it ends the app's navigation.")
        case .appMoveIllegal: (.error, "An app-level step or a root's outcome making a move that depends on what is under it (a push, `back`, `back to`, `then`, a tab) or presenting a root.")
        case .appEventTarget: (.error, "An app event whose target is neither a root (swapped in) nor an app-level step (presented as a sheet or a cover).")
        case .appLinkClash: (.error, "A link (the same name or the same pattern) declared by the flows of two roots of an app: a URL must open one root.")
        case .keptNeverReturned: (.warning, "A `kept` root that no swap, event or outcome leads back to once it is left: its kept walk is never shown.")
        case .rootFlagUndeclared: (.error, "A root's flow declares a flag that the app doesn't declare.")
        case .appStartGuarded: (.error, "The last entry of an app's `start` has a guard: when no guard holds, no root can be shown.")
        case .duplicateAppName: (.error, "Two roots, events, app-level steps or flags of an app have one name, or a root and an app-level step do.")
        case .rootStartPayload: (.error, "A root's flow starts at a step that needs a payload, which nothing supplies when the root is shown.")
        case .appStepPayload: (.error, "An app-level step presented by an event or a step whose payload doesn't supply one of its parameters.")
        }
    }
}
