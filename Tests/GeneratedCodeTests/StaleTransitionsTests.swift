import FlowRuntime
import Testing

/// A transitions value belongs to its place in the walk: the entry on top when it was obtained.
/// Driven on the generated Catalogue router, whose `productDetail` pushes another
/// `productDetail`, so two entries of one kind of step can be on the stack.
@MainActor
@Suite struct StaleTransitionsTests {
    /// productList → productDetail(id: 7).
    func atProduct7() -> FlowNavigator<Catalogue> {
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        navigator.transitions(.productList).open(id: 7)
        return navigator
    }

    @Test func aValueForAnEntryNoLongerOnTopIsRefusedEvenOfTheSameKind() {
        let navigator = atProduct7()
        let product7 = navigator.transitions(.productDetail)
        #expect(product7.openRelated(id: 8) == nil)
        #expect(product7.openRelated(id: 9) == .notOnScreen, "product 8 is on top, not product 7")
        #expect(product7.showReviews(productID: 7) == .notOnScreen)
        #expect(navigator.walk == [.productList, .productDetail(id: 7), .productDetail(id: 8)])
        #expect(navigator.transitions(.productDetail).showReviews(productID: 8) == nil, "a value obtained now works")
    }

    @Test func anEntryOnTopAgainAfterGoingBackTakesItsValueBack() {
        let navigator = atProduct7()
        let product7 = navigator.transitions(.productDetail)
        #expect(product7.openRelated(id: 8) == nil)
        let product8 = navigator.transitions(.productDetail)
        #expect(navigator.back() == nil)
        #expect(product8.showReviews(productID: 8) == .notOnScreen, "product 8 was popped")
        #expect(product7.showReviews(productID: 7) == nil, "the screen below, built before, works again")
        #expect(navigator.back() == nil)
        navigator.transitions(.productDetail).openRelated(id: 8)
        #expect(product8.showReviews(productID: 8) == .notOnScreen, "an equal step pushed again is another entry")
    }

    @Test func settingThePathKeepsTheEntriesThatStay() {
        let navigator = atProduct7()
        let product7 = navigator.transitions(.productDetail)
        #expect(product7.openRelated(id: 8) == nil)
        navigator.path = [.productDetail(id: 7)]   // as NavigationStack does when the user goes back
        #expect(product7.openRelated(id: 9) == nil)
        navigator.path = [.productDetail(id: 6), .productDetail(id: 9)]
        #expect(product7.openRelated(id: 10) == .notOnScreen, "product 7 is no longer in the walk")
    }

    @Test func aValueObtainedForAStepNotOnTopIsRefused() {
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        let early = navigator.transitions(.productDetail)
        #expect(early.openRelated(id: 1) == .notOnScreen)
        navigator.transitions(.productList).open(id: 7)
        #expect(early.openRelated(id: 1) == .notOnScreen, "obtained before any product was on screen")
    }

    @Test func replacingTheRootWithAnotherStepMakesANewWalk() throws {
        let navigator = try #require(FlowNavigator<Catalogue>(root: .settings, flags: CatalogueFlagValues()))
        let settings = navigator.transitions(.settings)
        #expect(navigator.replaceRoot(with: .settings) == nil, "the same root: the same entry")
        #expect(settings.about() == nil)
        #expect(navigator.replaceRoot(with: .profile(userID: "me")) == nil)
        #expect(navigator.replaceRoot(with: .settings) == nil)
        #expect(settings.about() == .notOnScreen, "settings is the root again, but of a new walk")
    }
}
