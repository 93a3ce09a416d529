import FlywheelUI

/// The glyph atlas's faces, by id (an `Int32` index): the chosen fonts' faces, one per family,
/// weight and pixel size, and the fallback faces `FallbackFaces` adds. Shaped lines and glyphs
/// name their face by this id.
///
/// A chosen font's line box is SDL_ttf's for that file and size (`FreeTypeFace.lineHeight`,
/// `lineAscent`), as text's line boxes always were; a fallback face's is its own ascent plus
/// descent.
///
/// ```swift
/// let table = FaceTable()
/// let id = table.face(for: .boldSystem(size: 20), pixelSize: 20, fonts: fonts)!
/// table.faces[Int(id)].lineHeight    // 24
/// table.hasGlyph(id, 0x41)           // true
/// ```
final class FaceTable {
    /// A font at one pixel size.
    struct Face {
        let shaping: ShapingFace
        /// The line's height and the baseline's distance from its top, in pixels.
        let lineHeight: Int32
        let ascent: Int32
        let bold: Bool
    }

    private struct FaceKey: Hashable {
        var family: String?
        var bold: Bool
        var pixelSize: Int
    }

    // Read for every line drawn and measured; one thread draws (see SDLCanvas's stored state):
    // no run-time exclusivity checks.
    @exclusivity(unchecked) private var ids: [FaceKey: Int32] = [:]
    @exclusivity(unchecked) private(set) var faces: [Face] = []

    /// The face id for `font` at `pixelSize` (opened through `fonts` on first use).
    func face(for font: Font, pixelSize: Int, fonts: FontLibrary) -> Int32? {
        let key = FaceKey(family: font.family, bold: font.weight == .bold, pixelSize: pixelSize)
        if let id = ids[key] { return id }
        guard let shaping = fonts.shapingFace(path: fonts.path(for: font), index: 0, pixelSize: pixelSize) else {
            return nil
        }
        let id = add(
            Face(
                shaping: shaping, lineHeight: shaping.freeType.lineHeight, ascent: shaping.freeType.lineAscent,
                bold: key.bold))
        ids[key] = id
        return id
    }

    /// Adds `face` and returns its id.
    func add(_ face: Face) -> Int32 {
        faces.append(face)
        return Int32(faces.count - 1)
    }

    func lineHeight(_ face: Int32) -> Int32 { faces[Int(face)].lineHeight }

    /// Whether the face has a glyph for `scalar`.
    func hasGlyph(_ face: Int32, _ scalar: UInt32) -> Bool {
        faces[Int(face)].shaping.glyphIndex(of: scalar) != 0
    }

    /// Whether glyphs of this face are colour bitmaps.
    func isColor(_ face: Int32) -> Bool { faces[Int(face)].shaping.isColor }

    /// Forgets every face (the fonts stay open in the FontLibrary).
    func removeAll() {
        ids.removeAll()
        faces.removeAll()
    }
}
