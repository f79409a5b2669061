import FlowTestSupport
import Foundation
import Testing

/// Runs old walks through real generated code, many flow pairs in one program: each walk is
/// made by the old flow's decoder, saved by its encoder, then decoded by the new flow's
/// through `FlowSavedWalk`, and its longest legal prefix encoded again (what `restore` keeps).
enum CompatDriver {
    /// One pair: the old and new flows' names and generated Swift, and the walks to try, as
    /// the old flow's JSON.
    struct Pair {
        var old: String
        var new: String
        var oldSwift: String
        var newSwift: String
        var walks: [String]
    }

    /// What happened to one walk: the JSON the old code saved, whether every entry decoded in
    /// the new code, and the JSON of the walk restored; `nil` when the old code couldn't make it.
    struct Result {
        var saved: String
        var isComplete: Bool
        var restored: String
    }

    /// The new flow's walk legality as its runtime reads it (roots, final steps, successors),
    /// which `RandomFlowTests` checks against the reference interpreter.
    struct Legality {
        var roots: Set<String> = []
        var finals: Set<String> = []
        var successors: [String: Set<String>] = [:]

        /// The length of the longest legal prefix of `walk`, as `legalPrefixLength(of:)` counts.
        func legalPrefixLength(_ walk: [String]) -> Int {
            guard let first = walk.first, roots.contains(first) else { return 0 }
            var length = 1
            while length < walk.count, !finals.contains(walk[length - 1]), successors[walk[length - 1], default: []].contains(walk[length]) {
                length += 1
            }
            return length
        }
    }

    /// Compiles the pairs' generated files with a driver and runs it; results by pair, then
    /// walk, and each pair's new flow's legality.
    static func run(_ pairs: [Pair]) throws -> (results: [[Result?]], legality: [Legality]) {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for pair in pairs {
            for (name, swift) in [(pair.old, pair.oldSwift), (pair.new, pair.newSwift)] {
                let path = folder + "/\(name).flow.swift"
                try swift.write(toFile: path, atomically: true, encoding: .utf8)
                files.append(path)
            }
        }
        try mainFile(pairs).write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let program = folder + "/driver"
        let build = try SwiftCompiler.buildExecutable(files + [folder + "/main.swift"], output: program)
        try #require(build.status == 0, "\(build.output.prefix(4000))")
        let run = try FlowcProcess.run(program: program)
        try #require(run.status == 0, "the driver failed: \(run.stderr.prefix(2000))")
        let output = run.stdout
        var results = pairs.map { [Result?](repeating: nil, count: $0.walks.count) }
        var legality = pairs.map { _ in Legality() }
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 4, let pair = Int(fields[0]) {
                let names = Set(fields[3].split(separator: " ").map(String.init))
                switch fields[1] {
                case "roots": legality[pair].roots = names
                case "finals": legality[pair].finals = names
                default: legality[pair].successors[fields[2]] = names
                }
                continue
            }
            guard fields.count == 5, let pair = Int(fields[0]), let walk = Int(fields[1]) else { continue }
            results[pair][walk] = Result(saved: fields[3], isComplete: fields[2] == "true", restored: fields[4])
        }
        return (results, legality)
    }

    static func mainFile(_ pairs: [Pair]) -> String {
        var text = """
            import FlowRuntime
            import Foundation

            func legality<New: FlowDefinition>(_ pair: Int, _: New.Type) {
                print("\\(pair)\\troots\\t\\t" + New.roots.map(\\.name).joined(separator: " "))
                print("\\(pair)\\tfinals\\t\\t" + New.finalSteps.map(\\.name).joined(separator: " "))
                for step in New.StepKind.allCases {
                    print("\\(pair)\\tnext\\t\\(step.name)\\t" + New.successors(of: step).map(\\.name).joined(separator: " "))
                }
            }

            func roundTrip<Old: FlowDefinition, New: FlowDefinition>(_ pair: Int, _: Old.Type, _: New.Type, _ walks: [String]) {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                for (number, walk) in walks.enumerated() {
                    guard let old = try? JSONDecoder().decode([Old.Step].self, from: Data(walk.utf8)), let saved = try? encoder.encode(old) else { continue }
                    guard let decoded = try? JSONDecoder().decode(FlowSavedWalk<New.Step>.self, from: saved),
                          let restored = try? encoder.encode(Array(decoded.steps.prefix(New.legalPrefixLength(of: decoded.steps)))) else {
                        print("\\(pair)\\t\\(number)\\tthrows\\t" + String(decoding: saved, as: UTF8.self) + "\\t")
                        continue
                    }
                    print("\\(pair)\\t\\(number)\\t\\(decoded.isComplete)\\t" + String(decoding: saved, as: UTF8.self) + "\\t" + String(decoding: restored, as: UTF8.self))
                }
            }


            """
        for (number, pair) in pairs.enumerated() {
            let walks = pair.walks.map { "#\"" + $0 + "\"#" }.joined(separator: ",\n    ")
            text += "legality(\(number), \(pair.new).self)\n"
            text += "roundTrip(\(number), \(pair.old).self, \(pair.new).self, [\n    \(walks)\n])\n"
        }
        return text
    }
}
