// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "flowc",
    // Observation (`@Observable` in FlowRuntime) sets the floor; every target builds for these.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "flowc", targets: ["flowc"]),
        .library(name: "FlowRuntime", targets: ["FlowRuntime"]),
        .library(name: "FlowUI", targets: ["FlowUI"]),
        // For test targets only: the planned walks' types and their replay (FlowTestSupportPlugin).
        .library(name: "FlowRuntimeTesting", targets: ["FlowRuntimeTesting"]),
        .plugin(name: "FlowCompilerPlugin", targets: ["FlowCompilerPlugin"]),
        .plugin(name: "FlowTestSupportPlugin", targets: ["FlowTestSupportPlugin"]),
        .plugin(name: "LintFlowsPlugin", targets: ["LintFlowsPlugin"]),
    ],
    dependencies: [],
    targets: [
        // The pipeline, one stage a module: String → SourceFile → tokens → AST → CheckedFlow → Swift.
        // Deep-link matching: what the runtime matches URLs with and the checker judges links
        // with, one implementation for both; depends on nothing.
        .target(name: "FlowLinks"),
        // The walk: what the user has on screen and what each move does to it, one
        // implementation that the runtime moves with and the test planner plans with; depends
        // on nothing.
        .target(name: "FlowWalks"),
        // The restore rule: how a saved walk's entries read in the current flow, then its legal
        // prefix, one implementation that the runtime restores with and `flowc compat` predicts
        // restorations with; depends on nothing.
        .target(name: "FlowRestore"),
        .target(name: "FlowCore", dependencies: ["FlowLinks", "FlowWalks"]),
        .target(name: "FlowParser", dependencies: ["FlowCore"]),
        .target(name: "FlowChecker", dependencies: ["FlowCore"]),
        .target(name: "FlowSwiftEmitter", dependencies: ["FlowCore", "FlowChecker"]),
        // Test support: the planned walks as Swift for a test target; apart from the app's
        // code, so that generating an app's Swift doesn't need the path planner.
        .target(name: "FlowTestSupportEmitter", dependencies: ["FlowCore", "FlowChecker", "FlowPaths", "FlowSwiftEmitter"]),
        .target(name: "FlowGraphEmitter", dependencies: ["FlowCore", "FlowChecker"]),
        .target(name: "FlowPaths", dependencies: ["FlowCore", "FlowChecker", "FlowWalks"]),
        // The lock (`flowc.lock`) and the compatibility rules that judge flows against it; no I/O.
        .target(name: "FlowCompat", dependencies: ["FlowCore", "FlowChecker", "FlowLinks", "FlowRestore"]),
        .target(name: "FlowReports", dependencies: ["FlowCore", "FlowChecker", "FlowPaths", "FlowCompat"]),
        .target(name: "FlowFormatter", dependencies: ["FlowCore", "FlowParser"]),
        .target(name: "FlowCompiler", dependencies: ["FlowCore", "FlowParser", "FlowChecker", "FlowSwiftEmitter"]),
        // The command line both tools share: arguments, files, the console, and `generate`.
        .target(name: "FlowCommandLine", dependencies: ["FlowCore", "FlowCompiler", "FlowSwiftEmitter", "FlowTestSupportEmitter", "FlowPaths"]),
        .executableTarget(name: "flowc", dependencies: ["FlowCommandLine", "FlowCompiler", "FlowSwiftEmitter", "FlowGraphEmitter", "FlowReports", "FlowFormatter", "FlowPaths", "FlowCompat"]),
        // What the build plugins run: `generate` alone, so that an app's clean build compiles
        // no drawings, reports or formatter (docs/Performance.md).
        .executableTarget(name: "flowc-build", dependencies: ["FlowCommandLine"]),

        // Benchmarks: figures, never pass/fail (docs/Performance.md).
        .executableTarget(
            name: "flowc-bench",
            dependencies: ["FlowCore", "FlowParser", "FlowChecker", "FlowSwiftEmitter", "FlowPaths", "FlowCompat", "FlowCompiler"]
        ),

        // What generated code imports; depends on nothing outside the package (FlowLinks,
        // FlowWalks and FlowRestore only), and the compiler never imports it.
        .target(name: "FlowRuntime", dependencies: ["FlowLinks", "FlowWalks", "FlowRestore"]),
        // The host view for apps: SwiftUI over FlowRuntime, all inside `#if canImport(SwiftUI)`
        // (empty on Linux; .ci/flowui-check compiles it against a stand-in SwiftUI).
        .target(name: "FlowUI", dependencies: ["FlowRuntime"]),
        // What generated test support imports beside FlowRuntime: the planned walks and their
        // replay on a navigator, kept out of the app's binary.
        .target(name: "FlowRuntimeTesting", dependencies: ["FlowRuntime"]),

        // The build plugin and the CI command plugin: thin edges that run flowc. The build
        // plugins' sources live in Plugins/flowc-plugins, the package that is also published
        // on its own with a prebuilt flowc-build (RELEASING.md); here they run it from source.
        .plugin(
            name: "FlowCompilerPlugin", capability: .buildTool(), dependencies: ["flowc-build"],
            path: "Plugins/flowc-plugins/Plugins/FlowCompilerPlugin"
        ),
        // For test targets: the planned walks of the flows of the targets they test.
        .plugin(
            name: "FlowTestSupportPlugin", capability: .buildTool(), dependencies: ["flowc-build"],
            path: "Plugins/flowc-plugins/Plugins/FlowTestSupportPlugin"
        ),
        .plugin(
            name: "LintFlowsPlugin",
            capability: .command(
                intent: .custom(verb: "lint-flows", description: "Check every .flow file of the package with flowc")
            ),
            dependencies: ["flowc"]
        ),

        // The bundled example flows, compiled by the plugin in the package's own build.
        .target(name: "Flows", dependencies: ["FlowRuntime"], path: "Flows", plugins: ["FlowCompilerPlugin"]),
        .testTarget(name: "FlowsTests", dependencies: ["Flows", "FlowRuntime"]),

        // The libFuzzer entry over the whole pipeline; .ci/fuzz builds it with the sanitizers.
        .target(name: "FlowFuzz", dependencies: ["FlowCompiler", "FlowSwiftEmitter"], path: "Tests/Fuzz", exclude: ["Corpus", "flow.dict"]),

        .target(name: "FlowTestSupport", dependencies: ["FlowCore", "FlowRuntime"], path: "Tests/FlowTestSupport"),
        .testTarget(name: "FlowWalksTests", dependencies: ["FlowWalks"]),
        .testTarget(name: "FlowRestoreTests", dependencies: ["FlowRestore"]),
        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore"]),
        .testTarget(name: "FlowParserTests", dependencies: ["FlowParser", "FlowTestSupport"]),
        .testTarget(name: "FlowCheckerTests", dependencies: ["FlowChecker", "FlowParser", "FlowTestSupport"]),
        .testTarget(
            name: "FlowCompilerTests",
            dependencies: ["FlowCompiler", "FlowTestSupport"],
            exclude: ["AppFlows", "InvalidFlows", "RealAppFlows", "TabbedFlows"]
        ),
        .testTarget(
            name: "FlowSwiftEmitterTests",
            dependencies: ["FlowCompiler", "FlowSwiftEmitter", "FlowTestSupportEmitter", "FlowPaths", "FlowTestSupport", "FlowRuntime", "FlowRuntimeTesting"],
            exclude: ["Flows", "Goldens", "record-goldens.sh"]
        ),
        .testTarget(
            name: "FlowGraphEmitterTests",
            dependencies: ["FlowGraphEmitter", "FlowCompiler", "FlowTestSupport"],
            exclude: ["Goldens", "Bin.flow", "Broken.flow", "Layers.flow"]
        ),
        .testTarget(
            name: "FlowReportsTests",
            dependencies: ["FlowReports", "FlowCompiler", "FlowTestSupport"],
            exclude: ["Goldens", "sarif-schema-2.1.0.json"]
        ),
        .testTarget(
            name: "FlowPathsTests",
            dependencies: ["FlowPaths", "FlowCompiler", "FlowChecker", "FlowParser", "FlowReports", "FlowTestSupport"]
        ),
        .testTarget(
            name: "FlowCompatTests",
            dependencies: ["FlowCompat", "FlowCompiler", "FlowSwiftEmitter", "FlowPaths", "FlowTestSupport"],
            exclude: ["Corpus"]
        ),
        .testTarget(
            name: "FlowFormatterTests",
            dependencies: ["FlowFormatter", "FlowCompiler", "FlowParser", "FlowChecker", "FlowTestSupport"],
            exclude: ["Messy.flow", "Messy.formatted.flow", "Compat.flow"]
        ),
        // Compiles the committed goldens (a symlink to FlowSwiftEmitterTests/Goldens) and drives
        // them; FlowLinks for the link matcher's own tests.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["FlowRuntime", "FlowRuntimeTesting", "FlowLinks", "FlowTestSupport"], exclude: ["SavedWalks"]),
        // The runtime's alerts, on flows written by hand as flowc would generate them.
        .testTarget(name: "FlowRuntimeTests", dependencies: ["FlowRuntime", "FlowTestSupport"]),
        .testTarget(name: "FlowCommandLineTests", dependencies: ["FlowCommandLine"]),
        .testTarget(name: "flowcTests", dependencies: ["flowc", "flowc-build", "FlowCompiler", "FlowTestSupport"]),
    ]
)
