import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import Foundation

/// What an `app` costs the user's build: for root flows of each size, the generated Swift of
/// the flows' file with and without the app's file beside it in the module (compared byte for
/// byte: an app must not change its roots' code), and `swiftc -typecheck` of the flows' file
/// alone, then of both files: the difference is the app's own file's compile time.
enum AppCompileBench {
    /// The module's two files: the root flows (two synthetic flows of `steps` steps), and the
    /// app over them.
    static func files(steps: Int, payloads: Bool) -> (flows: String, app: String) {
        let first = SyntheticFlow.make(steps: steps, payloads: payloads)
        let second = first.replacingOccurrences(of: "flow Synthetic {", with: "flow SyntheticTwo {")
        let app = """
            /// An app over two synthetic roots.
            app SyntheticApp {
                flag f0, f1, f2, f3, f4
                start first when !f0, second
                root first uses Synthetic
                root second uses SyntheticTwo kept
                event toFirst -> first
                event toSecond -> second only when f0
                event request(id: Int) -> approve as sheet over top
                step approve(id: Int) {
                    on done -> dismiss
                }
            }

            """
        return (first + "\n" + second, app)
    }

    /// The generated Swift of each file of the module `sources` (path to text); `nil` with an error.
    static func generate(_ sources: [(String, String)]) -> [String]? {
        let module = FlowPipeline.checkModule(sources.map { SourceFile(path: $0.0, text: $0.1) })
        let errors = module.flatMap(\.diagnostics).filter { $0.severity == .error }
        guard errors.isEmpty else {
            FileHandle.standardError.write(Data("flowc-bench: the synthetic app must check clean: \(errors.prefix(3).map(\.message))\n".utf8))
            return nil
        }
        return module.map { FlowPipeline.generateSwift($0, options: SwiftEmitterOptions(headerPath: $0.file.path, locationPath: $0.file.path)) ?? "" }
    }

    /// Seconds of `swiftc -typecheck` of `files` against the runtime's modules in `modules`,
    /// median of `runs`.
    static func typecheck(_ files: [URL], modules: String, runs: Int) throws -> Double {
        let times = try (0..<runs).map { _ -> Double in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules] + files.map(\.path)
            let start = ContinuousClock.now
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
            return (ContinuousClock.now - start) / .seconds(1)
        }
        return times.sorted()[times.count / 2]
    }

    /// Prints a row a size: whether the flows' code is byte-identical, and the compile times.
    static func run(sizes: [Int], modules: String, runs: Int, payloads: Bool, folder: URL) throws {
        print("app: two synthetic root flows of N steps each and an app over them; swiftc -typecheck, s (median of \(runs) runs)")
        print(["steps", "flows same", "flows", "flows+app", "app alone"].enumerated().map { pad($1, $0 == 0 ? 9 : 12) }.joined())
        for size in sizes {
            let (flows, app) = files(steps: size, payloads: payloads)
            guard let alone = generate([("Roots.flow", flows)]), let both = generate([("Roots.flow", flows), ("App.flow", app)]) else { exit(1) }
            let rootsURL = folder.appendingPathComponent("Roots\(size).flow.swift")
            let appURL = folder.appendingPathComponent("App\(size).flow.swift")
            try Data(both[0].utf8).write(to: rootsURL)
            try Data(both[1].utf8).write(to: appURL)
            let flowsTime = try typecheck([rootsURL], modules: modules, runs: runs)
            let bothTime = try typecheck([rootsURL, appURL], modules: modules, runs: runs)
            let row = [alone[0] == both[0] ? "yes" : "NO", format(flowsTime, 2), format(bothTime, 2), format(bothTime - flowsTime, 2)]
            print(pad(String(size), 9) + row.map { pad($0, 12) }.joined())
        }
    }
}
