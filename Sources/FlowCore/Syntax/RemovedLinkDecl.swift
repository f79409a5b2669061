/// `removed link productShare "myshop://share/{id}" -> productList, productDetail(id: id)`: a
/// link an earlier release had, kept so that its URLs still open something (a walk), are left to
/// the web page (`-> web`), or are refused on purpose (`-> refused`, or no arrow).
public struct RemovedLinkDecl: Hashable, Sendable {
    /// The range of `removed`.
    public var keywordRange: SourceRange
    public var name: Identifier
    /// The old URL patterns, in written order.
    public var patterns: [LinkDecl.Pattern]
    public var destination: RemovedLinkDestination
    /// The range of the whole declaration, from `removed` to its last token.
    public var range: SourceRange

    public init(keywordRange: SourceRange, name: Identifier, patterns: [LinkDecl.Pattern], destination: RemovedLinkDestination, range: SourceRange) {
        precondition(!patterns.isEmpty, "a removed link has a pattern")
        self.keywordRange = keywordRange
        self.name = name
        self.patterns = patterns
        self.destination = destination
        self.range = range
    }
}

/// Where the URLs of a removed link go.
public enum RemovedLinkDestination: Hashable, Sendable {
    /// `-> a, b(label: placeholder)`: they open this walk, as a link's stack says it.
    case walk([LinkDecl.Item])
    /// `-> web`: the range of `web`; an https URL is left to the web page.
    case web(SourceRange)
    /// `-> refused`, with the range of `refused`, or `nil` when no arrow was written: the app refuses them.
    case refused(SourceRange?)
}
