/// Decodes a `Decodable` from a value the harness's parser built, so that a file is parsed once
/// (with its lines, its duplicate keys refused and its numbers range-checked) and decoded from
/// that, not parsed again by Foundation. Numbers decode as any numeric type that holds them
/// exactly (`3` and `3.0` as an `Int`, not `3.5`); objects decode keyed. Arrays are refused:
/// the one type the harness reads this way (`FeelParameters`, in `FeelFile`) has none.
///
/// ```swift
/// let node = try JSONNode.parse(Data(#"{"flingGain": 2, …}"#.utf8))
/// let feel = try FeelParameters(from: JSONValueDecoder(node.value))
/// ```
struct JSONValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch(type, "an object") }
        return KeyedDecodingContainer(Keyed<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw mismatch([JSONValue].self, "an array") }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected \(expected)"))
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch(type, "true or false") }
        return b
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let s) = value else { throw mismatch(type, "a string") }
        return s
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let n) = value else { throw mismatch(type, "a number") }
        return n
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard let i = I(exactly: try decode(Double.self)) else { throw mismatch(type, "an integer") }
        return i
    }

    func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    /// An object's members by key: each decodes through a `JSONValueDecoder` of its own.
    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [JSONMember]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }
        func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

        func member(_ key: Key) throws -> JSONValueDecoder {
            guard let m = members.first(where: { $0.key == key.stringValue }) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
            }
            return JSONValueDecoder(m.value, codingPath: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool { try member(key).decodeNil() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try member(key).decode(type) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try member(key).decode(type) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try member(key).decode(type) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try member(key).decode(type) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try member(key).decode(type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try member(key).decode(type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try member(key).decode(type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try member(key).decode(type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try member(key).decode(type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try member(key).decode(type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try member(key).decode(type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try member(key).decode(type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try member(key).decode(type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try member(key).decode(type) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(key).decode(type) }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try member(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try member(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            JSONValueDecoder(.object(members), codingPath: codingPath)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder { try member(key) }
    }
}
