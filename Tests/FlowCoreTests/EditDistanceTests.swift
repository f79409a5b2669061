import FlowCore
import Testing

@Suite struct EditDistanceTests {
    @Test func distances() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("same", "same") == 0)
    }

    @Test func suggestsTheClosestNameWithinALimit() {
        #expect(EditDistance.closest(to: "shiping", in: ["cart", "shipping", "review"]) == "shipping")
        #expect(EditDistance.closest(to: "Cart", in: ["cart"]) == "cart")
        #expect(EditDistance.closest(to: "zzz", in: ["cart", "review"]) == nil)
        #expect(EditDistance.closest(to: "a", in: []) == nil)
    }
}
