import FlywheelCore
import Foundation

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
    static func format(_ n: Double) -> String { n.isFinite ? NumberText.shortest(n) : "null" }

    /// The inside of a JSON string: quote, backslash and the usual whitespace escapes; every other
    /// control (C0, DEL, C1 and the bidirectional controls) as `\uXXXX`, so a report shown on a
    /// terminal (`--report -`) cannot carry a control sequence from a name it echoes.
    static let stringEscaper = ScalarEscaper(
        ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]
    ) { scalar in
        guard OutsideText.isControl(scalar) else { return nil }
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        stringEscaper.escape(s, into: &out)
        out += "\""
    }
}
