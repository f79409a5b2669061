import FlowWalks
import Testing

/// The walk's rules, on walks of plain strings whose kind is the string itself.
struct FlowWalkTests {
    typealias Move = FlowWalkMove<String, String>

    func walk(_ steps: [(String, FlowPresentation)]) -> FlowWalk<String> {
        var walk = FlowWalk(root: steps[0].0)
        for (step, presentation) in steps.dropFirst() { walk = walk.entering(step, presentation) }
        return walk
    }

    func apply(_ move: Move, to walk: FlowWalk<String>, in scope: FlowWalkScope = .whole) -> Result<FlowWalk<String>, FlowWalkRefusal> {
        walk.applying(move, in: scope) { $0 }
    }

    @Test func pushAndBack() throws {
        let start = FlowWalk(root: "cart")
        let pushed = try apply(.enter("address", .push), to: start).get()
        #expect(pushed.steps == ["cart", "address"])
        #expect(try apply(.unwind(.back), to: pushed).get() == start)
        #expect(apply(.unwind(.back), to: start) == .failure(.atRoot))
    }

    @Test func backToStopsAtTheMostRecentEntryOfTheKind() throws {
        let start = walk([("a", .push), ("b", .push), ("a", .push), ("c", .push)])
        #expect(try apply(.unwind(.backTo("a")), to: start).get().steps == ["a", "b", "a"])
        #expect(apply(.unwind(.backTo("z")), to: start) == .failure(.notInWalk))
    }

    @Test func dismissTakesOffTheLayerOnTop() throws {
        let start = walk([("a", .push), ("s", .sheet), ("t", .push), ("u", .cover), ("v", .push)])
        let once = try apply(.unwind(.dismiss), to: start).get()
        #expect(once.steps == ["a", "s", "t"])
        #expect(try apply(.unwind(.dismiss), to: once).get().steps == ["a"])
        #expect(apply(.unwind(.dismiss), to: FlowWalk(root: "a")) == .failure(.atRoot))
    }

    @Test func dismissAllTakesOffEveryPresentedLayer() throws {
        let start = walk([("a", .push), ("b", .push), ("s", .sheet), ("t", .push), ("u", .cover), ("v", .modalSheet)])
        #expect(try apply(.unwind(.dismissAll), to: start).get().steps == ["a", "b"])
        let oneLayer = walk([("a", .push), ("s", .sheet), ("t", .push)])
        #expect(try apply(.unwind(.dismissAll), to: oneLayer).get().steps == ["a"])
        #expect(try apply(.unwindThenEnter(.dismissAll, "d", .push), to: start).get().steps == ["a", "b", "d"])
        #expect(apply(.unwind(.dismissAll), to: walk([("a", .push), ("b", .push)])) == .failure(.atRoot))
        // A child closes its own layers only; the one it opened in is its parent's.
        let child = walk([("p", .push), ("r", .sheet), ("x", .push), ("y", .sheet)])
        #expect(try apply(.unwind(.dismissAll), to: child, in: .child(count: 3)).get().steps == ["p", "r", "x"])
        #expect(apply(.unwind(.dismissAll), to: child.keeping(3), in: .child(count: 2)) == .failure(.atRoot))
    }

    @Test func layersSplitAtPresentedEntries() {
        let layers = walk([("a", .push), ("b", .push), ("s", .sheet), ("t", .push), ("c", .cover)]).layers
        #expect(layers == [
            FlowLayer(root: "a", path: ["b"], presentation: .push),
            FlowLayer(root: "s", path: ["t"], presentation: .sheet),
            FlowLayer(root: "c", path: [], presentation: .cover),
        ])
    }

    @Test func unwindThenEnterIsOneMove() throws {
        let start = walk([("a", .push), ("s", .sheet), ("t", .push)])
        let after = try apply(.unwindThenEnter(.dismiss, "d", .push), to: start).get()
        #expect(after.steps == ["a", "d"])
        #expect(apply(.unwindThenEnter(.backTo("z"), "d", .push), to: start) == .failure(.notInWalk))
    }

    @Test func theGestureIsRefusedOnACoverRootOnly() throws {
        let cover = walk([("a", .push), ("c", .cover)])
        #expect(apply(.gesture(.back), to: cover) == .failure(.dismissalDisabled))
        let sheet = walk([("a", .push), ("s", .sheet)])
        #expect(try apply(.gesture(.back), to: sheet).get().steps == ["a"])
        let aboveCover = try apply(.enter("d", .push), to: cover).get()
        #expect(try apply(.gesture(.back), to: aboveCover).get().steps == ["a", "c"])
    }

    @Test func theGestureIsRefusedOnAModalSheetRoot() throws {
        let modal = walk([("a", .push), ("m", .modalSheet)])
        #expect(apply(.gesture(.back), to: modal) == .failure(.dismissalDisabled))
        #expect(apply(.gesture(.dismiss), to: modal) == .failure(.dismissalDisabled))
        // Its own moves still close it, and Back inside it works.
        #expect(try apply(.unwind(.dismiss), to: modal).get().steps == ["a"])
        let pushed = try apply(.enter("d", .push), to: modal).get()
        #expect(try apply(.gesture(.back), to: pushed).get().steps == ["a", "m"])
        #expect(modal.layers.last == FlowLayer(root: "m", path: [], presentation: .modalSheet))
        #expect(FlowPresentation.modalSheet.isPresented && FlowPresentation.modalSheet.isSheet && !FlowPresentation.modalSheet.allowsGesture)
    }

    @Test func aChildUnwindsOnlyInsideItsOwnEntries() throws {
        // "p" is the parent's; the child's walk is "r" (its root, presented) and "x".
        let start = walk([("p", .push), ("r", .sheet), ("x", .push)])
        #expect(try apply(.unwind(.back), to: start, in: .child(count: 2)).get().steps == ["p", "r"])
        let atChildRoot = start.keeping(2)
        #expect(apply(.unwind(.back), to: atChildRoot, in: .child(count: 1)) == .failure(.atRoot))
        #expect(apply(.unwind(.backTo("p")), to: start, in: .child(count: 2)) == .failure(.notInWalk))
        // The layer the child opened in is the parent's to dismiss.
        #expect(apply(.unwind(.dismiss), to: start, in: .child(count: 2)) == .failure(.atRoot))
    }

    @Test func aContinuationMovesFromTheChildsFirstEntry() throws {
        let start = walk([("p", .push), ("r", .push), ("x", .push)])
        #expect(try apply(.unwind(.back), to: start, in: .continuation(childCount: 2)).get().steps == ["p"])
        #expect(try apply(.enter("n", .push), to: start, in: .continuation(childCount: 2)).get().steps == ["p", "r", "x", "n"])
        let sheet = walk([("p", .push), ("r", .sheet), ("x", .push)])
        #expect(try apply(.unwindThenEnter(.dismiss, "n", .push), to: sheet, in: .continuation(childCount: 2)).get().steps == ["p", "n"])
    }

    @Test func entriesKeepTheirIdentityAndNewOnesNeverReuseOne() throws {
        let start = walk([("a", .push), ("b", .push)])
        let back = try apply(.unwind(.back), to: start).get()
        let again = try apply(.enter("b", .push), to: back).get()
        #expect(again.steps == start.steps)
        #expect(again.top.id != start.top.id)
        #expect(again[0].id == start[0].id)
        #expect(again != start)
    }

    @Test func replacingStepsKeepsTheSharedBeginning() {
        let start = walk([("a", .push), ("b", .push), ("c", .push)])
        let replaced = start.replacingSteps(with: ["a", "b", "d"]) { _, _ in .push }
        #expect(replaced.steps == ["a", "b", "d"])
        #expect(replaced[1].id == start[1].id)
        #expect(!start.entries.map(\.id).contains(replaced.top.id))
        let presentedNow = start.replacingSteps(with: ["a", "b"]) { step, _ in step == "b" ? .sheet : .push }
        #expect(presentedNow[1].id != start[1].id)
    }
}
