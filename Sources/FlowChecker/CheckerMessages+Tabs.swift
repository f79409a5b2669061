import FlowCore

/// The diagnostics of tabbed routers: `tabs`, tab moves (`-> tab t [then s]`), the tab bar's
/// `shell` and the event `reselected`.
extension CheckerMessages {
    static func tabsInWizard(_ flow: String) -> DiagnosticMessage {
        message(.tabsInWizard, "flow `\(flow)` declares `tabs`; only a router has tabs")
    }
    static let tabsAndStart = message(.tabsAndStart, "a router has either `tabs` or `start`, not both: with `tabs`, each tab's root is where its stack starts")
    static let duplicateTabs = message(.duplicateStart, "a router has one `tabs` line")
    static func duplicateTab(_ step: String) -> DiagnosticMessage {
        message(.duplicateStart, "`\(step)` is listed as a tab more than once; one step roots one tab")
    }
    static func tabRootPayload(_ step: String, labels: [String]) -> DiagnosticMessage {
        message(
            .tabRootPayload,
            "tab `\(step)` needs a payload (\(labels.map { "`\($0)`" }.joined(separator: ", "))): the tab bar makes its root, and no screen supplies it"
        )
    }
    static func tabNeverShown(_ tab: String, when: String) -> DiagnosticMessage {
        message(.tabNeverShown, "tab `\(tab)` is never shown: `\(when)` holds for no flag values")
    }
    static func unknownTab(_ name: String, suggestion: String?) -> DiagnosticMessage {
        message(.unknownTab, "no tab named `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""))
    }
    static func tabMoveWithoutTabs(_ flow: String) -> DiagnosticMessage {
        message(.unknownTab, "`-> tab` moves to a tab, and `\(flow)` declares no `tabs`")
    }
    static func tabMoveToHiddenTab(_ tab: String, from step: String, when: String) -> DiagnosticMessage {
        message(.tabMoveToHiddenTab, "`-> tab \(tab)` from `\(step)` can be taken while tab `\(tab)` is hidden (\(when))")
    }
    static func tabThenIllegal(_ step: String, tab: String, style: FlowPresentation) -> DiagnosticMessage {
        message(
            .tabThenIllegal,
            "`-> tab \(tab) then \(step)` enters `\(step)` from the root of tab `\(tab)`, which has no transition that enters it \(describe(style))"
        )
    }
    static func pushOfTabRoot(_ root: String) -> DiagnosticMessage {
        message(.pushOfTabRoot, "pushes `\(root)`, the root of tab `\(root)`, onto this tab's stack: a second copy of the tab inside this one; did you mean `-> tab \(root)`?")
    }
    static func tabMoveDiscardsGuardedLayer(_ tab: String, sheet: String) -> DiagnosticMessage {
        message(
            .tabMoveDiscardsGuardedLayer,
            "`-> tab \(tab)` closes every presented layer, and can close sheet `\(sheet)`, whose swipe-down its guards can refuse"
        )
    }
    static func shellNotPresentation(_ what: String) -> DiagnosticMessage {
        message(.shellPush, "the tab bar's action \(what): the bar has no stack; its actions present a step `as sheet` or `as cover`")
    }
    static func shellPayload(_ step: String, labels: [String]) -> DiagnosticMessage {
        message(
            .shellPayload,
            "the tab bar's action presents `\(step)`, which needs a payload (\(labels.map { "`\($0)`" }.joined(separator: ", "))): the bar has no screen to supply it"
        )
    }
    static func shellThen(_ written: String, from step: String, root: String) -> DiagnosticMessage {
        message(
            .shellThen,
            "`-> \(written)` from `\(step)` can close the layer the tab bar presents `\(root)` in: the step below is any tab's top, so the step after `then` can't be checked to follow it"
        )
    }
    static func shellWithoutTabs(_ flow: String) -> DiagnosticMessage {
        message(.shellWithoutTabs, "`\(flow)` has a `shell` but no `tabs`: the shell's actions are items of the tab bar")
    }
    static func reselectedEntersStep(_ target: String) -> DiagnosticMessage {
        message(.reselectedEntersStep, "`on reselected` goes to `\(target)`; the user tapped the selected tab, so it may only go `back` or `back to` a step of that tab")
    }
}
