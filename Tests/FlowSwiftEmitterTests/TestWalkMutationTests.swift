import FlowCompiler
import FlowCore
import FlowPaths
import FlowSwiftEmitter
import FlowTestSupportEmitter
import FlowTestSupport
import Foundation
import Testing

/// The planned walks catch a wrong navigator: Onboarding's walks, planned from the flow as
/// written, replayed on the Swift generated from a mutated copy (one transition's target
/// changed, or one skip rule dropped), must fail; on the flow as written, all pass.
@Suite struct TestWalkMutationTests {
    static let path = "Flows/Onboarding.flow"

    static func source() throws -> String {
        try String(contentsOfFile: Fixtures.path(path), encoding: .utf8)
    }

    /// The number of walks that fail when the walks of `original` replay on `mutated`'s Swift.
    static func failures(walksOf original: String, replayedOn mutated: String) throws -> Int {
        func check(_ text: String) throws -> FileCheck {
            let check = FlowPipeline.checkModule([SourceFile(path: path, text: text)])[0]
            try #require(!check.hasErrors, "\(check.diagnostics.map(\.message))")
            return check
        }
        let planned = try check(original).checkedFlows.map { PlannedFlow(flow: $0, plan: PathPlanner.testSupportPlan($0, module: [])) }
        let walks = TestSupportEmitter(appModule: nil, headerPath: path).emit(planned)
        let app = try #require(FlowPipeline.generateSwift(try check(mutated), options: SwiftEmitterOptions(headerPath: path, locationPath: path)))
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let main = """
            import FlowRuntime
            import FlowRuntimeTesting

            @MainActor func replayAll() -> Int {
                Onboarding.testWalks(.all).filter { $0.replay() != nil }.count
            }
            print("failures: \\(MainActor.assumeIsolated { replayAll() })")

            """
        let files = [("Onboarding.flow.swift", app), ("Onboarding.flow.testwalks.swift", walks), ("main.swift", main)]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let build = try SwiftCompiler.buildExecutable(files.map { folder + "/" + $0.0 }, output: folder + "/replay")
        try #require(build.status == 0, "\(build.output.prefix(3000))")
        let run = try FlowcProcess.run(program: folder + "/replay")
        try #require(run.status == 0, "\(run.stderr)")
        let output = run.stdout
        let count = output.split(separator: "\n").last { $0.hasPrefix("failures: ") }.flatMap { Int($0.dropFirst("failures: ".count)) }
        return try #require(count, "no count in \(output)")
    }

    /// The control: the same walks on the flow as written all pass.
    @Test func theFlowAsWrittenPassesTheReplay() throws {
        let original = try Self.source()
        #expect(try Self.failures(walksOf: original, replayedOn: original) == 0)
    }

    @Test func aChangedTargetFailsTheReplay() throws {
        let original = try Self.source()
        let mutated = original.replacingOccurrences(of: "on back -> notifications", with: "on back -> terms")
        try #require(mutated != original)
        #expect(try Self.failures(walksOf: original, replayedOn: mutated) > 0)
    }

    @Test func aDroppedSkipRuleFailsTheReplay() throws {
        let original = try Self.source()
        let mutated = original.replacingOccurrences(of: "skip when isManagedAccount", with: "")
        try #require(mutated != original)
        #expect(try Self.failures(walksOf: original, replayedOn: mutated) > 0)
    }
}
