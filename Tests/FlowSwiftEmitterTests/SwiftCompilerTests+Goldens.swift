import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

/// The generated files of the goldens and of flows that name standard or app types compile;
/// and the compiler derives only what is cheap.
extension SwiftCompilerTests {
    /// Every golden, test support included, type-checks together in Swift 6 mode with warnings
    /// as errors.
    @Test func goldensCompileWithoutWarnings() throws {
        let folder = Fixtures.path("Tests/FlowSwiftEmitterTests/Goldens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count == GoldenTests.cases.count + AppGoldenTests.goldens.count + TestSupportGoldenTests.cases.count)
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

    /// A child whose only screen, its start step, takes a payload, and a parent whose use-step
    /// supplies it: every route case of the child carries a payload, so its payload switch has
    /// no `default` (which would be "default will never be executed"), and the parent makes the
    /// start step, named `Protocol`, with a leading dot (`Single.Protocol` is a metatype).
    @Test func aUseStepOfAChildWhoseOnlyScreenTakesAPayloadCompiles() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = """
            flow Single {
                outcome done
                start Protocol
                step Protocol(mode: Int) {
                    on finish -> done
                }
            }

            """
        let parent = """
            router Host {
                start home, single
                step home {
                    on open -> single
                }
                step single(mode: Int = 2) uses Single {
                    on done -> home
                }
            }

            """
        let files = [SourceFile(path: "Single.flow", text: child), SourceFile(path: "Host.flow", text: parent)]
        var paths: [String] = []
        for check in FlowPipeline.checkModule(files) {
            #expect(check.diagnostics.isEmpty, "\(check.diagnostics.map(\.message))")
            let path = check.file.path
            let swift = try #require(FlowPipeline.generateSwift(check, options: SwiftEmitterOptions(headerPath: path, locationPath: path)))
            paths.append(folder + "/" + path + ".swift")
            try swift.write(toFile: paths[paths.count - 1], atomically: true, encoding: .utf8)
        }
        // "Will never be executed" comes after type-checking: SIL is made.
        let result = try SwiftCompiler.run(
            ["-emit-sil", "-parse-as-library", "-wmo", "-module-name", "Single", "-swift-version", "6", "-warnings-as-errors", "-o", folder + "/Single.sil"] + paths
        )
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
    @Test(arguments: [("UUID", nil), ("Date", "7:28: error: global function 'flowLinkValue(_:from:)' requires that 'Shop.Date' (aka 'Date') conform to 'FlowLinkValue'")] as [(String, String?)])
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
        // An app's steps (`VaultAppStep`) are a handful of screens, not a flow's route: derived.
        let routes = payloadRoutes.filter { !AppGoldenTests.stepEnums.contains($0) }
        #expect(derived.filter { routes.contains($0) || $0.hasSuffix("._Steps") }.isEmpty, "\(derived)")
    }
}
