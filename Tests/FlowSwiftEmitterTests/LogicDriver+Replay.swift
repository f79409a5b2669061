import FlowCore

extension LogicDriver {
    /// The driver's replay of `scripts`: each one on a real `FlowNavigator`, printing its layers
    /// after every event, so that what the runtime does to the walk (entering, `back`, `back to`,
    /// `dismiss`, `then`, the gesture) is compared with the reference layer by layer.
    static func replayFile(_ scripts: [Script], _ flows: [FlowDecl]) -> String {
        var text = """

            @MainActor
            func replay<F: FlowDefinition>(_ flow: F.Type, _ name: String, _ number: Int, root: String, events: [String], flags: F.Flags) {
                let kind = F.StepKind.allCases.first { $0.name == root }!
                let navigator = FlowNavigator<F>(root: F.Step(_payloadFree: kind)!, flags: flags)
                for event in events {
                    if event == "dismissed" {
                        navigator.dismissed()
                    } else {
                        let taken = F.Event.allCases.first { "\\($0)" == event }!
                        navigator._advance(from: navigator._place(of: navigator.current.kind), on: taken)
                    }
                    let layers = navigator.layers.map { layer in
                        ([layer.root] + layer.path).map(\\.kind.name).joined(separator: ",") + " \\(layer.style)"
                    }
                    print("\\(name) replay \\(number) " + layers.joined(separator: "|"))
                }
            }

            """
        let flags = Dictionary(uniqueKeysWithValues: flows.map { ($0.name.name, $0.flags.map(\.name.name)) })
        for script in scripts {
            let names = flags[script.flow] ?? []
            let values = assignments(flagCount: names.count)[script.assignment]
            let flagValues = "\(script.flow)FlagValues(" + zip(names, values).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
            let events = script.events.map { "\"\($0)\"" }.joined(separator: ", ")
            text += "replay(\(script.flow).self, \"\(script.flow)\", \(script.number), root: \"\(script.root)\", events: [\(events)], flags: \(flagValues))\n"
        }
        return text
    }
}
