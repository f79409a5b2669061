/// The deep links of a flow, generated from its `link` lines: one case a link, carrying the
/// values of its placeholders. Parsed from URL text into a legal walk, and built back into it.
///
///     if let link = CatalogueLink(url: "myshop://product/42/reviews") {
///         navigator.open(link)           // the walk productList, productDetail(id: 42), reviews(productID: 42)
///     }
///     CatalogueLink.reviews(id: 42).urlString   // "myshop://product/42/reviews"
public protocol FlowLink: Hashable, Sendable {
    associatedtype Flow: FlowDefinition

    /// The link the URL text matches first, with its values, or `nil`. For generated code; use
    /// `init?(url:)`.
    init?(_matching url: String)
    /// The URL text of this link's (first) pattern with its values, not yet checked to open
    /// this link. For generated code; use `urlString`.
    var _urlText: String? { get }
    /// The walk the link lands on, root first: a legal walk of the flow, checked at build time.
    /// A link that presents over the current stack (`placement`) lands on its root and the step
    /// it presents when the stack holds only its root.
    var walk: [Flow.Step] { get }
    /// Where the link lands: its walk, or its last step over the current stack.
    var placement: FlowLinkPlacement { get }
}

extension FlowLink {
    /// A link lands on its walk, unless generated code says otherwise.
    public var placement: FlowLinkPlacement { .walk }

    /// The link that URL text matches first (links in the order the flow declares them), or
    /// `nil`: an unknown scheme, host or path, a value of the wrong type, text longer than
    /// 4096 bytes, malformed percent-encoding. Never traps.
    public init?(url: String) {
        self.init(_matching: url)
    }

    /// The URL text of this link and its values, percent-encoded: a URL that opens this very
    /// link (`Self(url: urlString!) == self`), or `nil` when no such URL spells these values: a
    /// path placeholder's value is empty, a value's text doesn't read back as the same value (a
    /// `Double.nan`), the URL would be longer than 4096 bytes, or an
    /// earlier link matches it first (a `String` value equal to an earlier link's literal).
    public var urlString: String? {
        guard let text = _urlText, Self(_matching: text) == self else { return nil }
        return text
    }
}

/// A flow with `link` lines: its generated link type.
public protocol FlowDefinitionWithLinks: FlowDefinition {
    associatedtype Link: FlowLink where Link.Flow == Self

    /// The walk a removed link's URL opens (`removed link productShare "myshop://share/{id}" ->
    /// productList`), or `nil` when the URL matches no removed link that opens a walk. Consulted
    /// only when no link matches. For generated code; use `walk(forURL:)` or `open(url:)`.
    static func _legacyWalk(url: String) -> [Step]?
}

extension FlowDefinitionWithLinks {
    /// No removed links.
    public static func _legacyWalk(url: String) -> [Step]? { nil }

    /// The walk a URL's text lands on: its link's, else a removed link's declared walk, or
    /// `nil` when it matches neither.
    public static func walk(forURL url: String) -> [Step]? {
        Link(url: url)?.walk ?? _legacyWalk(url: url)
    }
}
