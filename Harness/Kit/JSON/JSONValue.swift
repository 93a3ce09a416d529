import Foundation

/// The JSON the harness reads and writes (scripts, reports, recordings), with what Foundation's
/// decoders do not give: the line every value starts on (so an error can say "line 9"), object
/// keys in their written order, and booleans kept apart from numbers.
///
/// Files: the value (`JSONValue`, here), the parsed node with its line (`JSONNode`), the parser
/// (`JSONParser.swift`), its errors (`JSONSyntaxError`), a harness file's JSON with errors naming
/// the file (`JSONNode+File.swift`), the writer (`JSONWriter.swift`).
///
/// ```swift
/// let node = try JSONNode.parse(Data(#"{"tap": [10, 20]}"#.utf8))
/// node.member("tap")?.line                      // 1
/// JSONValue.object([("fps", .number(60))]).text // "{\"fps\": 60}"
/// ```
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// An object from key/value pairs, in this order.
    public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { JSONMember(key: $0.0, value: $0.1) })
    }

    /// `[x, y]`, `[w, h]`, `[x, y, w, h]`…
    public static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }

    /// An array of strings: `["touchDown", "valueChanged"]`.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    /// The text of a string (nil for any other value): `entry["value"]?.stringValue`.
    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }

    /// The texts of an array of strings (nil for anything else):
    /// `report.spinners[0]["events"]?.stringItems?.last`.
    public var stringItems: [String]? {
        guard case .array(let items) = self else { return nil }
        let texts = items.compactMap(\.stringValue)
        return texts.count == items.count ? texts : nil
    }

    /// The numbers of an array of numbers (nil for anything else): a frame's `[x, y, w, h]`.
    public var numberItems: [Double]? {
        guard case .array(let items) = self else { return nil }
        let numbers = items.compactMap { item -> Double? in if case .number(let n) = item { n } else { nil } }
        return numbers.count == items.count ? numbers : nil
    }

    /// The value of `key` in an object (nil for other values or a missing key).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` of an object.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var value: JSONValue
    public init(key: String, value: JSONValue) { self.key = key; self.value = value }
}

extension JSONValue {
    /// Where a number is NaN or infinite (written as `null`), as paths from `prefix`:
    /// `controls[Count].value`, `spinners[spinner].ring.radius`. An array element that is an
    /// object with a `"label"` or `"name"` is named by it, any other by its index.
    public func nonFinitePaths(prefix: String = "") -> [String] {
        var found: [String] = []
        func visit(_ value: JSONValue, _ path: String) {
            switch value {
            case .number(let n) where !n.isFinite:
                found.append(path.isEmpty ? "(the value)" : path)
            case .array(let items):
                for (i, item) in items.enumerated() {
                    var label = String(i)
                    if case .string(let s)? = item["label"] ?? item["name"], !s.isEmpty { label = s }
                    visit(item, "\(path)[\(label)]")
                }
            case .object(let members):
                for m in members { visit(m.value, path.isEmpty ? m.key : "\(path).\(m.key)") }
            default:
                break
            }
        }
        visit(self, prefix)
        return found
    }
}
