import FlowRuntime
import Foundation
import Testing

/// Saved walks of the tabbed Club router (Tests/FlowSwiftEmitterTests/Flows/Club.flow): version 4
/// saves every tab and the selected one; walks saved in earlier versions, as an untabbed router
/// of the same steps wrote them, restore into the tab whose root they start at.
@MainActor
@Suite struct ClubSavedTabsTests {
    func fixture(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SavedWalks")
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    func decode(_ text: String) throws -> FlowSavedTabs<ClubStep> {
        try JSONDecoder().decode(FlowSavedTabs<ClubStep>.self, from: Data(text.utf8))
    }

    /// Each tab's steps, the selected tab's with its layers' presentations.
    func walks(_ navigator: FlowNavigator<Club>) -> [[ClubStep]] {
        [.feed, .friends, .settings].map { navigator.tabbedState?.walk(of: $0)?.steps ?? [] }
    }

    @Test func version4SavesEveryTabAndTheSelectedOne() throws {
        let navigator = ClubTests.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.select(.settings) == nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(navigator.savedTabs), as: UTF8.self)
        #expect(text == #"{"tab":"settings","tabs":{"feed":["feed",{"payload":{"id":"1"},"step":"post"}],"friends":["friends"],"settings":["settings"]}}"#)
        let restored = ClubTests.signedIn()
        #expect(restored.restore(try decode(text)) == nil)
        #expect(restored.tabbedState == navigator.tabbedState)
    }

    @Test func theTabBarsLayerIsNotSaved() throws {
        let navigator = ClubTests.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.perform(.compose) == nil)
        #expect(FlowSavedTabs<ClubStep>.formatVersion == 4)
        guard case .tabs(_, let walks) = try #require(navigator.savedTabs).saved else { Issue.record("not version 4"); return }
        #expect(walks[.feed]?.steps == [.feed, .post(id: "1")], "the compose sheet is the bar's")
        #expect(navigator.popToRoot(tab: .feed) == nil)
        #expect(navigator.transitions(.feed).compose() == nil)
        guard case .tabs(_, let after) = try #require(navigator.savedTabs).saved else { Issue.record("not version 4"); return }
        #expect(after[.feed]?.steps == [.feed, .composer], "the feed's own sheet is saved")
    }

    @Test func aVersion4FileRestoresEveryTab() throws {
        let saved = try JSONDecoder().decode(FlowSavedTabs<ClubStep>.self, from: fixture("Club-v4.json"))
        #expect(saved.isComplete)
        let navigator = ClubTests.signedIn()
        #expect(navigator.restore(saved) == nil)
        #expect(navigator.tab == .friends)
        #expect(walks(navigator) == [
            [.feed, .post(id: "1"), .profile(id: "ann")], [.friends, .profile(id: "bob")], [.settings, .privacy],
        ])
    }

    @Test func aVersion3WalkRestoresIntoTheTabItsRootRoots() throws {
        let navigator = ClubTests.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "9") == nil)
        let settings = try JSONDecoder().decode(FlowSavedTabs<ClubStep>.self, from: fixture("Club-v3-settings.json"))
        #expect(navigator.restore(settings) == nil)
        #expect(navigator.tab == .settings)
        #expect(walks(navigator) == [[.feed], [.friends], [.settings, .privacy]], "every other tab at its root")
        let feed = try JSONDecoder().decode(FlowSavedTabs<ClubStep>.self, from: fixture("Club-v3-feed.json"))
        #expect(navigator.restore(feed) == nil)
        #expect(navigator.tab == .feed)
        #expect(walks(navigator) == [[.feed, .post(id: "1"), .profile(id: "ann")], [.friends], [.settings]])
    }

    @Test func aVersion3WalkThatRootsNoTabRestoresNothing() throws {
        let navigator = ClubTests.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        let before = navigator.tabbedState
        #expect(navigator.restore(try decode(#"[{"step":"post","payload":{"id":"2"}}]"#)) == .notARoot)
        #expect(navigator.restore(try decode("[]")) == .notARoot)
        #expect(navigator.tabbedState == before)
    }

    @Test func aMissingTabStartsAtItsRootAndAnUnknownOneIsIgnored() throws {
        let navigator = ClubTests.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        let saved = try decode(#"{"tab":"settings","tabs":{"settings":["settings","privacy"],"gone":["gone"]}}"#)
        #expect(!saved.isComplete)
        #expect(navigator.restore(saved) == .illegalWalk, "a tab the flow no longer has: its walk is lost")
        #expect(navigator.tab == .settings)
        #expect(walks(navigator) == [[.feed], [.friends], [.settings, .privacy]])
    }

    @Test func anUnknownOrHiddenSelectedTabSelectsTheFirstShown() throws {
        let unknown = ClubTests.signedIn()
        #expect(unknown.restore(try decode(#"{"tab":"gone","tabs":{"settings":["settings","privacy"]}}"#)) == .illegalWalk)
        #expect(unknown.tab == .feed)
        #expect(walks(unknown) == [[.feed], [.friends], [.settings, .privacy]])
        let signedOut = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: false))
        let saved = try decode(#"{"tab":"friends","tabs":{"friends":["friends",{"step":"profile","payload":{"id":"bob"}}]}}"#)
        #expect(signedOut.restore(saved) == nil, "flags changed since the save: nothing was dropped")
        #expect(signedOut.tab == .feed)
        #expect(signedOut.path(of: .friends) == [.profile(id: "bob")], "kept, for when the tab shows again")
    }

    @Test func theSelectedTabKeepsItsSheetAndAnotherOnlyItsBaseLayer() throws {
        let navigator = ClubTests.signedIn()
        var dropped: [[ClubStep]] = []
        navigator.observe { if case .dropped(let steps) = $0 { dropped.append(steps) } }
        #expect(navigator.restore(try decode(#"{"tab":"feed","tabs":{"feed":["feed","composer"]}}"#)) == nil)
        #expect(navigator.layers.count == 2, "the composer sheet, over the feed")
        #expect(navigator.restore(try decode(#"{"tab":"settings","tabs":{"feed":["feed","composer"]}}"#)) == .illegalWalk)
        #expect(walks(navigator) == [[.feed], [.friends], [.settings]])
        #expect(dropped == [[.composer]])
    }

    @Test func eachTabKeepsItsOwnLongestLegalPrefix() throws {
        let navigator = ClubTests.signedIn()
        let saved = try decode(#"""
            {"tab":"friends","tabs":{"feed":["feed","privacy"],"friends":["friends",{"step":"profile","payload":{"id":"bob"}},"chat"],
             "settings":["settings",{"step":"gone"},"privacy"]}}
            """#)
        #expect(!saved.isComplete)
        #expect(navigator.restore(saved) == .illegalWalk)
        #expect(walks(navigator) == [[.feed], [.friends, .profile(id: "bob")], [.settings]])
        #expect(navigator.restore(try decode(#"{"tabs":{"feed":["settings","privacy"]}}"#)) == .illegalWalk)
        #expect(walks(navigator) == [[.feed], [.friends], [.settings]], "a walk under another tab's name starts at no tab's root")
    }

    @Test func anUntabbedFlowRestoresOnlyAnEarlierVersionsWalk() throws {
        let navigator = FlowNavigator<Onboarding>(flags: OnboardingFlagValues())
        let walk = try JSONDecoder().decode(FlowSavedTabs<OnboardingStep>.self, from: Data(#"["welcome","terms"]"#.utf8))
        #expect(navigator.restore(walk) == nil)
        #expect(navigator.walk == [.welcome, .terms])
        #expect(navigator.savedTabs == nil)
        let tabs = try JSONDecoder().decode(FlowSavedTabs<OnboardingStep>.self, from: Data(#"{"tab":"welcome","tabs":{}}"#.utf8))
        #expect(navigator.restore(tabs) == .notATab)
    }
}
