// swift-tools-version:6.0
import PackageDescription

// MARK: - Set by the release process (RELEASING.md, "The prebuilt plugins")
// Where flowc is published, and the flowc release whose prebuilt `flowc-build` these plugins
// run. That version is this package's own version too: an app depends on flowc and on this
// package with the same exact version, so that generated code and FlowRuntime match.
let flowcRepository = "https://github.com/OWNER/flowc"
let flowcVersion = "0.1.0"
// `swift package compute-checksum flowc.artifactbundle.zip`: the release workflow prints it
// and attaches it to the release as flowc.artifactbundle.zip.sha256.
let flowcBundleChecksum = "0000000000000000000000000000000000000000000000000000000000000000"
// MARK: -

let flowcBundleURL = "\(flowcRepository)/releases/download/\(flowcVersion)/flowc.artifactbundle.zip"

/// flowc's build plugins with a prebuilt `flowc-build`: the same plugins, of the same names, as
/// the flowc package's, without building flowc in each clean build of an app.
let package = Package(
    name: "flowc-plugins",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .plugin(name: "FlowCompilerPlugin", targets: ["FlowCompilerPrebuiltPlugin"]),
        .plugin(name: "FlowTestSupportPlugin", targets: ["FlowTestSupportPrebuiltPlugin"]),
    ],
    targets: [
        // The products keep the flowc package's plugin names, but no target may: an app has the
        // flowc package in its graph too (for FlowRuntime), and SwiftPM refuses two targets of
        // one name in a graph. The sources are the flowc package's (its Package.swift points here).
        // Compiles a target's `.flow` files into Swift at build time.
        .plugin(
            name: "FlowCompilerPrebuiltPlugin", capability: .buildTool(), dependencies: ["FlowcBuildBinary"],
            path: "Plugins/FlowCompilerPlugin"
        ),
        // For test targets: the planned walks of the flows of the targets they test.
        .plugin(
            name: "FlowTestSupportPrebuiltPlugin", capability: .buildTool(), dependencies: ["FlowcBuildBinary"],
            path: "Plugins/FlowTestSupportPlugin"
        ),
        // `flowc-build` (flowc's `generate` alone) for macOS (arm64 and x86_64) and Linux
        // (x86_64 and aarch64). The plugins find it by the artifact's name in the bundle's
        // info.json, `flowc-build`, the name of the executable they run in the flowc package.
        .binaryTarget(name: "FlowcBuildBinary", url: flowcBundleURL, checksum: flowcBundleChecksum),
    ]
)
