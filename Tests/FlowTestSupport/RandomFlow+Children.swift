extension RandomFlow {
    static let outcomeNames = ["done", "cancelled", "chosen", "default", "return"]
    static let outcomeEvents = ["finish", "quit", "save"]

    /// A random module of two valid flows: a child with outcomes, and a parent that uses it.
    ///
    /// The child: one to three screens along a chain, each pushed or presented (`as sheet`,
    /// `as cover`, closed by `dismiss`), going back (`back`, `back to` its start, guarded
    /// `dismissed`), a middle screen sometimes skipped, and one to three outcomes, the last
    /// screen entering the first; its start has no payload and no skip rule, and it has no final
    /// step and no use-step (what `child-flow-not-generated` refuses). Every flag it reads is the
    /// parent's.
    ///
    /// The parent: a chain ending in a final step, a use-step entered inline or presented from
    /// a chain step, and sometimes a second, entered inline from a presented layer of the
    /// parent's or from another chain step; each handles every outcome with `back`,
    /// `back then s`, `-> s`, or, when it is in a presented layer, `dismiss`, and sometimes its
    /// child's first screen's gesture with a guarded `dismissed`.
    public static func makeModule(parent: String, child: String, using random: inout Generator) -> (child: String, parent: String) {
        let flags = Array(flagNames.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)))
        let childFlags = Array(flags.prefix(Int.random(in: 0...flags.count, using: &random)))
        let names = stepNames.filter { !outcomeNames.contains($0) }.shuffled(using: &random)
        let screens = Array(names.prefix(Int.random(in: 1...3, using: &random)))
        let outcomes = Array(outcomeNames.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        // The screen entering each outcome: the first outcome the last screen's, the others anywhere.
        let enteredFrom = outcomes.indices.map { $0 == 0 ? screens.count - 1 : Int.random(in: 0..<screens.count, using: &random) }
        var styles = screens.map { _ in "" }
        for index in screens.indices.dropFirst() where Int.random(in: 0..<3, using: &random) == 0 {
            styles[index] = Bool.random(using: &random) ? " as sheet" : " as cover"
        }

        var text = "/// A random child flow.\nflow \(child) {\n"
        if !childFlags.isEmpty { text += "    flag \(childFlags.joined(separator: ", "))\n" }
        for outcome in outcomes { text += "    outcome \(outcome)\n" }
        text += "    start \(screens[0])\n"
        for (index, screen) in screens.enumerated() {
            text += "    step \(screen) {\n"
            let isLast = index == screens.count - 1
            if index > 0, !isLast, styles[index].isEmpty || styles[index + 1].isEmpty, !childFlags.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
                text += "        skip when \(Bool.random(using: &random) ? "!" : "")\(childFlags.randomElement(using: &random)!)\n"
            }
            if !isLast { text += "        -> \(screens[index + 1])\(styles[index + 1])\n" }
            for (number, outcome) in outcomes.enumerated() where enteredFrom[number] == index {
                text += "        on \(outcomeEvents[number]) -> \(outcome)\n"
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
        text += "}\n"

        let chain = Array(names.dropFirst(3).prefix(Int.random(in: 2...5, using: &random)))
        // The use-steps: where each is entered from, how, and whether it is in a presented layer.
        var uses: [(name: String, from: Int, style: String, presented: Bool)] = []
        let firstStyle = [" as sheet", " as cover", "", ""].randomElement(using: &random)!
        uses.append(("address", Int.random(in: 0..<chain.count - 1, using: &random), firstStyle, !firstStyle.isEmpty))
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
        var parentText = "/// A random flow using \(child).\nflow \(parent) {\n"
        if !flags.isEmpty { parentText += "    flag \(flags.joined(separator: ", "))\n" }
        parentText += "    start \(chain[0])\n"
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
            parentText += "    step \(use.name) uses \(child) {\n"
            for outcome in outcomes {
                let target = chain[Int.random(in: 0..<chain.count, using: &random)]
                var options = ["back", "back then \(target)", target]
                if use.presented { options.append("dismiss") }
                parentText += "        on \(outcome) -> \(options.randomElement(using: &random)!)\n"
            }
            if !flags.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
                parentText += "        on dismissed -> back when \(flags.randomElement(using: &random)!)\n"
            }
            parentText += "    }\n"
        }
        return (text, parentText + "}\n")
    }
}
