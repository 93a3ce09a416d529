import FlywheelCore
import Foundation

extension JSONNode {
    /// Parses a complete JSON text (UTF-8) strictly: a key written twice in one object is an
    /// error naming the key (which of the two was meant cannot be known), as is a number too
    /// large for a double (`1e309`), naming the key it is the value of.
    ///
    /// ```swift
    /// try JSONNode.parse(Data(#"{"fps": 60, "fps": 30}"#.utf8))
    /// // line 1, column 13: duplicate key "fps" (first written on line 1)
    /// ```
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: Array(data))
        // Invalid UTF-8 is an error naming its byte, not a U+FFFD in a name (before any parsing).
        if let offset = UTF8Check.firstInvalidByte(in: parser.bytes) {
            parser.moveTo(offset)
            throw parser.error(
                "invalid UTF-8 at byte offset \(offset) (byte 0x\(NumberText.padded(Int(parser.bytes[offset]), width: 2, radix: 16)))"
            )
        }
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
    /// The key whose value is being read (for messages about numbers).
    var currentKey: String?

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a UTF-8 byte order mark
    }

    /// Moves to byte `offset`, counting the lines on the way (for an error's line and column).
    mutating func moveTo(_ offset: Int) {
        while index < offset {
            if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
            index += 1
        }
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
        let start = index
        let kind: JSONNode.Kind
        switch current {
        case UInt8(ascii: "{"): kind = try parseObject(depth: depth)
        case UInt8(ascii: "["): kind = try parseArray(depth: depth)
        case UInt8(ascii: "\""): kind = .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); kind = .null
        case let c? where c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39): kind = .number(try parseNumber())
        default: throw error("expected a JSON value\(found)")
        }
        return JSONNode(kind: kind, line: startLine, bytes: start..<index)
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
        var seen: [String: Int] = [:]
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes\(found)") }
            let keyError = error("")
            let key = try parseString()
            if let first = seen[key] {
                throw JSONSyntaxError(
                    line: keyError.line, column: keyError.column,
                    message: "duplicate key \"\(OutsideText.quoted(key))\" (first written on line \(first))")
            }
            seen[key] = keyError.line
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key \"\(OutsideText.quoted(key))\"")
            skipSpace()
            currentKey = key
            members.append((key, try parseValue(depth: depth + 1)))
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}' after the value of \"\(OutsideText.quoted(key))\"")
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
        guard let value = Double(text), value.isFinite else {
            let of = currentKey.map { " (the value of \"\(OutsideText.quoted($0))\")" } ?? ""
            index = start
            throw error(
                "the number \(OutsideText.quoted(text, limit: 40)) is out of range for a double (at most about 1.8e308)\(of)"
            )
        }
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
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else {
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
            let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else {
            throw error("expected four hex digits after \\u")
        }
        index += 4
        return v
    }
}
