/// `link "myshop://product/{id}/reviews" -> productList, productDetail, reviews(productID: id)`,
/// with its `example "..."` lines: a deep link's URL patterns and the stack it lands on. A name
/// may follow `link` (`link productReviews "myshop://..."`), and several patterns, the forms of
/// one link, may be listed (`link album "myshop://album/{id}", "https://x.com/album/{id}" -> ...`).
public struct LinkDecl: Hashable, Sendable {
    /// The range of the `link` keyword.
    public var keywordRange: SourceRange
    /// The link's name when written; without one, a link is named after the step it lands on.
    public var name: Identifier?
    /// The URL patterns, one a form of the link, in written order: a URL in any of them opens
    /// the link, which builds its first.
    public var patterns: [Pattern]
    /// The first pattern, without its quotes.
    public var pattern: String { patterns[0].text }
    /// The range of the first pattern, quotes included.
    public var patternRange: SourceRange { patterns[0].range }
    /// The steps of the stack, root first; one step alone means the shortest walk to it.
    public var stack: [Item]
    /// The legacy forms after `also`, in written order: URLs in them still open the link, which
    /// never builds them.
    public var legacyPatterns: [Pattern] = []
    /// The `example` URLs, checked at build time against the module's links.
    public var examples: [Example]
    /// `url` after the patterns: the whole URL that opened the link is a value of its own,
    /// named `url`, bound to a `URL` or `String` payload parameter like a placeholder.
    public var wholeURL: Identifier?
    /// `-> tab t over step as sheet` (`-> over step as sheet` in a router without tabs): the
    /// link presents its one step over the current stack of the tab (or of the router),
    /// keeping it, rather than replacing that stack with its walk.
    public var over: Over?

    /// `[tab name] over`: where an over-link lands.
    public struct Over: Hashable, Sendable {
        /// The range of the word `over`.
        public var keywordRange: SourceRange
        /// The tab whose current stack the step is presented over; `nil` in a router without tabs.
        public var tab: Identifier?

        public init(keywordRange: SourceRange, tab: Identifier?) {
            self.keywordRange = keywordRange
            self.tab = tab
        }
    }

    public init(keywordRange: SourceRange, name: Identifier? = nil, patterns: [Pattern], stack: [Item], examples: [Example]) {
        precondition(!patterns.isEmpty, "a link has a pattern")
        self.keywordRange = keywordRange
        self.name = name
        self.patterns = patterns
        self.stack = stack
        self.examples = examples
    }

    /// One step of the stack, with the placeholders its payload labels are bound to where they
    /// are written (`reviews(productID: id)`); a label not written binds the placeholder of
    /// its own name.
    /// `addressBook.newAddress` names a step of the child flow that use-step `addressBook` uses.
    public struct Item: Hashable, Sendable {
        public var step: Identifier
        /// The child's step after the dot, when `step` is a use-step.
        public var childStep: Identifier?
        public var bindings: [Binding]
        /// `as sheet` or `as cover` on the stack's last step: how the link enters it, which a
        /// transition then need not do (a link-only entry); `.push` when not written.
        public var style: FlowPresentation = .push
        /// The range of `as style`, when written.
        public var styleRange: SourceRange?

        public init(step: Identifier, childStep: Identifier? = nil, bindings: [Binding]) {
            self.step = step
            self.childStep = childStep
            self.bindings = bindings
        }

        /// Its range: the step's name, through the child step's.
        public var range: SourceRange {
            childStep.map { step.range.union($0.range) } ?? step.range
        }
    }

    /// `label: placeholder`.
    public struct Binding: Hashable, Sendable {
        public var label: Identifier
        public var placeholder: Identifier

        public init(label: Identifier, placeholder: Identifier) {
            self.label = label
            self.placeholder = placeholder
        }
    }

    /// `"myshop://album/{id}"`: one URL pattern of a link.
    public struct Pattern: Hashable, Sendable {
        /// The pattern, without its quotes.
        public var text: String
        /// Its range, quotes included.
        public var range: SourceRange

        public init(text: String, range: SourceRange) {
            self.text = text
            self.range = range
        }
    }

    /// `example "myshop://product/42/reviews"`.
    public struct Example: Hashable, Sendable {
        /// The URL, without its quotes.
        public var url: String
        /// Its range, quotes included.
        public var range: SourceRange

        public init(url: String, range: SourceRange) {
            self.url = url
            self.range = range
        }
    }
}
