#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCore
import FlowSwiftEmitter

/// The optional `flowc.json` of a target: `{ "access": "public", "warningsAsErrors": true }`.
///
/// The build plugin hands it to `flowc generate` and `lint-flows` hands it to `flowc check`, so
/// a target made strict here fails the build and the lint alike.
package struct GenerateConfig: Decodable {
    package var access: SwiftEmitterOptions.Access?
    package var warningsAsErrors = false

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package static let keys = ["access", "warningsAsErrors"]

    package init() {}

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            switch key.stringValue {
            case "access":
                let value = try? container.decode(String.self, forKey: key)
                guard let access = value.flatMap(SwiftEmitterOptions.Access.init(rawValue:)) else {
                    throw FlowcError(description: "access must be one of internal, package, public, not \(value.map { "'\($0)'" } ?? "a non-string")")
                }
                self.access = access
            case "warningsAsErrors":
                guard let strict = try? container.decode(Bool.self, forKey: key) else {
                    throw FlowcError(description: "warningsAsErrors must be true or false")
                }
                warningsAsErrors = strict
            default:
                let suggestion = EditDistance.closest(to: key.stringValue, in: Self.keys).map { " (did you mean '\($0)'?)" } ?? ""
                throw FlowcError(description: "unknown key '\(key.stringValue)'\(suggestion); the keys are \(Self.keys.joined(separator: ", "))")
            }
        }
    }

    /// The configuration at `path` (none: the defaults), or `nil` after telling the user why it
    /// can't be read (`path: error: ...`; the caller exits with `.usage`).
    package static func load(_ path: String?, console: Console) -> GenerateConfig? {
        guard let path else { return GenerateConfig() }
        do {
            return try JSONDecoder().decode(GenerateConfig.self, from: Data(FileSystem.read(path)))
        } catch let error as FlowcError {
            console.err("\(path): error: \(error)\n")
        } catch {
            console.err(#"\#(path): error: expected a JSON object, such as { "access": "public", "warningsAsErrors": true }"# + "\n")
        }
        return nil
    }
}
