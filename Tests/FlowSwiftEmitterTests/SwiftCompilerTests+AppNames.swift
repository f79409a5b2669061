import FlowTestSupport
import Foundation
import Testing

/// Generated code lives in the app's module, beside the app's own declarations: those can't
/// take over a call the generated code makes.
extension SwiftCompilerTests {
    /// A function of the app's named like the runtime's link conversions (`flowLinkValue`,
    /// `flowLinkText`) doesn't hijack the generated link code: it calls the runtime's,
    /// module-qualified. The app's functions here are deprecated, so a call that picks one (a
    /// concrete function ranks above the runtime's generic one) is an error under
    /// `-warnings-as-errors` instead of a wrong value at run time.
    @Test func anAppsFunctionsDontHijackTheLinkConversions() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = """
            @available(*, deprecated, message: "hijacked")
            func flowLinkValue(_ type: Int.Type, from text: String?) -> Int? { 42 }
            @available(*, deprecated, message: "hijacked")
            func flowLinkValue(_ type: String.Type, from text: String?) -> String? { "hijacked" }
            @available(*, deprecated, message: "hijacked")
            func flowLinkText(_ value: Int) -> String { "hijacked" }
            @available(*, deprecated, message: "hijacked")
            func flowLinkText(_ value: String) -> String { "hijacked" }

            """
        try app.write(toFile: folder + "/App.swift", atomically: true, encoding: .utf8)
        // Catalogue's links convert `Int` and `String` values, required and optional.
        let catalogue = Fixtures.path("Tests/FlowSwiftEmitterTests/Goldens/Catalogue.flow.swift")
        let result = try SwiftCompiler.typecheck([catalogue, folder + "/App.swift"])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("hijacked"), "\(result.output)")
    }
}
