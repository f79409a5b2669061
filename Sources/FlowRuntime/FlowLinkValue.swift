internal import FlowLinks

/// A value a deep link's placeholder can carry: read from a URL's text and written back into it.
///
/// `String`, `Int`, `Int64`, `Double`, `Bool` and (with Foundation) `UUID` conform, and so does
/// any `RawRepresentable` type whose raw value conforms, once it declares the conformance:
///
///     enum Category: String, Codable, Hashable, Sendable, FlowLinkValue { case shoes, hats }
///
/// A payload type a link binds that doesn't conform is a compile error at the `.flow` line.
public protocol FlowLinkValue {
    /// The value this text spells, or `nil`.
    init?(flowLinkText: String)
    /// The text that spells this value.
    var flowLinkText: String { get }
}

extension String: FlowLinkValue {
    public init?(flowLinkText: String) { self = flowLinkText }
    public var flowLinkText: String { self }
}

extension Int: FlowLinkValue {
    /// Canonical decimal only (`String(value)`): `-5`, never `+5` or `05`, so a value has one URL.
    public init?(flowLinkText: String) {
        guard let value = FlowLinkPattern.canonicalInteger(Int.self, from: flowLinkText) else { return nil }
        self = value
    }
    public var flowLinkText: String { String(self) }
}

extension Int64: FlowLinkValue {
    /// Canonical decimal only, as `Int`.
    public init?(flowLinkText: String) {
        guard let value = FlowLinkPattern.canonicalInteger(Int64.self, from: flowLinkText) else { return nil }
        self = value
    }
    public var flowLinkText: String { String(self) }
}

extension Double: FlowLinkValue {
    /// Finite numbers only: `nan` and `inf` are not values a link names.
    public init?(flowLinkText: String) {
        guard let value = Double(flowLinkText), value.isFinite else { return nil }
        self = value
    }
    public var flowLinkText: String { String(self) }
}

extension Bool: FlowLinkValue {
    /// `true` or `false`.
    public init?(flowLinkText: String) { self.init(flowLinkText) }
    public var flowLinkText: String { String(self) }
}

extension FlowLinkValue where Self: RawRepresentable, RawValue: FlowLinkValue {
    public init?(flowLinkText: String) {
        guard let raw = RawValue(flowLinkText: flowLinkText) else { return nil }
        self.init(rawValue: raw)
    }
    public var flowLinkText: String { rawValue.flowLinkText }
}

/// A placeholder's text as a value of `type`, or `nil`. Generated code reads links with it, so a
/// payload type that doesn't conform is reported as "global function 'flowLinkValue(_:from:)'
/// requires that 'Date' conform to 'FlowLinkValue'", at the `.flow` line that names the type.
public func flowLinkValue<Value: FlowLinkValue>(_ type: Value.Type, from text: String?) -> Value? {
    text.flatMap(Value.init(flowLinkText:))
}

/// A placeholder's value as the text a link's URL carries: what generated code builds URLs with.
public func flowLinkText<Value: FlowLinkValue>(_ value: Value) -> String {
    value.flowLinkText
}
