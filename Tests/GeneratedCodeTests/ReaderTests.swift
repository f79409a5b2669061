import FlowRuntime
import Foundation
import Testing

/// The generated Reader flow, whose `.flow` file imports Foundation for UUID, URL and Date payloads.
@MainActor
@Suite struct ReaderTests {
    let id = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
    let published = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func opensAnArticleAndItsSource() {
        let navigator = FlowNavigator<Reader>(flags: ReaderFlagValues())
        #expect(navigator.transitions(.inbox).open(id: id, publishedAt: published) == nil)
        #expect(navigator.current == .article(id: id, publishedAt: published))
        let source = URL(string: "https://news.example.com/a/1")!
        #expect(navigator.transitions(.article).source(url: source) == nil)
        #expect(navigator.current == .website(url: source))
        #expect(navigator.isFinished)
    }

    @Test func foundationPayloadsSurviveASaveAndARestore() throws {
        let walk: [ReaderStep] = [.inbox, .article(id: id, publishedAt: published), .saved(id: id)]
        let decoded = try JSONDecoder().decode([ReaderStep].self, from: JSONEncoder().encode(walk))
        #expect(decoded == walk)
        let navigator = FlowNavigator<Reader>(flags: ReaderFlagValues())
        #expect(navigator.restore(decoded) == nil)
        #expect(navigator.walk == walk)
    }
}
