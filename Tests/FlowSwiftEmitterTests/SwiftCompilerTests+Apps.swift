import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

/// Apps' generated code beside the golden's: an app without app-level steps, whose roots'
/// flows have no outcomes (the runtime's `FlowNoAppStep` and the `_FlowAppRoot` without an
/// outcome closure), a guarded outcome move, a presented step whose payload takes a default,
/// and keyword names, compiles without warnings.
extension SwiftCompilerTests {
    @Test func appsWithoutStepsOrOutcomesCompile() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = """
            app Plain {
                flag isOn
                start home when isOn, other
                root home uses Home
                root other uses Other {
                    on done -> home when isOn
                }
                event `switch` -> other
                event back -> home only when isOn
            }

            app Asking {
                flag isOn
                start first
                root first uses Home
                event ask(count: Int) -> question as cover over top
                step question(count: Int, note: String = "n") {
                    on yes -> dismiss
                    on no -> first when isOn
                }
            }

            flow Home {
                flag isOn
                start home
                step home {
                    on toggle -> again only when isOn
                }
                final step again
            }

            flow Other {
                outcome done
                start other
                step other {
                    on finish -> done
                }
            }

            """
        let check = FlowPipeline.check(SourceFile(path: "Apps.flow", text: text))
        #expect(check.diagnostics.filter { $0.severity == .error }.isEmpty, "\(check.diagnostics.map(\.message))")
        let swift = try #require(FlowPipeline.generateSwift(check, options: SwiftEmitterOptions(headerPath: "Apps.flow", locationPath: "Apps.flow")))
        #expect(swift.contains("enum Plain: FlowRuntime.FlowApp"))
        let path = folder + "/Apps.flow.swift"
        try swift.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SwiftCompiler.typecheck([path])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }
}
