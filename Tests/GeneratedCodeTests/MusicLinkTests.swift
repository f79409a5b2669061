import FlowRuntime
import Foundation
import Testing

/// Named links with several forms, through the generated Music router
/// (Tests/FlowSwiftEmitterTests/Flows/Music.flow).
@MainActor
@Suite struct MusicLinkTests {
    @Test func everyFormOpensTheLinkAndTheFirstIsBuilt() throws {
        #expect(MusicLink(url: "myshop://album/7") == .album(id: 7))
        #expect(MusicLink(url: "https://music.example.com/album/7") == .album(id: 7))
        #expect(MusicLink(url: "https://music.example.com:443/album/7/") == .album(id: 7))
        #expect(MusicLink.album(id: 7).urlString == "myshop://album/7", "the first form is the one built")
        #expect(MusicLink(url: "https://music.example.com/s/7") == .albumShare(id: 7), "a named link beside the unnamed one")
        #expect(MusicLink.albumShare(id: 7).urlString == "https://music.example.com/s/7")
    }

    @Test func formsMayOrderTheirPlaceholdersDifferently() {
        let track = MusicLink.track(albumID: 7, number: 2)
        #expect(MusicLink(url: "myshop://album/7/track/2") == track)
        #expect(MusicLink(url: "https://music.example.com/track/2/of/7") == track, "values read by name, not position")
        #expect(track.walk == [.library, .album(id: 7), .track(albumID: 7, number: 2)])
        #expect(track.urlString == "myshop://album/7/track/2")
        #expect(MusicLink(url: "https://music.example.com/track/x/of/7") == nil)
    }

    @Test func everyCaseRoundTrips() throws {
        let links: [MusicLink] = [.album(id: -3), .track(albumID: .max, number: 0), .albumShare(id: 1), .search(query: "a/b c"), .search(query: nil)]
        for link in links {
            let text = try #require(link.urlString)
            #expect(MusicLink(url: text) == link, "\(text)")
        }
    }
}
