import Foundation

/// Text made safe for an HTML page: every string the report shows comes from scenes, options and
/// the hostile-text corpus, so each is escaped, and a path in an attribute is percent-encoded too.
///
/// ```swift
/// HTMLText.escape("<b>\"x\" & 'y'</b>")   // "&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;"
/// HTMLText.path("as written/800x600/a b.png")   // "as%20written/800x600/a%20b.png"
/// ```
public enum HTMLText {
    /// `text` with `& < > " '` as entities, NUL as U+FFFD and any other control character (not
    /// tab or newline, which HTML text allows) written out as `U+1B`.
    public static func escape(_ text: String) -> String { escaper.escape(text) }

    private static let escaper = ScalarEscaper(
        ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\0": "\u{FFFD}"]
    ) { scalar in
        let isControl = scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || (0x7F...0x9F).contains(scalar.value)
        return isControl ? "U+" + String(scalar.value, radix: 16, uppercase: true) : nil
    }

    /// A relative path for `src` or `href`: each part percent-encoded, then escaped.
    public static func path(_ relative: String) -> String {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~")))
                ?? ""
        }
        return escape(parts.joined(separator: "/"))
    }
}
