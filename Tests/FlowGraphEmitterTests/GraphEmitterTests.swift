import FlowCompiler
import FlowCore
import FlowGraphEmitter
import FlowTestSupport
import Foundation
import Testing

/// Drawings: goldens for DOT and Mermaid, Graphviz accepting every drawing, and a Mermaid
/// syntax check of our own (no Mermaid parser runs here).
@Suite struct GraphEmitterTests {
    static let goldens = Fixtures.path("Tests/FlowGraphEmitterTests/Goldens")
    static let flows = [
        "Flows/Checkout.flow", "Flows/Registration.flow", "Flows/Catalogue.flow", "Flows/Account.flow",
        "Tests/FlowGraphEmitterTests/Broken.flow", "Tests/FlowGraphEmitterTests/Layers.flow",
        "Tests/FlowSwiftEmitterTests/Flows/Club.flow", "Tests/FlowCompilerTests/TabbedFlows/Mastodon.flow",
        "Tests/FlowGraphEmitterTests/Bin.flow", "Tests/FlowSwiftEmitterTests/Flows/Trash.flow",
    ]

    /// The other files of a flow's module: the flows it uses.
    static let modules = [
        "Flows/Checkout.flow": ["Flows/AddressPicker.flow"],
        "Flows/Account.flow": ["Flows/AddressPicker.flow"],
    ]

    /// The check of the file at `path`, with the other files of its module.
    static func graphs(_ path: String) throws -> FileCheck {
        let files = try ([path] + (modules[path] ?? [])).map { path in
            SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(path)))))
        }
        return FlowPipeline.checkModule(files)[0]
    }

    @Test(arguments: flows)
    func drawingsMatchGoldens(_ path: String) throws {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let check = try Self.graphs(path)
        try Golden.assertMatches(DOTPrinter.document(check.graphs.map(Drawing.init)), path: Self.goldens + "/\(name).dot")
        try Golden.assertMatches(MermaidPrinter.document(check.graphs.map(Drawing.init)), path: Self.goldens + "/\(name).mmd")
    }

    @Test func brokenStepsStandOut() throws {
        let graphs = try Self.graphs("Tests/FlowGraphEmitterTests/Broken.flow").graphs
        let dot = DOTPrinter.document(graphs.map(Drawing.init))
        #expect(dot.contains(#""orphan" [label="orphan", style="rounded,filled,dashed""#))
        #expect(dot.contains(#""skipped" [label="skipped", style="rounded,dotted", xlabel="always skipped"]"#))
        #expect(dot.contains(#"xlabel="trap""#))
        let mermaid = MermaidPrinter.document(graphs.map(Drawing.init))
        #expect(mermaid.contains("class s4 unreachable"))
        #expect(mermaid.contains("trap"))
    }

    @Test func labelsAreEscaped() {
        #expect(MermaidPrinter.document([]).isEmpty)
        let check = FlowPipeline.check(path: "E.flow", text: """
            flow E {
                flag x
                start a
                step a {
                    on go -> b when !x
                    on go -> b
                }
                step b(map: [String: Int], pair: Dictionary<String, Int>) -> c
                final step c
            }
            """)
        let mermaid = MermaidPrinter.document(check.graphs.map(Drawing.init))
        #expect(mermaid.contains(#"state "b(map#58; #91;String#58; Int#93;, pair#58; Dictionary#60;String, Int#62;)" as s1"#))
        let dot = DOTPrinter.document(check.graphs.map(Drawing.init))
        #expect(dot.contains(#"label="b(map: [String: Int], pair: Dictionary<String, Int>)""#))
        #expect(MermaidSyntax.problems(in: mermaid).isEmpty)
    }

    /// Several flows are one document: one `digraph` with a cluster a flow and node names
    /// prefixed by the flow's, one `stateDiagram-v2` with a composite state a flow; one flow's
    /// drawing is the same as alone.
    @Test func severalFlowsAreOneDocument() throws {
        let checkout = try Self.graphs("Flows/Checkout.flow").graphs
        let graphs = try checkout + Self.graphs("Flows/Catalogue.flow").graphs + checkout
        let dot = DOTPrinter.document(graphs.map(Drawing.init))
        #expect(dot.components(separatedBy: "digraph ").count == 2)
        #expect(dot.hasPrefix("digraph \"flows\" {\n    rankdir=LR;"))
        #expect(dot.contains("    subgraph \"cluster_Checkout\" {\n        label=\"Checkout\";\n"))
        #expect(dot.contains("        \"Checkout.cart\" [label=\"cart\"];"))
        #expect(dot.contains("        \"Catalogue.__start\" -> \"Catalogue.productList\";"))
        #expect(dot.contains("        \"Checkout#2.cart\" [label=\"cart\"];"), "a flow drawn twice is two clusters")
        #expect(!dot.contains("\n        \"cart\""), "every node name is prefixed")
        if Graphviz.isAvailable {
            let result = try Graphviz.render(dot)
            #expect(result.status == 0 && result.output.contains("<svg"), "\(result.error)")
        }
        let mermaid = MermaidPrinter.document(graphs.map(Drawing.init))
        #expect(mermaid.hasPrefix("---\ntitle: Checkout, Catalogue, Checkout\n---\nstateDiagram-v2\n"))
        #expect(mermaid.contains("    state Checkout {\n        direction LR\n        state \"cart\" as f0_s0\n"))
        #expect(mermaid.contains("    state flow2_Checkout {"))
        #expect(mermaid.contains("        [*] --> f1_s4\n"), "Catalogue's settings root")
        #expect(MermaidSyntax.problems(in: mermaid).isEmpty, "\(MermaidSyntax.problems(in: mermaid))")
        #expect(DOTPrinter.document([Drawing(checkout[0])]) == DOTPrinter.document(Drawing(checkout[0])))
        #expect(MermaidPrinter.document([Drawing(checkout[0])]) == MermaidPrinter.document(Drawing(checkout[0])))
    }

    /// Every example, sample and invalid flow that has a flow to draw: Graphviz accepts the DOT
    /// (`dot -Tsvg`) and the Mermaid passes our syntax check.
    @Test(.enabled(if: Graphviz.isAvailable || Graphviz.isRequired, "Graphviz (dot) is not installed"))
    func graphvizAcceptsEveryDrawing() throws {
        #expect(Graphviz.isAvailable, "FLOWC_REQUIRE_GRAPHVIZ=1 but dot is not installed (apt-get install graphviz)")
        var files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("Flows")).map { "Flows/" + $0 }
        files += try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("Tests/FlowCompilerTests/InvalidFlows")).map { "Tests/FlowCompilerTests/InvalidFlows/" + $0 }
        files += ["Tests/FlowGraphEmitterTests/Broken.flow", "Tests/FlowGraphEmitterTests/Layers.flow"]
        files += ["Tests/FlowSwiftEmitterTests/Flows/Club.flow", "Tests/FlowCompilerTests/TabbedFlows/Mastodon.flow"]
        files += ["Tests/FlowGraphEmitterTests/Bin.flow", "Tests/FlowSwiftEmitterTests/Flows/Trash.flow"]
        var drawn = 0
        for path in files.filter({ $0.hasSuffix(".flow") }).sorted() {
            let graphs = try Self.graphs(path).graphs
            guard !graphs.isEmpty else { continue }
            drawn += 1
            let result = try Graphviz.render(DOTPrinter.document(graphs.map(Drawing.init)))
            #expect(result.status == 0 && result.output.contains("<svg"), "\(path): \(result.error)")
            let problems = MermaidSyntax.problems(in: MermaidPrinter.document(graphs.map(Drawing.init)))
            #expect(problems.isEmpty, "\(path): \(problems)")
        }
        #expect(drawn >= 20)
    }
}

/// The Graphviz `dot` command, when installed.
enum Graphviz {
    static let path = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var isAvailable: Bool { path != nil }
    /// CI sets `FLOWC_REQUIRE_GRAPHVIZ=1`, so a missing Graphviz fails there instead of skipping.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["FLOWC_REQUIRE_GRAPHVIZ"] == "1" }

    static func render(_ dot: String) throws -> (status: Int32, output: String, error: String) {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try dot.write(toFile: folder + "/in.dot", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/dot")
        process.arguments = ["-Tsvg", "-o", folder + "/out.svg", folder + "/in.dot"]
        let errorPath = folder + "/err"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOfFile: folder + "/out.svg", encoding: .utf8)) ?? ""
        return (process.terminationStatus, output, (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }
}

/// A syntax check for the subset of Mermaid `stateDiagram-v2` that flowc writes.
enum MermaidSyntax {
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        var declared = Set<String>()
        let safeLabel = ##"(?:[^"#:;<>&{}\[\]|%`\\]|#[0-9]+;)*"##
        // Several flows are composite states, `state Checkout {` ... `}`, whose states' ids
        // start with `f<N>_`; a presented layer is a composite state `p<N>` in its flow's, or
        // in a tab's `t<N>`.
        let id = "(?:f[0-9]+_)?"
        // A step's, a link's, a shared set's, an alert's, the marker of the steps a partial
        // drawing leaves out beside a step, or the tab bar; a step's edge may go to a set it
        // takes or an alert it shows. An app's: its top screen, a root (`r<N>`, a composite
        // state around its flow's `r<N>_flow`) and an app-level step (`a<N>`).
        let state = "(?:s[0-9]+_(?:before|after)|al[0-9]+|[sla][0-9]+|bar|top|r[0-9]+_flow)"
        let target = "(?:s[0-9]+_(?:before|after)|al[0-9]+|[sa][0-9]+|bar|top|r[0-9]+)"
        let indent = "(?:    |        |            |                )"
        let patterns = [
            #"^---$"#, #"^title: "# + safeLabel + "$", #"^stateDiagram-v2$"#, "^" + indent + "direction LR$",
            "^" + indent + ##"state ""## + safeLabel + ##"" as "## + id + state + "$",
            "^" + indent + #"(\[\*\]|"# + id + state + #"|r[0-9]+) --> (\[\*\]|"# + id + target + #")( : "# + safeLabel + ")?$",
            #"^    state [A-Za-z_][A-Za-z0-9_]* \{$"#, #"^(    |        |            )\}$"#,
            #"^(    |        |            )state ""# + safeLabel + #"" as "# + id + #"[ptr][0-9]+ \{$"#,
            #"^    classDef [a-zA-Z]+ [^;]+$"#, "^    class " + id + "(?:" + state + "|r[0-9]+)(," + id + "(?:" + state + "|r[0-9]+))* [a-zA-Z]+$",
        ].map { try! Regex($0) }
        if !text.isEmpty, text.components(separatedBy: "stateDiagram-v2\n").count != 2 {
            problems.append("not one document")
        }
        if text.split(separator: "\n").filter({ $0.hasSuffix(" {") }).count != text.split(separator: "\n").filter({ $0.hasSuffix("    }") }).count {
            problems.append("unbalanced braces")
        }
        for line in text.split(separator: "\n") {
            if !patterns.contains(where: { line.wholeMatch(of: $0) != nil }) {
                problems.append("not valid: \(line)")
            }
            if let match = line.firstMatch(of: try! Regex(" as (" + id + state + ")$")) {
                declared.insert(String(line[match.range].dropFirst(4)))
            }
        }
        for line in text.split(separator: "\n") where line.contains("-->") {
            let states = line.split(separator: " : ")[0]
            for state in states.matches(of: try! Regex(id + state)).map({ String(states[$0.range]) }) where !declared.contains(state) {
                problems.append("undeclared state \(state): \(line)")
            }
        }
        return problems
    }
}
