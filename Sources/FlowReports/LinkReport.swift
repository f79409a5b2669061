import FlowCore

/// The deep links of a module, as `flowc links` prints them: a list for people, or the
/// `components` of an `apple-app-site-association` file for the https links, so the web side
/// of universal links comes from the same `.flow` lines as the app's.
public enum LinkReport {
    /// One `link` line, checked.
    public struct Entry: Hashable, Sendable {
        public var flow: String
        /// The case generated code names it by, `CatalogueLink.reviews`.
        public var caseName: String
        public var pattern: FlowLinkPattern
        /// The pattern as written.
        public var patternText: String
        /// The step names of the walk it lands on, root first.
        public var walk: [String]
        /// Where it is declared, `path:line:column`.
        public var location: String

        public init(flow: String, caseName: String, pattern: FlowLinkPattern, patternText: String, walk: [String], location: String) {
            self.flow = flow
            self.caseName = caseName
            self.pattern = pattern
            self.patternText = patternText
            self.walk = walk
            self.location = location
        }
    }

    /// `myshop://product/{id}/reviews -> productList, productDetail, reviews  (CatalogueLink.reviews, path:line:col)`,
    /// one line a link, in the order they are matched.
    public static func text(_ entries: [Entry]) -> String {
        let width = entries.map(\.patternText.count).max() ?? 0
        return entries.map { entry in
            entry.patternText + String(repeating: " ", count: width - entry.patternText.count)
                + "  -> " + entry.walk.joined(separator: ", ") + "  (" + entry.caseName + ", " + entry.location + ")\n"
        }.joined()
    }

    /// The https hosts the links name, sorted.
    public static func httpsHosts(_ entries: [Entry]) -> [String] {
        Array(Set(entries.filter { $0.pattern.scheme == "https" }.map(\.pattern.host))).sorted()
    }

    /// The `components` array of an `apple-app-site-association` file for the https links of
    /// `host`: each path with `*` for a placeholder's segment, in matching order, commented with
    /// the flow and walk. Query parameters are optional, so they are left out: the app's links
    /// read them. A pattern with a fragment has a `#` key: its path with `*` for a placeholder,
    /// and a final `*` when it has a query (`finish-signup*`), which the system can't match as
    /// optional parameters.
    public static func appSiteAssociation(_ entries: [Entry], host: String) -> String {
        let components = entries.filter { $0.pattern.scheme == "https" && $0.pattern.host == host }.map { entry in
            var fields: [(String, JSONValue)] = [("/", .string("/" + wildcards(entry.pattern.path)))]
            if let fragment = entry.pattern.fragment {
                fields.append(("#", .string(wildcards(fragment.path) + (fragment.query.isEmpty ? "" : "*"))))
            }
            fields.append(("comment", .string(entry.flow + ": " + entry.walk.joined(separator: ", "))))
            return JSONValue.object(fields)
        }
        return JSONValue.array(components).rendered()
    }

    /// Path segments joined by `/`, `*` for a placeholder's.
    private static func wildcards(_ path: [FlowLinkPattern.Segment]) -> String {
        path.map { segment in
            switch segment {
            case .literal(let text): text
            case .placeholder: "*"
            }
        }.joined(separator: "/")
    }
}
