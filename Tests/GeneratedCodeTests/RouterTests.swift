import FlowRuntime
import Foundation
import Testing

/// Drives the generated Catalogue router (Flows/Catalogue.flow): several roots, one with a
/// payload, leaves left with `back()`, and back transitions.
@MainActor
@Suite struct RouterTests {
    @Test func aLeafIsLeftWithBackAndNeverFinishes() {
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        #expect(navigator.walk.first == .productList)
        #expect(navigator.transitions(.productList).open(id: 7) == nil)
        #expect(navigator.transitions(.productDetail).openRelated(id: 8) == nil)
        #expect(navigator.transitions(.productDetail).showReviews(productID: 8) == nil)
        #expect(navigator.walk == [.productList, .productDetail(id: 7), .productDetail(id: 8), .reviews(productID: 8)])
        #expect(!navigator.isFinished, "a router has no final step: the reviews are a leaf")
        #expect(navigator.back() == nil)
        #expect(navigator.current == .productDetail(id: 8))
        #expect(navigator.back(to: .productDetail) == nil)
        #expect(navigator.current == .productDetail(id: 8), "the most recent detail stays on screen")
        #expect(navigator.back(count: 2) == nil)
        #expect(navigator.back() == .atRoot)
    }

    @Test func anyRootReplacesTheRootAndOnlyARootDoes() {
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        #expect(Catalogue.roots == [.productList, .settings, .profile])
        #expect(Catalogue.roots != [.profile, .settings, .productList], "in the order of the start line")
        #expect(navigator.transitions(.productList).open(id: 1) == nil)
        #expect(navigator.replaceRoot(with: .settings) == nil)
        #expect(navigator.walk == [.settings])
        #expect(navigator.replaceRoot(with: .profile(userID: "me")) == nil, "a root's payload comes from whoever makes it the root")
        #expect(navigator.walk == [.profile(userID: "me")])
        #expect(navigator.replaceRoot(with: .about) == .notARoot)
        #expect(navigator.walk == [.profile(userID: "me")])
        #expect(navigator.replaceRoot(with: .productDetail(id: 1)) == .notARoot)
    }

    @Test func theNavigatorStartsOnAGivenRoot() throws {
        let onProfile = try #require(FlowNavigator<Catalogue>(root: .profile(userID: "u1"), flags: CatalogueFlagValues()))
        #expect(onProfile.walk == [.profile(userID: "u1")])
        #expect(FlowNavigator<Catalogue>(root: .reviews(productID: 1), flags: CatalogueFlagValues()) == nil, "not a root: no navigator")
    }

    @Test func backTransitionsPopTheStack() throws {
        let navigator = try #require(FlowNavigator<Catalogue>(root: .settings, flags: CatalogueFlagValues()))
        #expect(navigator.transitions(.settings).about() == nil)
        #expect(navigator.transitions(.about).licenses() == nil)
        #expect(navigator.transitions(.licenses).done() == nil)
        #expect(navigator.walk == [.settings], "back to settings, the root")
        let profile = try #require(FlowNavigator<Catalogue>(root: .profile(userID: "u1"), flags: CatalogueFlagValues()))
        #expect(profile.transitions(.profile).orders() == nil)
        #expect(profile.current == .signIn)
        profile.flags = CatalogueFlagValues(isSignedIn: true)
        #expect(profile.transitions(.signIn).signedIn() == nil)
        #expect(profile.walk == [.profile(userID: "u1")], "back keeps the profile's payload")
        #expect(profile.transitions(.profile).orders() == nil)
        #expect(profile.transitions(.orderHistory).openProduct(id: 3) == nil)
        #expect(profile.walk == [.profile(userID: "u1"), .orderHistory, .productDetail(id: 3)])
    }

    @Test func walksStartAtAnyRoot() {
        #expect(Catalogue.isLegalWalk([.settings, .about, .licenses]))
        #expect(Catalogue.isLegalWalk([.profile(userID: "x"), .signIn]))
        #expect(!Catalogue.isLegalWalk([.about]))
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        #expect(navigator.restore([.profile(userID: "x"), .orderHistory, .productDetail(id: 2), .reviews(productID: 2)]) == nil)
        #expect(navigator.walk.first == .profile(userID: "x"))
        let data = try! JSONEncoder().encode(navigator.walk)
        let saved = try! JSONDecoder().decode(FlowSavedWalk<CatalogueStep>.self, from: data)
        let restored = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        #expect(restored.restore(saved) == nil)
        #expect(restored.walk == navigator.walk)
    }
}
