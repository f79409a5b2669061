import FlowCompiler
import FlowPaths
import FlowSwiftEmitter
import FlowTestSupportEmitter

/// What `flowc generate` makes of a checked module: the app's code, or a test target's
/// support. One switch over the outputs, as swift-openapi-generator's `MultiplexTranslator`
/// switches over its modes.
///
/// It lives here rather than in FlowCompiler so that FlowCompiler doesn't wait for the path
/// planner: FlowTestSupportEmitter needs FlowPaths, and FlowCompiler compiles beside them in a
/// clean build (docs/Performance.md); the tools, which do both, import both.
package enum GenerationTarget: Sendable {
    /// The app's Swift, with declarations of the given access.
    case app(access: SwiftEmitterOptions.Access)
    /// The planned walks for a test target; `appModule` is the module the flows' code is
    /// generated in, imported `@testable`, or `nil` when it is the same module.
    case testSupport(appModule: String?)
}

extension GenerationTarget {
    /// The generate stage: one file a `.flow` file of `module`, named by its path relative to
    /// `base`; `nil` when the module has errors.
    package func generate(_ module: CheckedModule, relativeTo base: String) -> [GeneratedFile]? {
        func relative(_ check: FileCheck) -> String {
            FlowPipeline.relativePath(FileSystem.absolute(check.file.path), to: base)
        }
        switch self {
        case .app(let access):
            return FlowPipeline.generateSwift(
                module, options: { SwiftEmitterOptions(access: access, headerPath: relative($0), locationPath: $0.file.path) },
                name: { FlowPipeline.outputFileName(forRelativePath: relative($0)) }
            )
        case .testSupport(let appModule):
            guard !module.hasErrors else { return nil }
            let flows = module.checkedFlows
            return module.files.map { check in
                // Planned here, before anything is printed: a move on a use-step goes through
                // the screens of the child of that name among the module's flows.
                let planned = check.checkedFlows.map { PlannedFlow(flow: $0, plan: PathPlanner.testSupportPlan($0, module: flows)) }
                let apps = check.checkedApps.map { PlannedApp(app: $0, plan: AppPlanner.plan($0, flows: flows)) }
                return GeneratedFile(
                    source: check.file.path, name: FlowPipeline.testSupportFileName(forRelativePath: relative(check)),
                    contents: TestSupportEmitter(appModule: appModule, headerPath: relative(check)).emit(planned, apps: apps, module: flows)
                )
            }
        }
    }
}
