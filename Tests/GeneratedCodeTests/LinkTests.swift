import FlowLinks
import FlowRuntime
import Foundation
import Testing

/// Deep links through the generated Catalogue router (Flows/Catalogue.flow): real URLs, typed and
/// hostile, read into walks, opened by the navigator, and built back into URLs.
@MainActor
@Suite struct LinkTests {
    @Test func aURLBecomesALegalWalkWithTypedValues() throws {
        let link = try #require(CatalogueLink(url: "myshop://product/42/reviews"))
        #expect(link == .reviews(id: 42))
        #expect(link.walk == [.productList, .productDetail(id: 42), .reviews(productID: 42)], "one placeholder feeds both payloads")
        #expect(Catalogue.isLegalWalk(link.walk))
        #expect(CatalogueLink(url: "https://shop.example.com/products/7")?.walk == [.productList, .productDetail(id: 7)],
                "a link naming only its last step gets the shortest walk from the root")
        #expect(CatalogueLink(url: "myshop://settings/licenses")?.walk == [.settings, .about, .licenses])
        #expect(CatalogueLink(url: "myshop://user/ann%20lee")?.walk == [.profile(userID: "ann lee")], "percent-decoded; a root with a payload")
        #expect(Catalogue.walk(forURL: "MYSHOP://PRODUCT/42/reviews") == [.productList, .productDetail(id: 42), .reviews(productID: 42)],
                "scheme and host ignore case")
    }

    @Test func queryParametersAreOptionalValues() {
        #expect(CatalogueLink(url: "https://shop.example.com/search?q=red%20shoes") == .searchResults(query: "red shoes", page: nil))
        #expect(CatalogueLink(url: "https://shop.example.com/search?page=2&utm_source=mail&q=hat") == .searchResults(query: "hat", page: 2),
                "in any order; parameters no link names are ignored")
        #expect(CatalogueLink(url: "https://shop.example.com/search") == .searchResults(query: nil, page: nil))
        #expect(CatalogueLink(url: "https://shop.example.com/search?page=two") == nil, "a value of the wrong type")
        #expect(CatalogueLink(url: "https://shop.example.com/search?q=a#results") == .searchResults(query: "a", page: nil), "the fragment is ignored")
    }

    @Test func eachLinkIsBuiltBackIntoItsURL() throws {
        #expect(CatalogueLink.reviews(id: 42).urlString == "myshop://product/42/reviews")
        #expect(CatalogueLink.profile(userID: "ann lee/x").urlString == "myshop://user/ann%20lee%2Fx")
        #expect(CatalogueLink.searchResults(query: "red shoes", page: 3).urlString == "https://shop.example.com/search?q=red%20shoes&page=3")
        #expect(CatalogueLink.searchResults(query: nil, page: nil).urlString == "https://shop.example.com/search")
        #expect(CatalogueLink.licenses.url == URL(string: "myshop://settings/licenses"))
        #expect(CatalogueLink.profile(userID: "").urlString == nil, "no URL with an empty segment opens a link")
        // Every link survives the round trip, with awkward values.
        let links: [CatalogueLink] = [
            .reviews(id: -1), .productDetail(id: Int.max), .searchResults(query: "ü & ?=#/%", page: 0), .licenses, .profile(userID: "%41"),
        ]
        for link in links {
            let text = try #require(link.urlString)
            #expect(CatalogueLink(url: text) == link, "\(text)")
            #expect(CatalogueLink(url: try #require(link.url)) == link)
        }
    }

    @Test func hostileURLsAreRefusedWithoutTrapping() {
        let hostile = [
            "", "myshop:", "myshop://", "://product/1/reviews", "myshop://product//reviews", "myshop://product/1/reviews/extra",
            "myshop://product/1", "myshop://product/abc/reviews", "myshop://product/99999999999999999999999/reviews",
            "myshop://product/%ZZ/reviews", "myshop://product/%FF/reviews", "myshop://product/%/reviews",
            "myshop://user@product/1/reviews", "other://product/1/reviews", "myshop://product/1/reviews//",
            "https://shop.example.com.evil.com/products/1", "https://shop.example.com/products/1%2F2",
            "myshop://user/", "myshop://product/" + String(repeating: "9", count: 5000) + "/reviews",
            "myshop://product/1/reviews\u{0}", String(repeating: "/", count: 10000),
        ]
        for url in hostile {
            #expect(CatalogueLink(url: url) == nil, "\(url.prefix(80))")
        }
        #expect(FlowLinkPattern.maximumLength == 4096)
    }

    @Test func theNavigatorOpensALinkOrLeavesTheWalkAlone() {
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        var moves: [FlowMove<Catalogue>] = []
        navigator.observe { if case .moved(let move) = $0 { moves.append(move) } }
        #expect(navigator.open(url: "myshop://product/42/reviews") == nil)
        #expect(navigator.walk == [.productList, .productDetail(id: 42), .reviews(productID: 42)])
        #expect(navigator.back() == nil, "a working Back button")
        #expect(navigator.current == .productDetail(id: 42))
        #expect(navigator.open(url: "myshop://product/x/reviews") == .unknownLink)
        #expect(navigator.walk == [.productList, .productDetail(id: 42)], "a refused link changes nothing")
        #expect(navigator.open(url: URL(string: "myshop://user/me")!) == nil)
        #expect(navigator.walk == [.profile(userID: "me")])
        #expect(navigator.open(CatalogueLink.licenses) == nil)
        #expect(navigator.walk == [.settings, .about, .licenses])
        #expect(moves.count == 4 && moves.last?.to == .licenses)
    }
}

/// `FlowLinkPattern` and `FlowLinkValue` on their own.
@Suite struct FlowLinkPatternTests {
    @Test func invalidPatternsSayWhy() {
        let invalid = ["nope", "myshop:product", "1abc://x", "myshop:///x", "myshop://a/{b", "myshop://a/x{b}", "myshop://a//b",
                       "myshop://a/b#", "myshop://a/b#x//y", "myshop://a/b#x#y", "myshop://a/b#x?y", "myshop://a?x", "myshop://a?x=1", "myshop://{host}/a", "myshop://a/b c"]
        for text in invalid {
            #expect(throws: FlowLinkPattern.Invalid.self, "\(text)") { try FlowLinkPattern(text) }
        }
    }

    /// A pattern's fragment is matched as a path and a query of its own, built back after `#`,
    /// and its placeholders come after the path's and query's; a URL's fragment is ignored by
    /// a pattern without one.
    @Test func aFragmentIsMatchedAndBuilt() throws {
        let pattern = try FlowLinkPattern("https://vault.bitwarden.com/connector.html?lang={lang}#finish-signup/{step}?token={token}")
        #expect(pattern.placeholders == ["lang", "step", "token"])
        let url = "https://vault.bitwarden.com/connector.html?lang=en#finish-signup/2?token=a%20b&other=1"
        #expect(pattern.match(url) == ["en", "2", "a b"])
        #expect(pattern.match("https://vault.bitwarden.com/connector.html#finish-signup/2") == [nil, "2", nil])
        #expect(pattern.match("https://vault.bitwarden.com/connector.html#sso/2?token=x") == nil)
        #expect(pattern.match("https://vault.bitwarden.com/connector.html?lang=en") == nil, "no fragment")
        let built = try #require(pattern.url(["en", "2", "a b"]))
        #expect(built == "https://vault.bitwarden.com/connector.html?lang=en#finish-signup/2?token=a%20b")
        #expect(pattern.match(built) == ["en", "2", "a b"])
        #expect(try FlowLinkPattern("https://x.com/c").match("https://x.com/c#anything?at=all") == [])
    }

    @Test func schemeAndHostIgnoreCase() throws {
        #expect(try FlowLinkPattern("HTTPS://Shop.Example.com/x") == FlowLinkPattern("https://shop.example.com/x"))
        let pattern = try FlowLinkPattern("myshop://product/{id}/reviews?sort={sort}")
        #expect(pattern.placeholders == ["id", "sort"] && pattern.query.map(\.placeholder) == ["sort"])
        #expect(pattern.match("myshop://product/a%2Fb/reviews?sort=new") == ["a/b", "new"], "an encoded slash stays in its segment")
        #expect(pattern.url(["a/b", nil]) == "myshop://product/a%2Fb/reviews")
    }

    @Test func aTrailingSlashAndTheDefaultPortStillMatch() throws {
        let pattern = try FlowLinkPattern("https://shop.example.com/products/{id}")
        for url in ["https://shop.example.com/products/42/", "https://shop.example.com:443/products/42", "HTTPS://SHOP.example.com:443/products/42/?x=1"] {
            #expect(pattern.match(url) == ["42"], "\(url)")
        }
        #expect(pattern.match("https://shop.example.com:80/products/42") == nil, "another port is another origin")
        #expect(pattern.match("https://shop.example.com/products/42//") == nil, "one trailing slash, not two")
        #expect(try FlowLinkPattern("http://a.example.com:80/x/") == FlowLinkPattern("http://a.example.com/x"))
        #expect(try FlowLinkPattern("myshop://a:443/x").host == "a:443", "only https and http have default ports")
    }

    @Test func anIntegerPlaceholderReadsOnlyCanonicalDecimal() {
        #expect(Int(flowLinkText: "-5") == -5 && Int64(flowLinkText: "42") == 42)
        for text in ["+5", "05", "-0", "042", "+42", " 42", "4_2"] {
            #expect(Int(flowLinkText: text) == nil && Int64(flowLinkText: text) == nil, "\(text)")
        }
        #expect(CatalogueLink(url: "https://shop.example.com/products/042") == nil)
        #expect(CatalogueLink(url: "https://shop.example.com/products/+42") == nil)
    }

    @Test func escapesAreJudgedOnBytes() throws {
        let pattern = try FlowLinkPattern("bank://user/{name}")
        #expect(pattern.match("bank://user/%\u{301}") == nil, "a `%` and a combining mark is one Character, and a bad escape")
        #expect(pattern.match("bank://user/a%\u{301}b") == nil)
        #expect(pattern.match("bank://user/%C3%A9") == ["é"])
    }

    @Test func schemeAndHostCompareByASCIICaseOnly() throws {
        let pattern = try FlowLinkPattern("myshop://kiosk/{id}")
        #expect(pattern.match("MyShop://KIOSK/1") == ["1"])
        #expect(pattern.match("myshop://\u{212A}iosk/1") == nil, "the Kelvin sign is not a `k`")
        #expect(throws: FlowLinkPattern.Invalid.self, "a pattern's host is ASCII") { try FlowLinkPattern("myshop://\u{212A}iosk/x") }
    }

    @Test func aWildcardHostIsRefused() {
        #expect(throws: FlowLinkPattern.Invalid.self) { try FlowLinkPattern("https://*.example.com/x") }
        #expect(throws: FlowLinkPattern.Invalid.self) { try FlowLinkPattern("https://shop.*/x") }
    }

    enum Category: String, FlowLinkValue { case shoes, hats }

    @Test func valuesConvertBothWays() {
        #expect(Category(flowLinkText: "hats") == .hats && Category(flowLinkText: "caps") == nil)
        #expect(Category.shoes.flowLinkText == "shoes")
        #expect(Int64(flowLinkText: "-9223372036854775808") == .min && Int(flowLinkText: "1.5") == nil && Int(flowLinkText: "-1") == -1)
        #expect(Double(flowLinkText: "2.5") == 2.5 && Double(flowLinkText: "nan") == nil && Double(flowLinkText: "inf") == nil)
        #expect(Bool(flowLinkText: "true") == true && Bool(flowLinkText: "1") == nil)
        let uuid = UUID()
        #expect(UUID(flowLinkText: uuid.flowLinkText) == uuid && UUID(flowLinkText: "x") == nil)
    }
}
