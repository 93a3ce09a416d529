/// Text that came from outside (a file, the command line) made safe to show on a terminal:
/// control characters are written as escapes (`ESC` as `\u001B`), so no file can send a
/// terminal a control sequence, and a long text is cut to `maximumCharacters` with "…", so a
/// million-digit number does not become a megabyte-long error line.
///
/// ```swift
/// OutsideText.quoted("x\u{1B}]0;pwned\u{07}")   // "x\\u001B]0;pwned\\u0007"
/// OutsideText.quoted(String(repeating: "9", count: 1_000_000)).count   // 121
/// ```
public enum OutsideText {
    /// The most characters of outside text a message quotes.
    public static let maximumCharacters = 120

    /// `text` escaped and cut to `limit` characters (then "…").
    public static func quoted(_ text: Substring, limit: Int = maximumCharacters) -> String {
        var out = ""
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown >= limit { return out + "…" }
            out += escaped(scalar)
            shown += 1
        }
        return out
    }

    /// `quoted` for a `String`.
    public static func quoted(_ text: String, limit: Int = maximumCharacters) -> String {
        quoted(text[...], limit: limit)
    }

    /// Every control character of `text` escaped, nothing cut (for a whole message line, whose
    /// quoted parts are already short).
    public static func escapingControls(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars { out += escaped(scalar) }
        return out
    }

    /// True for the characters a terminal may act on: C0, DEL, C1, and the bidirectional
    /// controls that reorder what is shown.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
            return true
        default:
            return false
        }
    }

    static func escaped(_ scalar: Unicode.Scalar) -> String {
        guard isControl(scalar) else { return String(scalar) }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
