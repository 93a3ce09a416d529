/// Which face draws a character the chosen face lacks: a system font that has it (found by
/// `FontFallback` through fontconfig), opened at the chosen face's pixel size and weight and
/// added to the `FaceTable` once per file, face index and size. Answers are remembered per
/// character, size, weight and emoji preference, misses too.
///
/// ```swift
/// let fallback = FallbackFaces()
/// let id = fallback.face(for: 0x6771, primary: latin, emoji: false, table: table, fonts: fonts)  // a CJK face
/// ```
final class FallbackFaces {
    private struct FileKey: Hashable {
        var path: String
        var index: Int
        var pixelSize: Int
    }

    private var ids: [FileKey: Int32] = [:]
    /// Per character (and pixel size, weight, emoji or not): the face found, or -1.
    private var forScalar: [UInt64: Int32] = [:]

    /// A face of a system font that has `scalar` (for `emoji`, a colour emoji face, which is
    /// not asked to have it exactly), at `primary`'s size and weight; nil when none has it.
    func face(for scalar: UInt32, primary: Int32, emoji: Bool, table: FaceTable, fonts: FontLibrary) -> Int32? {
        let p = table.faces[Int(primary)]
        let size = p.shaping.pixelSize
        let key = UInt64(scalar) | UInt64(size) << 32 | (p.bold ? 1 << 43 : 0) | (emoji ? 1 << 44 : 0)
        if let known = forScalar[key] { return known >= 0 ? known : nil }
        var found: Int32 = -1
        if let match = fonts.fallback.font(for: scalar, bold: p.bold, emoji: emoji) {
            let fk = FileKey(path: match.path, index: match.index, pixelSize: size)
            if let id = ids[fk] {
                found = id
            } else if let shaping = fonts.shapingFace(path: match.path, index: match.index, pixelSize: size) {
                found = table.add(
                    FaceTable.Face(
                        shaping: shaping, lineHeight: shaping.ascent + shaping.descent, ascent: shaping.ascent,
                        bold: p.bold))
                ids[fk] = found
            }
            if found >= 0, !emoji, !table.hasGlyph(found, scalar) { found = -1 }
        }
        forScalar[key] = found
        return found >= 0 ? found : nil
    }

    /// Forgets every answer (with the `FaceTable`'s faces, which the ids name).
    func removeAll() {
        ids.removeAll()
        forScalar.removeAll()
    }
}
