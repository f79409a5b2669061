internal import FlowLinks

/// A link's pattern, as generated link types match and build URLs with: FlowLinks'
/// `FlowLinkPattern`, which FlowRuntime keeps to itself, so that an app's module never sees the
/// matcher's API. For generated code.
@_spi(FlowGeneratedCode)
public struct _FlowLinkPattern: Sendable {
    let pattern: FlowLinkPattern

    /// A pattern the compiler checked.
    public init(_checked text: String) {
        pattern = FlowLinkPattern(_checked: text)
    }

    /// The placeholders' values (percent-decoded, in the pattern's order; `nil` for a query
    /// parameter the URL doesn't have) when `url` matches, else `nil`.
    public func match(_ url: _FlowLinkURL) -> [String?]? {
        pattern.match(url.parts)
    }

    /// The URL text for these values, percent-encoded; `nil` when the text could not match
    /// this pattern (an empty path value, a URL over the maximum length).
    public func url(_ values: [String?]) -> String? {
        pattern.url(values)
    }
}
