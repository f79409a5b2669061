#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowSwiftEmitter

/// The optional `flowc.json` of a target: `{ "access": "public" }`.
struct GenerateConfig {
    var access: SwiftEmitterOptions.Access?

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static func load(_ path: String) throws -> GenerateConfig {
        let bytes = try FileSystem.read(path)
        let object: [String: String]
        do {
            object = try JSONDecoder().decode([String: String].self, from: Data(bytes))
        } catch {
            throw Invalid(description: #"expected a JSON object of strings, such as { "access": "public" }"#)
        }
        var config = GenerateConfig()
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "access":
                guard let access = SwiftEmitterOptions.Access(rawValue: value) else {
                    throw Invalid(description: "access must be one of internal, package, public, not '\(value)'")
                }
                config.access = access
            default:
                throw Invalid(description: "unknown key '\(key)'; the only key is 'access'")
            }
        }
        return config
    }
}
