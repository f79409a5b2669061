import FlowRuntime
import Foundation
import Testing

/// Drives the generated Catalogue router (Flows/Catalogue.flow): several roots, one with a
/// payload, leaves left with `back()`, and back transitions.
@MainActor
@Suite struct RouterTests {
    @Test func aLeafIsLeftWithBackAndNeverFinishes() {
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        #expect(navigator.root == .productList)
        #expect(navigator.transitions(.productList).open(id: 7))
        #expect(navigator.transitions(.productDetail).openRelated(id: 8))
        #expect(navigator.transitions(.productDetail).showReviews(productID: 8))
        #expect(navigator.walk == [.productList, .productDetail(id: 7), .productDetail(id: 8), .reviews(productID: 8)])
        #expect(!navigator.isFinished, "a router has no final step: the reviews are a leaf")
        #expect(navigator.back())
        #expect(navigator.current == .productDetail(id: 8))
        #expect(navigator.pop(to: .productDetail))
        #expect(navigator.current == .productDetail(id: 8), "the most recent detail stays on screen")
        #expect(navigator.back(count: 2))
        #expect(!navigator.back())
        #expect(navigator.lastRefusal == .atRoot)
    }

    @Test func anyRootReplacesTheRootAndOnlyARootDoes() {
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        #expect(Catalogue.roots == [.productList, .settings, .profile])
        #expect(Catalogue.roots != [.profile, .settings, .productList], "in the order of the start line")
        #expect(navigator.transitions(.productList).open(id: 1))
        #expect(navigator.replaceRoot(with: .settings))
        #expect(navigator.walk == [.settings])
        #expect(navigator.replaceRoot(with: .profile(userID: "me")), "a root's payload comes from whoever makes it the root")
        #expect(navigator.walk == [.profile(userID: "me")])
        #expect(!navigator.replaceRoot(with: .about))
        #expect(navigator.lastRefusal == .notARoot)
        #expect(navigator.walk == [.profile(userID: "me")])
        #expect(!navigator.replaceRoot(with: .productDetail(id: 1)))
    }

    @Test func theNavigatorStartsOnAGivenRoot() {
        let onProfile = FlowNavigator<Catalogue>(root: .profile(userID: "u1"), flags: CatalogueFlagValues())
        #expect(onProfile.walk == [.profile(userID: "u1")])
        #expect(onProfile.lastRefusal == nil)
        let notARoot = FlowNavigator<Catalogue>(root: .reviews(productID: 1), flags: CatalogueFlagValues())
        #expect(notARoot.walk == [.productList], "not a root: the navigator starts at the start step")
        #expect(notARoot.lastRefusal == .notARoot)
    }

    @Test func backTransitionsPopTheStack() {
        let navigator = FlowNavigator<Catalogue>(root: .settings, flags: CatalogueFlagValues())
        #expect(navigator.transitions(.settings).about())
        #expect(navigator.transitions(.about).licenses())
        #expect(navigator.transitions(.licenses).done())
        #expect(navigator.walk == [.settings], "back to settings, the root")
        let profile = FlowNavigator<Catalogue>(root: .profile(userID: "u1"), flags: CatalogueFlagValues())
        #expect(profile.transitions(.profile).orders())
        #expect(profile.current == .signIn)
        profile.flags = CatalogueFlagValues(isSignedIn: true)
        #expect(profile.transitions(.signIn).signedIn())
        #expect(profile.walk == [.profile(userID: "u1")], "back keeps the profile's payload")
        #expect(profile.transitions(.profile).orders())
        #expect(profile.transitions(.orderHistory).openProduct(id: 3))
        #expect(profile.walk == [.profile(userID: "u1"), .orderHistory, .productDetail(id: 3)])
    }

    @Test func walksStartAtAnyRoot() {
        #expect(Catalogue.isLegalWalk([.settings, .about, .licenses]))
        #expect(Catalogue.isLegalWalk([.profile(userID: "x"), .signIn]))
        #expect(!Catalogue.isLegalWalk([.about]))
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        #expect(navigator.restore([.profile(userID: "x"), .orderHistory, .productDetail(id: 2), .reviews(productID: 2)]) == 4)
        #expect(navigator.root == .profile(userID: "x"))
        let data = try! JSONEncoder().encode(navigator.walk)
        let saved = try! JSONDecoder().decode(FlowSavedWalk<CatalogueStep>.self, from: data)
        let restored = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        #expect(restored.restore(saved) == 4)
        #expect(restored.walk == navigator.walk)
    }
}
