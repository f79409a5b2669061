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

    /// Compiles `files` (one of them `main.swift`) into the executable `output`, linked with the
    /// built FlowRuntime, the modules it uses (FlowLinks, FlowWalks, FlowRestore) and
    /// FlowRuntimeTesting: the object file of each of their sources, as the output file map
    /// SwiftPM wrote beside the products names them. Swift 6 mode, warnings as errors, no
    /// optimization.
    public static func buildExecutable(_ files: [String], output: String) throws -> Result {
        var objects: [String] = []
        for module in ["FlowRuntime", "FlowLinks", "FlowWalks", "FlowRestore", "FlowRuntimeTesting"] {
            let map = FlowcProcess.productsFolder.appendingPathComponent(module + ".build/output-file-map.json")
            let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: [String: String]] ?? [:]
            objects += entries.filter { $0.key.hasSuffix(".swift") }.compactMap { $0.value["object"] }.sorted()
        }
        return try run(["-swift-version", "6", "-warnings-as-errors", "-Onone", "-j", "2", "-o", output] + files + objects)
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
