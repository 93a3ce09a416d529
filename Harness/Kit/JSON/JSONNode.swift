import Foundation

/// A parsed value with the (1-based) line it starts on and where its text lies in the parsed
/// bytes (so a part can be handed whole to another reader: a recording's `"feel"` to
/// FlywheelCore's feel-file reader).
public struct JSONNode: Sendable {
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([(key: String, node: JSONNode)])
    }
    public let kind: Kind
    public let line: Int
    /// The byte offsets of the value's text in the data it was parsed from.
    public let bytes: Range<Int>

    /// The member `key` of an object node.
    public func member(_ key: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// The keys of an object node, in order (empty for other kinds).
    public var keys: [String] {
        guard case .object(let members) = kind else { return [] }
        return members.map(\.key)
    }

    public var number: Double? { if case .number(let n) = kind { return n } else { return nil } }
    public var string: String? { if case .string(let s) = kind { return s } else { return nil } }
    public var bool: Bool? { if case .bool(let b) = kind { return b } else { return nil } }
    public var array: [JSONNode]? { if case .array(let a) = kind { return a } else { return nil } }
    public var isObject: Bool { if case .object = kind { return true } else { return false } }

    /// Two or more numbers, as `[x, y]` etc. (nil when the node is anything else).
    public func numbers(count: Int) -> [Double]? {
        guard let items = array, items.count == count else { return nil }
        let values = items.compactMap(\.number)
        return values.count == count && values.allSatisfy(\.isFinite) ? values : nil
    }

    /// The same value without line numbers.
    public var value: JSONValue {
        switch kind {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .array(let a): return .array(a.map(\.value))
        case .object(let m): return .object(m.map { JSONMember(key: $0.key, value: $0.node.value) })
        }
    }

    /// A short description of the value's type, for messages ("a string", "an array").
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "true/false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
