import FlowRuntime
import Foundation
@testable import Flows
import Testing

/// Flows/Social.flow, as the build plugin compiled it: a Mastodon client's router whose list
/// screens share their row actions, with an editor child used with a payload and a settings
/// child used as a tab's root and as a sheet.
@MainActor
@Suite struct SocialRouterTests {
    func social(isOwnAccount: Bool = false, hasDraft: Bool = false) -> FlowNavigator<Social> {
        FlowNavigator<Social>(flags: SocialFlagValues(isOwnAccount: isOwnAccount, hasDraft: hasDraft))
    }

    @Test func everyListScreenOffersTheSharedRowActions() {
        let navigator = social()
        #expect(navigator.transitions(.timeline).openStatus(id: "109") == nil)
        #expect(navigator.transitions(.status).openAccount(id: "42") == nil)
        #expect(navigator.transitions(.account).openTag(name: "swift") == nil)
        #expect(navigator.walk == [.timeline, .status(id: "109"), .account(id: "42"), .tag(name: "swift")])
        // The global set: a link on any screen, a sheet on the tag's list.
        #expect(navigator.transitions(.tag).openLink(url: "https://swift.org") == nil)
        #expect(navigator.current == .web(url: "https://swift.org"))
        #expect(navigator.transitions(.web).close() == nil)
        #expect(navigator.current == .tag(name: "swift"))
    }

    @Test func metricsExistOnlyOnYourOwnAccount() {
        let navigator = social()
        navigator.transitions(.timeline).openAccount(id: "1")
        #expect(navigator.transitions(.account).openMetrics() == .noTransition)
        navigator.flags = SocialFlagValues(isOwnAccount: true, hasDraft: false)
        #expect(navigator.transitions(.account).openMetrics() == nil)
        #expect(navigator.current == .metrics)
    }

    @Test func theEditorsPayloadSaysWhatItWrites() {
        let navigator = social(hasDraft: true)
        navigator.transitions(.timeline).openStatus(id: "7")
        #expect(navigator.transitions(.status).reply(replyTo: "7") == nil)
        #expect(navigator.current == .editor(.compose(replyTo: "7", quoting: nil)), "the child's start got the payload")
        #expect(navigator.performDismissGesture() == .dismissalDisabled, "a draft keeps the editor")
        #expect(navigator.transitions(.editor)(.compose).post() == nil)
        #expect(navigator.walk == [.timeline, .status(id: "7")], "posted: back, the editor's sheet gone")
        navigator.back()
        #expect(navigator.transitions(.timeline).compose() == nil, "a new status: neither")
        #expect(navigator.current == .editor(.compose(replyTo: nil, quoting: nil)))
    }

    @Test func oneSettingsFlowIsATabsRootAndASheet() throws {
        let tab = try #require(FlowNavigator<Social>(root: .settings(.overview), flags: SocialFlagValues(isOwnAccount: true, hasDraft: false)))
        #expect(tab.transitions(.settings)(.overview).openAbout() == nil)
        #expect(tab.walk == [.settings(.overview), .settings(.about)])
        let navigator = social(isOwnAccount: true)
        navigator.transitions(.timeline).openAccount(id: "me")
        #expect(navigator.transitions(.account).editProfile() == nil)
        #expect(navigator.current == .settingsSheet(.overview))
        #expect(navigator.transitions(.settingsSheet)(.overview).signOut() == nil)
        #expect(navigator.walk == [.timeline, .account(id: "me"), .signIn], "back then signIn as cover")
    }

    @Test func linksLandInTheTabTheyName() throws {
        let navigator = social()
        #expect(navigator.open(url: try #require(URL(string: "social://tags/swift"))) == nil)
        #expect(navigator.walk == [.explore, .tag(name: "swift")])
    }
}
