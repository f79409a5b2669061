/// `label: Type` in a payload step's parameter list.
public struct PayloadParameter: Hashable, Sendable {
    public var label: Identifier
    /// The Swift type as written, with runs of white space and comments folded into one space.
    public var type: String
    public var typeRange: SourceRange
    /// The default value as written (`.all`, `1`), Swift text like the type; `nil` when the
    /// parameter must be supplied.
    public var defaultValue: String?
    public var defaultRange: SourceRange?

    public init(label: Identifier, type: String, typeRange: SourceRange) {
        self.label = label
        self.type = type
        self.typeRange = typeRange
    }
}
