import FlowCore
import FlowLinks

extension FlowGraph {
    /// `removed step name [(old shape)] [-> fallback]`, resolved: a step an earlier release
    /// had, or an old payload shape of a live step, and where walks saved with it end.
    public struct RemovedStep: Hashable, Sendable {
        public internal(set) var name: String
        /// The old payload shape, when one was written (`nil` without parentheses): entries of
        /// the live step `name` that don't decode as its payload, but were saved in this shape,
        /// end on the fallback.
        public internal(set) var shape: [PayloadParameter]?
        /// The step walks naming it end on, always makeable with no payload given (each of its
        /// parameters has a default or is Optional); `nil`: they are cut before it.
        public internal(set) var fallback: StepID?
        /// The range of its name.
        public internal(set) var range: SourceRange
    }

    /// `removed link name "pattern"... -> walk | web | refused`, resolved: a link an earlier
    /// release had, whose URLs are matched after every live link's.
    public struct RemovedLink: Hashable, Sendable {
        public internal(set) var name: String
        /// Its forms, in written order; every form has the same placeholders.
        public internal(set) var patterns: [FlowLinkPattern]
        /// The patterns as written, and their ranges (quotes included).
        public internal(set) var patternTexts: [String]
        public internal(set) var ranges: [SourceRange]
        public internal(set) var destination: Destination
        /// When its walk lands inside a use-step's child, the child's steps it shows, as
        /// `Link.childSteps`; empty otherwise.
        public internal(set) var childSteps: [String] = []

        /// Where its URLs go.
        public enum Destination: Hashable, Sendable {
            /// They open this walk, root first, checked as a link's is: `arguments` and
            /// `placeholderTypes` as `Link.arguments` and `Link.placeholderTypes`, over the
            /// first pattern's placeholders.
            case walk(walk: [StepID], arguments: [[Int?]], placeholderTypes: [String])
            /// `-> web`: they are left to the web page (an https URL leaves the app's associated domains).
            case web
            /// `-> refused`, or no arrow: the app refuses them on purpose.
            case refused
        }

        /// Each placeholder's type, in the first pattern's order: as the walk binds it, or
        /// `String` when nothing reads it.
        public var placeholderTypes: [String] {
            switch destination {
            case .walk(_, _, let types): types
            case .web, .refused: patterns[0].placeholders.map { _ in "String" }
            }
        }

        /// Form `form` as a link of its own, with its placeholders in its own order, for the
        /// module's checks of which link a URL opens.
        func asLink(form: Int) -> Link {
            let own = patterns[form].placeholders
            let first = patterns[0].placeholders
            let types = own.map { name in first.firstIndex(of: name).map { placeholderTypes[$0] } ?? "String" }
            return Link(
                name: name, patterns: [patterns[form]], patternTexts: [patternTexts[form]], ranges: [ranges[form]], walk: [],
                arguments: [], placeholderTypes: types, examples: []
            )
        }
    }
}

extension FlowGraph.Link {
    /// Legacy form `form` (an index into `legacyPatterns`) as a link of its own, with its
    /// placeholders in its own order; one that binds nothing reads as `String`.
    public func legacyForm(_ form: Int) -> FlowGraph.Link {
        let indices = legacyValueIndices[form]
        let own = legacyPatterns[form].placeholders
        var types = own.map { _ in "String" }
        for (canonical, index) in indices.enumerated() {
            if let index { types[index] = placeholderTypes[canonical] }
        }
        return FlowGraph.Link(
            name: name, patterns: [legacyPatterns[form]], patternTexts: [legacyPatternTexts[form]], ranges: [legacyRanges[form]], walk: walk,
            childSteps: childSteps, arguments: arguments.map { $0.map { $0.flatMap { indices[$0] } } }, placeholderTypes: types, examples: []
        )
    }
}
