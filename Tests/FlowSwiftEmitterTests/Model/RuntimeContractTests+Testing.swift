import FlowTestSupport
import Foundation
import Testing

extension RuntimeContractTests {
    /// The hosts' logic and the presenter's planner are for FlowUI and an app's tests: a file
    /// that imports FlowRuntime as an app does can't name the host models, `_alertClosed(id:)`,
    /// `FlowStage` or `FlowShown`; one that imports the SPI `Testing`, as a test target does,
    /// can, and plans and reads stages with `FlowStage.plan(from:to:)`.
    @Test func theHostModelsAreForTestsOnly() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let use = """
            @MainActor func drive<F: FlowDefinitionWithTabs>(_ presenter: FlowPresenter<F>) {
                _ = FlowStackHostModel(presenter)
                _ = FlowTabHostModel(presenter)
                _ = FlowAlertHostModel(presenter)
                presenter.navigator._alertClosed(id: 1)
            }
            func stages(_ base: FlowLayer<String>, _ sheet: FlowLayer<String>) -> [FlowLayer<String>] {
                let stages = FlowStage.plan(from: FlowShown(layers: [base]), to: FlowShown(layers: [base, sheet]))
                guard case .present(let layer) = stages.first else { return [] }
                let shown = stages.reduce(FlowShown<String>(layers: [base])) { $1.applied(to: $0) }
                _ = shown.base(of: shown.part)
                return FlowStage.plan(from: [base], to: [base, layer]).reduce([base]) { $1.applied(to: $0) } + shown.layers
            }

            """
        try ("import FlowRuntime\n" + use).write(toFile: folder + "/App.swift", atomically: true, encoding: .utf8)
        let app = try SwiftCompiler.run(["-typecheck", folder + "/App.swift"])
        for name in ["FlowStackHostModel", "FlowTabHostModel", "FlowAlertHostModel", "FlowStage", "FlowShown"] {
            #expect(app.output.contains("cannot find '\(name)' in scope"), "\(app.output)")
        }
        #expect(app.output.contains("'_alertClosed'"), "\(app.output)")
        try ("@_spi(Testing) import FlowRuntime\n" + use).write(toFile: folder + "/Tests.swift", atomically: true, encoding: .utf8)
        let tests = try SwiftCompiler.run(["-typecheck", folder + "/Tests.swift"])
        #expect(tests.status == 0, "\(tests.output)")
    }
}
