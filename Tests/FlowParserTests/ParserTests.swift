import FlowCore
import FlowParser
import Testing

@Suite struct ParserTests {
    /// An alert's payload is written as a step's, and `only when` on a button's line says the
    /// button exists only under its guard (a plain `when` chooses between its lines).
    @Test func parsesAlertPayloadsAndFlagOnlyButtons() throws {
        let (syntax, diagnostics) = parse("""
            flow F {
                flag f
                start a
                step a { on more -> opts }
                dialog opts(id: String, tab: Int = 0) {
                    on view -> a when f
                    on copy -> close only when f
                    on no cancel
                }
                alert plain { on ok cancel }
            }
            """)
        #expect(diagnostics.isEmpty)
        let alerts = try #require(syntax.flows.first).alerts
        #expect(alerts[0].parameters.map(\.label.name) == ["id", "tab"])
        #expect(alerts[0].parameters.map(\.type) == ["String", "Int"])
        #expect(alerts[0].parameters.map(\.defaultValue) == [nil, "0"])
        #expect(alerts[0].buttons.map(\.limitsButton) == [false, true, false])
        #expect(alerts[1].parameters.isEmpty)
    }

    /// `-> back`, `-> back to s`, a backticked name that is never a keyword, and a router's roots.
    @Test func parsesBackTransitionsEscapedNamesAndRoots() throws {
        let (syntax, diagnostics) = parse("""
            router R {
                start home, `back`, to
                step home {
                    on up -> back
                    on top -> back to home
                    on named -> `back`
                    on to -> to
                    on twice -> back
                    -> to
                }
                step `back` -> back
                step to
            }
            """)
        #expect(diagnostics.isEmpty)
        let flow = try #require(syntax.flows.first)
        #expect(flow.kind == .router)
        #expect(flow.starts.map { $0.roots.map(\.name) } == [["home", "back", "to"]])
        let home = flow.steps[0].transitions
        func kind(_ target: TransitionTarget) -> String {
            switch target {
            case .enter: "step"
            case .unwind(.back): "back"
            case .unwind(.backTo): "backTo"
            case .unwind(.dismiss): "dismiss"
            case .unwind(.dismissAll): "dismissAll"
            case .unwindThenEnter: "then"
            case .tab: "tab"
            case .close: "close"
            }
        }
        #expect(home.map { kind($0.target) } == ["back", "backTo", "step", "step", "back", "step"])
        #expect(home.map(\.target.written.name) == ["back", "home", "back", "to", "back", "to"])
        #expect(home[5].event == nil, "a new line after `back` starts the next transition")
        #expect(flow.steps.map(\.name.name) == ["home", "back", "to"])
        #expect(flow.steps[1].transitions.map { kind($0.target) } == ["back"])
        // The backticked name's range is the name, without its backticks.
        let escaped = home[2].target.range
        #expect(escaped.upperBound - escaped.lowerBound == 4)
    }

    /// Found by the fuzzer: an `example` line that no `link` owns stopped recovery where it
    /// started, and the parser went round for ever. Each mistake is now one error.
    @Test func examplesAwayFromTheirLinkAreOneErrorEach() {
        let (syntax, bad) = parse("router R {\n    start a\n    link \"x://h\" -> a\n        example 7\n        example \"x://h\"\n    step a\n}\n")
        #expect(bad.map(\.message) == ["expected an example URL in quotes, found `7`"])
        #expect(syntax.flows.first?.links.first?.examples.map(\.url) == ["x://h"], "the next example still belongs to the link")
        let (_, orphan) = parse("router R {\n    start a\n    example \"x://h\"\n    step a\n}\n")
        #expect(orphan.map(\.message) == ["expected `flag`, `start`, `step`, `link` or `}`, found `example`"])
    }

    /// `link [name] "pattern", "pattern" -> stack`: a name and several forms.
    @Test func aLinkHasANameAndSeveralForms() {
        let (syntax, bad) = parse("router R {\n    start a\n    link share \"x://h/{id}\", \"https://e.com/{id}\" -> a\n    link \"y://h\" -> a\n    step a\n}\n")
        #expect(bad.isEmpty)
        let links = syntax.flows.first?.links ?? []
        #expect(links.map(\.name?.name) == ["share", nil])
        #expect(links.map { $0.patterns.map(\.text) } == [["x://h/{id}", "https://e.com/{id}"], ["y://h"]])
        let (_, missing) = parse("router R {\n    start a\n    link share \"x://h\", -> a\n    step a\n}\n")
        #expect(missing.map(\.message) == ["expected a URL pattern in quotes, found `->`"])
    }

    @Test func backToNeedsAStepAndABacktickNeedsItsPair() {
        let (_, missing) = parse("flow F {\n start a\n step a {\n on x -> back to\n }\n}")
        #expect(missing.map(\.message) == ["expected step name after `back to`, found `}`"])
        let (_, unclosed) = parse("flow F {\n start a\n step a -> `b\n}")
        #expect(unclosed.map(\.message) == ["expected closing backtick, found end of name"])
    }

    /// Each step keeps the lines of its own doc comment.
    @Test func stepsKeepTheirDocComments() throws {
        let (syntax, diagnostics) = parse("""
            flow F {
                start a
                /// First line of a.
                ///   Indented second line.  
                step a -> b
                step b -> c
                /// Doc of c.
                final step c
            }
            /// Doc of G.
            flow G {
                start x
                /// Doc of x.
                final step x
            }
            """)
        #expect(diagnostics.isEmpty)
        let flow = try #require(syntax.flows.first)
        #expect(flow.steps.map { $0.doc } == [["First line of a.", "  Indented second line."], [], ["Doc of c."]])
        let other = try #require(syntax.flows.last)
        #expect(other.doc == ["Doc of G."])
        #expect(other.steps.map(\.doc) == [["Doc of x."]])
    }

    /// Each step keeps its own transitions, in source order, also around a transition that
    /// fails to parse.
    @Test func stepsKeepTheirTransitionsInSourceOrder() throws {
        let (syntax, diagnostics) = parse("""
            flow F {
                start a
                step a {
                    -> b when x
                    on -> c
                    on back -> a
                }
                step b -> c
                step d {}
                final step c
            }
            flow G {
                start y
                step y -> z
                final step z
            }
            """)
        #expect(diagnostics.count == 1, "the transition without an event name")
        let flow = try #require(syntax.flows.first)
        #expect(flow.steps.map { $0.transitions.map(\.target.written.name) } == [["b", "a"], ["c"], [], []])
        #expect(flow.steps.map { $0.transitions.map(\.eventName) } == [["next", "back"], ["next"], [], []])
        let other = try #require(syntax.flows.last)
        #expect(other.steps.map { $0.transitions.map(\.target.written.name) } == [["z"], []])
    }

    @Test func parsesEveryConstruct() throws {
        let (syntax, diagnostics) = parse("""
            /// The doc.
            flow Checkout {
                /// Flag doc.
                flag a, b
                start cart
                step cart {
                    skip when a
                    -> pay when !a && (b || true)
                    on back -> cart
                }
                step pay(id: [Item.ID], map: Dictionary<String, [Int]>, fn: (Int) -> Void) -> done
                final step done
            }
            """)
        #expect(diagnostics.isEmpty)
        let flow = try #require(syntax.flows.first)
        #expect(flow.doc == ["The doc."])
        #expect(flow.name.name == "Checkout")
        #expect(flow.flags.map(\.name.name) == ["a", "b"])
        #expect(flow.flags.map(\.doc) == [["Flag doc."], ["Flag doc."]])
        #expect(flow.starts.map { $0.roots.map(\.name) } == [["cart"]])
        #expect(flow.steps.map(\.name.name) == ["cart", "pay", "done"])
        let cart = flow.steps[0]
        #expect(cart.skips.count == 1)
        #expect(cart.transitions.map(\.eventName) == ["next", "back"])
        #expect(cart.transitions.map(\.target.written.name) == ["pay", "cart"])
        guard case .and(let operands)? = cart.transitions.first?.guardExpr else {
            Issue.record("expected an && guard")
            return
        }
        #expect(operands.count == 2)
        let pay = flow.steps[1]
        #expect(pay.parameters.map(\.label.name) == ["id", "map", "fn"])
        #expect(pay.parameters.map(\.type) == ["[Item.ID]", "Dictionary<String, [Int]>", "(Int) -> Void"])
        #expect(pay.transitions.map(\.target.written.name) == ["done"])
        #expect(flow.steps[2].isFinal)
    }

    @Test func precedenceIsNotThenAndThenOr() throws {
        let (syntax, _) = parse("flow F { start a\n step a -> b when !x || y && z\n final step b }")
        let condition = try #require(syntax.flows.first?.steps.first?.transitions.first?.guardExpr)
        guard case .or(let terms) = condition, terms.count == 2,
              case .not(1, .flag(let x), _) = terms[0], x.name == "x",
              case .and(let factors) = terms[1], factors.count == 2 else {
            Issue.record("wrong tree: \(condition)")
            return
        }
    }

    /// `only when` limits the event; `only` is a keyword only before `when`, so a step may be
    /// named `only`, and the guard's range starts at `only`.
    @Test func onlyWhenLimitsTheEvent() throws {
        let text = "flow F { flag x\n start a\n step a {\n on go -> only only when x\n on stay -> only when x\n }\n final step only }"
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        let transitions = try #require(syntax.flows.first?.steps.first?.transitions)
        #expect(transitions.map(\.guardKind) == [.limitsEvent, .chooses])
        #expect(transitions.map(\.target.written.name) == ["only", "only"])
        let file = SourceFile(path: "t.flow", text: text)
        #expect(transitions[0].guardRange.map(file.text) == "only when x")
    }

    @Test func repeatedNotIsOneNode() throws {
        let (syntax, diagnostics) = parse("flow F { start a\n step a -> b when !!!x\n final step b }")
        #expect(diagnostics.isEmpty)
        let condition = try #require(syntax.flows.first?.steps.first?.transitions.first?.guardExpr)
        guard case .not(3, .flag, _) = condition else {
            Issue.record("wrong tree: \(condition)")
            return
        }
    }

    /// A flow without a name is reported once and still parsed, so what is wrong inside it is
    /// reported too; its name is empty, which the checker skips.
    @Test func aFlowWithoutANameIsStillParsed() {
        var diagnostics = Diagnostics(file: SourceFile(path: "t.flow", text: ""))
        let file = SourceFile(path: "t.flow", text: "flow {\n    start a\n    stpe a\n}\n")
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.message) == ["expected flow name, found `{`", "unknown keyword `stpe`; did you mean `step`?"])
        #expect(syntax.flows.map(\.name.name) == [""])
        #expect(syntax.flows[0].steps.map(\.name.name) == ["a"])
    }

    @Test func aFlowKeepsItsMembersInTheOrderWritten() {
        var diagnostics = Diagnostics(file: SourceFile(path: "t.flow", text: ""))
        let file = SourceFile(path: "t.flow", text: """
            router R {
                step b
                flag x, y
                start a, b
                link "r://a" -> a
                step a { on go -> b when x || y }
                flag z
            }
            """)
        let flow = Parser.parse(file, diagnostics: &diagnostics).flows[0]
        #expect(diagnostics.all.isEmpty)
        #expect(flow.members == [.step(0), .flags(0..<2), .start(0), .link(0), .step(1), .flags(2..<3)])
        #expect(flow.members.map(flow.start(of:)) == flow.members.map(flow.start(of:)).sorted())
        #expect(flow.steps.map(\.name.name) == ["b", "a"])
        #expect(flow.flags.map(\.name.name) == ["x", "y", "z"])
    }

    @Test func payloadParametersMayHaveDefaults() {
        var diagnostics = Diagnostics(file: SourceFile(path: "t.flow", text: ""))
        let file = SourceFile(path: "t.flow", text: """
            flow F {
                start a
                step a(page: Int = 1, filter: Filter = .all, offset: Int = -1, name: String = "a, b", tags: [String] = [], id: Int) -> b
                final step b
            }
            """)
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all.map(\.message))")
        let parameters = syntax.flows[0].steps[0].parameters
        #expect(parameters.map(\.type) == ["Int", "Filter", "Int", "String", "[String]", "Int"])
        #expect(parameters.map(\.defaultValue) == ["1", ".all", "-1", "\"a, b\"", "[]", nil])
    }
}
