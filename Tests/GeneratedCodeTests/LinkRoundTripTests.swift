import FlowLinks
import FlowRuntime
import Foundation
import Testing

/// Building and matching agree: for random values of every placeholder type, a URL that a link
/// builds opens that same link, or building says `nil`; and it says `nil` only for values no URL
/// can spell (an empty path segment, a URL over `FlowLinkPattern.maximumLength`).
@MainActor
@Suite struct LinkRoundTripTests {
    /// SplitMix64: the same values on every run, a new seed to explore.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Awkward text: empty, URL delimiters, escapes, spaces, non-ASCII, combining marks, very long.
    static func string(_ random: inout Generator) -> String {
        let pieces = ["", "a", "Z9", "/", "%", "%41", "%zz", "?", "#", "&", "=", " ", "+", "~", "é", "e\u{301}", "日本", "🙂",
                      "\u{212A}", "\u{0}", "..", ".", "-", "new", "\n"]
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return ""
        case 1: return String(repeating: pieces.randomElement(using: &random)!, count: Int.random(in: 1000...3000, using: &random))
        default: return (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }

    static func int(_ random: inout Generator) -> Int {
        [0, -1, 1, .max, .min, Int.random(in: .min ... .max, using: &random)].randomElement(using: &random)!
    }

    static func link(_ random: inout Generator) -> CatalogueLink {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: .reviews(id: int(&random))
        case 1: .productDetail(id: int(&random))
        case 2: .searchResults(query: Bool.random(using: &random) ? string(&random) : nil, page: Bool.random(using: &random) ? int(&random) : nil)
        case 3: .licenses
        default: .profile(userID: string(&random))
        }
    }

    @Test func everyBuiltURLOpensItsOwnLink() throws {
        var random = Generator(state: 28)
        var built = 0
        for _ in 0..<3000 {
            let link = Self.link(&random)
            guard let text = link.urlString else {
                // Refused only where no URL can spell the values.
                if case .profile(let userID) = link {
                    #expect(userID.isEmpty || userID.utf8.count * 3 > FlowLinkPattern.maximumLength - 20, "\(userID.prefix(40))")
                } else if case .searchResults(let query, _) = link {
                    #expect((query?.utf8.count ?? 0) * 3 > FlowLinkPattern.maximumLength - 80, "\(String(describing: query?.prefix(40)))")
                } else {
                    Issue.record("\(link) has no URL")
                }
                continue
            }
            built += 1
            #expect(CatalogueLink(url: text) == link, "\(text.prefix(80))")
            let url = try #require(link.url)
            #expect(CatalogueLink(url: url) == link, "\(text.prefix(80))")
        }
        #expect(built > 2000, "most random links have a URL")
    }

    @Test func theKnownHolesAreNil() {
        #expect(CatalogueLink.profile(userID: "").urlString == nil, "myshop://user/ would open nothing")
        #expect(CatalogueLink.profile(userID: "").url == nil)
        #expect(CatalogueLink.profile(userID: String(repeating: "é", count: 1000)).urlString == nil, "over 4 KiB once encoded")
        #expect(CatalogueLink.profile(userID: String(repeating: "a", count: 4000)).urlString != nil, "under 4 KiB")
        #expect(CatalogueLink.searchResults(query: "", page: nil).urlString == "https://shop.example.com/search?q=", "an empty query value reads back")
    }

    /// Each standard `FlowLinkValue` type, through a pattern with a path and a query placeholder.
    @Test func everyValueTypeRoundTripsThroughAPattern() throws {
        let pattern = try FlowLinkPattern("myshop://v/{a}?q={b}")
        var random = Generator(state: 6)
        func check<Value: FlowLinkValue & Equatable>(_ value: Value) {
            let text = value.flowLinkText
            guard let url = pattern.url([text, text]) else {
                #expect(text.isEmpty || text.utf8.count * 6 > FlowLinkPattern.maximumLength - 40, "\(value)")
                return
            }
            let values = pattern.match(url)
            #expect(values?.count == 2, "\(url.prefix(80))")
            // A closure, not `Value.init(flowLinkText:)` as a value: Swift 6.3 warns that
            // `#expect` sends that unapplied initializer.
            #expect(values?.allSatisfy { text in text.flatMap { Value(flowLinkText: $0) } == value } ?? false, "\(url.prefix(80))")
        }
        for _ in 0..<500 {
            check(Self.string(&random))
            check(Self.int(&random))
            check(Int64.random(in: .min ... .max, using: &random))
            let bits = Double(bitPattern: random.next())
            check(bits.isFinite ? bits : 0.5)
            check(Double.random(in: -1e6...1e6, using: &random))
            check(Bool.random(using: &random))
            check(UUID())
        }
    }

    /// A link enum written by hand, as flowc would write it for `link "s://p/new" -> settings`
    /// and `link "s://p/{id}" -> settings` (an `id: String`), plus a `Double` link.
    enum ShadowedLink: FlowLink {
        typealias Flow = Catalogue
        case fresh
        case item(id: String)
        case ratio(value: Double)
        static let patterns = [FlowLinkPattern(_checked: "s://p/new"), FlowLinkPattern(_checked: "s://p/{id}"), FlowLinkPattern(_checked: "s://r/{value}")]

        init?(_matching url: String) {
            if Self.patterns[0].match(url) != nil {
                self = .fresh
            } else if let values = Self.patterns[1].match(url), let id = values[0] {
                self = .item(id: id)
            } else if let values = Self.patterns[2].match(url), let value = flowLinkValue(Double.self, from: values[0]) {
                self = .ratio(value: value)
            } else {
                return nil
            }
        }

        var _urlText: String? {
            switch self {
            case .fresh: Self.patterns[0].url([])
            case .item(let id): Self.patterns[1].url([id])
            case .ratio(let value): Self.patterns[2].url([flowLinkText(value)])
            }
        }

        var walk: [CatalogueStep] { [.settings] }
    }

    @Test func aURLAnotherLinkOpensFirstIsNotBuilt() {
        #expect(ShadowedLink.item(id: "new").urlString == nil, "s://p/new opens .fresh")
        #expect(ShadowedLink.item(id: "old").urlString == "s://p/old")
        #expect(ShadowedLink.ratio(value: .nan).urlString == nil, "`nan` reads as no Double")
        #expect(ShadowedLink.ratio(value: -0.5).urlString == "s://r/-0.5")
    }
}
