import FlowTestSupport
import Foundation
import Testing

/// Runs old walks through real generated code, many flow pairs in one program: each walk is
/// made by the old flow's decoder, saved by its encoder, then decoded by the new flow's
/// through `FlowSavedWalk`, and its longest legal prefix encoded again (what `restore` keeps);
/// and old URLs opened by both flows' links (`walk(forURL:)`).
enum CompatDriver {
    /// One pair: the old and new flows' names and generated Swift, the walks to try, as the
    /// old flow's JSON, and the URLs to open, when both flows have links.
    struct Pair {
        var old: String
        var new: String
        var oldSwift: String
        var newSwift: String
        var walks: [String]
        var urls: [String]
    }

    /// What happened to one walk: the JSON the old code saved, whether every entry decoded in
    /// the new code, and the JSON of the walk restored; `nil` when the old code couldn't make it.
    struct Result {
        var saved: String
        var isComplete: Bool
        var restored: String
    }

    /// What the old and the new flow open for one URL: each walk's JSON, `nil` for nothing.
    struct Opened {
        var url: String
        var old: String?
        var new: String?
    }

    /// The new flow's walk legality as its runtime reads it (roots, final steps, successors),
    /// which `RandomFlowTests` checks against the reference interpreter.
    struct Legality {
        var roots: Set<String> = []
        var finals: Set<String> = []
        var successors: [String: Set<String>] = [:]

        /// The successor relation as `below next` names.
        var pairs: Set<String> {
            Set(successors.flatMap { below, next in next.map { below + " " + $0 } })
        }

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

    /// What the driver reported: by pair, each walk's result, each URL's walks, and the new
    /// flow's legality.
    struct Report {
        var results: [[Result?]]
        var opened: [[Opened?]]
        var legality: [Legality]
        /// How long `swiftc` took, and the program.
        var compileSeconds: Double
        var runSeconds: Double
    }

    /// Compiles the pairs' generated files with a driver and runs it.
    static func run(_ pairs: [Pair]) throws -> Report {
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
        let start = Date()
        let build = try SwiftCompiler.buildExecutable(files + [folder + "/main.swift"], output: program)
        try #require(build.status == 0, "\(build.output.prefix(4000))")
        let compiled = Date()
        let run = try FlowcProcess.run(program: program)
        try #require(run.status == 0, "the driver failed: \(run.stderr.prefix(2000))")
        var report = Report(results: pairs.map { [Result?](repeating: nil, count: $0.walks.count) },
                            opened: pairs.map { [Opened?](repeating: nil, count: $0.urls.count) }, legality: pairs.map { _ in Legality() },
                            compileSeconds: compiled.timeIntervalSince(start), runSeconds: Date().timeIntervalSince(compiled))
        for line in run.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 5, fields[1] == "url", let pair = Int(fields[0]), let url = Int(fields[2]) {
                let walk = { (text: String) in text == "-" ? nil : text }
                report.opened[pair][url] = Opened(url: pairs[pair].urls[url], old: walk(fields[3]), new: walk(fields[4]))
                continue
            }
            if fields.count == 4, let pair = Int(fields[0]) {
                let names = Set(fields[3].split(separator: " ").map(String.init))
                switch fields[1] {
                case "roots": report.legality[pair].roots = names
                case "finals": report.legality[pair].finals = names
                default: report.legality[pair].successors[fields[2]] = names
                }
                continue
            }
            guard fields.count == 5, let pair = Int(fields[0]), let walk = Int(fields[1]) else { continue }
            report.results[pair][walk] = Result(saved: fields[3], isComplete: fields[2] == "true", restored: fields[4])
        }
        return report
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

            func open<Old: FlowDefinitionWithLinks, New: FlowDefinitionWithLinks>(_ pair: Int, _: Old.Type, _: New.Type, _ urls: [String]) {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                func json<Step: Encodable>(_ walk: [Step]?) -> String {
                    walk.flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? "-"
                }
                for (number, url) in urls.enumerated() {
                    print("\\(pair)\\turl\\t\\(number)\\t" + json(Old.walk(forURL: url)) + "\\t" + json(New.walk(forURL: url)))
                }
            }


            """
        for (number, pair) in pairs.enumerated() {
            let walks = pair.walks.map { "#\"" + $0 + "\"#" }.joined(separator: ",\n    ")
            text += "legality(\(number), \(pair.new).self)\n"
            text += "roundTrip(\(number), \(pair.old).self, \(pair.new).self, [\n    \(walks)\n])\n"
            if !pair.urls.isEmpty {
                let urls = pair.urls.map { "#\"" + $0 + "\"#" }.joined(separator: ", ")
                text += "open(\(number), \(pair.old).self, \(pair.new).self, [\(urls)])\n"
            }
        }
        return text
    }
}
