import FlowRuntime

extension FlowLayer {
    /// The layer as the tests write it: its presentation (`base` for the base layer), then its
    /// steps, root first, each as `name` spells it: `sheet: editor address`.
    func described(_ name: (Step) -> String = { "\($0)" }) -> String {
        let presentation = switch presentation {
        case .push: "base"
        case .sheet: "sheet"
        case .modalSheet: "sheet modal"
        case .cover: "cover"
        }
        return "\(presentation): " + steps.map(name).joined(separator: " ")
    }
}
