import FlowCore

/// Every diagnostic the checker reports, worded in one place.
public enum CheckerMessages {
    /// Each checker diagnostic id with a one-sentence help text (used for rule metadata).
    public static let ids: [DiagnosticID: String] = [
        .duplicateFlow: "Two flows in one module have the same name.",
        .generatedNameCollision: "Two flows would generate Swift types with the same name.",
        .duplicateStep: "Two steps of a flow have the same name.",
        .duplicateFlag: "Two flags of a flow have the same name.",
        .duplicateParameter: "Two payload parameters of a step have the same label.",
        .invalidName: "A name that generated Swift can't use.",
        .missingStart: "A flow has no `start` declaration.",
        .duplicateStart: "A flow has more than one `start` declaration.",
        .unknownStep: "A name that should be a step of the flow is not.",
        .unknownFlag: "A condition names a flag the flow does not declare.",
        .noFinalStep: "A flow has no final step, so it can never finish.",
        .finalStepTransitions: "A final step completes the flow and has no transitions.",
        .deadEnd: "A step that is not final has no transitions.",
        .unreachableStep: "No path from the start step reaches the step.",
        .alwaysSkipped: "A step's skip rule always applies, so the step is never shown.",
        .trap: "Once the flow enters these steps it can never reach a final step.",
        .skipWithoutNext: "A skip rule needs a `next` transition to continue along.",
        .duplicateSkip: "A step has more than one skip rule.",
        .skipLoop: "Skip rules can send the flow round in a circle without showing a step.",
        .inconsistentPayload: "One event can lead to steps with different payloads.",
        .skipIntoPayload: "A skip rule can enter a payload step, whose payload nobody supplies.",
        .transitionNeverTaken: "A transition whose guard never holds, or that earlier transitions always pre-empt.",
        .guardAlwaysHolds: "A guard that holds whatever the flags are.",
        .eventNotCovered: "For some flag values an event of a step has no target.",
        .unusedFlag: "A flag that no condition reads.",
        .missingImport: "A payload type from Foundation (`UUID`, `URL`, `Date`, `Data`, ...) in a file that doesn't import Foundation.",
        .tooManyFlags: "Too many flags in one group of conditions to analyse exactly.",
        .skipNeverApplies: "A skip rule whose condition can never hold.",
        .severalStarts: "A wizard names more than one start step; only a router has several roots.",
        .backFromRoot: "A `-> back` transition from a step that can be the root, with nothing below it.",
        .backTargetNotOnStack: "A `-> back to` step that is not on the stack on every walk that reaches the transition.",
        .backToSelf: "A `-> back to` the step the transition belongs to.",
        .duplicatePush: "A transition pushes a second copy of a step that is always on the stack already.",
        .ambiguousBack: "`-> back` in a flow that has a step named `back`.",
        .linkPatternInvalid: "A link's URL pattern is not `scheme://host/path?name={placeholder}`.",
        .linkPlaceholderDuplicate: "A placeholder is declared twice in a link's pattern, or a payload label is bound twice.",
        .linkBindingInvalid: "A link binds a label its step lacks or a placeholder its pattern lacks, or one placeholder to two types.",
        .linkPayloadUnsupplied: "A payload on a link's stack has no placeholder to supply it.",
        .linkPlaceholderUnused: "A link's placeholder supplies no payload.",
        .linkPlaceholderType: "A placeholder's payload type can't be read from a URL.",
        .linkStackIllegal: "A link's stack is not a walk the flow can take.",
        .linkDependsOnFlags: "A link's stack is a walk the flow takes only for some flag values.",
        .linkShadowed: "An earlier link of the module matches every URL this link matches.",
        .linkOverlap: "Two links of the module match some of the same URLs; the first declared wins.",
        .linkExampleMismatch: "A link's example URL matches no link of the module, or another link first.",
        .linkFormsDiffer: "The forms (patterns) of one link don't have the same placeholders.",
        .duplicateLinkName: "Two links of a flow have the same name (a link without one is named after the step it lands on).",
    ].merging(presentationIDs) { first, _ in first }.merging(childIDs) { first, _ in first }

    /// The ids reported as warnings; every other checker id is an error.
    public static let warningIDs: Set<DiagnosticID> = Set<DiagnosticID>([
        .transitionNeverTaken, .guardAlwaysHolds, .eventNotCovered, .unusedFlag, .tooManyFlags, .skipNeverApplies,
        .duplicatePush, .ambiguousBack, .linkDependsOnFlags, .linkOverlap, .missingImport,
    ]).union(childWarningIDs)

    static func duplicateFlow(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .duplicateFlow, "flow `\(name)` is declared more than once")
    }
    static func generatedNameCollision(_ name: String, other: String, type: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .generatedNameCollision, "flow `\(name)` and flow `\(other)` would both generate the Swift type `\(type)`")
    }
    static func duplicateStep(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .duplicateStep, "step `\(name)` is declared more than once")
    }
    static func duplicateFlag(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .duplicateFlag, "flag `\(name)` is declared more than once")
    }
    static func duplicateParameter(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .duplicateParameter, "payload parameter `\(name)` is declared more than once")
    }
    static func invalidName(_ name: String, _ why: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .invalidName, "`\(name)` can't be used as \(why)")
    }
    static func missingStart(_ flow: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .missingStart, "flow `\(flow)` has no `start` step")
    }
    static let duplicateStart = DiagnosticMessage(.error, .duplicateStart, "flow has more than one `start`")
    static func unknownStep(_ name: String, suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.error, .unknownStep, "no step named `\(name)`" + didYouMean(suggestion))
    }
    static func unknownFlag(_ name: String, suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.error, .unknownFlag, "no flag named `\(name)`" + didYouMean(suggestion))
    }
    static func noFinalStep(_ flow: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .noFinalStep, "flow `\(flow)` has no final step, so it can never finish")
    }
    static func finalStepTransitions(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .finalStepTransitions, "final step `\(step)` can't have transitions")
    }
    static func deadEnd(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .deadEnd, "step `\(step)` is a dead end: it is not final and has no transitions")
    }
    static func unreachableStep(_ step: String, start: String, isRouter: Bool) -> DiagnosticMessage {
        DiagnosticMessage(.error, .unreachableStep, "step `\(step)` can't be reached from " + (isRouter ? "any root" : "start step `\(start)`"))
    }
    static func alwaysSkipped(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .alwaysSkipped, "step `\(step)` is always skipped: its skip rule always applies")
    }
    static func trap(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .trap, "step `\(step)` leads into a trap: no final step can be reached from it")
    }
    static let skipWithoutNext = DiagnosticMessage(.error, .skipWithoutNext, "skip rule on a step without a `next` transition to continue along")
    static let duplicateSkip = DiagnosticMessage(.error, .duplicateSkip, "step has more than one skip rule; combine them with `||`")
    static func skipLoop(_ chain: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .skipLoop, "skip rules can loop without showing a step: \(chain)")
    }
    static func inconsistentPayload(event: String, step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .inconsistentPayload, "`\(event)` from `\(step)` can lead to steps with different payloads")
    }
    static func skipIntoPayload(skipped: String, target: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .skipIntoPayload, "skipping `\(skipped)` can enter payload step `\(target)`, whose payload can't be supplied")
    }
    static func severalStarts(_ flow: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .severalStarts, "flow `\(flow)` names more than one start step; only a router has several roots")
    }
    static func duplicateRoot(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .duplicateStart, "`\(step)` is listed as a root more than once")
    }
    static func backFromRoot(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .backFromRoot, "`-> back` from `\(step)`, which can be the root: there is no step below it to go back to")
    }
    static func backTargetNotOnStack(_ target: String, from step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .backTargetNotOnStack, "`-> back to \(target)` from `\(step)`: `\(target)` is not on the stack on every walk that reaches `\(step)`")
    }
    static func backToSelf(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .backToSelf, "`-> back to \(step)` from `\(step)` itself: it is already on screen")
    }
    static func duplicatePush(_ target: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .duplicatePush, "pushes a second `\(target)`, which is always on the stack here; did you mean `-> back to \(target)`?")
    }
    static func linkPatternInvalid(_ pattern: String, _ reason: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkPatternInvalid, "invalid link pattern \"\(pattern)\": \(reason)")
    }
    static func placeholderDeclaredTwice(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkPlaceholderDuplicate, "placeholder `{\(name)}` appears more than once in the pattern")
    }
    static func labelBoundTwice(_ label: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkPlaceholderDuplicate, "payload label `\(label)` is bound more than once")
    }
    static func unknownLinkLabel(_ label: String, step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkBindingInvalid, "step `\(step)` has no payload label `\(label)`")
    }
    static func unknownPlaceholder(_ name: String, pattern: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkBindingInvalid, "`\(name)` is not a placeholder of \"\(pattern)\"")
    }
    static func placeholderTypesDiffer(_ name: String, _ first: String, _ second: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkBindingInvalid, "placeholder `{\(name)}` is bound to payloads of type `\(first)` and `\(second)`")
    }
    static func payloadNotSupplied(step: String, label: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkPayloadUnsupplied, "payload `\(label)` of `\(step)` is not supplied: no placeholder `{\(label)}`, and no binding `\(label): placeholder`")
    }
    static func childPayloadInLink(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkPayloadUnsupplied, "a link can't supply a payload to `\(step)`, a child flow's step, yet")
    }
    static func placeholderUnused(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkPlaceholderUnused, "placeholder `{\(name)}` supplies no payload on the stack")
    }
    static func placeholderType(_ name: String, type: String, _ problem: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkPlaceholderType, "placeholder `{\(name)}` can't carry `\(type)`: \(problem)")
    }
    static func linkStackIllegal(_ why: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkStackIllegal, "the link's stack is not a walk the flow can take: \(why)")
    }
    static func linkDependsOnFlags(_ flags: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .linkDependsOnFlags, "the flow takes the link's stack only for some values of \(flags); the link opens it whatever they are")
    }
    static func linkShadowed(_ pattern: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkShadowed, "link \"\(pattern)\" never matches: an earlier link matches every URL it does")
    }
    static func linkOverlap(_ pattern: String, other: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .linkOverlap, "link \"\(pattern)\" and link \"\(other)\" both match some URLs; the earlier one wins")
    }
    static func linkFormsDiffer(_ form: String, _ placeholders: String, first: String, _ firstPlaceholders: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkFormsDiffer, "form \"\(form)\" has \(placeholders), but the link's first form \"\(first)\" has \(firstPlaceholders): every form of a link must have the same placeholders")
    }
    static func duplicateLinkName(_ name: String, isNamed: Bool) -> DiagnosticMessage {
        DiagnosticMessage(.error, .duplicateLinkName, isNamed
            ? "link name `\(name)` is already taken by an earlier link of this flow: rename one of them"
            : "this link is named `\(name)`, after the step it lands on, and so is an earlier link: name one of them, as `link \(name)Other \"...\" -> ...`")
    }
    static func exampleMatchesNoLink(_ url: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkExampleMismatch, "example \"\(url)\" matches no link")
    }
    static func exampleMatchesOtherLink(_ url: String, other: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .linkExampleMismatch, "example \"\(url)\" opens link \"\(other)\", not this one")
    }
    static let ambiguousBack = DiagnosticMessage(.warning, .ambiguousBack, "`-> back` goes back to the previous step, not to the step named `back`")
    static let guardNeverHolds = DiagnosticMessage(.warning, .transitionNeverTaken, "transition is never taken: its guard never holds")
    static func transitionShadowed(event: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .transitionNeverTaken, "transition is never taken: earlier `\(event)` transitions always match first")
    }
    static let guardAlwaysHolds = DiagnosticMessage(.warning, .guardAlwaysHolds, "guard always holds")
    static func eventNotCovered(event: String, step: String, when condition: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .eventNotCovered, "\(condition), `\(event)` from `\(step)` goes nowhere")
    }
    static func missingFoundationImport(_ names: [String]) -> DiagnosticMessage {
        let quoted = names.map { "`\($0)`" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        let verb = names.count == 1 ? "is a Foundation type" : "are Foundation types"
        return DiagnosticMessage(.warning, .missingImport, "\(list) \(verb), and this file doesn't `import Foundation`")
    }
    static func unusedFlag(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .unusedFlag, "flag `\(name)` is never used")
    }
    static func tooManyFlags(_ count: Int, what: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .tooManyFlags, "\(what) read \(count) flags, more than the \(GuardSpace.maximumFlags) that can be analysed; their guards are not checked")
    }
    static let skipNeverApplies = DiagnosticMessage(.warning, .skipNeverApplies, "skip rule never applies: its condition never holds")

    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean `\($0)`?" } ?? ""
    }
}

extension DiagnosticID {
    public static let duplicateFlow = DiagnosticID("duplicate-flow")
    public static let duplicateStep = DiagnosticID("duplicate-step")
    public static let generatedNameCollision = DiagnosticID("generated-name-collision")
    public static let duplicateFlag = DiagnosticID("duplicate-flag")
    public static let duplicateParameter = DiagnosticID("duplicate-parameter")
    public static let invalidName = DiagnosticID("invalid-name")
    public static let missingStart = DiagnosticID("missing-start")
    public static let duplicateStart = DiagnosticID("duplicate-start")
    public static let unknownStep = DiagnosticID("unknown-step")
    public static let unknownFlag = DiagnosticID("unknown-flag")
    public static let noFinalStep = DiagnosticID("no-final-step")
    public static let finalStepTransitions = DiagnosticID("final-step-transitions")
    public static let deadEnd = DiagnosticID("dead-end")
    public static let unreachableStep = DiagnosticID("unreachable-step")
    public static let alwaysSkipped = DiagnosticID("always-skipped")
    public static let trap = DiagnosticID("trap")
    public static let skipWithoutNext = DiagnosticID("skip-without-next")
    public static let duplicateSkip = DiagnosticID("duplicate-skip")
    public static let skipLoop = DiagnosticID("skip-loop")
    public static let inconsistentPayload = DiagnosticID("inconsistent-payload")
    public static let skipIntoPayload = DiagnosticID("skip-into-payload")
    public static let transitionNeverTaken = DiagnosticID("transition-never-taken")
    public static let guardAlwaysHolds = DiagnosticID("guard-always-holds")
    public static let eventNotCovered = DiagnosticID("event-not-covered")
    public static let unusedFlag = DiagnosticID("unused-flag")
    public static let missingImport = DiagnosticID("missing-import")
    public static let tooManyFlags = DiagnosticID("too-many-flags")
    public static let skipNeverApplies = DiagnosticID("skip-never-applies")
    public static let severalStarts = DiagnosticID("several-starts")
    public static let backFromRoot = DiagnosticID("back-from-root")
    public static let backTargetNotOnStack = DiagnosticID("back-target-not-on-stack")
    public static let backToSelf = DiagnosticID("back-to-self")
    public static let duplicatePush = DiagnosticID("duplicate-push")
    public static let ambiguousBack = DiagnosticID("ambiguous-back")
    public static let linkPatternInvalid = DiagnosticID("link-pattern-invalid")
    public static let linkPlaceholderDuplicate = DiagnosticID("link-placeholder-duplicate")
    public static let linkBindingInvalid = DiagnosticID("link-binding-invalid")
    public static let linkPayloadUnsupplied = DiagnosticID("link-payload-unsupplied")
    public static let linkPlaceholderUnused = DiagnosticID("link-placeholder-unused")
    public static let linkPlaceholderType = DiagnosticID("link-placeholder-type")
    public static let linkStackIllegal = DiagnosticID("link-stack-illegal")
    public static let linkDependsOnFlags = DiagnosticID("link-depends-on-flags")
    public static let linkShadowed = DiagnosticID("link-shadowed")
    public static let linkOverlap = DiagnosticID("link-overlap")
    public static let linkExampleMismatch = DiagnosticID("link-example-mismatch")
    public static let duplicateLinkName = DiagnosticID("duplicate-link-name")
    public static let linkFormsDiffer = DiagnosticID("link-forms-differ")
}
