import FlowTestSupport
import Foundation
import Testing

extension RuntimeContractTests {
    /// The hosts' logic is for FlowUI and an app's tests: a file that imports FlowRuntime as an
    /// app does can't name the host models or `_alertClosed(id:)`; one that imports the SPI
    /// `Testing`, as a test target does, can.
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

            """
        try ("import FlowRuntime\n" + use).write(toFile: folder + "/App.swift", atomically: true, encoding: .utf8)
        let app = try SwiftCompiler.run(["-typecheck", folder + "/App.swift"])
        for name in ["FlowStackHostModel", "FlowTabHostModel", "FlowAlertHostModel"] {
            #expect(app.output.contains("cannot find '\(name)' in scope"), "\(app.output)")
        }
        #expect(app.output.contains("'_alertClosed'"), "\(app.output)")
        try ("@_spi(Testing) import FlowRuntime\n" + use).write(toFile: folder + "/Tests.swift", atomically: true, encoding: .utf8)
        let tests = try SwiftCompiler.run(["-typecheck", folder + "/Tests.swift"])
        #expect(tests.status == 0, "\(tests.output)")
    }
}
