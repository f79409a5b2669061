import FlowRuntime
import Foundation
import Testing

/// The saved container (`FlowSavedContainer`, the saved-walk format's version 4): one format for
/// every container, which writes a stack as version 3's array and tabs as version 4's object,
/// and reads every earlier version (the committed files in `SavedWalks/`).
@MainActor
@Suite struct SavedContainerTests: SavedWalkFixtures {
    @Test func aStackIsSavedAsItsWalkAndTabsAsTheirObject() throws {
        #expect(FlowSavedContainer<CheckoutStep>.formatVersion == 4)
        let checkout = NavigatorTests().atCardDetails()
        #expect(try json(checkout.saved) == json(checkout.walk), "a stack writes the array version 3 wrote")
        let club = ClubTests.signedIn()
        #expect(club.transitions(.feed).openPost(id: "1") == nil)
        #expect(try json(club.saved) == json(club.savedTabs))
        #expect(try json(club.saved) == #"{"tab":"feed","tabs":{"feed":["feed",{"payload":{"id":"1"},"step":"post"}],"friends":["friends"],"settings":["settings"]}}"#)
    }

    @Test func everyEarlierVersionRestoresThroughTheContainer() throws {
        let checkout = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        let saved = try JSONDecoder().decode(FlowSavedContainer<CheckoutStep>.self, from: fixture("Checkout-v1.json"))
        #expect(saved.isComplete && checkout.restore(saved) == nil)
        #expect(checkout.walk == [.cart, .signIn, .shipping, .payment, .cardDetails(cardID: "visa-1")])
        let onboarding = FlowNavigator<Onboarding>(flags: OnboardingFlagValues())
        #expect(onboarding.restore(try JSONDecoder().decode(FlowSavedContainer<OnboardingStep>.self, from: fixture("Onboarding-v1.json"))) == nil)
        #expect(onboarding.walk == [.welcome, .terms, .notifications])
        let club = ClubTests.signedIn()
        #expect(club.restore(try JSONDecoder().decode(FlowSavedContainer<ClubStep>.self, from: fixture("Club-v4.json"))) == nil)
        #expect(club.tab == .friends && club.path(of: .settings) == [.privacy])
        #expect(club.restore(try JSONDecoder().decode(FlowSavedContainer<ClubStep>.self, from: fixture("Club-v3-settings.json"))) == nil)
        #expect(club.tab == .settings && club.path(of: .friends).isEmpty)
    }

    /// Restoring a saved container restores the whole container, so a part the save doesn't
    /// hold starts at its root; restoring a walk (`restore(_: [Step])`) is a move of one walk,
    /// as a link is, and the other tabs keep theirs.
    @Test func aSavedArrayResetsTheOtherTabsAndAWalkKeepsThem() throws {
        let saved = try fixture("Club-v3-settings.json")
        let decoded = ClubTests.signedIn()
        #expect(decoded.transitions(.feed).openPost(id: "9") == nil)
        #expect(decoded.restore(try JSONDecoder().decode(FlowSavedContainer<ClubStep>.self, from: saved)) == nil)
        #expect(decoded.path(of: .feed).isEmpty, "a saved container: the feed was not saved, it starts at its root")
        let walk = ClubTests.signedIn()
        #expect(walk.transitions(.feed).openPost(id: "9") == nil)
        #expect(walk.restore(try JSONDecoder().decode([ClubStep].self, from: saved)) == nil)
        #expect(walk.path(of: .feed) == [.post(id: "9")], "a walk: the feed keeps its own")
        #expect(walk.tab == .settings && decoded.tab == .settings)
    }
}
