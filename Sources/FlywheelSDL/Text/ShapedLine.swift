/// One line of text after shaping, ordering and font fallback: its glyphs in visual order (left
/// to right on screen), each a glyph id of a face of the glyph atlas, on whole pixels. Measuring
/// and drawing read the same line, so what is measured is what is drawn.
///
/// ```swift
/// let line = atlas.shapedLine("שלום world", face: face, fonts: fonts)
/// line.width            // pixels
/// line.isRightToLeft    // true: the paragraph's first strong character is Hebrew
/// ```
struct ShapedLine {
    /// A glyph and where it goes.
    struct Glyph {
        /// The glyph atlas's face id (the chosen font, or a fallback font for this character).
        var face: Int32
        /// The glyph's id in that face (0: the face's missing-glyph box).
        var id: UInt32
        /// The pen position plus the glyph's own offset, in pixels from the line's left edge.
        var x: Int32
        /// Downwards from the baseline, in pixels (a mark raised above its base: negative).
        var y: Int32
    }

    var glyphs: [Glyph] = []
    /// The sum of the advances, in pixels.
    var width: Int32 = 0
    /// The paragraph direction the Unicode Bidirectional Algorithm found (first strong character).
    var isRightToLeft = false
}
