// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flowc",
    products: [
        .executable(name: "flowc", targets: ["flowc"]),
    ],
    dependencies: [],
    targets: [
        // The pipeline, one stage a module: String → SourceFile → tokens → AST → CheckedFlow → Swift.
        .target(name: "FlowCore"),
        .target(name: "FlowParser", dependencies: ["FlowCore"]),
        .target(name: "FlowChecker", dependencies: ["FlowCore"]),
        .target(name: "FlowCompiler", dependencies: ["FlowCore", "FlowParser", "FlowChecker"]),
        .executableTarget(name: "flowc", dependencies: ["FlowCompiler"]),

        .target(name: "FlowTestSupport", dependencies: ["FlowCompiler"], path: "Tests/FlowTestSupport"),
        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore"]),
        .testTarget(name: "FlowParserTests", dependencies: ["FlowParser", "FlowTestSupport"]),
        .testTarget(name: "FlowCheckerTests", dependencies: ["FlowChecker", "FlowParser", "FlowTestSupport"]),
        .testTarget(
            name: "FlowCompilerTests",
            dependencies: ["FlowCompiler", "FlowTestSupport"],
            exclude: ["InvalidFlows"]
        ),
        .testTarget(name: "flowcTests", dependencies: ["flowc", "FlowTestSupport"]),
    ]
)
