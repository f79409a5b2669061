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

    /// The URL of this link and its values, or `nil` when no URL that opens this link spells
    /// them (see `urlString`).
    public var url: URL? {
        urlString.flatMap { URL(string: $0) }
    }
}

extension FlowNavigator where Flow: FlowDefinitionWithLinks {
    /// Opens the link the URL matches (see `open(url: String)`).
    @discardableResult
    public func open(url: URL) -> FlowRefusal? {
        open(url: url.absoluteString)
    }
}
#endif
