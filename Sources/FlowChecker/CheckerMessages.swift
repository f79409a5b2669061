import FlowCore

/// The wording of every diagnostic the checker reports; `CheckerDiagnostic` declares each
/// kind's id, severity and help.
public enum CheckerMessages {
    static func duplicateFlow(_ name: String) -> DiagnosticMessage {
        message(.duplicateFlow, "flow `\(name)` is declared more than once")
    }
    static func generatedNameCollision(_ name: String, other: String, type: String) -> DiagnosticMessage {
        message(.generatedNameCollision, "flow `\(name)` and flow `\(other)` would both generate the Swift type `\(type)`")
    }
    static func duplicateStep(_ name: String) -> DiagnosticMessage {
        message(.duplicateStep, "step `\(name)` is declared more than once")
    }
    static func duplicateFlag(_ name: String) -> DiagnosticMessage {
        message(.duplicateFlag, "flag `\(name)` is declared more than once")
    }
    static func duplicateParameter(_ name: String) -> DiagnosticMessage {
        message(.duplicateParameter, "payload parameter `\(name)` is declared more than once")
    }
    static func invalidName(_ name: String, _ why: String) -> DiagnosticMessage {
        message(.invalidName, "`\(name)` can't be used as \(why)")
    }
    static func missingStart(_ flow: String) -> DiagnosticMessage {
        message(.missingStart, "flow `\(flow)` has no `start` step")
    }
    static let duplicateStart = message(.duplicateStart, "flow has more than one `start`")
    static func unknownStep(_ name: String, suggestion: String?) -> DiagnosticMessage {
        message(.unknownStep, "no step named `\(name)`" + didYouMean(suggestion))
    }
    static func unknownFlag(_ name: String, suggestion: String?) -> DiagnosticMessage {
        message(.unknownFlag, "no flag named `\(name)`" + didYouMean(suggestion))
    }
    static func noFinalStep(_ flow: String) -> DiagnosticMessage {
        message(.noFinalStep, "flow `\(flow)` has no final step, so it can never finish")
    }
    static func finalStepTransitions(_ step: String) -> DiagnosticMessage {
        message(.finalStepTransitions, "final step `\(step)` can't have transitions")
    }
    static func deadEnd(_ step: String) -> DiagnosticMessage {
        message(.deadEnd, "step `\(step)` is a dead end: it is not final and has no transitions")
    }
    static func unreachableStep(_ step: String, start: String, isRouter: Bool) -> DiagnosticMessage {
        message(.unreachableStep, "step `\(step)` can't be reached from " + (isRouter ? "any root" : "start step `\(start)`"))
    }
    static func alwaysSkipped(_ step: String) -> DiagnosticMessage {
        message(.alwaysSkipped, "step `\(step)` is always skipped: its skip rule always applies")
    }
    static func trap(_ step: String) -> DiagnosticMessage {
        message(.trap, "step `\(step)` leads into a trap: no final step can be reached from it")
    }
    static let skipWithoutNext = message(.skipWithoutNext, "skip rule on a step without a `next` transition to continue along")
    static let duplicateSkip = message(.duplicateSkip, "step has more than one skip rule; combine them with `||`")
    static func skipLoop(_ chain: String) -> DiagnosticMessage {
        message(.skipLoop, "skip rules can loop without showing a step: \(chain)")
    }
    /// - Parameter owner: "`step`", or "the steps that take `set`" (`SingleFlowChecker.owner`).
    static func inconsistentPayload(event: String, from owner: String) -> DiagnosticMessage {
        message(.inconsistentPayload, "`\(event)` from \(owner) can lead to steps with different payloads")
    }
    static func skipIntoPayload(skipped: String, target: String) -> DiagnosticMessage {
        message(.skipIntoPayload, "skipping `\(skipped)` can enter payload step `\(target)`, whose payload can't be supplied")
    }
    static func severalStarts(_ flow: String) -> DiagnosticMessage {
        message(.severalStarts, "flow `\(flow)` names more than one start step; only a router has several roots")
    }
    static func duplicateRoot(_ step: String) -> DiagnosticMessage {
        message(.duplicateStart, "`\(step)` is listed as a root more than once")
    }
    static func backFromRoot(_ step: String) -> DiagnosticMessage {
        message(.backFromRoot, "`-> back` from `\(step)`, which can be the root: there is no step below it to go back to")
    }
    static func dismissedAtChildStart(_ step: String, flow: String, written: String) -> DiagnosticMessage {
        message(
            .backFromRoot,
            "`-> back` from `\(step)`, the first screen of flow `\(flow)`: the gesture there is the use-step's; write `\(written)` in each step that uses `\(flow)`"
        )
    }
    static func backTargetNotOnStack(_ target: String, from step: String) -> DiagnosticMessage {
        message(.backTargetNotOnStack, "`-> back to \(target)` from `\(step)`: `\(target)` is not on the stack on every walk that reaches `\(step)`")
    }
    static func backToSelf(_ step: String) -> DiagnosticMessage {
        message(.backToSelf, "`-> back to \(step)` from `\(step)` itself: it is already on screen")
    }
    static func duplicatePush(_ target: String) -> DiagnosticMessage {
        message(.duplicatePush, "pushes a second `\(target)`, which is always on the stack here; did you mean `-> back to \(target)`?")
    }
    static func linkPatternInvalid(_ pattern: String, _ reason: String) -> DiagnosticMessage {
        message(.linkPatternInvalid, "invalid link pattern \"\(pattern)\": \(reason)")
    }
    static func placeholderDeclaredTwice(_ name: String) -> DiagnosticMessage {
        message(.linkPlaceholderDuplicate, "placeholder `{\(name)}` appears more than once in the pattern")
    }
    static func labelBoundTwice(_ label: String) -> DiagnosticMessage {
        message(.linkPlaceholderDuplicate, "payload label `\(label)` is bound more than once")
    }
    static func unknownLinkLabel(_ label: String, step: String) -> DiagnosticMessage {
        message(.linkBindingInvalid, "step `\(step)` has no payload label `\(label)`")
    }
    static func unknownPlaceholder(_ name: String, pattern: String) -> DiagnosticMessage {
        message(.linkBindingInvalid, "`\(name)` is not a placeholder of \"\(pattern)\"")
    }
    static func placeholderTypesDiffer(_ name: String, _ first: String, _ second: String) -> DiagnosticMessage {
        message(.linkBindingInvalid, "placeholder `{\(name)}` is bound to payloads of type `\(first)` and `\(second)`")
    }
    static func payloadNotSupplied(step: String, label: String) -> DiagnosticMessage {
        message(.linkPayloadUnsupplied, "payload `\(label)` of `\(step)` is not supplied: no placeholder `{\(label)}`, and no binding `\(label): placeholder`")
    }
    static func childPayloadInLink(_ step: String) -> DiagnosticMessage {
        message(.linkPayloadUnsupplied, "a link can't supply a payload to `\(step)`, a child flow's step, yet")
    }
    static func placeholderUnused(_ name: String) -> DiagnosticMessage {
        message(.linkPlaceholderUnused, "placeholder `{\(name)}` supplies no payload on the stack")
    }
    static func placeholderType(_ name: String, type: String, _ problem: String) -> DiagnosticMessage {
        message(.linkPlaceholderType, "placeholder `{\(name)}` can't carry `\(type)`: \(problem)")
    }
    static func linkStackIllegal(_ why: String) -> DiagnosticMessage {
        message(.linkStackIllegal, "the link's stack is not a walk the flow can take: \(why)")
    }
    static func wholeURLNameTaken() -> DiagnosticMessage {
        message(.linkPlaceholderDuplicate, "`url` names the whole URL, and the pattern has a placeholder `{url}` too: rename the placeholder")
    }
    /// `below` is the step on top where the entry is not legal, when `place` is a stack.
    static func linkEntryThen(_ written: String, from step: String, root: String) -> DiagnosticMessage {
        message(
            .linkEntryThen,
            "`-> \(written)` from `\(step)` can close the layer a link presents `\(root)` in: nothing is known below a link's entry, so the step after `then` can't be checked to follow it"
        )
    }
    static func linkOverIllegal(_ step: String, style: String, over place: String, below: String?, _ why: String) -> DiagnosticMessage {
        let which = below.map { ", but not over \($0), which can be on top there" } ?? ", which is not legal"
        return message(.linkOverIllegal, "the link presents \(step) as \(style) over \(place)\(which): \(why)")
    }
    static func linkTabAmbiguous(_ step: String, tabs: String, depth: Int, opens: String) -> DiagnosticMessage {
        message(
            .linkTabAmbiguous,
            "the link names only \(step), which tabs \(tabs) reach in \(depth) step\(depth == 1 ? "" : "s") each; it opens in tab \(opens), the first in the bar"
        )
    }
    static func linkIntoHiddenTab(_ tab: String, flags: String) -> DiagnosticMessage {
        message(.linkDependsOnFlags, "the link opens in tab `\(tab)`, which the tab bar shows only for some values of \(flags); while it is hidden, the navigator refuses the link (`.tabHidden`)")
    }

    static func linkDependsOnFlags(_ flags: String) -> DiagnosticMessage {
        message(.linkDependsOnFlags, "the flow takes the link's stack only for some values of \(flags); the link opens it whatever they are")
    }
    static func linkShadowed(_ pattern: String) -> DiagnosticMessage {
        message(.linkShadowed, "link \"\(pattern)\" never matches: an earlier link matches every URL it does")
    }
    static func linkOverlap(_ pattern: String, other: String) -> DiagnosticMessage {
        message(.linkOverlap, "link \"\(pattern)\" and link \"\(other)\" both match some URLs; the earlier one wins")
    }
    static func linkFormsDiffer(_ form: String, _ placeholders: String, first: String, _ firstPlaceholders: String) -> DiagnosticMessage {
        message(.linkFormsDiffer, "form \"\(form)\" has \(placeholders), but the link's first form \"\(first)\" has \(firstPlaceholders): every form of a link must have the same placeholders")
    }
    static func duplicateLinkName(_ name: String, isNamed: Bool) -> DiagnosticMessage {
        message(.duplicateLinkName, isNamed
            ? "link name `\(name)` is already taken by an earlier link of this flow: rename one of them"
            : "this link is named `\(name)`, after the step it lands on, and so is an earlier link: name one of them, as `link \(name)Other \"...\" -> ...`")
    }
    static func exampleMatchesNoLink(_ url: String) -> DiagnosticMessage {
        message(.linkExampleMismatch, "example \"\(url)\" matches no link")
    }
    static func exampleMatchesOtherLink(_ url: String, other: String) -> DiagnosticMessage {
        message(.linkExampleMismatch, "example \"\(url)\" opens link \"\(other)\", not this one")
    }
    static let ambiguousBack = message(.ambiguousBack, "`-> back` goes back to the previous step, not to the step named `back`")
    static let guardNeverHolds = message(.transitionNeverTaken, "transition is never taken: its guard never holds")
    static func transitionShadowed(event: String) -> DiagnosticMessage {
        message(.transitionNeverTaken, "transition is never taken: earlier `\(event)` transitions always match first")
    }
    static let guardAlwaysHolds = message(.guardAlwaysHolds, "guard always holds")
    /// - Parameter owner: "`step`", or "the steps that take `set`" (`SingleFlowChecker.owner`).
    static func eventNotCovered(event: String, from owner: String, when condition: String) -> DiagnosticMessage {
        message(.eventNotCovered, "\(condition), `\(event)` from \(owner) goes nowhere")
    }
    static func missingFoundationImport(_ names: [String]) -> DiagnosticMessage {
        let quoted = names.map { "`\($0)`" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        let verb = names.count == 1 ? "is a Foundation type" : "are Foundation types"
        return message(.missingImport, "\(list) \(verb), and this file doesn't `import Foundation`")
    }
    static func unusedFlag(_ name: String) -> DiagnosticMessage {
        message(.unusedFlag, "flag `\(name)` is never used")
    }
    static func tooManyFlags(_ count: Int, what: String) -> DiagnosticMessage {
        message(.tooManyFlags, "\(what) read \(count) flags, more than the \(GuardSpace.maximumFlags) that can be analysed; their guards are not checked")
    }
    static let skipNeverApplies = message(.skipNeverApplies, "skip rule never applies: its condition never holds")
    static func skipIntoOutcome(skipped: String, outcome: String, condition: String) -> DiagnosticMessage {
        message(
            .skipIntoOutcome,
            "a skip rule can't end the flow, and skipping `\(skipped)` would enter outcome `\(outcome)`: "
                + "write `-> \(outcome) when \(condition)` before the transitions that enter `\(skipped)`, or guard the use of this flow"
        )
    }

    /// A message of `kind`, which gives its id and severity.
    static func message(_ kind: CheckerDiagnostic, _ text: String) -> DiagnosticMessage {
        DiagnosticMessage(kind, text)
    }

    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean `\($0)`?" } ?? ""
    }
}
