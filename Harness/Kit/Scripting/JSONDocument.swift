import Foundation

/// The JSON the harness reads and writes (scripts, reports, recordings), with what Foundation's
/// decoders do not give: the line every value starts on (so an error can say "line 9"), object
/// keys in their written order, and booleans kept apart from numbers.
///
/// Sections: the value (`JSONValue`), the parsed node with its line (`JSONNode`), the parser,
/// the writer.
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

/// A parsed value with the (1-based) line it starts on.
public struct JSONNode: Sendable {
    public enum Kind: Sendable {
        case null, bool(Bool), number(Double), string(String)
        case array([JSONNode])
        case object([(key: String, node: JSONNode)])
    }
    public let kind: Kind
    public let line: Int

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

/// Text that is not JSON: where and why.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String
    public var description: String { "line \(line), column \(column): \(message)" }
}

// MARK: - Parser

extension JSONNode {
    /// Parses a complete JSON text (UTF-8). Duplicate keys are kept (the first one wins on lookup).
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: Array(data))
        parser.skipSpace()
        let node = try parser.parseValue(depth: 0)
        parser.skipSpace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the end of the JSON value") }
        return node
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }   // a UTF-8 byte order mark
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: index - lineStart + 1, message: message)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
        while let c = current {
            switch c {
            case 0x0A: index += 1; line += 1; lineStart = index
            case 0x20, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func expect(_ c: UInt8, _ what: String) throws(JSONSyntaxError) {
        guard current == c else { throw error("expected \(what)\(found)") }
        index += 1
    }

    var found: String {
        guard let c = current else { return ", found the end of the text" }
        if c >= 0x20, c < 0x7F { return ", found '\(Character(UnicodeScalar(c)))'" }
        return ""
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < 200 else { throw error("nested too deeply") }
        let startLine = line
        switch current {
        case UInt8(ascii: "{"): return JSONNode(kind: try parseObject(depth: depth), line: startLine)
        case UInt8(ascii: "["): return JSONNode(kind: try parseArray(depth: depth), line: startLine)
        case UInt8(ascii: "\""): return JSONNode(kind: .string(try parseString()), line: startLine)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(kind: .bool(true), line: startLine)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(kind: .bool(false), line: startLine)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(kind: .null, line: startLine)
        case let c? where c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39):
            return JSONNode(kind: .number(try parseNumber()), line: startLine)
        default:
            throw error("expected a JSON value\(found)")
        }
    }

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("expected a JSON value\(found)")
        }
        index += w.count
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode.Kind {
        index += 1
        var members: [(key: String, node: JSONNode)] = []
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes\(found)") }
            let key = try parseString()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
            skipSpace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}' after the value of \"\(key)\"")
            return .object(members)
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode.Kind {
        index += 1
        var items: [JSONNode] = []
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try parseValue(depth: depth + 1))
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']' in the array")
            return .array(items)
        }
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits(_ p: inout JSONParser) -> Int {
            var n = 0
            while let c = p.current, c >= 0x30, c <= 0x39 { p.index += 1; n += 1 }
            return n
        }
        if current == UInt8(ascii: "-") { index += 1 }
        guard digits(&self) > 0 else { throw error("expected digits in a number") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("expected digits after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("the number \(text) is out of range") }
        return value
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard let c = current else { throw error("unterminated string") }
            index += 1
            switch c {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &out)
            case 0x00..<0x20:
                index -= 1
                throw error("control character in a string (write \\n, \\t …)")
            default:
                out.append(c)
            }
        }
    }

    mutating func parseEscape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        guard let e = current else { throw error("unterminated string") }
        index += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A surrogate pair: the low half must follow as another \u escape.
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a lone UTF-16 surrogate in a \\u escape")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a lone UTF-16 surrogate in a \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let u = UnicodeScalar(scalar) else { throw error("a lone UTF-16 surrogate in a \\u escape") }
            out.append(contentsOf: Array(String(Character(u)).utf8))
        default:
            index -= 1
            throw error("unknown escape \\\(Character(UnicodeScalar(e)))")
        }
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
              let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("expected four hex digits after \\u")
        }
        index += 4
        return v
    }
}

// MARK: - Writer

extension JSONValue {
    /// Compact text on one line.
    public var text: String {
        var out = ""
        writeCompact(into: &out)
        return out
    }

    /// Indented text: any array or object whose compact form fits in `width` characters stays
    /// on one line (points, frames, short events), bigger ones get one member per line.
    public func prettyText(width: Int = 100) -> String {
        var out = ""
        writePretty(into: &out, indent: 0, width: width)
        return out + "\n"
    }

    private func writeCompact(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                item.writeCompact(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, m) in members.enumerated() {
                if i > 0 { out += ", " }
                Self.writeString(m.key, into: &out)
                out += ": "
                m.value.writeCompact(into: &out)
            }
            out += "}"
        }
    }

    private func writePretty(into out: inout String, indent: Int, width: Int) {
        let compact = text
        let isContainer: Bool
        switch self {
        case .array(let a): isContainer = !a.isEmpty
        case .object(let m): isContainer = !m.isEmpty
        default: isContainer = false
        }
        if !isContainer || compact.count + indent <= width {
            out += compact
            return
        }
        let pad = String(repeating: " ", count: indent + 2)
        switch self {
        case .array(let items):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.writePretty(into: &out, indent: indent + 2, width: width)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += pad
                Self.writeString(m.key, into: &out)
                out += ": "
                m.value.writePretty(into: &out, indent: indent + 2, width: width)
                out += i < members.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default:
            out += compact
        }
    }

    /// Whole numbers without a fraction; others in the shortest form that reads back exactly.
    /// NaN and infinities (not JSON) become null.
    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16)
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }
}
