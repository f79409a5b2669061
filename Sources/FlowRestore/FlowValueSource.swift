/// What a payload parameter reads as when a saved entry holds no value for it (`FlowRestore.value`).
public enum FlowAbsentValue: Sendable {
    /// Its `.flow` default.
    case defaulted
    /// `nil`: the parameter is Optional and has no default.
    case optional
    /// Nothing: the entry doesn't decode.
    case required
}

/// Where a payload value of a saved entry comes from (`FlowRestore.value`).
public enum FlowValueSource: Hashable, Sendable {
    /// The value saved under this label: the parameter's, or its former one.
    case saved(label: String)
    /// The parameter's `.flow` default.
    case defaultValue
    /// `nil`, for an Optional.
    case nilValue
    /// No value: the entry doesn't decode.
    case missing
}
