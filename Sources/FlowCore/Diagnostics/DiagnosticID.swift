/// The stable identifier of a kind of diagnostic, such as `unreachable-step`.
///
/// Identifiers never change once released: CI configurations, SARIF rules and
/// suppressions refer to them. Each stage declares its own in its message catalog.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
