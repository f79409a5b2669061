extension RandomFlow {
    /// Where a use-step that is a router's root is entered from: nowhere in the chain.
    static let rootUse = -2
    static let outcomeNames = ["done", "cancelled", "chosen", "default", "return"]
    static let outcomeEvents = ["finish", "quit", "save"]

    /// A random module of two valid flows: a child with outcomes, and a parent that uses it.
    ///
    /// The child: one to three screens along a chain, each pushed or presented (`as sheet`,
    /// `as cover`, closed by `dismiss`), going back (`back`, `back to` its start, guarded
    /// `dismissed`), a middle screen sometimes skipped, and one to three outcomes, the last
    /// screen entering the first; its start has no skip rule, and sometimes a payload
    /// (`mode: Int`, with a default or not); it has no final step and no use-step (what
    /// `child-flow-not-generated` refuses). With a second outcome, only its alert's button
    /// enters that one, so the parent shows the child's alert. Every flag it reads is the
    /// parent's.
    ///
    /// The parent: a chain ending in a final step, a use-step entered inline or presented from
    /// a chain step, or, in a router, a root (before or after the chain's first step), and
    /// sometimes a second, entered inline from a presented layer of the parent's or from
    /// another chain step; each handles every outcome with `back`, `back then s`, `-> s`, or,
    /// when it is in a presented layer, `dismiss` (a root only enters a step), and sometimes its
    /// child's first screen's gesture with a guarded `dismissed`. A use-step supplies the
    /// child's start's payload, with a default of its own (`address(mode: Int = 2)`), always
    /// when the start needs it, sometimes when the start has a default.
    public static func makeModule(parent: String, child: String, using random: inout Generator) -> (child: String, parent: String) {
        let flags = Array(flagNames.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)))
        let childFlags = Array(flags.prefix(Int.random(in: 0...flags.count, using: &random)))
        let names = stepNames.filter { !outcomeNames.contains($0) }.shuffled(using: &random)
        let screens = Array(names.prefix(Int.random(in: 1...3, using: &random)))
        let outcomes = Array(outcomeNames.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        let (text, startPayload) = childFlow(child, flags: childFlags, screens: screens, outcomes: outcomes, using: &random)
        let chain = Array(names.dropFirst(3).prefix(Int.random(in: 2...5, using: &random)))
        // The use-steps: where each is entered from, how, and whether it is in a presented layer.
        var uses: [(name: String, from: Int, style: String, presented: Bool)] = []
        // `address` as a router's root: before the chain's first step, or after it.
        let rootPosition = [nil, nil, nil, 0, 1].randomElement(using: &random)!
        let firstStyle = [" as sheet", " as cover", "", ""].randomElement(using: &random)!
        if rootPosition != nil {
            uses.append(("address", Self.rootUse, "", false))
        } else {
            uses.append(("address", Int.random(in: 0..<chain.count - 1, using: &random), firstStyle, !firstStyle.isEmpty))
        }
        var layer: (from: Int, style: String)?
        if Bool.random(using: &random) {
            if Bool.random(using: &random) {
                layer = (Int.random(in: 0..<chain.count - 1, using: &random), Bool.random(using: &random) ? " as sheet" : " as cover")
                uses.append(("picker", -1, "", true))
            } else {
                let style = [" as sheet", ""].randomElement(using: &random)!
                uses.append(("picker", Int.random(in: 0..<chain.count - 1, using: &random), style, !style.isEmpty))
            }
        }
        var parentText = "/// A random flow using \(child).\n\(rootPosition == nil ? "flow" : "router") \(parent) {\n"
        if !flags.isEmpty { parentText += "    flag \(flags.joined(separator: ", "))\n" }
        var roots = [chain[0]]
        if let rootPosition { roots.insert("address", at: rootPosition) }
        parentText += "    start \(roots.joined(separator: ", "))\n"
        for (index, step) in chain.enumerated() {
            if index == chain.count - 1 {
                parentText += "    final step \(step)\n"
                break
            }
            parentText += "    step \(step) {\n        -> \(chain[index + 1])\n"
            for use in uses where use.from == index {
                parentText += "        on open\(use.name == "address" ? "" : "Picker") -> \(use.name)\(use.style)\n"
            }
            if let layer, layer.from == index { parentText += "        on present -> layer\(layer.style)\n" }
            parentText += "    }\n"
        }
        if layer != nil {
            parentText += "    step layer {\n        on open -> picker\n        on close -> dismiss\n    }\n"
        }
        for use in uses {
            parentText += useStep(
                use.name, of: child, from: use.from, presented: use.presented, startPayload: startPayload, outcomes: outcomes, chain: chain, flags: flags,
                using: &random
            )
        }
        return (text, parentText + "}\n")
    }

    /// The child flow's text (see `makeModule`), and its start's payload.
    private static func childFlow(
        _ child: String, flags childFlags: [String], screens: [String], outcomes: [String], using random: inout Generator
    ) -> (text: String, startPayload: String) {
        // The screen entering each outcome: the first outcome the last screen's, the others anywhere.
        let enteredFrom = outcomes.indices.map { $0 == 0 ? screens.count - 1 : Int.random(in: 0..<screens.count, using: &random) }
        var styles = screens.map { _ in "" }
        for index in screens.indices.dropFirst() where Int.random(in: 0..<3, using: &random) == 0 {
            styles[index] = Bool.random(using: &random) ? " as sheet" : " as cover"
        }

        // The child's start's payload: none, one it needs, or one with a default.
        let startPayload = ["", "", "(mode: Int)", "(mode: Int = 0)"].randomElement(using: &random)!
        var text = "/// A random child flow.\nflow \(child) {\n"
        if !childFlags.isEmpty { text += "    flag \(childFlags.joined(separator: ", "))\n" }
        for outcome in outcomes { text += "    outcome \(outcome)\n" }
        text += "    start \(screens[0])\n"
        for (index, screen) in screens.enumerated() {
            text += "    step \(screen)\(index == 0 ? startPayload : "") {\n"
            let isLast = index == screens.count - 1
            if index > 0, !isLast, styles[index].isEmpty || styles[index + 1].isEmpty, !childFlags.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
                text += "        skip when \(Bool.random(using: &random) ? "!" : "")\(childFlags.randomElement(using: &random)!)\n"
            }
            if !isLast { text += "        -> \(screens[index + 1])\(styles[index + 1])\n" }
            for (number, outcome) in outcomes.enumerated() where enteredFrom[number] == index {
                // The second outcome, when there is one, only the child's alert's button enters.
                text += "        on \(outcomeEvents[number]) -> \(number == 1 ? "sure" : outcome)\n"
            }
            if index > 0 {
                if !styles[index].isEmpty { text += "        on close -> dismiss\n" }
                if Bool.random(using: &random) { text += "        on up -> back\n" }
                if Int.random(in: 0..<3, using: &random) == 0 { text += "        on home -> back to \(screens[0])\n" }
                if !childFlags.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
                    text += "        on dismissed -> back when \(childFlags.randomElement(using: &random)!)\n"
                }
            }
            text += "    }\n"
        }
        if outcomes.count > 1 {
            text += "    alert sure {\n        on \(outcomeEvents[1]) destructive -> \(outcomes[1])\n        on keep cancel\n    }\n"
        }
        text += "}\n"
        return (text, startPayload)
    }

    /// A use-step of `child` (see `makeModule`): its payload, the child's start's, and its
    /// continuations, a root's only entering a step.
    private static func useStep(
        _ name: String, of child: String, from: Int, presented: Bool, startPayload: String, outcomes: [String], chain: [String], flags: [String],
        using random: inout Generator
    ) -> String {
        // The use-step's payload, the child's start's: needed, or sometimes given anyway.
        let supplies = startPayload == "(mode: Int)" || (!startPayload.isEmpty && Bool.random(using: &random))
        let payload = supplies ? "(mode: Int = \(Int.random(in: 1...9, using: &random)))" : ""
        var text = "    step \(name)\(payload) uses \(child) {\n"
        let isRoot = from == rootUse
        for outcome in outcomes {
            let target = chain[Int.random(in: 0..<chain.count, using: &random)]
            // A root's continuation runs from the walk's root: it can only enter a step.
            var options = isRoot ? [target] : ["back", "back then \(target)", target]
            if presented { options.append("dismiss") }
            text += "        on \(outcome) -> \(options.randomElement(using: &random)!)\n"
        }
        if !isRoot, !flags.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
            text += "        on dismissed -> back when \(flags.randomElement(using: &random)!)\n"
        }
        return text + "    }\n"
    }
}
