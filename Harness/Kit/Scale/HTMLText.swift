import Foundation

/// Text made safe for an HTML page: every string the report shows comes from scenes, options and
/// the hostile-text corpus, so each is escaped, and a path in an attribute is percent-encoded too.
///
/// ```swift
/// HTMLText.escape("<b>\"x\" & 'y'</b>")   // "&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;"
/// HTMLText.path("as written/800x600/a b.png")   // "as%20written/800x600/a%20b.png"
/// ```
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for u in text.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\0": out += "\u{FFFD}"
            default:
                // Other control characters (not tab and newline) are not allowed in HTML text.
                if u.value < 0x20 && u != "\n" && u != "\t" || (0x7F...0x9F).contains(u.value) {
                    out += "U+" + String(u.value, radix: 16, uppercase: true)
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
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
