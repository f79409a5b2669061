import FlowCore

extension Lock {
    /// One flow as its release shipped it: what its saved walks hold and which walks restore.
    public struct Flow: Hashable, Sendable {
        public var name: String
        public var kind: FlowKind
        /// The steps a walk may start at, the start first (`roots a, b`).
        public var roots: [String]
        /// The steps a walk can hold, sorted by name; outcomes are never in a walk.
        public var steps: [Step]
        /// The outcomes, sorted by name.
        public var outcomes: [Outcome]
        /// Each step's successors in walks (`next a: b, c as sheet`), sorted by step.
        public var next: [Next]
        /// The names that releases up to their `last` saved, and what their entries read as now.
        public var retired: [RetiredStep]
        /// The `flow NAME` line.
        public var range: SourceRange

        public init(name: String, kind: FlowKind, roots: [String], steps: [Step], outcomes: [Outcome],
                    next: [Next], retired: [RetiredStep], range: SourceRange = SourceRange(at: 0)) {
            self.name = name
            self.kind = kind
            self.roots = roots
            self.steps = steps
            self.outcomes = outcomes
            self.next = next
            self.retired = retired
            self.range = range
        }

        /// The step named `name`, if the flow has one.
        public func step(named name: String) -> Step? {
            steps.first { $0.name == name }
        }

        /// The successors of `step`, as its `next` line lists them.
        public func successors(of step: String) -> [Successor] {
            next.first { $0.step == step }?.successors ?? []
        }
    }

    /// A step a walk can hold, with its payload and its saved-walk spelling.
    public struct Step: Hashable, Sendable {
        public var name: String
        public var parameters: [Parameter]
        public var role: Role
        /// The `step` line.
        public var range: SourceRange

        /// What a step is, as far as a saved walk tells.
        public enum Role: Hashable, Sendable {
            case screen
            /// `final step`.
            case final
            /// `step name uses Flow`: its entry holds the child's step as the payload `child`.
            case use(flow: String)
        }

        public init(name: String, parameters: [Parameter], role: Role, range: SourceRange = SourceRange(at: 0)) {
            self.name = name
            self.parameters = parameters
            self.role = role
            self.range = range
        }

        /// How a saved walk spells an entry of the step (docs/Generated-Code.md, "Saved walks"),
        /// each value as `<Type>`: `"cart"`, `{"step":"cardDetails","payload":{"cardID":<String>}}`,
        /// `{"step":"address","payload":{"child":<AddressPicker>}}`.
        public var json: String {
            let name = LockText.jsonString(self.name)
            switch role {
            case .use(let flow):
                return "{\"step\":\(name),\"payload\":{\"child\":<\(flow)>}}"
            case .screen, .final:
                guard !parameters.isEmpty else { return name }
                let values = parameters.map { "\(LockText.jsonString($0.label)):<\($0.type)>" }
                return "{\"step\":\(name),\"payload\":{\(values.joined(separator: ","))}}"
            }
        }
    }

    /// A payload parameter: `label: Type[ = default]`.
    public struct Parameter: Hashable, Sendable {
        public var label: String
        /// The Swift type as the `.flow` writes it, white space folded.
        public var type: String
        /// The default as written, `nil` when the parameter has none.
        public var defaultValue: String?

        public init(label: String, type: String, defaultValue: String? = nil) {
            self.label = label
            self.type = type
            self.defaultValue = defaultValue
        }

        /// `label: Type = default`.
        public var text: String {
            "\(label): \(type)" + (defaultValue.map { " = " + $0 } ?? "")
        }
    }

    /// An outcome of the flow: never saved, recorded for the reviewers of a lock's diff.
    public struct Outcome: Hashable, Sendable {
        public var name: String
        public var parameters: [Parameter]
        public var range: SourceRange

        public init(name: String, parameters: [Parameter], range: SourceRange = SourceRange(at: 0)) {
            self.name = name
            self.parameters = parameters
            self.range = range
        }
    }

    /// `next STEP: a, b as sheet`: the entries that can follow a step's in a walk, the relation
    /// `restore` judges a walk with.
    public struct Next: Hashable, Sendable {
        public var step: String
        /// Sorted by name, then style.
        public var successors: [Successor]
        public var range: SourceRange

        public init(step: String, successors: [Successor], range: SourceRange = SourceRange(at: 0)) {
            self.step = step
            self.successors = successors
            self.range = range
        }
    }

    /// A step that can follow another, and how it is entered.
    public struct Successor: Hashable, Sendable, Comparable {
        public var step: String
        public var style: FlowPresentation

        public init(step: String, style: FlowPresentation) {
            self.step = step
            self.style = style
        }

        public static func < (a: Successor, b: Successor) -> Bool {
            (a.step, a.style.name) < (b.step, b.style.name)
        }
    }

    /// `retired step NAME[(shape)] last R -> renamed X | fallback F | cut`: a name (or, with a
    /// shape, an old shape of a live step) that releases up to `last` saved.
    public struct RetiredStep: Hashable, Sendable {
        public var name: String
        /// The old payload, for an old shape of a step that still lives; `nil` for a name.
        public var shape: [Parameter]?
        /// The last release that wrote it.
        public var last: String
        public var fate: Fate
        public var range: SourceRange

        /// What an old entry of it reads as now.
        public enum Fate: Hashable, Sendable {
            /// It is the step `renamed from` it.
            case renamed(String)
            /// The walk ends there, on this step.
            case fallback(String)
            /// The walk is cut before it.
            case cut
        }

        public init(name: String, shape: [Parameter]?, last: String, fate: Fate, range: SourceRange = SourceRange(at: 0)) {
            self.name = name
            self.shape = shape
            self.last = last
            self.fate = fate
            self.range = range
        }
    }
}
