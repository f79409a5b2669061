/// Synthetic flows of a given size with the shape of real wizards: mostly a linear chain with
/// branches, guards over a few flags, skip rules, payload steps reached by named events, and
/// some loops back, and some steps that go back (`on up -> back`). Every one checks clean, so every phase (including emission) runs in full.
enum SyntheticFlow {
    static func make(steps: Int, payloads: Bool = true) -> String {
        // A payload side step for every 7th chain step: chain + chain / 7 ≈ steps.
        let chain = payloads ? max(4, steps * 7 / 8) : max(4, steps)
        var text = "/// A synthetic flow of \(steps) steps.\nflow Synthetic {\n    flag f0, f1, f2, f3, f4\n    start s0\n"
        text.reserveCapacity(steps * 120)
        var sideSteps = 0
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
            if payloads, index % 7 == 0, sideSteps < steps - chain {
                text += "        on detail -> d\(index)\n"
                sideSteps += 1
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
        if payloads {
            for index in stride(from: 0, to: chain - 1, by: 7).prefix(sideSteps) {
                text += "    step d\(index)(id: Int, note: String) -> s\(index + 1)\n"
            }
        }
        return text + "}\n"
    }

    /// The plain baseline a generated file is compared with: the bare enum, no declared
    /// conformances, and a switch-based next-step function.
    static func baseline(steps: Int, payloads: Bool = true) -> String {
        let chain = payloads ? max(4, steps * 7 / 8) : max(4, steps)
        let side = payloads ? Array(stride(from: 0, to: chain - 1, by: 7).prefix(steps - chain)) : []
        var text = "enum BaselineStep {\n"
        for index in 0..<chain { text += "    case s\(index)\n" }
        for index in side { text += "    case d\(index)(id: Int, note: String)\n" }
        text += "}\n\nfunc next(_ step: BaselineStep, flags: [Bool]) -> BaselineStep? {\n    switch step {\n"
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
}
