import FlowRuntime
import Foundation
import Testing

/// `_FlowCases` reads a payload-free enum's case index from its storage: one byte for up to 256
/// cases, two beyond, none for a single case. Every width is checked against declaration order.
@Suite struct FlowCasesTests {
    enum One: _FlowCases {
        case only
        static let _caseCount = 1
    }

    enum Three: _FlowCases {
        case a, b, c
        static let _caseCount = 3
    }

    /// 300 cases: stored in two bytes.
    enum Wide: _FlowCases {
    case c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19
    case c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39
    case c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59
    case c60, c61, c62, c63, c64, c65, c66, c67, c68, c69, c70, c71, c72, c73, c74, c75, c76, c77, c78, c79
    case c80, c81, c82, c83, c84, c85, c86, c87, c88, c89, c90, c91, c92, c93, c94, c95, c96, c97, c98, c99
    case c100, c101, c102, c103, c104, c105, c106, c107, c108, c109, c110, c111, c112, c113, c114, c115, c116, c117, c118, c119
    case c120, c121, c122, c123, c124, c125, c126, c127, c128, c129, c130, c131, c132, c133, c134, c135, c136, c137, c138, c139
    case c140, c141, c142, c143, c144, c145, c146, c147, c148, c149, c150, c151, c152, c153, c154, c155, c156, c157, c158, c159
    case c160, c161, c162, c163, c164, c165, c166, c167, c168, c169, c170, c171, c172, c173, c174, c175, c176, c177, c178, c179
    case c180, c181, c182, c183, c184, c185, c186, c187, c188, c189, c190, c191, c192, c193, c194, c195, c196, c197, c198, c199
    case c200, c201, c202, c203, c204, c205, c206, c207, c208, c209, c210, c211, c212, c213, c214, c215, c216, c217, c218, c219
    case c220, c221, c222, c223, c224, c225, c226, c227, c228, c229, c230, c231, c232, c233, c234, c235, c236, c237, c238, c239
    case c240, c241, c242, c243, c244, c245, c246, c247, c248, c249, c250, c251, c252, c253, c254, c255, c256, c257, c258, c259
    case c260, c261, c262, c263, c264, c265, c266, c267, c268, c269, c270, c271, c272, c273, c274, c275, c276, c277, c278, c279
    case c280, c281, c282, c283, c284, c285, c286, c287, c288, c289, c290, c291, c292, c293, c294, c295, c296, c297, c298, c299
        static let _caseCount = 300
    }

    func checkRoundTrip<Cases: _FlowCases>(_ type: Cases.Type, size: Int) {
        #expect(MemoryLayout<Cases>.size == size)
        let all = Cases.allCases
        #expect(all.count == Cases._caseCount)
        for (index, value) in all.enumerated() {
            #expect(value._caseIndex == index)
            #expect(Cases(_caseIndex: index) == value)
        }
        #expect(Set(all).count == all.count, "distinct cases hash and compare as distinct")
    }

    @Test func indexesFollowDeclarationOrderAtEveryWidth() {
        checkRoundTrip(One.self, size: 0)
        checkRoundTrip(Three.self, size: 1)
        checkRoundTrip(Wide.self, size: 2)
        #expect(Three.c._caseIndex == 2 && Three.a != Three.b)
        #expect(Wide.c299._caseIndex == 299 && Wide(_caseIndex: 257) == .c257)
    }

    @Test func generatedEnumsUseDeclarationOrder() {
        #expect(OnboardingStep.allCases.map(\._stepIndex) == Array(0..<6))
        #expect(CheckoutStepKind.allCases.map(\._caseIndex) == Array(0..<8))
        #expect(CheckoutStepKind(_caseIndex: 5) == .cardDetails)
        #expect(CheckoutStep.cardDetails(cardID: "x").kind == .cardDetails)
        #expect(CheckoutStep.review.kind == .review, "the last case, reached through the switch's default")
        #expect(CheckoutStep(_payloadFreeStep: 5) == nil, "cardDetails needs its payload")
        #expect(CheckoutStep(_payloadFreeStep: 8) == nil && CheckoutStep(_payloadFreeStep: -1) == nil)
        #expect(OnboardingStep(_payloadFreeStep: 6) == nil)
    }

    /// A transitions type's `_Steps` has only `_FlowStepSelector`: its equality, hashing and
    /// step indexes come from the runtime, which reads the case's index as `_FlowCases` does
    /// (one function for both, checked at every width above).
    enum Selector: _FlowStepSelector {
        case first, second, third
        /// Step `1000 + 7i` for case `i`.
        static let _stepIndexes = [1000, 1007, 1014]
    }

    @Test func transitionSelectorsCompareHashAndIndexByCase() {
        #expect([Selector.first, .second, .third].map(\._stepIndex) == [1000, 1007, 1014])
        #expect(Selector.second == .second && Selector.first != .second && Selector.second != .third)
        #expect(Set([Selector.first, .third, .first, .second, .third]).count == 3)
        // Generated: Checkout's `_Next` steps are cart, signIn, shipping and giftWrap.
        typealias NextSteps = CheckoutTransitions._Next._Steps
        #expect([NextSteps.cart, .signIn, .shipping, .giftWrap].map(\._stepIndex) == [0, 1, 2, 3])
        #expect(CheckoutTransitions._NextDeclined._Steps.cardDetails._stepIndex == 5)
        #expect(NextSteps.cart != .signIn && Set([NextSteps.cart, .cart, .giftWrap]).count == 2)
        #expect(CheckoutTransitions._CardWallet._Steps.payment._stepIndex == 4)
    }

    @Test func payloadStepsCompareAndHashByPayload() {
        let steps: [PayloadsStep] = [
            .pick, .fastLane(id: 1, tags: ["a"]), .fastLane(id: 1, tags: ["b"]), .slowLane(id: 1, tags: ["a"]),
            .basket(items: [:], note: nil), .basket(items: [:], note: "n"), .done,
        ]
        #expect(Set(steps).count == steps.count)
        for (index, step) in steps.enumerated() {
            for (other, second) in steps.enumerated() {
                #expect((step == second) == (index == other), "\(step) vs \(second)")
            }
        }
        #expect(PayloadsStep.fastLane(id: 1, tags: ["a"]) == .fastLane(id: 1, tags: ["a"]))
        #expect(Set([PayloadsStep.fastLane(id: 1, tags: ["a"]), .fastLane(id: 1, tags: ["a"])]).count == 1)
    }
}
