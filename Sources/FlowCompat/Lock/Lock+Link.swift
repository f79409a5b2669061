import FlowCore

extension Lock {
    /// A link of the module, with every URL form that opens it and the walk it opens.
    public struct Link: Hashable, Sendable {
        /// The flow that declares it.
        public var flow: String
        /// Its case in the link enum.
        public var name: String
        /// Its forms, the built one first, then the other written forms, then the `also` forms.
        public var forms: [Form]
        /// Each placeholder of the first form and its Swift type, in the first form's order.
        public var placeholders: [Placeholder]
        /// The walk it opens, as the `.flow` lists it: `productList, productDetail(id: id)`.
        public var walk: [String]
        public var examples: [Example]

        public init(flow: String, name: String, forms: [Form], placeholders: [Placeholder], walk: [String], examples: [Example]) {
            self.flow = flow
            self.name = name
            self.forms = forms
            self.placeholders = placeholders
            self.walk = walk
            self.examples = examples
        }

        /// `Flow.case`.
        public var qualifiedName: String { flow + "." + name }

        /// The line of its first form.
        public var range: SourceRange { forms[0].range }
    }

    /// A URL pattern of a link.
    public struct Form: Hashable, Sendable {
        /// The pattern, without its quotes.
        public var pattern: String
        public var kind: Kind
        public var range: SourceRange

        /// How a form takes part in matching.
        public enum Kind: Hashable, Sendable {
            /// The first form: the one the link builds.
            case built
            /// Another written form: matched, never built.
            case form
            /// An `also` form, kept for URLs of earlier releases: matched, never built.
            case legacy
        }

        public init(pattern: String, kind: Kind, range: SourceRange = SourceRange(at: 0)) {
            self.pattern = pattern
            self.kind = kind
            self.range = range
        }
    }

    /// A placeholder of a link and the Swift type its value reads as.
    public struct Placeholder: Hashable, Sendable {
        public var name: String
        public var type: String

        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// An `example` URL of a link.
    public struct Example: Hashable, Sendable {
        public var url: String
        public var range: SourceRange

        public init(url: String, range: SourceRange = SourceRange(at: 0)) {
            self.url = url
            self.range = range
        }
    }

    /// `retired link Flow.case "pattern" {…} last R -> walk | web | refused`: URLs that releases
    /// up to `last` opened, and where they go now.
    public struct RetiredLink: Hashable, Sendable {
        public var flow: String
        public var name: String
        /// Its patterns, without quotes.
        public var patterns: [String]
        public var placeholders: [Placeholder]
        public var last: String
        public var destination: Destination
        public var range: SourceRange

        /// Where an old URL of it goes.
        public enum Destination: Hashable, Sendable {
            /// It opens this walk (`removed link … -> a, b(id: id)`).
            case walk([String])
            /// Left to the web page: an https URL out of the app-site association.
            case web
            /// Refused: `open(url:)` says `.unknownLink`.
            case refused
        }

        public init(flow: String, name: String, patterns: [String], placeholders: [Placeholder], last: String,
                    destination: Destination, range: SourceRange = SourceRange(at: 0)) {
            self.flow = flow
            self.name = name
            self.patterns = patterns
            self.placeholders = placeholders
            self.last = last
            self.destination = destination
            self.range = range
        }

        /// `Flow.case`.
        public var qualifiedName: String { flow + "." + name }
    }
}
