import FlowChecker
import FlowCompiler
import FlowCore
import FlowFormatter
import FlowTestSupport
import Testing

/// `flowc fmt` on an `app`: its members in written order, in the canonical layout, idempotent,
/// with its meaning and comments kept.
@Suite struct FormatterAppTests {
    static let messy = """
        /// The app.
        app   A {
          flag f,g
        start a when !f,   b
          /// The first root.
          root a uses X { on done ->b }
          root b  uses X kept {
            on done -> a when g // back to a
            on other -> a
          }
          root c uses X {}
          event lock->a only  when f
          event ask( id :String) -> s as  sheet   over   top
          step s(id: String) {
           on yes -> dismiss
          }
        }
        flow X {
            outcome done
            outcome other
            start x
            step x { on a -> done
            on b -> other }
        }
        """

    static let formatted = """
        /// The app.
        app A {
            flag f, g

            start a when !f, b

            /// The first root.
            root a uses X { on done -> b }

            root b uses X kept {
                on done -> a when g // back to a
                on other -> a
            }

            root c uses X

            event lock -> a only when f
            event ask(id: String) -> s as sheet over top

            step s(id: String) { on yes -> dismiss }
        }

        flow X {
            outcome done

            outcome other

            start x

            step x {
                on a -> done
                on b -> other
            }
        }

        """

    @Test func anAppGetsTheCanonicalLayout() throws {
        let output = try #require(FormatterTests.format(Self.messy))
        #expect(output == Self.formatted)
        #expect(FormatterTests.format(output) == output)
        #expect(FormatterTests.meaning(output) == FormatterTests.meaning(Self.messy))
        #expect(FormatterTests.comments(output) == FormatterTests.comments(Self.messy))
    }

    @Test func appsAndFlowsKeepTheirOrder() throws {
        let input = "flow X {\n outcome done\n start x\n step x { on a -> done }\n}\napp A {\n start a\n root a uses X { on done -> a }\n}\nflow Y {\n outcome done\n start y\n step y { on a -> done }\n}\n"
        let output = try #require(FormatterTests.format(input))
        #expect(output.components(separatedBy: "\n").filter { $0.hasPrefix("flow") || $0.hasPrefix("app") } == ["flow X {", "app A {", "flow Y {"])
        #expect(FormatterTests.format(output) == output)
    }
}

extension FormatterTests {
    /// What the checker makes of an app, without source positions.
    static func appMeaning(_ app: CheckedApp) -> [String] {
        func move(_ move: CheckedApp.AppMove) -> String {
            switch move {
            case .swap(let root): "swap " + app.roots[root.index].name
            case .present(let step, let style): "present \(app.steps[step.index].name) \(style.name)"
            case .dismiss: "dismiss"
            }
        }
        func condition(_ guardCondition: Guard?) -> String { guardCondition?.description(flagNames: app.flags) ?? "-" }
        return ["app \(app.name) doc \(app.doc) flags \(app.flags)"]
            + app.starts.map { "start \(app.roots[$0.root.index].name) when \(condition($0.guardCondition))" }
            + app.roots.map { root in
                "root \(root.name) uses \(root.flow.name) kept \(root.isKept) " + root.outcomes.map { "\($0.outcome) -> \(move($0.move)) when \(condition($0.guardCondition))" }.joined(separator: "; ")
            }
            + app.events.map { "event \($0.name) \($0.parameters.map { $0.label.name + ": " + $0.type }) -> \(move($0.move)) when \(condition($0.guardCondition))" }
            + app.steps.map { step in
                "step \(step.name) \(step.parameters.map { $0.label.name + ": " + $0.type }) " + step.transitions.map { "\($0.event) -> \(move($0.move)) when \(condition($0.guardCondition))" }.joined(separator: "; ")
            }
    }
}
