/// Text the checks' Markdown summaries share (`l10n-check`, `a11y-check`).
///
/// ```swift
/// CheckReportText.cell("a|b")      // "a\\|b"
/// ```
enum CheckReportText {
    /// A table cell: pipes escaped, control characters (the pseudo-locale's direction marks)
    /// shown as code points.
    static func cell(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if u == "|" {
                out += "\\|"
            } else if u.properties.generalCategory == .format || u.properties.generalCategory == .control {
                out += "U+" + String(u.value, radix: 16, uppercase: true)
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
