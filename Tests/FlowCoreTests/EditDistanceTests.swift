import FlowCore
import Testing

@Suite struct EditDistanceTests {
    @Test func distances() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("same", "same") == 0)
        // Two neighbours swapped are one edit, as people mistype.
        #expect(EditDistance.between("stpe", "step") == 1)
        #expect(EditDistance.between("ab", "ba") == 1)
        #expect(EditDistance.between("ca", "abc") == 3)
    }

    @Test func suggestsTheClosestNameWithinALimit() {
        #expect(EditDistance.closest(to: "shiping", in: ["cart", "shipping", "review"]) == "shipping")
        #expect(EditDistance.closest(to: "Cart", in: ["cart"]) == "cart")
        #expect(EditDistance.closest(to: "zzz", in: ["cart", "review"]) == nil)
        #expect(EditDistance.closest(to: "a", in: []) == nil)
        #expect(EditDistance.closest(to: "stpe", in: ["start", "step"]) == "step")
    }
}
