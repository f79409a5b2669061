@testable import FlowChecker
import FlowCompiler
import FlowCore
@testable import FlowSwiftEmitter
import Testing

/// The model of the Swift to generate, tested apart from the text: names, escaping, grouping
/// and the logic are decided here, and the renderer only prints them.
@Suite struct FlowModelTests {
    func model(_ text: String) throws -> FlowModel {
        let check = FlowPipeline.check(path: "t.flow", text: text)
        #expect(check.diagnostics.filter { $0.severity == .error }.isEmpty, "\(check.diagnostics.map(\.message))")
        return FlowModel(try #require(check.checkedFlows.first).graph)
    }

    @Test func typeNamesComeFromTheFlowName() {
        let names = GeneratedTypeNames(flowNamed: "Checkout")
        #expect(names.all == ["Checkout", "CheckoutStep", "CheckoutStepKind", "CheckoutEvent", "CheckoutFlags", "CheckoutFlagValues", "CheckoutTransitions", "CheckoutLink", "CheckoutOutcome", "CheckoutChildOutcome", "CheckoutShellAction", "CheckoutAlert", "_CheckoutPayloadTypes"])
        #expect(names.flow == "Checkout" && names.transitions == "CheckoutTransitions")
    }

    /// A payload type that isn't the standard library's is named once, in the payload types
    /// namespace, and by its own name in the flow's namespace everywhere else; a name the
    /// namespace declares itself, or one that two paths end in, gets a number.
    @Test func payloadTypesAreAliasedOnceAndReadably() throws {
        let model = try model("""
            import Foundation
            flow Reader {
                start inbox
                step inbox { on open -> article }
                step article(id: UUID, at: Date?, tags: [Models.Tag], other: [String: Int]) { on save -> saved }
                step saved(id: UUID, tag: Other.Tag, step: Step, list: Swift.Array<Int>, more: Set<Models.Tag>) { on done -> last }
                final step last
            }
            """)
        let aliases = model.payloadTypes.aliases
        #expect(aliases.map(\.name) == ["UUID", "Date", "Tag", "Tag2", "Step2"])
        #expect(aliases.map(\.target) == ["UUID", "Date", "Models.Tag", "Other.Tag", "Step"])
        #expect(aliases.map(\.hiddenName) == ["_0", "_1", "_2", "_3", "_4"])
        #expect(model.payloadTypes.spelling("Date?") == "Reader.Date?")
        #expect(model.payloadTypes.spelling("[Models.Tag]") == "[Reader.Tag]")
        #expect(model.payloadTypes.spelling("[String: Int]") == "[String: Int]")
        #expect(model.payloadTypes.spelling("Swift.Array<Int>") == "Swift.Array<Int>")
        #expect(model.payloadTypes.spelling("Set<Models.Tag>") == "Set<Reader.Tag>")
    }

    /// A link's case is its name, or the step it lands on, but never like a member of the link
    /// enum; reordering links renames none of them.
    @Test func linkCasesAreNamedAfterTheirNameOrLastStep() throws {
        let links = [
            #"link "x://h/a" -> home, url"#, #"link share "x://h/b" -> home, url"#, #"link "x://h/c" -> home, walk"#,
            #"link "x://h/d" -> home"#, #"link "x://h/e" -> home, `default`"#, #"link `switch` "x://h/f" -> home, url"#,
        ]
        let names = ["x://h/a": "urlLink", "x://h/b": "share", "x://h/c": "walkLink", "x://h/d": "home", "x://h/e": "`default`", "x://h/f": "`switch`"]
        for order in [links, links.reversed(), [links[3], links[1], links[5], links[0], links[4], links[2]]] {
            let model = try model("""
                router R {
                    start home
                    \(order.joined(separator: "\n    "))
                    step home {
                        on a -> url
                        on b -> walk
                        on c -> default
                    }
                    step url
                    step walk
                    step default
                }
                """)
            #expect(model.linkCases == model.flow.links.map { names[$0.patternText] }, "\(order)")
        }
    }

    @Test func keywordsAreEscapedWhereTheyAreUsedAsNames() throws {
        let model = try model("""
            flow K {
                flag self
                start default
                step default {
                    on return -> init when self
                    on return -> init
                }
                final step init
            }
            """)
        #expect(model.stepCases == ["`default`", "`init`"])
        #expect(model.eventCases == ["next", "`return`", "dismissed"], "`dismissed`, the gesture, is an event of every flow")
        #expect(model.flagMembers == ["`self`"])
    }

    @Test func stepsDifferingOnlyInTheCaseOfTheirFirstLetterGetDistinctTransitionsNames() throws {
        let model = try model("""
            flow Twins {
                start cart
                step cart {
                    on small -> Cart
                    on done -> Review
                }
                step Cart -> review
                final step Review
                final step review
            }
            """)
        #expect(model.transitionsAliases == ["CartTransitions", "CartTransitions_1", "ReviewTransitions", "ReviewTransitions_3"])
    }

    @Test func stepsWithTheSameTransitionsShareOneShape() throws {
        let model = try model("""
            flow Shop {
                flag express
                start list
                step list {
                    on open -> detail
                }
                step detail(id: Int) {
                    on buy -> pay
                    on back -> list
                }
                step pay {
                    -> other when express
                    -> done
                }
                step other -> done
                final step done
            }
            """)
        // Each shape is named after its first step: `other` shares `pay`'s.
        #expect(model.shapes.shapes.map(\.name) == ["ListTransitions", "DetailTransitions", "PayTransitions", "DoneTransitions"])
        #expect(model.shapes.shapes.map(\.steps) == [[0], [1], [2, 3], [4]])
        #expect(model.shapes.shapeOfStep == [0, 1, 2, 2, 3])
        let open = model.shapes.shapes[0].methods
        #expect(open.count == 1 && open[0].event == "open" && open[0].signature == 0, "`open` leads to a step with a payload")
    }

    @Test func stepsWithTheSamePayloadShareOneSignature() throws {
        let model = try model("""
            flow Payloads {
                start pick
                step pick {
                    on fast -> fastLane
                    on slow -> slowLane
                    on many -> basket
                }
                step fastLane(id: Int, tags: [String]) -> done
                step slowLane(id: Int, tags: [String]) -> done
                step basket(items: [String: Int]) -> done
                final step done
            }
            """)
        #expect(model.hasPayloads)
        #expect(model.signatures.signatures.map(\.steps) == [[1, 2], [3]])
        #expect(model.signatures.signatureOfStep == [nil, 0, 0, 1, nil])
        #expect(model.signatures.signatures[0].parameters.map(\.label.name) == ["id", "tags"])
    }

    @Test func theLogicIsTheGraphWithItsGuardsAndMoves() throws {
        let model = try model("""
            flow T {
                flag a, b
                start t
                step s {
                    -> t when a && !b
                    on x -> back
                    -> u
                }
                step t {
                    skip when a || b
                    -> u
                    on y -> s
                }
                final step u
            }
            """)
        let logic = model.logic
        #expect(logic.arms.map { "\($0.step.index):\($0.event.index)" } == ["0:0", "0:1", "1:0", "1:2"])
        let a = Guard.flag(FlagID(0)), b = Guard.flag(FlagID(1))
        #expect(logic.arms[0].branches.map(\.condition) == [.and([a, .not(b)]), nil])
        #expect(logic.arms[0].branches.map(\.result) == [.push(StepID(1)), .push(StepID(2))])
        #expect(logic.arms[1].branches.map(\.result) == [.back])
        #expect(!logic.coversEveryEvent)
        #expect(logic.skipRules.map(\.condition) == [.or([a, b])])
        #expect(logic.roots.map(\.index) == [1, 2], "the start step, then the step its skip rule leads to")
        #expect(logic.successors.map { $0.map(\.index) } == [[1, 2], [0, 2], []])
    }

    /// `Alert` is the runtime's associated type (`FlowNoAlert` unless the flow has alerts): a
    /// payload type of that name, in a flow with or without alerts, gets another alias, or
    /// it would bind the associated type and the flow wouldn't conform.
    @Test func aPayloadTypeNamedAlertIsAliasedApart() throws {
        let model = try model("""
            flow P {
                start a
                step a { on go -> b }
                final step b(x: Alert)
            }
            """)
        #expect(model.payloadTypes.aliases.map(\.name) == ["Alert2"])
    }

    /// A transition that shows an alert is a branch of both switches, in written order:
    /// `alert(shownFrom:on:flags:)` returns the alert only where no earlier transition's guard
    /// holds, and `move(from:on:flags:)` returns `nil` there, so a later transition moves only
    /// when the alert's guard fails. A button's lines are tried in order, `-> close` returning
    /// `nil`; a button that only closes has no arm. What a button enters follows the step
    /// below, in a flow that presents nothing too.
    @Test func alertsAreBranchesInWrittenOrder() throws {
        let model = try model("""
            router F {
                flag a
                flag b
                start s
                step s {
                    on x -> t when a
                    on x -> ask
                    on y -> ask when b
                    on y -> t
                }
                step t { on done -> back }
                step u { on done -> back }
                alert ask {
                    on go -> close when a
                    on go -> u
                    on stay cancel
                }
            }
            """)
        let moves = model.logic.arms.filter { $0.step.index == 0 }
        let a = Guard.flag(FlagID(0)), b = Guard.flag(FlagID(1)), ask = AlertID(0)
        #expect(moves.map { $0.branches.map(\.condition) } == [[a, nil], [b, nil]])
        #expect(moves.map { $0.branches.map(\.result) } == [[.push(StepID(1)), nil], [nil, .push(StepID(1))]])
        #expect(moves[1].branches[0].shownAlert == ask)
        let shown = model.alerts.shownArms
        #expect(shown.map { $0.branches.map(\.condition) } == [[a, nil], [b]])
        #expect(shown.map { $0.branches.map(\.result) } == [[nil, ask], [ask]])
        #expect(!model.alerts.showsEveryEvent && !model.alerts.answersEveryEvent)
        let answers = model.alerts.answerArms
        #expect(answers.map(\.event.index) == [model.flow.events.firstIndex(of: "go")!])
        #expect(answers[0].branches.map(\.condition) == [a, nil])
        #expect(answers[0].branches.map(\.result) == [nil, .push(StepID(2))])
        #expect(model.alerts.alerts.map { $0.buttons.map(\.role) } == [[nil, .cancel]])
        #expect(model.logic.successors.map { $0.map(\.index) } == [[1, 2], [], []], "`u`, entered by a button, follows `s`")
        #expect(model.logic.presentations.isEmpty)
    }

    @Test func guardsAreParenthesizedWhereSwiftsPrecedenceNeedsIt() throws {
        let model = try model("""
            flow G {
                flag a, b, c, d
                start s
                final step s
            }
            """)
        let file = SourceFile(path: "g.flow", text: "")
        let emitter = FlowEmitter(emitter: SwiftEmitter(options: SwiftEmitterOptions(headerPath: "g.flow", locationPath: "g.flow"), file: file), model: model)
        #expect(emitter.swift(.or([.constant(true), .not(.flag(FlagID(3)))])) == "true || !flags.d")
        #expect(emitter.swift(.and([.flag(FlagID(0)), .or([.flag(FlagID(1)), .flag(FlagID(2))])])) == "flags.a && (flags.b || flags.c)")
        #expect(emitter.swift(.or([.and([.flag(FlagID(0)), .flag(FlagID(1))]), .flag(FlagID(2))])) == "flags.a && flags.b || flags.c")
        #expect(emitter.swift(.not(.and([.flag(FlagID(0)), .flag(FlagID(1))]))) == "!(flags.a && flags.b)")
        #expect(emitter.swift(.not(.not(.flag(FlagID(0))))) == "!(!flags.a)")
    }
}
