import FlowCompiler
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

/// The names a flow can't take are FlowRuntime's and FlowRuntimeTesting's public top-level
/// declarations, read from their sources here, so a type added to either can't be shadowed by a
/// flow unnoticed.
@Suite struct RuntimeContractTests {
    /// Every `public` declaration at the top level of a module's files.
    static func declaredNames(in module: String) -> Set<String> {
        var names: Set<String> = []
        let folder = Fixtures.path("Sources/" + module)
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix(".swift") {
            let text = (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == "(" || $0 == ":" })
                guard let keyword = words.firstIndex(where: { ["class", "struct", "enum", "protocol", "func", "typealias", "actor"].contains($0) }),
                      keyword + 1 < words.count else { continue }
                names.insert(String(words[keyword + 1]))
            }
        }
        return names
    }

    /// FlowRuntime's, and FlowWalks', which it re-exports.
    static var declaredRuntimeNames: Set<String> { declaredNames(in: "FlowRuntime").union(declaredNames(in: "FlowWalks")) }

    @Test func theContractListsTheRuntimesDeclarations() {
        let declared = Self.declaredRuntimeNames
        #expect(declared.count > 10, "FlowRuntime's sources were read")
        #expect(declared == RuntimeContract.runtimeNames,
                "missing from the contract: \(declared.subtracting(RuntimeContract.runtimeNames).sorted()); not in the runtime: \(RuntimeContract.runtimeNames.subtracting(declared).sorted())")
    }

    /// The walks' types are FlowRuntimeTesting's, which only test targets import; none is the
    /// app's runtime's.
    @Test func theContractListsTheTestingDeclarations() {
        let declared = Self.declaredNames(in: RuntimeContract.testingModule)
        #expect(declared == RuntimeContract.testingNames,
                "missing from the contract: \(declared.subtracting(RuntimeContract.testingNames).sorted()); not in FlowRuntimeTesting: \(RuntimeContract.testingNames.subtracting(declared).sorted())")
        #expect(!Self.declaredRuntimeNames.contains { $0.hasPrefix("FlowTest") }, "FlowRuntime declares no FlowTest type")
    }

    /// `flow FlowLink { ... }` and every other reserved name are reported at the `.flow` line,
    /// where the generated code would otherwise fail to compile, or hide the runtime's type.
    @Test(arguments: RuntimeContract.reservedFlowNames.sorted())
    func aFlowCantTakeAReservedName(_ name: String) {
        let check = FlowPipeline.check(path: "t.flow", text: "flow \(name) {\n    start a\n    final step a\n}\n")
        #expect(check.diagnostics.map(\.id.rawValue) == ["invalid-name"], "\(name): \(check.diagnostics.map(\.message))")
        #expect(check.diagnostics.first.map { check.file.location(of: $0.range.lowerBound).line } == 1)
    }

    /// The runtime's members for generated code only are SPI: a file that imports FlowRuntime
    /// as an app does can't name them, a generated file (which imports the SPI) can.
    @Test func generatedCodeOnlyMembersAreSPI() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let use = "let coding = _FlowStepCoding.self\nfunc place<F: FlowDefinition>(_ navigator: FlowNavigator<F>) -> Any { _FlowPlace<F>.self }\n"
        try ("import FlowRuntime\n" + use).write(toFile: folder + "/App.swift", atomically: true, encoding: .utf8)
        let app = try SwiftCompiler.run(["-typecheck", folder + "/App.swift"])
        #expect(app.status != 0 && app.output.contains("cannot find '_FlowStepCoding' in scope"), "\(app.output)")
        #expect(app.output.contains("cannot find '_FlowPlace' in scope"), "\(app.output)")
        let spi = "@_spi(\(RuntimeContract.generatedCodeSPI)) import FlowRuntime\n"
        try (spi + use).write(toFile: folder + "/Generated.swift", atomically: true, encoding: .utf8)
        let generated = try SwiftCompiler.run(["-typecheck", folder + "/Generated.swift"])
        #expect(generated.status == 0, "\(generated.output)")
    }

    /// FlowRuntime keeps the link matcher (FlowLinks) to itself: a file that imports FlowRuntime
    /// as an app does sees neither `FlowLinkPattern` nor `FlowLinkURL`.
    @Test func theLinkMatcherIsNotReexported() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let use = "import FlowRuntime\nlet pattern = FlowLinkPattern.self\nlet url = FlowLinkURL.self\nfunc open(_ link: some FlowLink) {}\n"
        try use.write(toFile: folder + "/App.swift", atomically: true, encoding: .utf8)
        let app = try SwiftCompiler.run(["-typecheck", folder + "/App.swift"])
        #expect(app.output.contains("cannot find 'FlowLinkPattern' in scope"), "\(app.output)")
        #expect(app.output.contains("cannot find 'FlowLinkURL' in scope"), "\(app.output)")
        #expect(!app.output.contains("'FlowLink'"), "FlowLink, the runtime's own, stays visible: \(app.output)")
    }

    /// Every name generated code prints from the runtime is one the runtime declares.
    @Test func everyNameGeneratedCodeUsesIsDeclared() {
        let declared = Self.declaredRuntimeNames
        let missing = RuntimeContract.Name.allCases.map(\.rawValue).filter { !declared.contains($0) }
        #expect(missing.isEmpty, "\(missing)")
        #expect(RuntimeContract.qualified(.flowNavigator) == "FlowRuntime.FlowNavigator")
    }
}
