import FlowChecker
import FlowCompiler
import FlowCore
import FlowTestSupport
import Foundation
import Testing

/// Flows derived from real Android apps' navigation graphs (the first line of each names its
/// source), kept in `RealAppFlows/` so the tests need nothing beside the repository. Those
/// without a final step are app routers: declared as `router`, they check clean but for steps
/// that are genuinely unreachable.
@Suite struct RealAppFlowTests {
    static let folder = Fixtures.path("Tests/FlowCompilerTests/RealAppFlows")

    @Test func routerSamplesCheckCleanAsRouters() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".flow") }.sorted()
        var routers = 0
        for name in names {
            let text = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
            guard !text.contains("final step") else { continue }
            routers += 1
            let asRouter = text.replacingOccurrences(of: "\nflow ", with: "\nrouter ")
            #expect(asRouter != text, "\(name) declares a flow")
            let wizard = FlowPipeline.check(path: name, text: text)
            #expect(wizard.diagnostics.contains { $0.id == CheckerDiagnostic.noFinalStep.id }, "\(name) as a wizard can never finish")
            let router = FlowPipeline.check(path: name, text: asRouter)
            let unexpected = router.diagnostics.filter { $0.id != CheckerDiagnostic.unreachableStep.id }
            #expect(unexpected.isEmpty, "\(name): \(unexpected.map(\.message))")
        }
        #expect(routers >= 3, "the samples include three app routers (libretube settings, githubbrowser, iosched schedule)")
    }
}
