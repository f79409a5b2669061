import FlowChecker
import FlowCompiler
import FlowCore
import FlowFormatter
import FlowParser
import FlowTestSupport
import Foundation
import Testing

/// `flowc fmt`: a golden for the layout, and three properties over every flow in the repository
/// and over random flows with random spacing and comments: formatting is idempotent, never
/// changes meaning, and never loses a comment. A file with syntax errors is left alone.
@Suite struct FormatterTests {
    static func format(_ text: String, path: String = "t.flow") -> String? {
        FlowFileFormatter.format(SourceFile(path: path, text: text)).text
    }

    @Test func messyInputGetsTheCanonicalLayout() throws {
        let input = try String(contentsOfFile: Fixtures.path("Tests/FlowFormatterTests/Messy.flow"), encoding: .utf8)
        let output = try #require(Self.format(input))
        try Golden.assertMatches(output, path: Fixtures.path("Tests/FlowFormatterTests/Messy.formatted.flow"))
    }

    @Test func syntaxErrorsLeaveTheFileAlone() {
        let (text, diagnostics) = FlowFileFormatter.format(SourceFile(path: "t.flow", text: "flow A {\n    stp x\n}\n"))
        #expect(text == nil)
        #expect(diagnostics.map(\.id) == [ParserDiagnostic.expectedToken.id])
    }

    /// A push to a step named `back` keeps its backticks, and back transitions and a router's
    /// roots print in their canonical form.
    @Test func backTransitionsRoutersAndEscapedNames() throws {
        let input = "router R {\n start a,b\n step a {\n on x ->   back\n on y -> back   to a\n on z -> `back`\n }\n step back\n step b\n}\n"
        let output = try #require(Self.format(input))
        #expect(output == "router R {\n    start a, b\n\n    step a {\n        on x -> back\n        on y -> back to a\n        on z -> `back`\n    }\n\n    step back\n\n    step b\n}\n")
    }

    /// `tabs`, the tab bar's `shell` and tab moves print in their canonical form; a step named
    /// `tab` stays a step.
    @Test func tabsShellAndTabMoves() throws {
        let input = "router R {\n flag f\n tabs a,b   when f ,c\n shell {on x ->   c as  sheet only when f}\n step a {\n on y -> tab  b then   c as sheet\n on z -> tab   b\n on w -> tab\n }\n step b { on o -> c }\n step c\n step tab\n}\n"
        let output = try #require(Self.format(input))
        #expect(output == "router R {\n    flag f\n\n    tabs a, b when f, c\n\n    shell { on x -> c as sheet only when f }\n\n    step a {\n        on y -> tab b then c as sheet\n        on z -> tab b\n        on w -> tab\n    }\n\n    step b { on o -> c }\n\n    step c\n\n    step tab\n}\n")
        #expect(Self.meaning(output) == Self.meaning(input))
    }

    /// An alert's payload prints as a step's, and `only when` on a button's line stays.
    @Test func alertPayloadsAndFlagOnlyButtons() throws {
        let input = "router R {\n flag f\n start a\n step a { on more -> opts }\n dialog opts( id :String,tab: Int=0 ) {\n on copy -> close   only  when f\n on no cancel\n }\n}\n"
        let output = try #require(Self.format(input))
        #expect(output == "router R {\n    flag f\n\n    start a\n\n    step a { on more -> opts }\n\n    dialog opts(id: String, tab: Int = 0) {\n        on copy -> close only when f\n        on no cancel\n    }\n}\n")
        #expect(Self.meaning(output) == Self.meaning(input))
        #expect(Self.meaning(output).contains("  buttons [\"copy - flag-only\", \"no cancel always\"]"))
    }

    /// A step with one transition and nothing else stays on one line when it fits in
    /// `lineWidth` columns: `step a { on x -> b }`, and a guarded `next` in the short form.
    @Test func shortStepsStayOnOneLine() throws {
        let input = "router R {\n start a\n step a {\n on open -> b when f\n }\n step b { on close -> back }\n step c {\n -> b only when f\n }\n flag f\n}\n"
        let output = try #require(Self.format(input))
        #expect(output == "router R {\n    start a\n\n    step a { on open -> b when f }\n\n    step b { on close -> back }\n\n    step c -> b only when f\n\n    flag f\n}\n")
    }

    /// Sets of shared transitions keep their braces (a set has no arrow form), on one line when
    /// they have one transition; `with` lists follow the step's header.
    @Test func sharedActionsAndWith() throws {
        let input = "router R {\n start a\n global   actions g {\n -> a\n }\n actions rows {\n on open -> b\n on x -> a when f\n }\n step a with rows,g\n step b with  rows { on close -> back }\n flag f\n}\n"
        let output = try #require(Self.format(input))
        #expect(output == "router R {\n    start a\n\n    global actions g { -> a }\n\n    actions rows {\n        on open -> b\n        on x -> a when f\n    }\n\n    step a with rows, g\n\n    step b with rows { on close -> back }\n\n    flag f\n}\n")
    }

    /// Two transitions, a skip rule, a comment inside, or a line wider than `lineWidth` keep
    /// the block.
    @Test func otherStepsKeepTheirBlock() throws {
        let long = "on " + String(repeating: "x", count: 80) + " -> b"
        let input = "router R {\n start a\n step a { on x -> b\n on y -> b }\n step b {\n on x -> a // why\n }\n step c { \(long) }\n}\n"
        let output = try #require(Self.format(input))
        #expect(output == "router R {\n    start a\n\n    step a {\n        on x -> b\n        on y -> b\n    }\n\n    step b {\n        on x -> a // why\n    }\n\n    step c {\n        \(long)\n    }\n}\n")
        #expect(("    step c { " + long + " }").count > FlowFileFormatter.lineWidth)
    }

    /// `renamed from`, `also`, `removed step` and `removed link` print in their canonical form,
    /// and a step named like a destination keyword keeps its backticks.
    /// A link that fits stays on one line; a longer one is wrapped, each form on a line of its
    /// own, then `also`, then `url -> ...` and the examples, and formatting it again changes
    /// nothing. The new link forms (`url`, `tab t over step as sheet`, `as cover` on the last
    /// step, a fragment) print as written.
    @Test func longLinksAreWrappedAndShortOnesStayOnOneLine() throws {
        let input = """
        import Foundation
        router R {
         tabs codes , settings
         link otp "otpauth://totp/{label}"   url ->  tab codes over  add(label: label)  as sheet
         link album "myshop://album/{id}", "https://music.example.com/album/{id}", "https://www.music.example.com/albums/{id}" also "myshop://a/{id}" -> codes, item(id: id) example "myshop://album/7" example "https://music.example.com/album/7"
         link done "https://vault.bitwarden.com/connector.html#finish-signup?token={token}" -> settings, signup(token: token)   as   cover
         step codes { on open -> item }
         step item(id: String)
         step add(label: String, url: URL) { on done -> dismiss }
         step settings
         step signup(token: String?) { on done -> dismiss }
        }
        """ + "\n"
        let output = try #require(Self.format(input))
        #expect(output.contains("""
            link otp "otpauth://totp/{label}" url -> tab codes over add(label: label) as sheet

        """))
        #expect(output.contains("""
            link album "myshop://album/{id}",
                "https://music.example.com/album/{id}",
                "https://www.music.example.com/albums/{id}"
                also "myshop://a/{id}"
                -> codes, item(id: id)
                example "myshop://album/7"
                example "https://music.example.com/album/7"

        """))
        #expect(output.contains("""
            link done "https://vault.bitwarden.com/connector.html#finish-signup?token={token}"
                -> settings, signup(token: token) as cover

        """))
        #expect(output.split(separator: "\n").allSatisfy { $0.count <= FlowFileFormatter.lineWidth })
        #expect(Self.format(output) == output)
        #expect(Self.meaning(output) == Self.meaning(input))
        #expect(Self.links(output) == Self.links(input))
        #expect(Self.links(input).count == 3)
    }

    /// Each checked link, without source positions: its forms, walk, landing and examples.
    static func links(_ text: String) -> [String] {
        FlowPipeline.check(path: "t.flow", text: text).graphs.flatMap { graph in
            graph.links.map { link in
                "\(link.name) \(link.patternTexts) \(link.legacyPatternTexts) \(graph.describe(link)) \(link.landing) \(link.wholeURLType ?? "-") \(link.examples.map(\.url))"
            }
        }
    }

    @Test func compatibilityDeclarations() throws {
        let input = """
            router R {
             start a
             step a(x: Int)   renamed  from b ( y :x )
             step c renamed from(p: q) with s { -> a }
             removed   step  d ( n: Int ) ->a
             removed step e
             removed step f()->a
             link a "x://a/{x}"
                also "x://b/{x}" ,"x://c/{x}"
                -> a
             removed link g "x://g/{x}","x://h/{x}" -> a( x: x )
             removed link h "https://e.com/h" ->web
             removed link i "x://i"   -> refused
             removed link j "x://j"
             removed link k "x://k" -> `web`
             actions s { -> a }
             step web
            }
            """
        let output = try #require(Self.format(input))
        #expect(output == """
            router R {
                start a

                step a(x: Int) renamed from b(y: x)

                step c renamed from (p: q) with s -> a

                removed step d(n: Int) -> a
                removed step e
                removed step f() -> a

                link a "x://a/{x}" also "x://b/{x}", "x://c/{x}" -> a

                removed link g "x://g/{x}", "x://h/{x}" -> a(x: x)
                removed link h "https://e.com/h" -> web
                removed link i "x://i" -> refused
                removed link j "x://j"
                removed link k "x://k" -> `web`

                actions s { -> a }

                step web
            }

            """)
        #expect(Self.declarations(output) == Self.declarations(input))
    }

    /// The compatibility declarations of a file's flows, as the parser reads them, without
    /// source positions.
    static func declarations(_ text: String) -> [String] {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        return syntax.flows.flatMap { flow in
            flow.steps.map { step in
                "step \(step.name.name) from \(step.formerName?.name?.name ?? "-") \(step.formerName?.labels.map { $0.old.name + ":" + $0.new.name } ?? [])"
            } + flow.removedSteps.map { removed in
                "removed step \(removed.name.name) \(removed.shape.map { $0.map { $0.label.name + ": " + $0.type } } ?? ["-"]) -> \(removed.fallback?.name ?? "-")"
            } + flow.links.map { link in
                "link \(link.patterns.map(\.text)) also \(link.legacyPatterns.map(\.text))"
            } + flow.removedLinks.map { removed in
                let destination = switch removed.destination {
                case .walk(let items): items.map { $0.step.name + ($0.bindings.map { $0.label.name + ":" + $0.placeholder.name }).joined() }.joined(separator: ",")
                case .web: "web"
                case .refused(let keyword): keyword == nil ? "refused without arrow" : "refused"
                }
                return "removed link \(removed.name.name) \(removed.patterns.map(\.text)) -> \(destination)"
            }
        }
    }

    /// Every flow in the repository that parses.
    static var repositoryFlows: [String] {
        let folders = ["Flows", "Tests/FlowCompilerTests/InvalidFlows", "Tests/FlowCompilerTests/AppFlows", "Tests/FlowSwiftEmitterTests/Flows", "Tests/FlowFormatterTests"]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path(folder))) ?? [])
                .filter { $0.hasSuffix(".flow") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    @Test(arguments: repositoryFlows)
    func propertiesHoldForRepositoryFlows(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(path))))
        try Self.checkProperties(String(decoding: bytes, as: UTF8.self), name: path)
    }

    @Test func propertiesHoldForRandomFlows() throws {
        var random = RandomFlow.Generator(seed: 0xF0F0)
        for index in 0..<150 {
            let flow = Self.withDeclarations(RandomFlow.make(name: "R\(index)", using: &random), index: index)
            try Self.checkProperties(Self.scramble(flow, using: &random), name: "random \(index)")
        }
    }

    /// A random flow with compatibility declarations added: its first chain step renamed from an
    /// old name, a removed step and a removed link.
    static func withDeclarations(_ flow: String, index: Int) -> String {
        var lines = flow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let position = lines.firstIndex(where: { $0.hasPrefix("    step ") && $0.hasSuffix(" {") && !$0.contains("(") }) {
            let name = lines[position].dropFirst("    step ".count).prefix { $0 != " " }
            lines[position] = "    step \(name) renamed from \(name)Old" + lines[position].dropFirst("    step ".count + name.count)
        }
        let end = lines.lastIndex(of: "}")!
        lines.insert(contentsOf: ["    removed step gone\(index)", "    removed link gone \"gone\(index)://x\" -> refused"], at: end)
        return lines.joined(separator: "\n")
    }

    /// Random spacing, extra line breaks and trailing comments, none of which changes meaning.
    static func scramble(_ text: String, using random: inout RandomFlow.Generator) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var scrambled = line.replacingOccurrences(of: " ", with: String(repeating: " ", count: Int.random(in: 1...3, using: &random)))
            if !line.contains("//"), !line.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
                scrambled += " // note \(Int.random(in: 0..<1000, using: &random))"
            }
            out += scrambled + String(repeating: "\n", count: Int.random(in: 1...2, using: &random))
        }
        return out
    }

    static func checkProperties(_ text: String, name: String) throws {
        guard let once = format(text) else {
            // Only files with syntax errors may be refused.
            #expect(FlowPipeline.check(path: "t.flow", text: text).diagnostics.contains { $0.severity == .error && ParserDiagnostic(rawValue: $0.id.rawValue) != nil }, "\(name) was refused")
            return
        }
        #expect(format(once) == once, "\(name): formatting is not idempotent")
        #expect(meaning(once) == meaning(text), "\(name): formatting changed the meaning")
        #expect(declarations(once) == declarations(text), "\(name): formatting changed a compatibility declaration")
        #expect(comments(once) == comments(text), "\(name): formatting lost or changed a comment")
    }

    /// Everything the checker makes of a file, without source positions.
    static func meaning(_ text: String) -> [String] {
        let check = FlowPipeline.check(path: "t.flow", text: text)
        var lines = check.diagnostics.map { "\($0.severity) \($0.id) \($0.message)" }
        lines.append("imports \(check.syntax.imports.map(\.module))")
        lines += check.checkedApps.flatMap(appMeaning)
        for graph in check.graphs {
            lines.append("flow \(graph.name) doc \(graph.doc) flags \(graph.flags.map { "\($0.name) \($0.doc)" }) start \(graph.start.map { String($0.index) } ?? "-")")
            lines.append("tabs \(graph.tabs.map { "\($0.root.index) \($0.condition?.description(flagNames: graph.flagNames) ?? "-")" }) shell \(graph.shell.map { "\($0.event) \($0.enteredStep.map { String($0.index) } ?? "-")" })")
            for index in graph.stepIDs {
                let step = graph.steps[index]
                lines.append("step \(step.name) doc \(step.doc) role \(step.role) payload \(step.parameters.map { "\($0.label.name): \($0.type) = \($0.defaultValue ?? "-")" }) skip \(step.skip?.description(flagNames: graph.flagNames) ?? "-")")
                for transition in graph.transitions(of: index) {
                    func unwind(_ unwind: Unwind) -> String {
                        switch unwind {
                        case .back: "back"
                        case .backTo(let target): "back to " + graph.steps[target].name
                        case .dismiss: "dismiss"
                        case .dismissAll: "dismiss all"
                        }
                    }
                    func entry(_ entry: Entry) -> String {
                        graph.steps[entry.step].name + (entry.style == .push ? "" : " as " + entry.style.name)
                    }
                    let move = switch transition.move {
                    case .enter(let entered): entry(entered)
                    case .unwind(let unwound): unwind(unwound)
                    case .unwindThenEnter(let unwound, let entered): unwind(unwound) + " then " + entry(entered)
                    case .tab(let moved): "tab " + graph.steps[moved.tab].name + (moved.then.map { " then " + entry($0) } ?? "")
                    case .alert(let alert): graph.alerts[alert].name
                    case .close: "close"
                    }
                    lines.append("  \(transition.event) -> \(move) when \(transition.guardCondition?.description(flagNames: graph.flagNames) ?? "-")")
                }
            }
            for alert in graph.alerts {
                lines.append("\(alert.style) \(alert.name) doc \(alert.doc) payload \(alert.parameters.map { "\($0.label.name): \($0.type) = \($0.defaultValue ?? "-")" })")
                lines.append("  buttons \(alert.buttons.map { "\($0.event) \($0.role.map(\.keyword) ?? "-") \($0.isFlagOnly ? "flag-only" : "always")" })")
                for line in alert.transitions {
                    lines.append("  \(line.event) -> \(line.move) \(line.guardKind) \(line.guardCondition?.description(flagNames: graph.flagNames) ?? "-")")
                }
            }
        }
        return lines
    }

    /// The text of every comment, in order.
    static func comments(_ text: String) -> [String] {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        let lexed = Lexer.lex(file, diagnostics: &diagnostics)
        return (lexed.comments + lexed.docComments).sorted { $0.lowerBound < $1.lowerBound }.map {
            var comment = Substring(file.text($0))
            while comment.last == " " || comment.last == "\t" { comment = comment.dropLast() }
            return String(comment)
        }
    }
}
