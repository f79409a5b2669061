import FlowCore

/// The diagnostics of the declarations that say what became of an earlier release's steps and
/// links: `renamed from`, `removed step`, `also` and `removed link`.
extension CheckerMessages {
    static func formerNameClash(_ name: String, step: String) -> DiagnosticMessage {
        message(.formerNameClash, "step `\(step)` can't be renamed from `\(name)`: a step named `\(name)` still exists, and old walks naming it restore to that one")
    }
    static func duplicateFormerName(_ name: String) -> DiagnosticMessage {
        message(.duplicateFormerName, "old name `\(name)` is claimed twice: an old walk naming it must restore to one place")
    }
    static func duplicateRemovedShape(_ name: String) -> DiagnosticMessage {
        message(.duplicateFormerName, "removed step `\(name)` is declared twice with the same payload")
    }
    static func removedStepIsLive(_ name: String) -> DiagnosticMessage {
        message(.removedStepIsLive, "step `\(name)` still exists: a `removed step` of it names an old payload, as `removed step \(name)(label: Type) -> fallback`")
    }
    static func removedShapeIsLive(_ name: String) -> DiagnosticMessage {
        message(.removedStepIsLive, "removed step `\(name)` has the payload `\(name)` has now: old walks with it still restore to `\(name)`")
    }
    static func fallbackNeedsPayload(_ fallback: String, label: String, removed: String) -> DiagnosticMessage {
        message(.fallbackNeedsPayload, "walks naming removed step `\(removed)` can't land on `\(fallback)`: its payload `\(label)` has no default and isn't optional")
    }
    static func formerLabelUnknown(_ label: String, step: String, suggestion: String?) -> DiagnosticMessage {
        message(.formerLabelUnknown, "step `\(step)` has no payload label `\(label)`" + didYouMean(suggestion))
    }
    static func removedLinkWithoutLinks(_ name: String) -> DiagnosticMessage {
        message(.removedLinkWithoutLinks, "removed link `\(name)` can't open its walk: `\(name)` was the flow's last link, and a flow without links opens no URL; keep a link in the flow, or write `-> refused`")
    }
    static func formerLabelTwice(_ label: String) -> DiagnosticMessage {
        message(.duplicateParameter, "label `\(label)` is given an old label more than once")
    }
    static func legacyFormLacksPlaceholder(_ form: String, placeholder: String, step: String, label: String) -> DiagnosticMessage {
        message(
            .linkPayloadUnsupplied,
            "legacy form \"\(form)\" has no `{\(placeholder)}`, and `\(step)`'s payload `\(label)`, bound to it, has no default"
        )
    }
    static func removedLinkShadowed(_ pattern: String) -> DiagnosticMessage {
        message(.linkShadowed, "removed link \"\(pattern)\" is never reached: an earlier link matches every URL it does")
    }
}
