extension RandomFlow {
    /// The alerts of one random flow: some chain steps show an alert or a dialog (`on ask`),
    /// whose buttons go on along the chain, go back, go back to the first step, close, or,
    /// guarded by a flag, go on or close. Chosen by a generator of their own, seeded by the
    /// flow's name, so that the rest of each flow, and the stream of flows, stay as they were.
    struct Alerts {
        private var random: Generator
        /// The declarations, written after the flow's steps.
        private(set) var declarations = ""

        init(flowName name: String) {
            random = Generator(seed: name.utf8.reduce(0xA1E7) { $0 &* 31 &+ UInt64($1) })
        }

        /// The lines a chain step at `index` gets to show an alert (none for most steps), the
        /// alert declared. `next` is the chain's next step; `first` the chain's first, on every
        /// stack when `goesBack`.
        mutating func lines(step: String, index: Int, next: String, first: String, goesBack: Bool, flags: [String]) -> String {
            guard Int.random(in: 0..<3, using: &random) == 0 else { return "" }
            let name = "\(step)Ask"
            var moves = ["-> \(next)", "-> close"]
            // Only when the first step is never skipped is there a step below every later one.
            if goesBack, index > 0 { moves += ["-> back", "-> back to \(first)"] }
            var buttons = "        on yes destructive \(moves.randomElement(using: &random)!)\n"
            if let flag = flags.randomElement(using: &random), Bool.random(using: &random) {
                buttons += "        on maybe -> \(next) when \(flag)\n        on maybe \(moves.randomElement(using: &random)!)\n"
            }
            if Bool.random(using: &random) { buttons += "        on no cancel\n" }
            let style = Bool.random(using: &random) ? "alert" : "dialog"
            declarations += "    /// Asks before going on.\n    \(style) \(name) {\n\(buttons)    }\n"
            guard let flag = flags.randomElement(using: &random), Bool.random(using: &random) else { return "        on ask -> \(name)\n" }
            // Shown only under a flag; otherwise the event goes on along the chain.
            return "        on ask -> \(name) when \(flag)\n        on ask -> \(next)\n"
        }
    }
}
