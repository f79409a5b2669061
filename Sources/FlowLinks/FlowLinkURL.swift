/// A URL's text split into the parts a pattern compares, once for all the patterns it is matched
/// against: scheme and host in ASCII lowercase, the scheme's default port (`:443` for https,
/// `:80` for http) dropped, path segments and query values still percent-encoded, query names
/// decoded, one trailing `/` ignored. `nil` for text longer than `FlowLinkPattern.maximumLength`
/// bytes, or that is not `scheme://host[/path][?query][#fragment]`, or has user info. Split on
/// the UTF-8 bytes, so its cost is one pass over the text, and no character (such as a combining
/// mark after a `/`) can hide a separator.
public struct FlowLinkURL: Sendable {
    let scheme: String
    let host: String
    let path: [Substring]
    let query: [(name: String, value: Substring)]
    /// The fragment, after `#`, split as a path and a query of its own (`#finish-signup?token=x`):
    /// what a pattern with a fragment matches; `nil` when the URL has no `#`.
    let fragment: (path: [Substring], query: [(name: String, value: Substring)])?

    public init?(_ url: String) {
        let bytes = url.utf8
        guard bytes.count <= FlowLinkPattern.maximumLength,
              let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
              bytes[colon...].starts(with: "://".utf8)
        else { return nil }
        scheme = FlowLinkText.asciiLowercased(url[..<colon])
        let afterScheme = bytes.index(colon, offsetBy: 3)
        let hash = bytes[afterScheme...].firstIndex(of: UInt8(ascii: "#"))
        var end = hash ?? bytes.endIndex
        fragment = hash.map { Self.fragment(url[bytes.index(after: $0)...]) }
        var queryText: Substring = ""
        if let mark = bytes[afterScheme..<end].firstIndex(of: UInt8(ascii: "?")) {
            queryText = url[bytes.index(after: mark)..<end]
            end = mark
        }
        let hostEnd = bytes[afterScheme..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
        let host = url[afterScheme..<hostEnd]
        guard !host.isEmpty, !host.utf8.contains(UInt8(ascii: "@")) else { return nil }
        self.host = FlowLinkText.normalizedHost(host, scheme: scheme)
        var path: [Substring] = []
        if hostEnd < end {
            path = bytes[bytes.index(after: hostEnd)..<end]
                .split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map(Substring.init)
            // One trailing slash, `/products/42/` as `/products/42`.
            if path[path.count - 1].isEmpty { path.removeLast() }
        }
        self.path = path
        query = Self.queryItems(queryText)
    }

    /// A fragment's path segments (one trailing `/` ignored) and query items.
    private static func fragment(_ text: Substring) -> (path: [Substring], query: [(name: String, value: Substring)]) {
        let mark = text.utf8.firstIndex(of: UInt8(ascii: "?"))
        var path = text[..<(mark ?? text.endIndex)].utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map(Substring.init)
        if path.count > 1, path[path.count - 1].isEmpty { path.removeLast() }
        return (path, mark.map { queryItems(text[text.utf8.index(after: $0)...]) } ?? [])
    }

    /// `name=value` items of a query, names decoded, values as written.
    private static func queryItems(_ queryText: Substring) -> [(name: String, value: Substring)] {
        queryText.utf8.split(separator: UInt8(ascii: "&")).compactMap { item in
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
            guard let name = FlowLinkText.percentDecoded(Substring(item[..<equals])) else { return nil }
            let value = equals < item.endIndex ? Substring(item[item.index(after: equals)...]) : ""
            return (name, value)
        }
    }
}

/// The text rules patterns and URLs share: ASCII case, default ports, percent-encoding.
enum FlowLinkText {
    /// `text` with `A`-`Z` lowered and every other byte as it is: a scheme or host compares by
    /// ASCII case only, so a lookalike (the Kelvin sign `K`, U+212A) is not a `k`.
    static func asciiLowercased(_ text: Substring) -> String {
        guard text.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { return String(text) }
        return String(decoding: text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// The host in ASCII lowercase, without the scheme's default port: `Shop.example.com:443`
    /// is `shop.example.com` for https.
    static func normalizedHost(_ host: Substring, scheme: String) -> String {
        let lowered = asciiLowercased(host)
        let port = scheme == "https" ? ":443" : scheme == "http" ? ":80" : nil
        guard let port, lowered.utf8.count > port.utf8.count, lowered.utf8.reversed().starts(with: port.utf8.reversed()) else { return lowered }
        return String(decoding: lowered.utf8.dropLast(port.utf8.count), as: UTF8.self)
    }

    static func isUnreservedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    static func percentEncoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if isUnreservedByte(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `nil` for a malformed escape or bytes that are not UTF-8. Escapes are read on the UTF-8
    /// bytes: a `%` followed by a combining mark is one `Character`, and still a bad escape.
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces bytes that are not UTF-8, so the round trip tells.
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
