import Foundation

/// Runs the built `flowc` binary, as a user or a build would.
public enum FlowcProcess {
    public struct Result {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// A class of this module, to find the bundle its code was loaded from.
    private final class BundleMarker {}

    /// The folder that holds the built products (`flowc`, the test bundle, ...).
    public static var productsFolder: URL {
        // On macOS the tests live in a `.xctest` bundle beside the products, loaded into a host
        // process (xctest, or swiftpm-testing-helper for Swift Testing) that is not among them:
        // ask for the bundle this code came from, not the main one. On Linux the `.xctest` is
        // an executable among the products, and it is the main bundle.
        let loaded = Bundle(for: BundleMarker.self)
        if loaded.bundlePath.hasSuffix(".xctest") {
            return loaded.bundleURL.deletingLastPathComponent()
        }
        return (Bundle.main.executableURL ?? Bundle.main.bundleURL).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    public static var flowcPath: String {
        productsFolder.appendingPathComponent("flowc").path
    }

    /// Runs `flowc` with arguments in a working directory, with `NO_COLOR` unset and no terminal.
    public static func run(_ arguments: [String], in directory: String = Fixtures.root, environment: [String: String] = [:]) throws -> Result {
        try run(program: flowcPath, arguments, in: directory, environment: environment)
    }

    /// Runs the executable at `program` as `run(_:in:environment:)` runs flowc.
    public static func run(program: String, _ arguments: [String] = [], in directory: String = Fixtures.root, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        // Output goes to files, not pipes, so a large output can't fill a pipe and block.
        let folder = try temporaryFolder()
        let outPath = folder + "/stdout"
        let errPath = folder + "/stderr"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self)
        )
    }

    /// A fresh temporary folder.
    public static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
