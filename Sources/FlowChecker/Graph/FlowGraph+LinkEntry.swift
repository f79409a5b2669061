import FlowCore

extension FlowGraph {
    /// A link's last step when the link enters it by itself, presented: `-> codes, picker as
    /// sheet` (a link-only entry: no transition need enter it) or `-> tab codes over picker as
    /// sheet` (over whatever that tab's stack holds). Reachability counts it as a source of the
    /// graph, and the walks it makes are legal walks (`FlowGraph.entryPairs`).
    public struct LinkEntry: Hashable, Sendable {
        /// The link's position among the flow's `link` declarations.
        public let link: Int
        /// The step it presents.
        public let step: StepID
        public let style: FlowPresentation
        /// What it is presented over.
        public let below: Below
        /// The range of the step in the link, with its style.
        public let range: SourceRange

        /// What a link's entry is presented over.
        public enum Below: Hashable, Sendable {
            /// The step written before it on the link's stack.
            case step(StepID)
            /// The top of this tab's pushed stack, whatever it is (`tab t over`): any step of
            /// that tab's base layer.
            case tab(StepID)
            /// The top of the router's pushed stack (`over` without tabs): any step of the base
            /// layer.
            case stack
        }
    }
}
