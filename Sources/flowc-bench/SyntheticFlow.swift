/// Synthetic flows of a given size with the shape of real wizards: mostly a linear chain with
/// branches, guards over a few flags, skip rules, payload steps reached by named events, and
/// some loops back, and some steps that go back (`on up -> back`). Every one checks clean, so every phase (including emission) runs in full.
enum SyntheticFlow {
    static func make(steps: Int, payloads: Bool = true) -> String {
        let (chain, side) = routeShape(steps: steps, payloads: payloads)
        let hasSideStep = Set(side)
        var text = "/// A synthetic flow of \(steps) steps.\nflow Synthetic {\n    flag f0, f1, f2, f3, f4\n    start s0\n"
        text.reserveCapacity(steps * 120)
        for index in 0..<(chain - 1) {
            text += "\n    /// Step \(index).\n    step s\(index) {\n"
            if index % 10 == 5 {
                text += "        skip when f\(index % 5) && !f\((index + 2) % 5)\n"
            }
            if index + 2 < chain {
                text += "        -> s\(index + 1) when !f\((index + 1) % 5)\n        -> s\(index + 2)\n"
            } else {
                text += "        -> s\(index + 1)\n"
            }
            if hasSideStep.contains(index) {
                text += "        on detail -> d\(index)\n"
            }
            if index % 13 == 6 {
                text += "        on up -> back\n"
            }
            if index % 13 == 12 {
                text += "        on back -> s\(index - 3) when f\(index % 5) || f\((index + 3) % 5)\n        on back -> s\(index - 1)\n"
            }
            text += "    }\n"
        }
        text += "\n    final step s\(chain - 1)\n"
        for index in side {
            text += "    step d\(index)(id: Int, note: String) -> s\(index + 1)\n"
        }
        return text + "}\n"
    }

    /// The plain baseline a generated file is compared with: the bare enum, no declared
    /// conformances, and a switch-based next-step function.
    static func baseline(steps: Int, payloads: Bool = true) -> String {
        let (chain, side) = routeShape(steps: steps, payloads: payloads)
        var text = routeEnum("BaselineStep", conformances: "", chain: chain, side: side)
        text += "\nfunc next(_ step: BaselineStep, flags: [Bool]) -> BaselineStep? {\n    switch step {\n"
        for index in 0..<(chain - 1) {
            if index + 2 < chain {
                text += "    case .s\(index): return flags[\((index + 1) % 5)] ? .s\(index + 2) : .s\(index + 1)\n"
            } else {
                text += "    case .s\(index): return .s\(index + 1)\n"
            }
        }
        for index in side { text += "    case .d\(index): return .s\(index + 1)\n" }
        text += "    default: return nil\n    }\n}\n"
        return text
    }

    /// What a developer writes by hand for the same flow without flowc: the route enum with the
    /// compiler's own `Hashable` and `Codable`, the flags as a struct, and one `switch` from a
    /// step and an event to the next step, as a router or coordinator holds it. The generated
    /// code's compile time is judged against this too (docs/Performance.md).
    static func idiomatic(steps: Int, payloads: Bool = true) -> String {
        let (chain, side) = routeShape(steps: steps, payloads: payloads)
        var text = routeEnum("Route", conformances: ": Hashable, Codable", chain: chain, side: side)
        text += "\nenum Event: Hashable {\n    case next, detail, up, back\n}\n\n"
        text += "struct Flags: Hashable {\n    var f0 = false, f1 = false, f2 = false, f3 = false, f4 = false\n}\n\n"
        text += "enum Move: Hashable {\n    case push(Route)\n    case pop\n}\n\n"
        text += "func move(from route: Route, on event: Event, flags: Flags) -> Move? {\n    switch route {\n"
        for index in 0..<(chain - 1) {
            text += "    case .s\(index):\n"
            if index + 2 < chain {
                text += "        if event == .next && !flags.f\((index + 1) % 5) { return .push(.s\(index + 1)) }\n"
                text += "        if event == .next { return .push(.s\(index + 2)) }\n"
            } else {
                text += "        if event == .next { return .push(.s\(index + 1)) }\n"
            }
            if side.contains(index) { text += "        if event == .detail { return .push(.d\(index)(id: 0, note: \"\")) }\n" }
            if index % 13 == 6 { text += "        if event == .up { return .pop }\n" }
            if index % 13 == 12 {
                text += "        if event == .back && (flags.f\(index % 5) || flags.f\((index + 3) % 5)) { return .push(.s\(index - 3)) }\n"
                text += "        if event == .back { return .push(.s\(index - 1)) }\n"
            }
            text += "        return nil\n"
        }
        for index in side { text += "    case .d\(index): return event == .next ? .push(.s\(index + 1)) : nil\n" }
        text += "    default: return nil\n    }\n}\n"
        return text
    }

    /// The chain length and the chain steps with a payload side step: with payloads, one for
    /// every 7th chain step, so that chain + chain / 7 ≈ steps (none below 8 steps, whose chain
    /// is the whole flow or the 4 steps every flow has).
    private static func routeShape(steps: Int, payloads: Bool) -> (chain: Int, side: [Int]) {
        let chain = payloads ? max(4, steps * 7 / 8) : max(4, steps)
        let side = payloads ? Array(stride(from: 0, to: chain - 1, by: 7).prefix(max(0, steps - chain))) : []
        return (chain, side)
    }

    /// `enum Name: conformances { case s0 ... case d0(id: Int, note: String) ... }`.
    private static func routeEnum(_ name: String, conformances: String, chain: Int, side: [Int]) -> String {
        var text = "enum \(name)\(conformances) {\n"
        for index in 0..<chain { text += "    case s\(index)\n" }
        for index in side { text += "    case d\(index)(id: Int, note: String)\n" }
        return text + "}\n"
    }
}
