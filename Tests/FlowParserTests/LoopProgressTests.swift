import Foundation
import FlowCore
import Testing
@testable import FlowParser

/// A parser loop's guard: a turn is allowed only after the loop consumed a token. A turn that
/// consumed none asserts in a debug build: an exit test sees that process stop. The other
/// tests check the turns that progress, and that no input the fuzzer starts from, cut
/// anywhere, makes a loop stall (the tests run as a debug build, where a stalled loop would
/// stop them).
@Suite struct LoopProgressTests {
    #if DEBUG
    @Test func aTurnWithoutProgressStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            var progress = LoopProgress()
            _ = progress.allowsTurn(at: 3)
            _ = progress.allowsTurn(at: 3)
        }
    }
    #endif

    @Test func everyTurnAfterAConsumedTokenIsAllowed() {
        var progress = LoopProgress()
        let turns = [0, 1, 4, 9, 10].map { progress.allowsTurn(at: $0) }
        #expect(turns == [true, true, true, true, true])
    }

    @Test func theFirstTurnIsAllowedWherever() {
        var atStart = LoopProgress(), later = LoopProgress()
        let turns = [atStart.allowsTurn(at: 0), later.allowsTurn(at: 57)]
        #expect(turns == [true, true])
    }

    @Test func noLoopStallsOnTheFuzzCorpusCutAtTokenBoundaries() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".flow") }.sorted()
        #expect(names.count > 40, "the corpus is there")
        var parses = 0
        for name in names {
            let bytes = Array(try Data(contentsOf: corpus.appendingPathComponent(name)))
            // Every prefix that ends at a token boundary, and the whole file: each loop meets
            // the end of the file at each place it can.
            let cuts = bytes.indices.filter { Self.boundaries.contains(bytes[$0]) } + [bytes.count]
            for cut in cuts {
                let text = String(decoding: bytes[..<cut], as: UTF8.self)
                var diagnostics = Diagnostics(file: SourceFile(path: name, text: text))
                _ = Parser.parse(diagnostics.file, diagnostics: &diagnostics)
                parses += 1
            }
        }
        #expect(parses > 1_000)
    }

    /// Bytes a token can end before: a sample of them (every line end, and the punctuation that
    /// opens a list or a string), small enough for a quick test.
    private static let boundaries = Set("\n{(:,\"".utf8)
}
