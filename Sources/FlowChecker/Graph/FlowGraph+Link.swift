import FlowCore

extension FlowGraph {
    /// `link name "pattern", "pattern" -> stack`: a deep link, resolved.
    public struct Link: Hashable, Sendable {
        /// Its case in the link enum: the name written after `link`, or its landing step's.
        public internal(set) var name: String
        /// Its forms, in written order: a URL in any opens the link, which builds the first.
        /// Every form has the same placeholders, perhaps in another order.
        public internal(set) var patterns: [FlowLinkPattern]
        /// The patterns as written, and their ranges (quotes included).
        public internal(set) var patternTexts: [String]
        public internal(set) var ranges: [SourceRange]
        /// The walk the link lands on, root first; for a link that presents over the current
        /// stack, the root and the step it presents.
        public internal(set) var walk: [StepID]
        /// Where it lands: its walk, or its last step over the current stack.
        public internal(set) var landing: Landing = .walk
        /// When the link lands inside a use-step's child, the child's steps it shows, the
        /// child's start first, by name: the walk's last step is that use-step. Empty otherwise.
        public internal(set) var childSteps: [String] = []
        /// For each step of the walk, the placeholder (an index into the first pattern's
        /// `placeholders`) each of its payload parameters is bound to, in parameter order;
        /// `nil` for a parameter left out, which takes its default.
        public internal(set) var arguments: [[Int?]]
        /// Each placeholder's Swift type, in the first pattern's order, as the parameters bound
        /// to it declare it.
        public internal(set) var placeholderTypes: [String]
        /// The payload type the whole URL is bound to (`link x "..." url -> ...`): `URL` or
        /// `String`; `nil` when the link doesn't bind it. Its value comes after the
        /// placeholders' (`placeholders`), and `arguments` name it by that index.
        public internal(set) var wholeURLType: String?
        /// The `example` URLs and their ranges.
        public internal(set) var examples: [LinkDecl.Example]
        /// The legacy forms (`also`), in written order: a URL in one opens the link, which never
        /// builds them. A legacy form may lack a placeholder of the first form (its parameters
        /// then take their defaults) and may have placeholders that bind nothing.
        public internal(set) var legacyPatterns: [FlowLinkPattern] = []
        /// The legacy patterns as written, and their ranges (quotes included).
        public internal(set) var legacyPatternTexts: [String] = []
        public internal(set) var legacyRanges: [SourceRange] = []
        /// For each legacy form, for each placeholder of the first form, its index in the legacy
        /// form's `placeholders` (the order `match` returns its values in); `nil` where the
        /// legacy form lacks it, and every parameter bound to it takes its default.
        public internal(set) var legacyValueIndices: [[Int?]] = []

        /// The names of the link's values: the first pattern's placeholders, then `url` when
        /// the link binds the whole URL.
        public var placeholders: [String] {
            pattern.placeholders + (wholeURLType == nil ? [] : ["url"])
        }

        /// The types of the link's values, in the order of `placeholders`.
        public var valueTypes: [String] {
            placeholderTypes + (wholeURLType.map { [$0] } ?? [])
        }

        /// The first form: the one the link builds.
        public var pattern: FlowLinkPattern { patterns[0] }
        public var patternText: String { patternTexts[0] }
        public var range: SourceRange { ranges[0] }

        /// For each placeholder of the first form, its index in form `form`'s `placeholders`
        /// (the order `match` returns that form's values in).
        public func valueIndices(ofForm form: Int) -> [Int] {
            let own = patterns[form].placeholders
            return pattern.placeholders.map { name in own.firstIndex(of: name)! }
        }

        /// Form `form` as a link of its own, with its placeholders in its own order: what the
        /// module's checks compare, form by form.
        public func form(_ form: Int) -> Link {
            let indices = valueIndices(ofForm: form)
            var types = placeholderTypes
            for (canonical, index) in indices.enumerated() { types[index] = placeholderTypes[canonical] }
            // The whole URL's value, after the placeholders', keeps its index.
            var link = Link(
                name: name, patterns: [patterns[form]], patternTexts: [patternTexts[form]], ranges: [ranges[form]], walk: walk,
                landing: landing, childSteps: childSteps, arguments: arguments.map { $0.map { $0.map { $0 < indices.count ? indices[$0] : $0 } } },
                placeholderTypes: types, examples: examples
            )
            link.wholeURLType = wholeURLType
            return link
        }
    }

    /// Where a link lands.
    public enum Landing: Hashable, Sendable {
        /// Its walk replaces the stack it starts at.
        case walk
        /// Its last step is presented over the current pushed stack of the tab (or router) its
        /// walk starts at (`-> tab t over step as sheet`), which is kept.
        case overCurrentStack
    }

    /// The steps `link` lands on as a link lists them: each presented entry with its style, as
    /// the `.flow` writes it (`profile, editor as sheet, address`), so a link that lands inside
    /// a sheet says so; a child's steps are named through their use-step (`addressBook.list as
    /// sheet, addressBook.newAddress`); a link over the current stack as `tab codes over picker as
    /// sheet`; without styles when `withStyles` is false.
    public func describe(_ link: Link, withStyles: Bool = true) -> [String] {
        let walk = link.walk
        let own = walk.indices.map { position in
            let name = steps[walk[position]].name
            guard position > 0, withStyles,
                  let style = entryPairs.first(where: { $0.below == walk[position - 1] && $0.step == walk[position] })?.style
            else { return (name: name, style: "") }
            switch style {
            case .push: return (name: name, style: "")
            case .sheet, .modalSheet, .cover: return (name: name, style: " as " + style.name)
            }
        }
        if link.landing == .overCurrentStack, let root = walk.first, let step = own.last {
            // Over whatever the stack holds: the tab (or the router's stack), then the step.
            return [(tab(rootedAt: root) == nil ? "" : "tab " + steps[root].name + " ") + "over " + step.name + step.style]
        }
        guard let use = own.last, !link.childSteps.isEmpty else { return own.map { $0.name + $0.style } }
        let child = link.childSteps.enumerated().map { position, step in use.name + "." + step + (position == 0 ? use.style : "") }
        return own.dropLast().map { $0.name + $0.style } + child
    }
}
