/// A deep link's URL pattern, `myshop://product/{id}/reviews?sort={sort}`: a scheme, a host, path
/// segments that are literal text or a whole-segment placeholder, and optional query
/// parameters, each bound to a placeholder.
///
/// It matches URL text exactly (scheme and host ignoring ASCII case and the scheme's default
/// port, path segments as written, after percent-decoding, one trailing `/` ignored) and
/// builds URL text back from values. The compiler checks patterns and their examples with this
/// same module (FlowLinks, which FlowRuntime and FlowCore both depend on and re-export), so what
/// builds is what matches at run time. Plain
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

    /// In ASCII lowercase.
    public let scheme: String
    /// In ASCII lowercase; may carry a port (`localhost:8080`), never the scheme's default one
    /// (`:443` for https, `:80` for http), which is dropped.
    public let host: String
    public let path: [Segment]
    /// `name={placeholder}` pairs, in written order; each may be absent from a URL.
    public let query: [QueryParameter]
    /// `#path?query`: what the URL's fragment must hold, read as a path and a query of their
    /// own (`#finish-signup?token={token}`); `nil` when the pattern has none, and then a URL's
    /// fragment is ignored.
    public let fragment: Fragment?

    /// A pattern's fragment, `#segment/segment?name={placeholder}`: path segments as the
    /// pattern's path has them (at least one), then optional query parameters.
    public struct Fragment: Hashable, Sendable {
        public var path: [Segment]
        public var query: [QueryParameter]
    }

    /// `name={placeholder}` in a pattern's query.
    public struct QueryParameter: Hashable, Sendable {
        public var name: String
        public var placeholder: String
    }

    /// The placeholders, path first, then query, then the fragment's path and query, in
    /// written order: the order of the values `match(_:)` returns and `url(_:)` takes.
    public var placeholders: [String] {
        let named = { (segments: [Segment]) in
            segments.compactMap { segment -> String? in
                if case .placeholder(let name) = segment { return name }
                return nil
            }
        }
        return named(path) + query.map(\.placeholder) + named(fragment?.path ?? []) + (fragment?.query ?? []).map(\.placeholder)
    }

    /// Why a pattern can't be used.
    public struct Invalid: Error, Hashable, Sendable {
        public var reason: String
    }

    /// Parses a pattern; throws `Invalid` with a reason a user can act on. Split on the UTF-8
    /// bytes, as URLs are, so no character can hide a separator.
    public init(_ text: String) throws {
        let bytes = text.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8) else {
            throw Invalid(reason: "it needs a scheme and a host, as in `myshop://product/{id}` or `https://example.com/{id}`")
        }
        let scheme = text[..<colon]
        // A letter, then letters, digits and `+-.`.
        let isLetter = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let first = scheme.utf8.first, isLetter(first),
              scheme.utf8.allSatisfy({ isLetter($0) || isDigit($0) || "+-.".utf8.contains($0) })
        else {
            throw Invalid(reason: "`\(scheme)` is not a URL scheme")
        }
        var rest = text[bytes.index(colon, offsetBy: 3)...]
        var fragmentText: Substring?
        if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragmentText = rest[rest.utf8.index(after: mark)...]
            rest = rest[..<mark]
        }
        var queryText: Substring?
        if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            queryText = rest[rest.utf8.index(after: mark)...]
            rest = rest[..<mark]
        }
        let hostEnd = rest.utf8.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        let host = rest[..<hostEnd]
        try Self.checkHost(host)
        let loweredScheme = FlowLinkText.asciiLowercased(scheme)
        var path: [Segment] = []
        if hostEnd < rest.endIndex {
            for segment in rest[rest.utf8.index(after: hostEnd)...].utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
                path.append(try Self.segment(Substring(segment)))
            }
            // A trailing slash is ignored, in patterns as in URLs.
            if path.last == .literal("") { path.removeLast() }
        }
        if path.contains(.literal("")) { throw Invalid(reason: "it has an empty path segment (`//`)") }
        self.scheme = loweredScheme
        self.host = FlowLinkText.normalizedHost(host, scheme: loweredScheme)
        self.path = path
        self.query = try Self.queryParameters(queryText)
        self.fragment = try fragmentText.map(Self.fragment)
    }

    /// `#segment/segment?name={placeholder}`, without its `#`.
    private static func fragment(_ text: Substring) throws -> Fragment {
        var pathText = text
        var queryText: Substring?
        if let mark = text.utf8.firstIndex(of: UInt8(ascii: "?")) {
            queryText = text[text.utf8.index(after: mark)...]
            pathText = text[..<mark]
        }
        if pathText.utf8.contains(UInt8(ascii: "#")) { throw Invalid(reason: "it has a second `#`") }
        var path = try pathText.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { try segment(Substring($0)) }
        if path.count > 1, path.last == .literal("") { path.removeLast() }
        guard !path.contains(.literal("")) else {
            throw Invalid(reason: "its fragment needs a path after `#`, without empty segments, as in `#finish-signup?token={token}`")
        }
        return Fragment(path: path, query: try queryParameters(queryText))
    }

    private static func checkHost(_ host: Substring) throws {
        if host.isEmpty { throw Invalid(reason: "it has no host") }
        if host.utf8.contains(UInt8(ascii: "*")) {
            throw Invalid(reason: "the host `\(host)` has a wildcard `*`: a link matches one host exactly, so give the link one form for each host (`link x \"https://a.example.com/x\", \"https://b.example.com/x\" -> ...`)")
        }
        let isPlain = host.utf8.allSatisfy { byte in
            byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "{") && byte != UInt8(ascii: "}") && byte != UInt8(ascii: "@")
        }
        guard isPlain else {
            throw Invalid(reason: "the host `\(host)` must be plain ASCII text, without placeholders or `@`")
        }
    }

    private static func queryParameters(_ text: Substring?) throws -> [QueryParameter] {
        try (text?.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) ?? []).map { item in
            let parts = item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, case .placeholder(let name)? = try? segment(Substring(parts[1])),
                  isUnreserved(Substring(parts[0]))
            else {
                throw Invalid(reason: "query parameter `\(Substring(item))` must be `name={placeholder}`")
            }
            return QueryParameter(name: String(Substring(parts[0])), placeholder: name)
        }
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
        if text.utf8.first == UInt8(ascii: "{") {
            let name = text.utf8.dropFirst().dropLast()
            guard text.utf8.count >= 2, text.utf8.last == UInt8(ascii: "}"), let first = name.first,
                  !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                  name.allSatisfy({ FlowLinkText.isUnreservedByte($0) && ($0 == UInt8(ascii: "_") || !"-.~".utf8.contains($0)) })
            else {
                throw Invalid(reason: "`\(text)` must be a whole segment `{name}`, the name made of letters, digits and `_`")
            }
            return .placeholder(String(decoding: name, as: UTF8.self))
        }
        guard isUnreserved(text) else {
            throw Invalid(reason: "path segment `\(text)` may hold only letters, digits and `-._~`, or be a whole `{placeholder}`")
        }
        return .literal(String(text))
    }

    /// Letters, digits and `-._~`: text that needs no percent-encoding in a URL.
    private static func isUnreserved(_ text: Substring) -> Bool {
        text.utf8.allSatisfy(FlowLinkText.isUnreservedByte)
    }

    /// The value of type `T` that `text` spells in canonical decimal (`String(value)`: `-5`, not
    /// `+5`, `05` or `-0`), or `nil`: a value has one URL, so an integer placeholder reads
    /// only that form. Shared by the runtime's `Int` and `Int64` and the compiler's checks.
    public static func canonicalInteger<T: FixedWidthInteger>(_ type: T.Type, from text: String) -> T? {
        guard let value = T(text, radix: 10), String(value) == text else { return nil }
        return value
    }

    // MARK: - Matching

    /// The placeholders' values (percent-decoded, in `placeholders` order; `nil` for a query
    /// parameter the URL doesn't have) when `url` matches, else `nil`. Query parameters the
    /// pattern doesn't name are ignored, and so is the URL's fragment when the pattern has none;
    /// a pattern's fragment matches the URL's as a path and a query of its own.
    public func match(_ url: String) -> [String?]? {
        FlowLinkURL(url).flatMap(match)
    }

    /// `match(_:)` for a URL already split into its parts: to match one URL against many
    /// patterns, split it once.
    public func match(_ url: FlowLinkURL) -> [String?]? {
        guard url.scheme == scheme, url.host == host, var values = Self.match(path, query, url.path, url.query) else { return nil }
        guard let fragment else { return values }
        guard let parts = url.fragment, let more = Self.match(fragment.path, fragment.query, parts.path, parts.query) else { return nil }
        values += more
        return values
    }

    /// The values of `path`'s and `query`'s placeholders in a URL's (or its fragment's) path
    /// segments and query items, or `nil` when they don't match.
    private static func match(_ path: [Segment], _ query: [QueryParameter], _ urlPath: [Substring], _ urlQuery: [(name: String, value: Substring)]) -> [String?]? {
        guard urlPath.count == path.count else { return nil }
        var values: [String?] = []
        for (segment, text) in zip(path, urlPath) {
            switch segment {
            case .literal(let literal):
                // Text without escapes is compared as it is, without making a string.
                let equal = text.utf8.contains(UInt8(ascii: "%")) ? FlowLinkText.percentDecoded(text) == literal : text.utf8.elementsEqual(literal.utf8)
                guard equal else { return nil }
            case .placeholder:
                guard let decoded = FlowLinkText.percentDecoded(text), !decoded.isEmpty else { return nil }
                values.append(decoded)
            }
        }
        for parameter in query {
            guard let item = urlQuery.first(where: { $0.name == parameter.name }) else {
                values.append(nil)
                continue
            }
            guard let decoded = FlowLinkText.percentDecoded(item.value) else { return nil }
            values.append(decoded)
        }
        return values
    }

    /// The URL text for these values (in `placeholders` order; `nil` leaves a query parameter
    /// out), percent-encoded; `nil` when the text could not match this pattern: a path value is
    /// empty (or `nil`), or the URL would be longer than `maximumLength`.
    public func url(_ values: [String?]) -> String? {
        precondition(values.count == placeholders.count, "one value a placeholder")
        var text = scheme + "://" + host
        var next = 0
        guard Self.append(path, query, values, from: &next, to: &text, separator: "/") else { return nil }
        if let fragment {
            text += "#"
            guard Self.append(fragment.path, fragment.query, values, from: &next, to: &text, separator: "") else { return nil }
        }
        return text.utf8.count <= Self.maximumLength ? text : nil
    }

    /// Appends path segments (each after `/`, the first after `first`) and query items built
    /// from `values`, starting at `next`; false when a path value is empty.
    private static func append(_ path: [Segment], _ query: [QueryParameter], _ values: [String?], from next: inout Int, to text: inout String, separator first: String) -> Bool {
        for (index, segment) in path.enumerated() {
            text += index == 0 ? first : "/"
            switch segment {
            case .literal(let literal):
                text += literal
            case .placeholder:
                guard let value = values[next], !value.isEmpty else { return false }
                text += FlowLinkText.percentEncoded(value)
                next += 1
            }
        }
        var separator = "?"
        for parameter in query {
            defer { next += 1 }
            guard let value = values[next] else { continue }
            text += separator + parameter.name + "=" + FlowLinkText.percentEncoded(value)
            separator = "&"
        }
        return true
    }
}
