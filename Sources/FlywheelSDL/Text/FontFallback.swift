import CText
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

    /// Fontconfig's configuration, loaded once per process (it reads the system's font cache).
    nonisolated(unsafe) private static let config: OpaquePointer? = {
        guard FcInit() != 0 else { return nil }
        return FcConfigGetCurrent()
    }()

    /// A font that has `scalar`, preferring bold faces for `bold` and colour emoji for `emoji`;
    /// nil when no installed font has it (or fontconfig is not there).
    func font(for scalar: UInt32, bold: Bool, emoji: Bool) -> Match? {
        let key = UInt64(scalar) | (bold ? 1 << 32 : 0) | (emoji ? 1 << 33 : 0)
        if let known = answers[key] { return known }
        if let covered = FontFallback.coverage, FcCharSetHasChar(covered, scalar) == 0 { return nil }
        let found = FontFallback.query(scalar, bold: bold, emoji: emoji)
        answers[key] = found
        return found
    }

    /// Every character some usable font (`isOutlineOrBitmapFont`) has: the union of their
    /// character sets, made on first use (nil without fontconfig).
    nonisolated(unsafe) private static let coverage: OpaquePointer? = {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FILE)
        _ = FcObjectSetAdd(objects, FC_CHARSET)
        guard let list = FcFontList(config, pattern, objects), var union = FcCharSetCreate() else { return nil }
        defer { FcFontSetDestroy(list) }
        for i in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[i] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var charset: OpaquePointer?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
                isOutlineOrBitmapFont(String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))),
                FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                let merged = FcCharSetUnion(union, charset)
            else { continue }
            FcCharSetDestroy(union)
            union = merged
        }
        return union
    }()

    private static func query(_ scalar: UInt32, bold: Bool, emoji: Bool) -> Match? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let wanted = FcCharSetCreate() else { return nil }
        FcCharSetAddChar(wanted, scalar)
        FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        FcCharSetDestroy(wanted)
        _ =
            emoji
            ? FcPatternAddString(pattern, FC_FAMILY, "emoji") : FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        if emoji { FcPatternAddBool(pattern, FC_COLOR, FcBool(FcTrue)) }
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(config, pattern, FcBool(FcTrue), nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                FcCharSetHasChar(charset, scalar) != 0
            else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
            guard FontFallback.isOutlineOrBitmapFont(path) else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            return Match(path: path, index: Int(index))
        }
        return nil
    }

    /// Font files FreeType and HarfBuzz both read (TrueType, OpenType and collections of them).
    private static func isOutlineOrBitmapFont(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
            || lower.hasSuffix(".otc")
    }
}
