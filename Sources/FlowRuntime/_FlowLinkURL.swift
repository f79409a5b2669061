internal import FlowLinks

/// A URL's text split once into the parts every link pattern compares (FlowLinks'
/// `FlowLinkURL`); `nil` for text that is no URL a link can match, or longer than the maximum
/// length. For generated code.
@_spi(FlowGeneratedCode)
public struct _FlowLinkURL: Sendable {
    let parts: FlowLinkURL

    public init?(_ url: String) {
        guard let parts = FlowLinkURL(url) else { return nil }
        self.parts = parts
    }
}
