import CText

/// fontconfig, asked which installed font file has a character (`FontFallback` remembers the
/// answers). Only fonts `FontFallback.isOutlineOrBitmapFont` accepts are answered.
///
/// ```swift
/// Fontconfig.noFontHas(0xF0000)                                   // true: private use
/// Fontconfig.firstFont(having: 0x6771, bold: false, emoji: false)  // Match(path: ".../NotoSansCJK-Regular.ttc", index: 0)
/// ```
enum Fontconfig {
    /// Fontconfig's configuration, loaded once per process (it reads the system's font cache);
    /// released at exit with everything else fontconfig holds (`releaseAtExit`).
    nonisolated(unsafe) private static let config: OpaquePointer? = {
        guard FcInit() != 0 else { return nil }
        atexit { Fontconfig.releaseAtExit() }
        return FcConfigGetCurrent()
    }()

    /// The coverage set once it is made, for `releaseAtExit` (which must not make it).
    nonisolated(unsafe) private static var madeCoverage: OpaquePointer?

    /// After the last use, at exit: the coverage set, then fontconfig's own configuration and
    /// caches (`FcFini`). Kept to the end, they read as leaks to LeakSanitizer — a character set
    /// keeps its leaves as offsets from itself, which it cannot follow: 28,128 bytes in 554
    /// blocks in every process that drew text (`harness fuzz` under `--sanitize=address`).
    private static func releaseAtExit() {
        if let madeCoverage { FcCharSetDestroy(madeCoverage) }
        madeCoverage = nil
        FcFini()
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
                FontFallback.isOutlineOrBitmapFont(
                    String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))),
                FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                let merged = FcCharSetUnion(union, charset)
            else { continue }
            FcCharSetDestroy(union)
            union = merged
        }
        madeCoverage = union
        return union
    }()

    /// The first font fontconfig's sort for a sans-serif (or, for `emoji`, colour emoji) pattern
    /// of `bold`'s weight puts forward whose character set really holds `scalar`; nil when none
    /// does (or fontconfig is not there).
    static func firstFont(having scalar: UInt32, bold: Bool, emoji: Bool) -> FontFallback.Match? {
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
            return FontFallback.Match(path: path, index: Int(index))
        }
        return nil
    }

    /// True when no usable installed font has `scalar` (its character is in none of their
    /// character sets); false when one may have it, or fontconfig is not there.
    static func noFontHas(_ scalar: UInt32) -> Bool {
        guard let coverage else { return false }
        return FcCharSetHasChar(coverage, scalar) == 0
    }
}
