/// One change to a valid flow, as a mutation operator made it, knowing by construction what
/// it means for walks the flow saved before: the property test's input (docs/Compatibility.md,
/// "Tests").
public struct FlowMutation: Sendable {
    /// What a mutation changes.
    public enum Operator: String, CaseIterable, Sendable {
        case renameDeclared, renameUndeclared
        case removeWithFallback, removeCut, removeUndeclared
        case addOptional, addDefault, addRequired
        case retypeCompatible, retypeIncompatible
        case removeTransition, removeRoot, changePresentation
    }

    /// A class of change for saved walks, spelled as `CompatClass`'s raw values.
    public enum Verdict: String, Comparable, Sendable {
        case safe, migratable, breaking

        private var rank: Int {
            switch self {
            case .safe: 0
            case .migratable: 1
            case .breaking: 2
            }
        }

        public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
    }

    /// What became of a step that old walks name.
    public enum Fate: Hashable, Sendable {
        /// Renamed: old entries decode as the step of this name.
        case renamed(String)
        /// Removed with a declaration: old entries end the walk, on this step when there is one.
        case removed(fallback: String?)
        /// Its old payload shape declared removed: old entries that don't decode end the walk,
        /// on this step when there is one.
        case shapeRemoved(fallback: String?)
    }

    public let mutator: Operator
    /// The step the mutation is about, by its name before.
    public let step: String
    /// The mutated flow's text.
    public let text: String
    /// The class the mutation means for saved walks; for `removeTransition`, what it means
    /// when the successor relation loses a pair (safe otherwise, which the test sees from the
    /// checked graphs).
    public let intended: Verdict
    /// The finding the checker reports, unless the change is safe.
    public let findingID: String?
    /// The declared fates of old names, for the declared place of an old walk.
    public let fates: [String: Fate]
    /// The steps renamed, declared or not, by old name: a link's walk names them so, for its
    /// URLs open the link the team kept whatever its steps are called.
    public let renames: [String: String]

    public init(
        mutator: Operator, step: String, text: String, intended: Verdict, findingID: String?, fates: [String: Fate] = [:], renames: [String: String] = [:]
    ) {
        self.mutator = mutator
        self.step = step
        self.text = text
        self.intended = intended
        self.findingID = findingID
        self.fates = fates
        self.renames = renames
    }
}
