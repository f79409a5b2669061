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
        #expect(product7.openRelated(id: 8))
        #expect(!product7.openRelated(id: 9), "product 8 is on top, not product 7")
        #expect(navigator.lastRefusal == .notOnScreen)
        #expect(!product7.showReviews(productID: 7))
        #expect(navigator.walk == [.productList, .productDetail(id: 7), .productDetail(id: 8)])
        #expect(navigator.transitions(.productDetail).showReviews(productID: 8), "a value obtained now works")
    }

    @Test func anEntryOnTopAgainAfterGoingBackTakesItsValueBack() {
        let navigator = atProduct7()
        let product7 = navigator.transitions(.productDetail)
        #expect(product7.openRelated(id: 8))
        let product8 = navigator.transitions(.productDetail)
        #expect(navigator.back())
        #expect(!product8.showReviews(productID: 8), "product 8 was popped")
        #expect(product7.showReviews(productID: 7), "the screen below, built before, works again")
        #expect(navigator.back())
        navigator.transitions(.productDetail).openRelated(id: 8)
        #expect(!product8.showReviews(productID: 8), "an equal step pushed again is another entry")
        #expect(navigator.lastRefusal == .notOnScreen)
    }

    @Test func settingThePathKeepsTheEntriesThatStay() {
        let navigator = atProduct7()
        let product7 = navigator.transitions(.productDetail)
        #expect(product7.openRelated(id: 8))
        navigator.path = [.productDetail(id: 7)]   // as NavigationStack does when the user goes back
        #expect(product7.openRelated(id: 9))
        navigator.path = [.productDetail(id: 6), .productDetail(id: 9)]
        #expect(!product7.openRelated(id: 10), "product 7 is no longer in the walk")
    }

    @Test func aValueObtainedForAStepNotOnTopIsRefused() {
        let navigator = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        let early = navigator.transitions(.productDetail)
        #expect(!early.openRelated(id: 1))
        #expect(navigator.lastRefusal == .notOnScreen)
        navigator.transitions(.productList).open(id: 7)
        #expect(!early.openRelated(id: 1), "obtained before any product was on screen")
        #expect(navigator.lastRefusal == .notOnScreen)
    }

    @Test func replacingTheRootWithAnotherStepMakesANewWalk() {
        let navigator = FlowNavigator<Catalogue>(root: .settings, flags: CatalogueFlagValues())
        let settings = navigator.transitions(.settings)
        #expect(navigator.replaceRoot(with: .settings), "the same root: the same entry")
        #expect(settings.about())
        #expect(navigator.replaceRoot(with: .profile(userID: "me")))
        #expect(navigator.replaceRoot(with: .settings))
        #expect(!settings.about(), "settings is the root again, but of a new walk")
        #expect(navigator.lastRefusal == .notOnScreen)
    }
}
