import Foundation

/// What the saved-walk tests share: the committed files in `SavedWalks/`, and a value's JSON
/// with sorted keys, to compare with them.
protocol SavedWalkFixtures {}

extension SavedWalkFixtures {
    /// The bytes of the committed file `name` in `SavedWalks/`.
    func fixture(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SavedWalks")
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// `value` encoded as JSON with sorted keys.
    func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
