import Foundation

/// Runs `swiftc -typecheck` on files against the built FlowRuntime, as a user's build would.
public enum SwiftCompiler {
    public struct Result {
        public var status: Int32
        public var output: String
    }

    /// Type-checks `files` in Swift 6 mode with warnings as errors.
    public static func typecheck(_ files: [String]) throws -> Result {
        try run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + files)
    }

    /// Runs `swiftc` with `arguments`, FlowRuntime on the import path; output and errors together.
    public static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let modules = FlowcProcess.productsFolder.appendingPathComponent("Modules").path
        process.arguments = ["swiftc", "-I", modules] + arguments
        let folder = try FlowcProcess.temporaryFolder()
        let outputPath = folder + "/output"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputPath)), as: UTF8.self)
        try? FileManager.default.removeItem(atPath: folder)
        return Result(status: process.terminationStatus, output: output)
    }
}
