import Foundation
import FlowRuntime
import Testing

/// `FlowSavedApp`, the saved-walk format's version 5: the root on screen and the kept roots'
/// walks, and a single flow's walk of an earlier version restored into its root.
@MainActor
@Suite struct FlowSavedAppTests {
    /// `saved` through JSON, as an app stores it.
    static func roundTrip(_ saved: FlowSavedApp<House>) throws -> FlowSavedApp<House> {
        try JSONDecoder().decode(FlowSavedApp<House>.self, from: JSONEncoder().encode(saved))
    }

    @Test func savedWalksRestoreAcrossRoots() throws {
        let app = FlowAppNavigator<House>.signedIn()
        let rooms = try #require(app.rooms)
        rooms.on(.open)
        rooms.on(.edit)
        app.send(.lock)
        let saved = try Self.roundTrip(app.saved)
        #expect(saved.root == .unlock && saved.savedRoots == [.unlock, .main] && saved.isComplete)

        let restored = FlowAppNavigator<House>(flags: HouseFlagValues(hasAccount: true, isLocked: true))
        let recorder = restored.record()
        #expect(restored.restore(saved) == nil)
        #expect(restored.root == .unlock)
        #expect(recorder.swaps == [.swapped(from: .unlock, to: .unlock, reason: .restored)])
        try #require(restored.latch).on(.unlock)
        #expect(restored.rooms?.walk == [.items, .view, .edit], "the kept root's walk came back with it")
    }

    @Test func theVersion5TextNamesTheRootAndEachRootsWalk() throws {
        let app = FlowAppNavigator<House>.signedIn()
        app.rooms?.select(.settings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(app.saved), as: UTF8.self)
        #expect(text == #"{"root":"main","roots":{"main":{"tab":"settings","tabs":{"items":["items"],"settings":["settings"]}}},"version":5}"#)
    }

    @Test func anOlderWalkRestoresIntoTheRootItsFlowBelongsTo() throws {
        let rooms = FlowNavigator<Rooms>(flags: HouseFlagValues())
        rooms.select(.settings)
        rooms.on(.open)
        let older = try JSONEncoder().encode(rooms.saved)    // version 4: one flow's tabs
        let saved = try JSONDecoder().decode(FlowSavedApp<House>.self, from: older)
        #expect(saved.root == .main && saved.savedRoots == [.main])

        let app = FlowAppNavigator<House>(flags: HouseFlagValues())
        #expect(app.root == .signIn)
        app.flags = HouseFlagValues(hasAccount: true, isLocked: true)
        #expect(app.restore(saved) == nil)
        #expect(app.root == .main && app.rooms?.walk == [.settings, .about])
    }

    @Test func anOlderStackWalkFindsItsRootAmongFlowsThatCantReadIt() throws {
        let older = Data(#"["welcome","password"]"#.utf8)     // version 3: one array of steps
        let saved = try JSONDecoder().decode(FlowSavedApp<House>.self, from: older)
        #expect(saved.root == .signIn && saved.isComplete)
        let app = FlowAppNavigator<House>(flags: HouseFlagValues())
        #expect(app.restore(saved) == nil)
        #expect(app.door?.walk == [.welcome, .password])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FlowSavedApp<House>.self, from: Data(#"["nowhere"]"#.utf8))
        }
    }

    @Test func aRestoredRootWhoseStartGuardFailsIsLeft() throws {
        let saved = try JSONDecoder().decode(FlowSavedApp<House>.self, from: Data(#"{"version":5,"root":"signIn","roots":{"signIn":["welcome"]}}"#.utf8))
        let app = FlowAppNavigator<House>.signedIn()
        let recorder = app.record()
        #expect(app.restore(saved) == nil)
        #expect(app.root == .main)
        #expect(recorder.swaps == [
            .swapped(from: .main, to: .signIn, reason: .restored),
            .swapped(from: .signIn, to: .main, reason: .startGuardFailed),
        ])
    }

    @Test func restoringIsRefusedTyped() throws {
        let gone = try JSONDecoder().decode(FlowSavedApp<House>.self, from: Data(#"{"version":5,"root":"attic","roots":{}}"#.utf8))
        let app = FlowAppNavigator<House>.locked()
        #expect(app.restore(gone) == .notARoot && app.root == .unlock)

        let partly = try JSONDecoder().decode(
            FlowSavedApp<House>.self,
            from: Data(#"{"version":5,"root":"main","roots":{"main":{"tab":"items","tabs":{"items":["items","view","cellar"]}},"attic":[]}}"#.utf8)
        )
        #expect(!partly.isComplete)
        #expect(app.restore(partly) == .illegalWalk)
        #expect(app.root == .main && app.rooms?.walk == [.items, .view])
    }
}
