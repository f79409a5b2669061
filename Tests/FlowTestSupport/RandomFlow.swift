/// Random *valid* flows: wizards and routers, varied sizes, payload steps, named events,
/// guards, skip rules, back transitions and names that are Swift keywords. Valid by
/// construction; tests assert that the checker agrees.
///
/// Shape: a chain of steps, some presenting a layer (`as sheet`, `as cover`) that can dismiss,
/// go back, or go on along the chain with `back then` and `dismiss then`, each with guarded shortcuts forward and an unguarded `next` to the
/// following step last (so every step can finish), some with skip rules over one flag, loops
/// back by named events, `-> back` and `-> back to` the first step (which is never skipped,
/// so it is on every stack), and payload steps that a named event reaches and that lead back
/// into the chain. A router's chain ends in a leaf instead of a final step, and it has other
/// roots, some with a payload, each with a step of its own that goes back. Some flows have
/// deep links, each with an example, to walks along the chain and into payload steps.
///
/// Shared transitions, chosen without drawing (so the flows are otherwise the ones they were):
/// every other chain step takes `actions jumps` (`help`, guarded, which a step's own `help`
/// replaces), a flow whose first step is on every stack has `global actions everywhere`
/// (`leave`, back to the first step, which the first step writes for itself), and the roots'
/// detail steps of a router take `actions tabDetail` (`close`).
public struct RandomFlow {
    /// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
    public struct Generator: RandomNumberGenerator {
        private var state: UInt64
        public init(seed: UInt64) { state = seed }
        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let stepNames = ["welcome", "default", "case", "self", "Type", "String", "init", "where", "review", "pay", "Any", "Protocol", "kind", "Kind", "done", "in", "is", "Self", "profile", "terms"]
    static let flagNames = ["default", "in", "isReady", "self", "Type", "hasCard", "is"]
    static let eventNames = ["back", "default", "return", "switch", "skipIt", "init", "help"]
    static let labels = ["id", "self", "Type", "in", "default", "value", "note"]
    static let types = ["Int", "String", "[String]", "[String: Int]", "Bool?", "Set<Int>", "Double", "[Int]?"]

    /// The `.flow` text of a flow named `name`.
    /// A default value for each of `types`.
    static let defaults = ["Int": "0", "String": "\"\"", "[String]": "[]", "[String: Int]": "[:]", "Bool?": "nil", "Set<Int>": "[]", "Double": "1.5", "[Int]?": "nil"]

    /// `label: Type, ...` with a default for each parameter: `label: Type = value, ...`.
    static func withDefaults(_ parameters: String) -> String {
        parameters.split(separator: ",").map { item in
            let type = item.split(separator: ":", maxSplits: 1)[1].drop { $0 == " " }
            return String(item.drop { $0 == " " }) + " = " + defaults[String(type)]!
        }.joined(separator: ", ")
    }

    /// A presented layer: its root, sometimes skipped, and a step pushed on it; both can
    /// `dismiss` (the pushed step of some layers `dismiss all`), go back, or close the layer and go on to `next` (`back then`, `dismiss then`);
    /// the root's gesture is sometimes disabled by a flag.
    static func presentedLayer(root: String, next: String, flags: [String], using random: inout Generator) -> String {
        var text = "    /// A presented layer.\n    step \(root) {\n"
        if !flags.isEmpty, Bool.random(using: &random) { text += "        skip when \(flags.randomElement(using: &random)!)\n" }
        text += "        -> \(root)Inner\n        on close -> dismiss\n        on finish -> back then \(next)\n"
        if !flags.isEmpty, Bool.random(using: &random) {
            text += "        on dismissed -> back when \(flags.randomElement(using: &random)!)\n"
        }
        // Some layers' pushed step closes every layer (`dismiss all`): each layer is presented
        // from the base layer's chain, so it lands where `dismiss` would, and the move is run
        // end to end (reference, generated code, planner). Chosen without a draw, so that the
        // seeds' flows stay as they were otherwise.
        let close = root.hasSuffix("Layer2") || root.hasSuffix("Layer5") ? "dismiss all" : "dismiss"
        text += "    }\n    step \(root)Inner {\n        on up -> back\n        on close -> \(close)\n        on jump -> dismiss then \(next)\n"
        if Bool.random(using: &random) { text += "        on dismissed -> dismiss\n" }
        return text + "    }\n"
    }

    public static func make(name: String, using random: inout Generator) -> String {
        let chainCount = Int.random(in: 2...9, using: &random)
        let chain = Array(stepNames.shuffled(using: &random).prefix(chainCount))
        let flags = Array(flagNames.shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)))
        let isRouter = Int.random(in: 0..<3, using: &random) == 0
        // Back transitions need the first step on every stack, so it is never skipped then.
        let goesBack = Bool.random(using: &random)
        let tabs = isRouter ? (0..<Int.random(in: 0...2, using: &random)).map { "tab\($0)" } : []
        var payloadSteps: [(name: String, parameters: String, backTo: Int)] = []
        // Presented layers, each a root and a step pushed on it, emitted after the chain.
        var layers: [String] = []
        // Deep links, each to a walk along the chain (and into a payload step off it), written
        // after the steps are known; only payload types a URL can carry.
        var links: [String] = []
        func addLink(walk: [String], parameters: [(label: String, type: String)]) {
            let linkable = ["Int": "7", "String": "x%20y", "Double": "1.5", "Bool?": "true"]
            guard parameters.allSatisfy({ linkable[$0.type] != nil }) else { return }
            let path = "\(name.lowercased())/\(links.count)" + parameters.map { "/{\($0.label)}" }.joined()
            let example = "\(name.lowercased())/\(links.count)" + parameters.map { "/" + linkable[$0.type]! }.joined()
            let stack = walk.count > 1 && Bool.random(using: &random) ? walk.joined(separator: ", ") : walk[walk.count - 1]
            links.append("    link \"myshop://\(path)\" -> \(stack)\n        example \"myshop://\(example)\"\n")
        }
        var alerts = Alerts(flowName: name)
        var text = "/// A random flow; `/*` and */ and #sourceLocation in a doc comment are harmless.\n"
        text += "\(isRouter ? "router" : "flow") \(name) {\n"
        if !flags.isEmpty { text += "    flag \(flags.joined(separator: ", "))\n" }
        text += "    start \(([chain[0]] + tabs).joined(separator: ", "))\n"

        if !flags.isEmpty, chain.count > 3 {
            text += "    actions jumps {\n        on help -> \(chain[chain.count - 1]) when \(flags[0])\n        on help -> \(chain[1])\n    }\n"
        }
        let hasEverywhere = goesBack && tabs.isEmpty
        if hasEverywhere { text += "    global actions everywhere { on leave -> back to \(chain[0]) }\n" }
        if !tabs.isEmpty { text += "    actions tabDetail { on close -> back }\n" }

        func condition(depth: Int = 0) -> String {
            if flags.isEmpty { return Bool.random(using: &random) ? "true" : "false" }
            switch Int.random(in: 0...(depth > 1 ? 1 : 4), using: &random) {
            case 0: return flags.randomElement(using: &random)!
            case 1: return "!" + flags.randomElement(using: &random)!
            case 2: return "(\(condition(depth: depth + 1)) && \(condition(depth: depth + 1)))"
            case 3: return "\(condition(depth: depth + 1)) || \(condition(depth: depth + 1))"
            default: return "!(\(condition(depth: depth + 1)))"
            }
        }

        for (index, step) in chain.enumerated() {
            if index == chain.count - 1 {
                text += isRouter ? "    /// A leaf.\n    step \(step)\n" : "    /// The end.\n    final step \(step)\n"
                break
            }
            let takesJumps = !flags.isEmpty && chain.count > 3 && index % 2 == 1
            text += "    /// Step \(index).\n    step \(step)\(takesJumps ? " with jumps" : "") {\n"
            if hasEverywhere, index == 0 { text += "        on leave -> \(chain[1])\n" }
            if !flags.isEmpty, !(goesBack && index == 0), Int.random(in: 0..<3, using: &random) == 0 {
                text += "        skip when \(Bool.random(using: &random) ? "!" : "")\(flags.randomElement(using: &random)!)\n"
            }
            // Shortcuts: never a guard that always holds, which would shadow the way on.
            for _ in 0..<Int.random(in: 0...2, using: &random) where index + 2 < chain.count && !flags.isEmpty {
                let target = Int.random(in: (index + 2)..<chain.count, using: &random)
                text += "        -> \(chain[target]) when \(flags.randomElement(using: &random)!) && (\(condition()))\n"
            }
            text += "        -> \(chain[index + 1])\n"
            var usedEvents = Set<String>()
            if index > 0, Bool.random(using: &random) {
                let event = eventNames.randomElement(using: &random)!
                usedEvents.insert(event)
                text += "        on \(event) -> \(chain[Int.random(in: 0..<index, using: &random)])\n"
            }
            if goesBack, index > 0, Bool.random(using: &random) {
                let event = eventNames.filter { !usedEvents.contains($0) }.randomElement(using: &random)!
                usedEvents.insert(event)
                let back = Bool.random(using: &random) ? "back" : "back to \(chain[0])"
                // Every third step's event exists only under its flag (`only when`), with no way
                // on when the flag is false; chosen without drawing, so other flows stay the same.
                let flagOnly = !flags.isEmpty && index % 3 == 2
                text += "        on \(event) -> \(back)" + (flags.isEmpty ? "" : " \(flagOnly ? "only " : "")when \(flags.randomElement(using: &random)!)") + "\n"
                if !flags.isEmpty, !flagOnly { text += "        on \(event) -> \(chain[index + 1])\n" }
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                let event = eventNames.filter { !usedEvents.contains($0) }.randomElement(using: &random)!
                let payloadName = "\(step)Detail\(payloadSteps.count)"
                let parameters = labels.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
                    .map { "\($0): \(types.randomElement(using: &random)!)" }.joined(separator: ", ")
                payloadSteps.append((payloadName, parameters, index + 1))
                text += "        on \(event) -> \(payloadName)\n"
                if Bool.random(using: &random) {
                    let pairs = parameters.split(separator: ",").map { item in
                        let parts = item.split(separator: ":", maxSplits: 1).map { String($0.drop { $0 == " " }) }
                        return (label: parts[0], type: parts[1])
                    }
                    addLink(walk: Array(chain[...index]) + [payloadName], parameters: pairs)
                }
            }
            text += alerts.lines(step: step, index: index, next: chain[index + 1], first: chain[0], goesBack: goesBack, flags: flags)
            if Int.random(in: 0..<3, using: &random) == 0 {
                let root = "\(step)Layer\(layers.count)"
                text += "        on present -> \(root) as \(Bool.random(using: &random) ? "sheet" : "cover")\n"
                layers.append(presentedLayer(root: root, next: chain[index + 1], flags: flags, using: &random))
            }
            text += "    }\n"
        }
        text += layers.joined() + alerts.declarations
        for (number, payload) in payloadSteps.enumerated() {
            // Every other payload step gives its parameters defaults, which the route case, the
            // transitions into it and its links then declare.
            let parameters = number % 2 == 1 ? Self.withDefaults(payload.parameters) : payload.parameters
            text += "    step \(payload.name)(\(parameters)) -> \(chain[payload.backTo])\n"
        }
        if chain.count > 2, Bool.random(using: &random) {
            addLink(walk: Array(chain.prefix(Int.random(in: 1...chain.count - 1, using: &random))), parameters: [])
        }
        text += links.joined()
        for tab in tabs {
            let parameters = Bool.random(using: &random) ? "(\(labels.randomElement(using: &random)!): \(types.randomElement(using: &random)!))" : ""
            text += "    step \(tab)\(parameters) { on open -> \(tab)Detail }\n"
            text += "    step \(tab)Detail with tabDetail { on home -> back to \(tab) }\n"
        }
        return text + "}\n"
    }
}
