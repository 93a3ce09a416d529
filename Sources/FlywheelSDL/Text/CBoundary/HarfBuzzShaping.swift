import CText

/// A HarfBuzz font over a `FreeTypeFace` (`hb_ft`: HarfBuzz reads the face's tables and takes
/// FreeType's light-hinted advances, the metrics the glyphs are rasterised with).
final class HarfBuzzFont {
    /// The `hb_font_t *`.
    let handle: OpaquePointer
    /// Kept so the face outlives the font (the font also holds a FreeType reference to it).
    private let face: FreeTypeFace

    init?(face: FreeTypeFace) {
        guard let font = hb_ft_font_create_referenced(face.handle) else { return nil }
        hb_ft_font_set_load_flags(font, flywheel_ft_load_flags(0))
        handle = font
        self.face = face
    }

    deinit { hb_font_destroy(handle) }  // drops its reference to the FreeType face
}

/// A Unicode script as HarfBuzz names it (an ISO 15924 tag).
struct TextScript: Equatable {
    let tag: UInt32

    static var latin: TextScript { TextScript(tag: HB_SCRIPT_LATIN.rawValue) }
    /// Spaces, digits, punctuation: no script of their own.
    static var common: TextScript { TextScript(tag: HB_SCRIPT_COMMON.rawValue) }
    /// Marks: the script of their base.
    static var inherited: TextScript { TextScript(tag: HB_SCRIPT_INHERITED.rawValue) }
    static var unknown: TextScript { TextScript(tag: HB_SCRIPT_UNKNOWN.rawValue) }
    /// Not yet known (HarfBuzz's "invalid").
    static var invalid: TextScript { TextScript(tag: HB_SCRIPT_INVALID.rawValue) }
}

/// HarfBuzz's Unicode data: the script of a character.
struct UnicodeScripts {
    private let funcs = hb_unicode_funcs_get_default()

    func script(of scalar: UInt32) -> TextScript { TextScript(tag: hb_unicode_script(funcs, scalar).rawValue) }
}

/// A HarfBuzz buffer, reused for every run shaped (its storage kept, so a run of a length seen
/// before allocates nothing).
///
/// ```swift
/// let buffer = HarfBuzzBuffer(capacity: 64)
/// buffer.shape(scalars, range: 0..<scalars.count, rightToLeft: false, script: .latin, font: font) {
///     id, advance, offsetX, offsetY in …   // per glyph, advances and offsets in 1/64 pixel
/// }
/// ```
final class HarfBuzzBuffer {
    private let handle: OpaquePointer

    init(capacity: Int) {
        handle = hb_buffer_create()
        hb_buffer_pre_allocate(handle, UInt32(capacity))
    }

    deinit { hb_buffer_destroy(handle) }

    /// Shapes `scalars[range]` (the whole of `scalars` as context; a range at an end of
    /// `scalars` is marked as the text's beginning or end) as one run of one direction and
    /// script, default ignorables removed, and hands each glyph to `glyph` in visual order:
    /// its id, advance and x and y offsets in 1/64 pixel. Returns the number of glyphs.
    @discardableResult
    func shape(
        _ scalars: [UInt32], range: Range<Int>, rightToLeft: Bool, script: TextScript, font: HarfBuzzFont,
        glyph: (_ id: UInt32, _ advance: Int32, _ offsetX: Int32, _ offsetY: Int32) -> Void
    ) -> Int {
        hb_buffer_clear_contents(handle)
        scalars.withUnsafeBufferPointer {
            hb_buffer_add_codepoints(
                handle, $0.baseAddress, Int32($0.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(handle, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(handle, hb_script_t(rawValue: script.tag))
        hb_buffer_set_language(handle, hb_language_get_default())
        var flags = HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(handle, hb_buffer_flags_t(rawValue: flags))
        hb_shape(font.handle, handle, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(handle, &count),
            let positions = hb_buffer_get_glyph_positions(handle, &count)
        else { return 0 }
        for k in 0..<Int(count) {
            glyph(infos[k].codepoint, positions[k].x_advance, positions[k].x_offset, positions[k].y_offset)
        }
        return Int(count)
    }
}
