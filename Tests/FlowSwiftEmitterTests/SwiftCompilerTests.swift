import FlowChecker
import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

/// What the Swift compiler makes of generated code: the type-safe transitions reject what the
/// graph does not have, and errors in payload types point at the `.flow` file.
@Suite(.serialized) struct SwiftCompilerTests {
    /// Checkout's golden, with the golden of AddressPicker, which it uses.
    static let checkout = ["Checkout", "AddressPicker"].map { Fixtures.path("Tests/FlowSwiftEmitterTests/Goldens/\($0).flow.swift") }

    func snippet(_ body: String) throws -> String {
        let folder = try FlowcProcess.temporaryFolder()
        let path = folder + "/Screen.swift"
        try """
            import FlowRuntime

            @MainActor
            func screen(_ navigator: FlowNavigator<Checkout>) {
                \(body)
            }

            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func legalTransitionsCompile() throws {
        let path = try snippet("""
            navigator.transitions(.cart).next()
                navigator.transitions(.payment).wallet()
                navigator.transitions(.payment).card(cardID: "visa")
            """)
        let result = try SwiftCompiler.typecheck(Self.checkout + [path])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aTransitionTheGraphDoesNotHaveDoesNotCompile() throws {
        let path = try snippet("navigator.transitions(.cart).wallet()")
        let result = try SwiftCompiler.typecheck(Self.checkout + [path])
        #expect(result.status != 0)
        // The type of `cart`, the first of the steps whose only transition is `next`, is named after it.
        #expect(result.output.contains("Screen.swift:5:34: error: value of type 'CheckoutTransitions.CartTransitions' has no member 'wallet'"), "\(result.output)")
    }

    /// A router like Ice Cubes' (63 steps; its timeline has ten events): the compiler's message
    /// for a call the step lacks names a transitions type after the step, at most 60
    /// characters, whether the screen holds the step's own name for it or the value straight
    /// from the navigator, and for a step that shares its transitions with an earlier one.
    @Test func aTransitionsErrorNamesTheStep() throws {
        let events = ["openStatus", "openStatusID", "openRemoteStatus", "openAccount", "openAccountID",
                      "openHashtag", "openList", "openConversation", "openFollowers", "openFollowing"]
        let targets = ["status", "status", "status", "account", "account", "hashtag", "list", "conversation", "followers", "following"]
        let body = zip(events, targets).map { "        on \($0) -> \($1)" }.joined(separator: "\n")
        let text = """
            router IceCubes {
                start timeline
                step timeline {
            \(body)
                }
                step status {
            \(body)
                }
                step account {
                    on openSettings -> settings
                }
                step hashtag
                step list
                step conversation
                step followers
                step following
                step settings
            }

            """
        let screen = """
            import FlowRuntime

            @MainActor
            func screens(_ navigator: FlowNavigator<IceCubes>) {
                let timeline: IceCubesTransitions.TimelineTransitions = navigator.transitions(.timeline)
                timeline.openSettings()
                navigator.transitions(.timeline).openSettings()
                let status: IceCubesTransitions.StatusTransitions = navigator.transitions(.status)
                status.openSettings()
            }

            """
        let (_, result, _) = try generateAndTypecheck(text, named: "IceCubes", otherSwift: screen)
        let errors = result.output.split(separator: "\n").filter { $0.contains("Other.swift:") && $0.contains(": error: ") }
        #expect(errors.count == 3, "\(result.output)")
        for (error, step) in zip(errors, ["Timeline", "Timeline", "Status"]) {
            // `value of type 'T' has no member 'openSettings'`, or `'T' (aka 'U')` through an alias.
            let types = error.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map(\.element).dropLast()
            #expect(!types.isEmpty && types.allSatisfy { $0.count <= 60 }, "\(error)")
            #expect(types.first?.contains(step) == true, "\(error)")
            #expect(!types.contains { $0.contains("._") }, "\(error)")
        }
    }

    @Test func aMissingPayloadDoesNotCompile() throws {
        let path = try snippet("navigator.transitions(.payment).card()")
        let result = try SwiftCompiler.typecheck(Self.checkout + [path])
        #expect(result.status != 0)
        #expect(result.output.contains("error: missing argument for parameter 'cardID' in call"), "\(result.output)")
    }

    /// Writes `text` as a `.flow` file in a new folder, checks it (it must check clean),
    /// generates its Swift and type-checks that with `otherSwift` as another file: the `.flow`
    /// path, the compiler's result, and every error line it printed.
    /// Generates Swift for `text` (whose flowc diagnostics must be `expectedDiagnostics`, none by
    /// default) and type-checks it, with `otherSwift` as another file.
    func generateAndTypecheck(
        _ text: String, named name: String, otherSwift: String? = nil, expectedDiagnostics: [DiagnosticID] = []
    ) throws -> (flowPath: String, result: SwiftCompiler.Result, errors: [Substring]) {
        let folder = try FlowcProcess.temporaryFolder()
        let flowPath = folder + "/\(name).flow"
        try text.write(toFile: flowPath, atomically: true, encoding: .utf8)
        let check = FlowPipeline.check(SourceFile(path: flowPath, text: text))
        #expect(check.diagnostics.map(\.id) == expectedDiagnostics, "\(check.diagnostics.map(\.message))")
        let swift = try #require(FlowPipeline.generateSwift(check, options: SwiftEmitterOptions(headerPath: "\(name).flow", locationPath: flowPath)))
        var files = [folder + "/\(name).flow.swift"]
        try swift.write(toFile: files[0], atomically: true, encoding: .utf8)
        if let otherSwift {
            files.append(folder + "/Other.swift")
            try otherSwift.write(toFile: files[1], atomically: true, encoding: .utf8)
        }
        let result = try SwiftCompiler.typecheck(files)
        let errors = result.output.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(": error: ") }
        return (flowPath, result, errors)
    }

    /// Generates Swift for a flow whose step `chosen` (line 6) has the payload `payload`, and
    /// type-checks it with `otherSwift` as another file, expecting errors.
    func typecheckPayloadFlow(_ payload: String, otherSwift: String? = nil) throws -> (flowPath: String, output: String, errors: [Substring]) {
        let text = """
            flow Pick {
                start first
                step first {
                    on pick -> chosen
                }
                step chosen(\(payload)) -> done
                final step done
            }

            """
        let (flowPath, result, errors) = try generateAndTypecheck(text, named: "Pick", otherSwift: otherSwift)
        #expect(result.status != 0)
        #expect(!errors.isEmpty, "\(result.output)")
        return (flowPath, result.output, errors)
    }

    @Test func aMisspeltPayloadTypeIsReportedInTheFlowFile() throws {
        // `UUDI` is at column 21 of `    step chosen(id: UUDI, name: String) -> done`.
        let (flowPath, output, errors) = try typecheckPayloadFlow("id: UUDI, name: String")
        #expect(output.hasPrefix("\(flowPath):6:21: error: cannot find type 'UUDI' in scope"), "\(output)")
        // Every error points at the step's line in the .flow file, none at the generated file.
        #expect(errors.allSatisfy { $0.hasPrefix("\(flowPath):6:") && $0.contains("cannot find type 'UUDI'") }, "\(errors)")
    }

    /// A payload type is named once in the generated code, where the `.flow` file first names
    /// it, and by an alias everywhere else: a misspelt type is one Swift error however many
    /// declarations use it, and each misspelling is its own error at its own line.
    @Test func aMisspeltPayloadTypeIsOneErrorAMisspelling() throws {
        let text = """
            flow Pick {
                start first
                step first {
                    on pick -> chosen
                    on other -> again
                    on more -> third
                }
                step chosen(id: UUDI, name: String) -> done
                step again(id: UUDI) -> done
                step third(id: UIID) -> done
                final step done
            }

            """
        let (flowPath, result, errors) = try generateAndTypecheck(text, named: "Pick")
        #expect(result.status != 0)
        #expect(errors.map { $0.prefix { $0 != " " } } == ["\(flowPath):8:21:", "\(flowPath):10:20:"], "\(result.output)")
        #expect(errors.allSatisfy { $0.contains("cannot find type") }, "\(errors)")
    }

    /// Foundation's types without `import Foundation`: one Swift error a type (not one for
    /// every declaration that uses it), and flowc's warning says what is missing.
    @Test func foundationTypesWithoutTheImportAreOneErrorAType() throws {
        let text = """
            flow Reader {
                start inbox
                step inbox {
                    on open -> article
                }
                step article(id: UUID, publishedAt: Date) {
                    on save -> saved
                }
                final step saved(id: UUID)
            }

            """
        let (flowPath, result, errors) = try generateAndTypecheck(text, named: "Reader", expectedDiagnostics: [CheckerDiagnostic.missingImport.id])
        #expect(errors.map { $0.prefix { $0 != " " } } == ["\(flowPath):6:22:", "\(flowPath):6:41:"], "\(result.output)")
    }

    /// A router whose first root needs a payload checks clean; Swift, not flowc, makes the app
    /// name the root: `FlowNavigator(flags:)` doesn't compile, `FlowNavigator(root:flags:)` does.
    @Test(arguments: [
        ("FlowNavigator<Profiles>(root: .profile(userID: \"me\"), flags: ProfilesFlagValues())", nil),
        ("FlowNavigator<Profiles>(flags: ProfilesFlagValues())", "requires that 'Profiles' conform to 'FlowDefinitionWithStart'"),
    ] as [(String, String?)])
    func aFirstRootThatNeedsAPayloadMustBeNamed(_ call: String, _ error: String?) throws {
        let text = """
            router Profiles {
                start profile, settings
                step profile(userID: String)
                step settings
            }

            """
        let app = "import FlowRuntime\n@MainActor func start() { _ = \(call) }\n"
        let (_, result, errors) = try generateAndTypecheck(text, named: "Profiles", otherSwift: app)
        if let error {
            #expect(errors.count == 1 && errors[0].contains(error), "\(result.output)")
        } else {
            #expect(result.status == 0, "\(result.output)")
        }
    }

    /// A payload type that lacks a conformance the route enum needs (`Hashable` and
    /// `Encodable` for equality, hashing and encoding, `Decodable` for decoding) is reported at
    /// the step's line in the `.flow` file, never in the generated file.
    @Test(arguments: [
        ("Sendable", "'any Encodable & Hashable'"),
        ("Hashable, Decodable, Sendable", "'any Encodable & Hashable'"),
        ("Codable, Sendable", "'any Encodable & Hashable'"),
        ("Hashable, Encodable, Sendable", "instance method 'payloadValue' requires that 'Pick.Item' (aka 'Item') conform to 'Decodable'"),
    ])
    func aPayloadTypeWithoutAConformanceIsReportedInTheFlowFile(_ conformances: String, _ message: String) throws {
        // `Item` is at column 32 of `    step chosen(id: Int, item: Item) -> done`.
        let (flowPath, output, errors) = try typecheckPayloadFlow("id: Int, item: Item", otherSwift: "struct Item: \(conformances) { var name: String }\n")
        #expect(errors.allSatisfy { $0.hasPrefix("\(flowPath):6:") }, "\(errors)")
        #expect(errors.contains { $0.contains(message) }, "\(errors)")
        // The rule is named: in the message, by the alias the value is coerced to, and in the
        // line Swift quotes under it, with the usual fix.
        if message.contains("Hashable") {
            #expect(errors.contains { $0.contains("'PayloadTypesMustBeHashableCodableAndSendable' (aka 'any Encodable & Hashable')") }, "\(errors)")
        }
        #expect(output.contains("// Payload types must be Hashable, Codable and Sendable; for one that isn't, pass its identifier."), "\(output)")
        // No message names a member that only generated code knows (`_decode`, `_payload`).
        #expect(!errors.contains { $0.contains("'_") }, "\(errors)")
        // A value that is missing only `Hashable` or `Encodable` is reported at its type.
        if conformances != "Sendable", message.contains("Hashable") {
            #expect(errors.contains { $0.hasPrefix("\(flowPath):6:32: error: cannot convert value of type 'Pick.Item' (aka 'Item')") }, "\(errors)")
        }
    }
}
