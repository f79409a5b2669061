import FlowWalks
import Testing

/// Thousands of random moves over three tabs, from a seeded generator: after each, only the
/// selected tab holds presented entries, every tab's walk starts at its root, and a tab that
/// wasn't selected changes only by a move that names it to reset or replace it, and the bar's
/// layer is shown only while the selected tab presents one.
struct FlowTabsPropertyTests {
    typealias Tabs = FlowTabs<String>
    typealias Move = FlowTabsMove<String, String>

    static let tabs = ["home", "search", "profile"]
    /// Tabs and one step that is no tab's root, for moves to an unknown tab.
    static let tabNames = tabs + ["status"]
    static let steps = ["status", "item", "home", "sheetShare", "coverLock"]

    static func randomPresentation(using random: inout SeededGenerator) -> FlowPresentation {
        FlowPresentation.allCases.randomElement(using: &random)!
    }

    static func randomUnwind(using random: inout SeededGenerator) -> FlowUnwind<String> {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: .back
        case 1: .backTo(steps.randomElement(using: &random)!)
        case 2: .toRoot
        default: .dismiss
        }
    }

    static func randomMove(using random: inout SeededGenerator) -> Move {
        let step = steps.randomElement(using: &random)!
        let tab = tabNames.randomElement(using: &random)!
        switch Int.random(in: 0..<11, using: &random) {
        case 0, 1, 2: return .walk(.enter(step, randomPresentation(using: &random)))
        case 3: return .walk(.unwind(randomUnwind(using: &random)))
        case 4: return .walk(.unwindThenEnter(randomUnwind(using: &random), step, randomPresentation(using: &random)))
        case 5: return .walk(.gesture(randomUnwind(using: &random)))
        case 6: return .select(tab)
        case 7: return .selectResetting(tab, then: step, randomPresentation(using: &random))
        case 8:
            let path = (0..<Int.random(in: 0..<4, using: &random)).map { _ in steps.randomElement(using: &random)! }
            let root = Bool.random(using: &random) ? tab : tabNames.randomElement(using: &random)!
            return .replace(tab, [root] + path)
        case 9: return .shell(step, Bool.random(using: &random) ? .sheet : .cover)
        default: return .popToRoot(tab)
        }
    }

    /// The tab a move may reset or replace although it isn't selected, if any.
    static func tabChanged(by move: Move) -> String? {
        switch move {
        case .walk, .select, .shell: nil
        case .selectResetting(let tab, _, _), .replace(let tab, _), .popToRoot(let tab): tab
        }
    }

    static func check(_ move: Move, from before: Tabs, to after: Tabs) {
        #expect(after.tabs == before.tabs)
        #expect(after.tabs.allSatisfy { after.walk(of: $0)?[0].step == $0 }, "\(move)")
        #expect(FlowTabsTests.onlyTheSelectedTabPresents(after), "\(move)\n\(after)")
        #expect(!after.isShowingBarLayer || after.selectedWalk.layers.count > 1, "\(move)\n\(after)")
        for tab in before.tabs where tab != before.selected && tab != tabChanged(by: move) {
            #expect(after.walk(of: tab) == before.walk(of: tab), "\(move) changed \(tab)\n\(before)\n\(after)")
        }
        switch move {
        case .walk:
            #expect(after.selected == before.selected)
        case .select(let tab):
            #expect(after.selected == tab)
            #expect(after.walk(of: before.selected)?.steps == before.selectedWalk.layers[0].steps)
            #expect(!after.isShowingBarLayer)
        case .shell(let step, _):
            #expect(after.selected == before.selected)
            #expect(after.selectedWalk.steps == before.selectedWalk.layers[0].steps + [step])
            #expect(after.isShowingBarLayer)
        case .selectResetting(let tab, then: let step, _):
            #expect(after.selected == tab)
            #expect(after.walk(of: tab)?.steps == [tab, step])
        case .replace(let tab, let steps):
            #expect(after.selected == tab)
            #expect(after.walk(of: tab)?.steps == steps)
        case .popToRoot(let tab):
            #expect(after.selected == before.selected)
            #expect(after.walk(of: tab)?.count == 1)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomMovesKeepTheInvariants(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var state = Tabs(tabs: Self.tabs, selected: "home")
        var made: Set<String> = []
        for _ in 0..<2_000 {
            let move = Self.randomMove(using: &random)
            let result = state.applying(move, kind: { $0 }, presentation: FlowTabsTests.presentation)
            switch result {
            case .success(let after):
                Self.check(move, from: state, to: after)
                state = after
                made.insert(Self.name(of: move))
            case .failure(.unknownTab), .failure(.notRootedAtTab):
                #expect(!Self.tabs.contains(Self.tabNamed(by: move)) || Self.isReplaceOffRoot(move), "\(move)")
            case .failure(.walk):
                guard case .walk = move else { Issue.record("a walk refusal for \(move)"); continue }
            }
        }
        // Every kind of move is made, not only refused.
        #expect(made == ["walk", "select", "selectResetting", "replace", "popToRoot", "shell"])
    }

    static func name(of move: Move) -> String {
        switch move {
        case .walk: "walk"
        case .select: "select"
        case .selectResetting: "selectResetting"
        case .replace: "replace"
        case .popToRoot: "popToRoot"
        case .shell: "shell"
        }
    }

    static func tabNamed(by move: Move) -> String {
        switch move {
        case .walk, .shell: ""
        case .select(let tab), .selectResetting(let tab, _, _), .replace(let tab, _), .popToRoot(let tab): tab
        }
    }

    static func isReplaceOffRoot(_ move: Move) -> Bool {
        guard case .replace(let tab, let steps) = move else { return false }
        return steps.first != tab
    }
}
