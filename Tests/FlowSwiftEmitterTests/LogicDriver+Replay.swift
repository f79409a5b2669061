import FlowCore

extension LogicDriver {
    /// The driver's replay of `scripts`: each one on a real `FlowNavigator`, printing its layers
    /// after every event, so that what the runtime does to the walk (entering, `back`, `back to`,
    /// `dismiss`, `then`, the gesture) is compared with the reference layer by layer.
    static func replayFile(_ scripts: [Script], _ flows: [FlowDecl]) -> String {
        var text = """

            @MainActor
            func replay<F: FlowDefinition>(
                _ flow: F.Type, _ name: String, _ number: Int, root: String, events: [String], flags: F.Flags,
                childEvent: @MainActor (FlowNavigator<F>, String) -> Bool = { _, _ in false },
                stepName: @MainActor (F.Step) -> String = { $0.kind.name }
            ) {
                let kind = F.StepKind.allCases.first { $0.name == root }!
                let navigator = FlowNavigator<F>(root: F.Step(_payloadFree: kind)!, flags: flags)!
                for event in events {
                    if event.hasPrefix("answer:") {
                        // A tap on the alert's button of that name.
                        if let button = navigator.alert?.buttons.first(where: { "answer:\\($0.event)" == event }) { navigator.answer(button) }
                    } else if event == "dismissed" {
                        navigator.performDismissGesture()
                    } else if !childEvent(navigator, event) {
                        // An event the flow lacks (the reference saw a child's entry on top) moves nothing.
                        if let taken = F.Event.allCases.first(where: { "\\($0)" == event }) {
                            navigator._advance(from: navigator._place(of: navigator.current.kind), on: taken)
                        }
                    }
                    let layers = navigator.layers.map { layer in
                        layer.steps.map(stepName).joined(separator: ",") + " " + layerName(layer.presentation)
                    }
                    let alert = navigator.alert.map { " ?\\($0.kind)" } ?? ""
                    print("\\(name) replay \\(number) " + layers.joined(separator: "|") + alert)
                }
            }

            /// A layer's presentation as the reference prints it: `base` for the base layer.
            func layerName(_ presentation: FlowPresentation) -> String {
                switch presentation {
                case .push: "base"
                case .sheet: "sheet"
                case .modalSheet: "sheet modal"
                case .cover: "cover"
                }
            }

            """
        let flags = Dictionary(uniqueKeysWithValues: flows.map { ($0.name.name, $0.flags.map(\.name.name)) })
        for script in scripts {
            let names = flags[script.flow] ?? []
            let values = assignments(flagCount: names.count)[script.assignment]
            let flagValues = "\(script.flow)FlagValues(" + zip(names, values).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
            let events = script.events.map { "\"\($0)\"" }.joined(separator: ", ")
            text += "replay(\(script.flow).self, \"\(script.flow)\", \(script.number), root: \"\(script.root)\", events: [\(events)], flags: \(flagValues)"
            if let flow = flows.first(where: { $0.name.name == script.flow }), flow.steps.contains(where: { $0.usedFlow != nil }) {
                text += ", childEvent: childEvent\(script.flow), stepName: stepName\(script.flow)"
            }
            text += ")\n"
        }
        for flow in flows { text += childFunctions(flow) }
        return text
    }

    /// For a parent with use-steps, the replay's functions that send an event on a child's entry
    /// to the child's mover through the use-step, and print a child's entry as `use.step`
    /// (`address.list`); nothing for another flow. Functions, not closures at each call, which
    /// would be type-checked once a script.
    static func childFunctions(_ flow: FlowDecl) -> String {
        let uses = flow.steps.compactMap { step in step.usedFlow.map { (name: step.name.name, child: $0.name) } }
        guard !uses.isEmpty else { return "" }
        let name = flow.name.name
        var events = "\n@MainActor\nfunc childEvent\(name)(_ navigator: FlowNavigator<\(name)>, _ event: String) -> Bool {\n    switch navigator.current {\n"
        var names = "func stepName\(name)(_ step: \(name)Step) -> String {\n    switch step {\n"
        for use in uses {
            events += """
                    case .\(use.name)(let step):
                        // The use, as the runtime asks the flow for it (its generated property is fileprivate).
                        let use = \(name)._use(of: navigator.current) as! FlowRuntime._FlowUse<\(name), \(use.child)>
                        let mover = navigator._mover(use)
                        // An event the child lacks (the reference saw a step of the parent's on top) moves nothing.
                        if let taken = \(use.child)Event.allCases.first(where: { "\\($0)" == event }) {
                            mover._advance(from: mover._place(of: step.kind), on: taken)
                        }
                        return true

                """
            names += "    case .\(use.name)(let child): return \"\(use.name).\" + child.kind.name\n"
        }
        events += "    default: return false\n    }\n}\n"
        names += "    default: return step.kind.name\n    }\n}\n"
        return events + names
    }
}
