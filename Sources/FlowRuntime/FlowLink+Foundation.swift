#if canImport(Foundation)
import Foundation

// `URL` and `UUID` for deep links, where Foundation exists (every Apple platform, and Linux).

extension UUID: FlowLinkValue {
    public init?(flowLinkText: String) { self.init(uuidString: flowLinkText) }
    public var flowLinkText: String { uuidString }
}

extension FlowLink {
    /// The link the URL matches first, or `nil` (see `init?(url: String)`).
    public init?(url: URL) {
        self.init(url: url.absoluteString)
    }

    /// The URL of this link and its values.
    public var url: URL {
        guard let url = URL(string: urlString) else {
            preconditionFailure("a link's URL text is percent-encoded ASCII: \(urlString)")
        }
        return url
    }
}

extension FlowNavigator where Flow: FlowDefinitionWithLinks {
    /// Opens the link the URL matches (see `open(url: String)`).
    @discardableResult
    public func open(url: URL) -> Bool {
        open(url: url.absoluteString)
    }
}
#endif
