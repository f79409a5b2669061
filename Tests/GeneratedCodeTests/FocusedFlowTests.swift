import FlowRuntime
import Foundation
import Testing

/// The focused flows of Tests/FlowSwiftEmitterTests/Flows.
@MainActor
@Suite struct FocusedFlowTests {
    @Test func minimal() {
        let navigator = FlowNavigator<Minimal>(flags: MinimalFlagValues())
        #expect(navigator.transitions(.only).next() == nil)
        #expect(navigator.isFinished)
    }

    @Test(arguments: 0..<8)
    func skipChainsFollowTheFlags(bits: Int) {
        let flags = SkipChainFlagValues(a: bits & 1 != 0, b: bits & 2 != 0, c: bits & 4 != 0)
        // The same rules, written out by hand: first skips when a; second when b; third when c.
        func entered(_ step: SkipChainStep) -> SkipChainStep {
            switch step {
            case .first where flags.a: entered(flags.b ? .third : .second)
            case .second where flags.b: entered(.third)
            case .third where flags.c: .done
            default: step
            }
        }
        #expect(SkipChain.start(flags: flags) == entered(.first))
        #expect(SkipChain.destination(after: .second, on: .back, flags: flags) == entered(.first))
    }

    /// Flag values compare and hash by every flag: the eight combinations of three flags are
    /// eight different values, each equal to itself made again.
    @Test func flagValuesCompareAndHashByEveryFlag() {
        let all = (0..<8).map { SkipChainFlagValues(a: $0 & 1 != 0, b: $0 & 2 != 0, c: $0 & 4 != 0) }
        #expect(Set(all).count == 8)
        for (index, flags) in all.enumerated() {
            var copy = SkipChainFlagValues()
            copy.a = index & 1 != 0
            copy.b = index & 2 != 0
            copy.c = index & 4 != 0
            #expect(copy == flags && copy.hashValue == flags.hashValue)
            #expect(all.filter { $0 == flags }.count == 1)
        }
        #expect(KeywordsFlagValues(default: true) != KeywordsFlagValues(self: true))
        #expect(KeywordsFlagValues(self: true).`self` && !KeywordsFlagValues(self: true).default)
    }

    @Test func guardedTargetsShareOnePayloadMethod() {
        let express = FlowNavigator<Payloads>(flags: PayloadsFlagValues(express: true))
        #expect(express.transitions(.pick).choose(id: 1, tags: ["a"]) == nil)
        #expect(express.current == .fastLane(id: 1, tags: ["a"]))
        let slow = FlowNavigator<Payloads>(flags: PayloadsFlagValues(express: false))
        #expect(slow.transitions(.pick).choose(id: 2, tags: []) == nil)
        #expect(slow.current == .slowLane(id: 2, tags: []))
        #expect(slow.back(to: .pick) == nil)
        #expect(slow.transitions(.pick).many(items: ["x": 1], note: nil) == nil)
        #expect(slow.current == .basket(items: ["x": 1], note: nil))
    }

    /// A payload is encoded under its labels in parameter order, `nil` as `null`, and decodes
    /// back to an equal step; steps of one signature stay apart by step name.
    @Test func payloadsEncodeEveryLabelAndDecodeBack() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let walk: [PayloadsStep] = [.pick, .basket(items: ["a": 1], note: nil), .slowLane(id: 2, tags: ["t"]), .done]
        let json = String(decoding: try encoder.encode(walk), as: UTF8.self)
        #expect(json == #"["pick",{"payload":{"items":{"a":1},"note":null},"step":"basket"},"#
            + #"{"payload":{"id":2,"tags":["t"]},"step":"slowLane"},"done"]"#)
        let decoded = try JSONDecoder().decode([PayloadsStep].self, from: Data(json.utf8))
        #expect(decoded == walk)
        #expect(decoded.map(\.hashValue) == walk.map(\.hashValue))
        #expect(PayloadsStep.fastLane(id: 2, tags: ["t"]) != .slowLane(id: 2, tags: ["t"]))
        #expect(PayloadsStep.basket(items: [:], note: nil) != .basket(items: [:], note: ""))
    }

    @Test func keywordNamesWork() throws {
        let flags = KeywordsFlagValues(default: true, in: false, self: true, Type: false)
        #expect(flags.`self` && flags.default)
        let navigator = FlowNavigator<Keywords>(flags: flags)
        #expect(navigator.walk.first == .case)
        #expect(navigator.transitions(.case).next() == nil)
        #expect(navigator.current == .Self)
        #expect(navigator.transitions(.Self).switch() == nil)
        #expect(navigator.isFinished)
        navigator.backToRoot()
        #expect(navigator.transitions(.case).return(Type: 1, self: "s") == nil)
        #expect(navigator.current == .String(Type: 1, self: "s"))
        #expect(navigator.transitions(.String).`init`() == nil)
        #expect(navigator.current == .Protocol)
        let decoded = try JSONDecoder().decode([KeywordsStep].self, from: JSONEncoder().encode(navigator.walk))
        #expect(decoded == navigator.walk)
    }

    @Test func publicFlow() {
        let navigator = FlowNavigator<PublicFlow>(flags: PublicFlowFlagValues(isReady: true))
        #expect(navigator.walk.first == .ready)
        #expect(navigator.transitions(.ready).confirm(number: 9) == nil)
        #expect(navigator.current == .receipt(number: 9))
        #expect(navigator.isFinished)
    }

    @Test func stepsShareTransitionsTypesOnlyWhenTheirCallsAreTheSame() {
        #expect(ShapesTransitions.PickTransitions.self == ShapesTransitions.AgainTransitions.self)
        #expect(ShapesTransitions.OtherTransitions.self != ShapesTransitions.PickTransitions.self,
                "`card` from other takes a number, not a card ID")
        #expect(ShapesTransitions.CombinedTransitions.self != ShapesTransitions.PickTransitions.self)
        #expect(ShapesTransitions.DoneTransitions.self != ShapesTransitions.LastTransitions.self)
        let navigator = FlowNavigator<Shapes>(flags: ShapesFlagValues())
        let go = navigator.transitions
        #expect(go(.pick).card(cardID: "a") == nil)
        #expect(navigator.current == .cardA(cardID: "a"))
        #expect(go(.cardA).next() == nil)
        #expect(go(.again).card(cardID: "b") == nil)
        #expect(go(.cardB).next() == nil)
        #expect(go(.pick).card(cardID: "c") == .notOnScreen, "pick's transitions do nothing while other is on screen")
        #expect(go(.other).card(number: 3) == nil)
        #expect(navigator.current == .byNumber(number: 3))
        #expect(go(.byNumber).next() == nil)
        #expect(go(.combined).cardWallet() == nil)
        #expect(go(.last).final() == nil)
        #expect(go(.Last).next() == nil)
        #expect(navigator.isFinished)
        #expect(navigator.walk.map(\.kind) == [.pick, .cardA, .again, .cardB, .other, .byNumber, .combined, .last, .Last, .done])
        #expect(ShapesTransitions.LastTransitions_8.self == ShapesTransitions.CardATransitions.self, "`Last` only has `next`")
    }
}
