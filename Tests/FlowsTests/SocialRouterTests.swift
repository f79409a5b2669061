import FlowRuntime
import Foundation
@testable import Flows
import Testing

/// Flows/Social.flow, as the build plugin compiled it: a Mastodon client's tabbed router whose
/// list screens share their row actions, with the tab bar's compose button, an editor child
/// used with a payload and a settings child used as a tab's root and as a sheet.
@MainActor
@Suite struct SocialRouterTests {
    func social(isSignedIn: Bool = true, isOwnAccount: Bool = false, hasDraft: Bool = false) -> FlowNavigator<Social> {
        FlowNavigator<Social>(flags: SocialFlagValues(isSignedIn: isSignedIn, isOwnAccount: isOwnAccount, hasDraft: hasDraft))
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
        navigator.flags = SocialFlagValues(isSignedIn: true, isOwnAccount: true, hasDraft: false)
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
        #expect(navigator.walk == [.timeline, .status(id: "7")], "posted: the home timeline as the user left it, the sheet gone")
        #expect(navigator.perform(.compose) == nil, "the tab bar's button: a new status, neither")
        #expect(navigator.current == .editor(.compose(replyTo: nil, quoting: nil)))
    }

    @Test func eachTabKeepsItsStackAndTheComposeButtonPresentsOverAny() {
        let navigator = social()
        #expect(navigator.shownTabs == [.timeline, .notifications, .explore, .settings(.overview)])
        #expect(social(isSignedIn: false).shownTabs == [.timeline, .explore, .settings(.overview)])
        #expect(navigator.transitions(.timeline).openStatus(id: "1") == nil)
        #expect(navigator.select(.notifications) == nil)
        #expect(navigator.transitions(.notifications).openStatus(id: "2") == nil)
        #expect(navigator.path(of: .timeline) == [.status(id: "1")])
        #expect(navigator.path(of: .notifications) == [.status(id: "2")], "one step, its own copy in each tab")
        #expect(navigator.perform(.compose) == nil)
        #expect(navigator.tab == .notifications, "the bar's action is not a tab")
        #expect(navigator.transitions(.editor)(.compose).post() == nil)
        #expect(navigator.tab == .timeline, "posting, from the sheet, moves to the home tab")
        #expect(navigator.walk == [.timeline, .status(id: "1")])
        #expect(navigator.path(of: .notifications) == [.status(id: "2")])
        #expect(social(isSignedIn: false).perform(.compose) == .noTransition)
    }

    @Test func reselectingATabGoesBackInIt() {
        let navigator = social()
        #expect(navigator.select(.explore) == nil)
        #expect(navigator.transitions(.explore).search(query: "swift") == nil)
        #expect(navigator.transitions(.searchResults).openStatus(id: "3") == nil)
        #expect(navigator.reselect(.explore) == nil)
        #expect(navigator.walk == [.explore], "by default, to the tab's root")
        #expect(navigator.transitions(.explore).search(query: "swift") == nil)
        #expect(navigator.reselect(.explore) == nil)
        #expect(navigator.walk == [.explore], "the written `on reselected -> back`")
    }

    @Test func oneSettingsFlowIsATabsRootAndASheet() throws {
        let tab = try #require(FlowNavigator<Social>(root: .settings(.overview), flags: SocialFlagValues(isOwnAccount: true)))
        #expect(tab.tab == .settings(.overview))
        #expect(tab.transitions(.settings)(.overview).openAbout() == nil)
        #expect(tab.walk == [.settings(.overview), .settings(.about)])
        #expect(tab.reselect(.settings(.overview)) == nil)
        #expect(tab.walk == [.settings(.overview)], "reselect: back to the child's first screen")
        let navigator = social(isOwnAccount: true)
        navigator.transitions(.timeline).openAccount(id: "me")
        #expect(navigator.transitions(.account).editProfile() == nil)
        #expect(navigator.current == .settingsSheet(.overview))
        #expect(navigator.transitions(.settingsSheet)(.overview).signOut() == nil)
        #expect(navigator.walk == [.timeline, .account(id: "me"), .signIn], "back then signIn as cover")
    }

    @Test func theGestureAtATabsRootIsRefusedEvenOnAChildsFirstScreen() throws {
        let navigator = social()
        #expect(navigator.performDismissGesture() == .atRoot && navigator.walk == [.timeline])
        #expect(navigator.select(.settings(.overview)) == nil)
        #expect(!navigator.isDismissalEnabled, "no Back on the child's first screen, the tab's root")
        #expect(navigator.performDismissGesture() == .atRoot && navigator.walk == [.settings(.overview)])
    }

    @Test func linksLandInTheTabTheyName() throws {
        let navigator = social()
        #expect(navigator.transitions(.timeline).openStatus(id: "1") == nil)
        #expect(navigator.open(url: try #require(URL(string: "social://tags/swift"))) == nil)
        #expect(navigator.tab == .explore)
        #expect(navigator.walk == [.explore, .tag(name: "swift")])
        #expect(navigator.open(url: try #require(URL(string: "social://notifications/77"))) == nil)
        #expect(navigator.walk == [.notifications, .status(id: "77")])
        #expect(navigator.open(url: try #require(URL(string: "social://settings"))) == nil)
        #expect(navigator.tab == .settings(.overview))
        #expect(navigator.open(url: try #require(URL(string: "social://accounts/42"))) == nil)
        #expect(navigator.walk == [.timeline, .account(id: "42")], "the link replaces its own tab's stack")
        #expect(navigator.path(of: .explore) == [.tag(name: "swift")], "and leaves the other tabs")
    }
}
