import FlowCore

extension SingleFlowChecker {
    /// The members every link enum has, which a link can't be named: its own, and `Hashable`'s.
    static let linkEnumMembers: Set<String> = ["walk", "url", "urlString", "Flow", "hashValue", "hash"]

    /// A link's name, its case in the link enum: the name written after `link`, or the name of
    /// the step it lands on (with `Link` after it where that is a member of the link enum, so a
    /// step named `url` gives `urlLink`). Position-independent: reordering links renames none.
    static func linkName(_ link: LinkDecl) -> String {
        if let name = link.name { return name.name }
        let step = link.stack[link.stack.count - 1].step.name
        return linkEnumMembers.contains(step) ? step + "Link" : step
    }

    /// Each link's name must be one generated Swift can use, and differ from every other link's
    /// of the flow: two links that land on one step need a name each but one.
    mutating func checkLinkNames() {
        var owners: [String: LinkDecl] = [:]
        for link in flow.links {
            if let name = link.name {
                checkName(name, as: "a link name")
                if Self.linkEnumMembers.contains(name.name) {
                    diagnostics.report(CheckerMessages.invalidName(name.name, "a link name: every link enum has a member `\(name.name)`"), at: name.range)
                    continue
                }
            }
            let name = Self.linkName(link)
            guard let other = owners[name] else {
                owners[name] = link
                continue
            }
            let note = other.name == nil
                ? "the earlier link is named `\(name)` after the step it lands on"
                : "the earlier link named `\(name)` is here"
            diagnostics.report(
                CheckerMessages.duplicateLinkName(name, isNamed: link.name != nil), at: link.name?.range ?? link.patternRange,
                notes: [diagnostics.note(note, at: other.name?.range ?? other.patternRange)]
            )
        }
    }
}
