/// A deep link's URL pattern, `myshop://product/{id}/reviews?sort={sort}`: a scheme, a host, path
/// segments that are literal text or a whole-segment placeholder, and optional query
/// parameters, each bound to a placeholder.
///
/// It matches URL text exactly (scheme and host ignoring case, path segments as written, after
/// percent-decoding) and builds URL text back from values. The compiler checks patterns and
/// their examples with this same file (compiled into FlowCore too, through a symlink, as the
/// runtime depends on nothing), so what builds is what matches at run time. Plain
/// string processing, no Foundation: a URL longer than `maximumLength` bytes, malformed
/// percent-encoding or text that is not UTF-8 never matches.
public struct FlowLinkPattern: Hashable, Sendable {
    /// One path segment of a pattern.
    public enum Segment: Hashable, Sendable {
        case literal(String)
        /// `{name}`: any one non-empty segment.
        case placeholder(String)
    }

    /// The longest URL text matched, in UTF-8 bytes; longer text is refused unread.
    public static let maximumLength = 4096

    /// Lowercased.
    public let scheme: String
    /// Lowercased; may carry a port (`localhost:8080`).
    public let host: String
    public let path: [Segment]
    /// `name={placeholder}` pairs, in written order; each may be absent from a URL.
    public let query: [QueryParameter]

    /// `name={placeholder}` in a pattern's query.
    public struct QueryParameter: Hashable, Sendable {
        public var name: String
        public var placeholder: String
    }

    /// The placeholders, path first, then query, in written order: the order of the values
    /// `match(_:)` returns and `url(_:)` takes.
    public var placeholders: [String] {
        path.compactMap { segment in
            if case .placeholder(let name) = segment { return name }
            return nil
        } + query.map(\.placeholder)
    }

    /// Whether the placeholder at `index` (in `placeholders` order) is a query parameter.
    public func isQuery(_ index: Int) -> Bool {
        index >= placeholders.count - query.count
    }

    /// Why a pattern can't be used.
    public struct Invalid: Error, Hashable, Sendable {
        public var reason: String
    }

    /// Parses a pattern; throws `Invalid` with a reason a user can act on.
    public init(_ text: String) throws {
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
            throw Invalid(reason: "it needs a scheme and a host, as in `myshop://product/{id}` or `https://example.com/{id}`")
        }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else {
            throw Invalid(reason: "`\(scheme)` is not a URL scheme")
        }
        var rest = text[text.index(colon, offsetBy: 3)...]
        if rest.contains("#") { throw Invalid(reason: "a pattern can't have a fragment (`#`)") }
        var queryText: Substring?
        if let mark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<hostEnd]
        guard !host.isEmpty, !host.contains("{"), !host.contains("@"), host.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            throw Invalid(reason: host.isEmpty ? "it has no host" : "the host `\(host)` must be plain ASCII text, without placeholders or `@`")
        }
        var path: [Segment] = []
        if hostEnd < rest.endIndex {
            for segment in rest[rest.index(after: hostEnd)...].split(separator: "/", omittingEmptySubsequences: false) {
                path.append(try Self.segment(segment))
            }
            if path.count == 1, path[0] == .literal("") { path = [] }
        }
        if path.dropLast().contains(.literal("")) {
            throw Invalid(reason: "it has an empty path segment (`//`)")
        }
        var query: [QueryParameter] = []
        for item in queryText?.split(separator: "&", omittingEmptySubsequences: false) ?? [] {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, case .placeholder(let name)? = try? Self.segment(parts[1]),
                  Self.isUnreserved(parts[0])
            else {
                throw Invalid(reason: "query parameter `\(item)` must be `name={placeholder}`")
            }
            query.append(QueryParameter(name: String(parts[0]), placeholder: name))
        }
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
        self.path = path
        self.query = query
    }

    /// A pattern the compiler checked: for generated code.
    public init(_checked text: String) {
        do {
            try self.init(text)
        } catch {
            preconditionFailure("flowc checks every link pattern: \(text)")
        }
    }

    private static func segment(_ text: Substring) throws -> Segment {
        if text.first == "{" {
            let name = text.dropFirst().dropLast()
            guard text.last == "}", let first = name.first, first.isASCII, first.isLetter || first == "_",
                  name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            else {
                throw Invalid(reason: "`\(text)` must be a whole segment `{name}`, the name made of letters, digits and `_`")
            }
            return .placeholder(String(name))
        }
        guard !text.contains("{"), !text.contains("}"), isUnreserved(text) else {
            throw Invalid(reason: "path segment `\(text)` may hold only letters, digits and `-._~`, or be a whole `{placeholder}`")
        }
        return .literal(String(text))
    }

    /// Letters, digits and `-._~`: text that needs no percent-encoding in a URL.
    private static func isUnreserved(_ text: Substring) -> Bool {
        text.utf8.allSatisfy(isUnreservedByte)
    }

    private static func isUnreservedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    // MARK: - Matching

    /// The placeholders' values (percent-decoded, in `placeholders` order; `nil` for a query
    /// parameter the URL doesn't have) when `url` matches, else `nil`. Query parameters the
    /// pattern doesn't name, and a fragment, are ignored.
    public func match(_ url: String) -> [String?]? {
        FlowLinkURL(url).flatMap(match)
    }

    /// `match(_:)` for a URL already split into its parts: to match one URL against many
    /// patterns, split it once.
    public func match(_ url: FlowLinkURL) -> [String?]? {
        guard url.scheme == scheme, url.host == host, url.path.count == path.count else { return nil }
        var values: [String?] = []
        for (segment, text) in zip(path, url.path) {
            switch segment {
            case .literal(let literal):
                // Text without escapes is compared as it is, without making a string.
                let equal = text.utf8.contains(UInt8(ascii: "%")) ? Self.percentDecoded(text) == literal : text.utf8.elementsEqual(literal.utf8)
                guard equal else { return nil }
            case .placeholder:
                guard let decoded = Self.percentDecoded(text), !decoded.isEmpty else { return nil }
                values.append(decoded)
            }
        }
        for parameter in query {
            guard let item = url.query.first(where: { $0.name == parameter.name }) else {
                values.append(nil)
                continue
            }
            guard let decoded = Self.percentDecoded(item.value) else { return nil }
            values.append(decoded)
        }
        return values
    }

    /// The URL text for these values (in `placeholders` order; `nil` leaves a query parameter
    /// out), percent-encoded.
    public func url(_ values: [String?]) -> String {
        precondition(values.count == placeholders.count, "one value a placeholder")
        var text = scheme + "://" + host
        var next = 0
        for segment in path {
            text += "/"
            switch segment {
            case .literal(let literal):
                text += literal
            case .placeholder:
                text += Self.percentEncoded(values[next] ?? "")
                next += 1
            }
        }
        var separator = "?"
        for parameter in query {
            defer { next += 1 }
            guard let value = values[next] else { continue }
            text += separator + parameter.name + "=" + Self.percentEncoded(value)
            separator = "&"
        }
        return text
    }

    // MARK: - Percent-encoding

    static func percentEncoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if isUnreservedByte(byte) {
                bytes.append(byte)
            } else {
                let digits = Array("0123456789ABCDEF".utf8)
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `nil` for a malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
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

/// A URL's text split into the parts a pattern compares, once for all the patterns it is matched
/// against: scheme and host lowercased, path segments and query values still percent-encoded,
/// query names decoded. `nil` for text longer than `FlowLinkPattern.maximumLength` bytes, or
/// that is not `scheme://host[/path][?query][#fragment]`, or has user info. Split on the UTF-8
/// bytes, so its cost is one pass over the text.
public struct FlowLinkURL: Sendable {
    let scheme: String
    let host: String
    let path: [Substring]
    let query: [(name: String, value: Substring)]

    public init?(_ url: String) {
        let bytes = url.utf8
        guard bytes.count <= FlowLinkPattern.maximumLength,
              let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
              bytes[colon...].starts(with: "://".utf8)
        else { return nil }
        scheme = url[..<colon].lowercased()
        let afterScheme = bytes.index(colon, offsetBy: 3)
        var end = bytes[afterScheme...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        var queryText: Substring = ""
        if let mark = bytes[afterScheme..<end].firstIndex(of: UInt8(ascii: "?")) {
            queryText = url[bytes.index(after: mark)..<end]
            end = mark
        }
        let hostEnd = bytes[afterScheme..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
        let host = url[afterScheme..<hostEnd]
        guard !host.isEmpty, !host.utf8.contains(UInt8(ascii: "@")) else { return nil }
        self.host = host.lowercased()
        var path: [Substring] = []
        if hostEnd < end {
            var start = bytes.index(after: hostEnd)
            while let slash = bytes[start..<end].firstIndex(of: UInt8(ascii: "/")) {
                path.append(url[start..<slash])
                start = bytes.index(after: slash)
            }
            path.append(url[start..<end])
            if path.count == 1, path[0].isEmpty { path = [] }
        }
        self.path = path
        var query: [(name: String, value: Substring)] = []
        for item in queryText.utf8.split(separator: UInt8(ascii: "&")) {
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
            guard let name = FlowLinkPattern.percentDecoded(Substring(item[..<equals])) else { continue }
            let value = equals < item.endIndex ? Substring(item[item.index(after: equals)...]) : ""
            query.append((name, value))
        }
        self.query = query
    }
}
