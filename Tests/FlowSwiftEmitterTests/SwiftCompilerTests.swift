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
        // `cart` shares its transitions type with every step whose only transition is `next`.
        #expect(result.output.contains("Screen.swift:5:34: error: value of type 'CheckoutTransitions._Next' has no member 'wallet'"), "\(result.output)")
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
        let (flowPath, result, errors) = try generateAndTypecheck(text, named: "Reader", expectedDiagnostics: [.missingImport])
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
        let (flowPath, _, errors) = try typecheckPayloadFlow("id: Int, item: Item", otherSwift: "struct Item: \(conformances) { var name: String }\n")
        #expect(errors.allSatisfy { $0.hasPrefix("\(flowPath):6:") }, "\(errors)")
        #expect(errors.contains { $0.contains(message) }, "\(errors)")
        // No message names a member that only generated code knows (`_decode`, `_payload`).
        #expect(!errors.contains { $0.contains("'_") }, "\(errors)")
        // A value that is missing only `Hashable` or `Encodable` is reported at its type.
        if conformances != "Sendable", message.contains("Hashable") {
            #expect(errors.contains { $0.hasPrefix("\(flowPath):6:32: error: cannot convert value of type 'Pick.Item' (aka 'Item')") }, "\(errors)")
        }
    }
}

extension SwiftCompilerTests {
    /// Every golden type-checks together in Swift 6 mode with warnings as errors.
    @Test func goldensCompileWithoutWarnings() throws {
        let folder = Fixtures.path("Tests/FlowSwiftEmitterTests/Goldens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count == GoldenTests.cases.count)
        let result = try SwiftCompiler.typecheck(files.map { folder + "/" + $0 })
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"))
    }

    /// A flow may be named like a standard, Foundation or SwiftUI type (the generated code
    /// qualifies every standard type it names): the generated code still compiles.
    @Test(arguments: [
        "Hasher", "Array", "Dictionary", "Hashable", "Equatable", "Sendable", "Codable", "Encodable", "Decodable",
        "Encoder", "Decoder", "CaseIterable", "App", "Scene", "Settings", "Data", "Observable",
    ])
    func flowsNamedLikeStandardTypesCompile(_ name: String) throws {
        let folder = try FlowcProcess.temporaryFolder()
        let text = """
            flow \(name) {
                start first
                step first {
                    on pick -> chosen
                }
                step chosen(id: Int) -> done
                final step done
            }

            """
        let check = FlowPipeline.check(SourceFile(path: "\(name).flow", text: text))
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics.map(\.message))")
        let swift = try #require(FlowPipeline.generateSwift(check, options: SwiftEmitterOptions(headerPath: "\(name).flow", locationPath: "\(name).flow")))
        let path = folder + "/\(name).flow.swift"
        try swift.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SwiftCompiler.typecheck([path])
        #expect(result.status == 0, "\(result.output)")
    }

    /// The app's own types may shadow standard ones anywhere in the module.
    @Test func appTypesNamedLikeStandardTypesDontBreakGeneratedCode() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Checkout with AddressPicker, the child flow it uses: one module. A payload type is the
        // app's, copied as written, so AddressPicker's `Int` is written `Swift.Int` here, where
        // the module has an `Int` of its own.
        let paths = ["Flows/Checkout.flow", "Flows/AddressPicker.flow"]
        let files = try paths.map { path in
            let text = try String(contentsOfFile: Fixtures.path(path), encoding: .utf8)
            return SourceFile(path: path, text: text.replacingOccurrences(of: "addressID: Int", with: "addressID: Swift.Int"))
        }
        var swiftFiles: [String] = []
        for (path, check) in zip(paths, FlowPipeline.checkModule(files)) {
            #expect(check.diagnostics.isEmpty, "\(check.diagnostics.map(\.message))")
            let swift = try #require(FlowPipeline.generateSwift(check, options: SwiftEmitterOptions(headerPath: path, locationPath: path)))
            swiftFiles.append(folder + "/" + URL(fileURLWithPath: path).lastPathComponent + ".swift")
            try swift.write(toFile: swiftFiles.last!, atomically: true, encoding: .utf8)
        }
        let shadows = ["Hashable", "Equatable", "Sendable", "Codable", "Encodable", "Decodable", "Encoder", "Decoder", "CaseIterable", "Int", "Bool"]
        try shadows.map { "struct \($0) {}" }.joined(separator: "\n").write(toFile: folder + "/Shadows.swift", atomically: true, encoding: .utf8)
        let result = try SwiftCompiler.typecheck(swiftFiles + [folder + "/Shadows.swift"])
        #expect(result.status == 0, "\(result.output)")
    }

    /// A `.flow` file's import reaches the generated Swift: with it a Foundation payload type
    /// compiles, and a module that doesn't exist is reported at the import in the `.flow` file.
    @Test(arguments: [("Foundation", nil), ("Foundatoin", "4:12: error: no such module 'Foundatoin'")] as [(String, String?)])
    func importsInTheFlowFileReachTheGeneratedCode(_ module: String, _ expected: String?) throws {
        let text = """
            // Products by their identifiers.


                import \(module)

            flow Shop {
                start list
                step list {
                    on open -> product
                }
                final step product(id: UUID, url: URL, addedAt: Date)
            }

            """
        try expectTypecheck(text, named: "Shop", firstError: expected)
    }

    /// A link's placeholder types convert through `FlowLinkValue`: `UUID` and the standard
    /// types do; a type that doesn't (`Date`) is reported at its payload type in the `.flow` file.
    @Test(arguments: [("UUID", nil), ("Date", "7:16: error: global function 'flowLinkValue(_:from:)' requires that 'Shop.Date' (aka 'Date') conform to 'FlowLinkValue'")] as [(String, String?)])
    func linkValuesConvertOrAreReportedAtTheFlowLine(_ type: String, _ expected: String?) throws {
        let text = """
            import Foundation
            router Shop {
                start list
                link "https://shop.example.com/p/{id}/{rank}" -> list, product
                step list { on open -> product }
                /// A product.
                step product(id: \(type), rank: Int64)
            }

            """
        try expectTypecheck(text, named: "Shop", firstError: expected)
    }

    /// Generates Swift for `text` and type-checks it: cleanly, or, with `firstError`, with a
    /// first error at `<flow path>:<firstError>`.
    func expectTypecheck(_ text: String, named name: String, firstError: String?) throws {
        let (flowPath, result, errors) = try generateAndTypecheck(text, named: name)
        if let firstError {
            #expect(errors.first?.hasPrefix("\(flowPath):\(firstError)") == true, "\(result.output)")
        } else {
            #expect(result.status == 0, "\(result.output)")
        }
    }

    /// The compiler derives `==` and `hash(into:)` only where they are cheap: for the enums
    /// without payloads (events, links; step kinds compare by raw value) and the flag values. A route enum with payload steps takes them from `_FlowPayloadStep`, through
    /// one switch over its payload signatures, and a transitions type's `_Steps` has none: in
    /// the SIL of every golden there is no derived `==` of either.
    @Test func theCompilerDerivesEqualityOnlyWhereItIsCheap() throws {
        let folder = Fixtures.path("Tests/FlowSwiftEmitterTests/Goldens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        let payloadRoutes = try files.flatMap { file in
            try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
                guard line.hasSuffix(" enum ") || line.contains(" enum "), line.hasSuffix(": Swift.Hashable, Swift.Sendable {") else { return nil }
                return line.split(separator: " ").first { $0.hasSuffix("Step:") }.map { String($0.dropLast()) }
            }
        }
        #expect(payloadRoutes.contains("CheckoutStep") && payloadRoutes.contains("CatalogueStep"))
        let result = try SwiftCompiler.run(["-emit-silgen", "-parse-as-library", "-module-name", "Goldens"] + files.map { folder + "/" + $0 })
        #expect(result.status == 0)
        let derived = result.output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("// static "), line.hasSuffix(".__derived_enum_equals(_:_:)") else { return nil }
            return String(line.dropFirst("// static ".count).dropLast(".__derived_enum_equals(_:_:)".count))
        }
        #expect(derived.contains("CheckoutEvent"), "the check reads SIL as this compiler prints it")
        #expect(derived.filter { payloadRoutes.contains($0) || $0.hasSuffix("._Steps") }.isEmpty, "\(derived)")
    }
}
