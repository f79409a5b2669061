/// The payload of a step saved without one: its bare name (`"tasks"`) or `{"step": "tasks"}`.
/// It contains no key, so each parameter reads as absent: its default, `nil` when Optional, or
/// `DecodingError.keyNotFound` (`KeyedDecodingContainer.payloadValue`). A step that gained
/// parameters with defaults or Optional ones still decodes from a walk saved before.
struct _FlowEmptyPayload: KeyedDecodingContainerProtocol {
    typealias Key = FlowCodingKey

    var codingPath: [any CodingKey]
    var allKeys: [FlowCodingKey] { [] }

    func contains(_ key: FlowCodingKey) -> Bool { false }

    private func absent(_ key: FlowCodingKey) -> DecodingError {
        .keyNotFound(key, .init(codingPath: codingPath, debugDescription: "the step was saved without a payload"))
    }

    func decodeNil(forKey key: FlowCodingKey) throws -> Bool { throw absent(key) }
    func decode(_ type: Bool.Type, forKey key: FlowCodingKey) throws -> Bool { throw absent(key) }
    func decode(_ type: String.Type, forKey key: FlowCodingKey) throws -> String { throw absent(key) }
    func decode(_ type: Double.Type, forKey key: FlowCodingKey) throws -> Double { throw absent(key) }
    func decode(_ type: Float.Type, forKey key: FlowCodingKey) throws -> Float { throw absent(key) }
    func decode(_ type: Int.Type, forKey key: FlowCodingKey) throws -> Int { throw absent(key) }
    func decode(_ type: Int8.Type, forKey key: FlowCodingKey) throws -> Int8 { throw absent(key) }
    func decode(_ type: Int16.Type, forKey key: FlowCodingKey) throws -> Int16 { throw absent(key) }
    func decode(_ type: Int32.Type, forKey key: FlowCodingKey) throws -> Int32 { throw absent(key) }
    func decode(_ type: Int64.Type, forKey key: FlowCodingKey) throws -> Int64 { throw absent(key) }
    func decode(_ type: UInt.Type, forKey key: FlowCodingKey) throws -> UInt { throw absent(key) }
    func decode(_ type: UInt8.Type, forKey key: FlowCodingKey) throws -> UInt8 { throw absent(key) }
    func decode(_ type: UInt16.Type, forKey key: FlowCodingKey) throws -> UInt16 { throw absent(key) }
    func decode(_ type: UInt32.Type, forKey key: FlowCodingKey) throws -> UInt32 { throw absent(key) }
    func decode(_ type: UInt64.Type, forKey key: FlowCodingKey) throws -> UInt64 { throw absent(key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: FlowCodingKey) throws -> T { throw absent(key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: FlowCodingKey) throws
        -> KeyedDecodingContainer<NestedKey> {
        throw absent(key)
    }

    func nestedUnkeyedContainer(forKey key: FlowCodingKey) throws -> any UnkeyedDecodingContainer { throw absent(key) }
    func superDecoder() throws -> any Decoder { throw absent(FlowCodingKey("super")) }
    func superDecoder(forKey key: FlowCodingKey) throws -> any Decoder { throw absent(key) }
}
