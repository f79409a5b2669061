import FlowRuntime
import FlowRuntimeTesting
import Testing

/// Trash's planned walks, with its alerts, replayed on a real `FlowNavigator`: each event that
/// shows an alert is checked against `navigator.alert` (the alert expected, over the step
/// expected, the walk unchanged), and each tap on a button made with `navigator.answer(_:)`,
/// the walk after it compared.
@MainActor
@Suite struct AlertTestWalkReplayTests {
    static let payloads = TestWalkReplayTests.Payloads<Trash> { $0 == .item ? .item(id: "1") : nil }

    @Test(arguments: Trash.testWalks(.all))
    func trash(_ walk: FlowTestWalk<TrashTestSupport>) {
        #expect(walk.replay(payloads: Self.payloads) == nil)
    }

    /// The walks show every alert and tap every button of each.
    @Test func theWalksTapEveryButton() {
        var tapped: Set<String> = []
        for move in Trash.testWalks(.all).flatMap(\.moves) {
            if let alert = move.answering { tapped.insert("\(alert.name).\(move.event)") }
        }
        let all = TrashAlert.allCases.flatMap { alert in Trash.buttons(of: alert).map { "\(alert.name).\($0.event)" } }
        #expect(tapped == Set(all), "\(tapped)")
    }

    /// The first walk that taps a button of `alert`, with the move that shows the alert changed.
    static func changing(_ alert: TrashAlert, _ change: (FlowTestMove<Trash>) -> FlowTestMove<Trash>) throws -> FlowTestWalk<TrashTestSupport> {
        let walk = try #require(Trash.testWalks(.all).first { $0.moves.contains { $0.answering == alert } })
        var moves = walk.moves
        let position = try #require(moves.firstIndex { $0.expected == .alert(alert) })
        moves[position] = change(moves[position])
        return FlowTestWalk(name: walk.name, start: walk.start, moves: moves)
    }

    /// A walk expecting another alert than the one shown fails at that move, naming both.
    @Test func anotherAlertShownFails() throws {
        let walk = try Self.changing(.confirmDelete) { .init(step: $0.step, event: $0.event, flags: $0.flags, expected: .alert(.itemActions)) }
        let failure = try #require(walk.replay(payloads: Self.payloads))
        #expect(failure.message == "expected the alert itemActions shown, found confirmDelete")
    }

    /// An event expected to show an alert that moves the walk instead fails at that move.
    @Test func anEventThatShowsNoAlertFails() throws {
        let walk = try Self.changing(.confirmDelete) { _ in
            .init(step: .item, event: .delete, flags: [false, true, false], expected: .alert(.confirmDelete))
        }
        let failure = try #require(walk.replay(payloads: Self.payloads))
        #expect(failure.message == "expected the alert confirmDelete shown, found none")
    }
}
