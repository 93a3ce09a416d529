import Foundation

/// Finds, through fontconfig, a font file that has a character the chosen font lacks: the
/// answer to "which installed font draws 東, ب or ก". Fontconfig sorts the system's fonts for a
/// sans-serif (or, for emoji, colour emoji) pattern that must cover the character; the first
/// font whose character set really holds it wins. Answers are remembered per character (and
/// weight and emoji preference), misses too, so fontconfig is asked once per character. A
/// character no installed font has (private use, unassigned) is answered without asking: the
/// union of every usable font's character set, made once, says "no font has it" for every such
/// character of every range at once — 100,000 private-use characters cost one union, not 100,000
/// sorts of the system's fonts.
///
/// ```swift
/// let fallback = FontFallback()
/// fallback.font(for: 0x6771, bold: false, emoji: false)   // Match(path: ".../NotoSansCJK-Regular.ttc", index: 0)
/// ```
final class FontFallback {
    /// A face of a font file.
    struct Match: Hashable {
        var path: String
        var index: Int
    }

    private var answers: [UInt64: Match?] = [:]

    /// A font that has `scalar`, preferring bold faces for `bold` and colour emoji for `emoji`;
    /// nil when no installed font has it (or fontconfig is not there).
    func font(for scalar: UInt32, bold: Bool, emoji: Bool) -> Match? {
        let key = UInt64(scalar) | (bold ? 1 << 32 : 0) | (emoji ? 1 << 33 : 0)
        if let known = answers[key] { return known }
        if Fontconfig.noFontHas(scalar) { return nil }
        let found = Fontconfig.firstFont(having: scalar, bold: bold, emoji: emoji)
        answers[key] = found
        return found
    }

    /// Font files FreeType and HarfBuzz both read (TrueType, OpenType and collections of them).
    static func isOutlineOrBitmapFont(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
            || lower.hasSuffix(".otc")
    }
}
