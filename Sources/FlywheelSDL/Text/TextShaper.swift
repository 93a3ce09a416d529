import FlywheelUI

/// Turns a string into a `ShapedLine`: the text path's first three steps.
///
/// 1. **Order** — the Unicode Bidirectional Algorithm (FriBidi) gives each character an
///    embedding level; lines with no right-to-left character skip it (every level 0).
/// 2. **Fonts** — each character gets a face: the chosen font when it has the character,
///    else a system font that has it (`GlyphAtlas.fallbackFace`); marks, joiners and variation
///    selectors stay with their base; emoji go to a colour emoji font.
/// 3. **Shape** — the text is cut into runs of one level, face and script, each shaped by
///    HarfBuzz (Arabic joining, Indic clusters, marks, ligatures, kerning), and the runs are laid
///    left to right in visual order (rule L2 over the runs; HarfBuzz already gives a
///    right-to-left run's glyphs in visual order).
///
/// Scratch arrays keep their capacity, so shaping a line of a length seen before allocates
/// nothing (FriBidi allocates for lines that need it).
///
/// ```swift
/// var line = ShapedLine()
/// shaper.shape("Score: 120 نقطة", primary: face, atlas: atlas, fonts: fonts, into: &line)
/// ```
final class TextShaper {
    /// A maximal stretch of characters shaped together.
    struct Run {
        var start: Int, end: Int
        var level: Int8
        var face: Int32
        var script: TextScript
        /// Where this run's glyphs start in `pending`, and how many.
        var firstGlyph = 0, glyphCount = 0
    }

    /// A shaped glyph before the runs are put in visual order: advances in 1/64 pixel.
    struct PendingGlyph {
        var id: UInt32
        var advance: Int32, offsetX: Int32, offsetY: Int32
    }

    /// Room for a typical label up front, so early lines do not grow the arrays one by one.
    private static let initialCapacity = 64
    private let buffer = HarfBuzzBuffer(capacity: TextShaper.initialCapacity)
    var scalars: [UInt32] = []
    /// Per character: its embedding level, its bidi type (FriBidi's), and scratch for bracket pairs.
    var levels: [Int8] = []
    var bidiTypes: [BidiType] = []
    var brackets: [UInt32] = []
    /// Scratch for `ExplicitBidiBound`: the directional status stack.
    var bidiStack: [Int16] = []
    var faces: [Int32] = []
    var scripts: [TextScript] = []
    private var runs: [Run] = []
    private var visualOrder: [Int] = []
    /// Each run's level, read by `orderRunsVisually` (kept, so a line allocates nothing).
    private var runLevels: [Int8] = []
    private var pending: [PendingGlyph] = []

    init() {
        let capacity = TextShaper.initialCapacity
        scalars.reserveCapacity(capacity)
        levels.reserveCapacity(capacity)
        faces.reserveCapacity(capacity)
        scripts.reserveCapacity(capacity)
        runs.reserveCapacity(8)
        visualOrder.reserveCapacity(8)
        pending.reserveCapacity(capacity)
    }

    /// Shapes `text` with the atlas face `primary` (and fallbacks) into `line` (emptied first).
    func shape(_ text: String, primary: Int32, atlas: GlyphAtlas, fonts: FontLibrary, into line: inout ShapedLine) {
        line.glyphs.removeAll(keepingCapacity: true)
        loadScalars(text)
        guard !scalars.isEmpty else { return }
        line.isRightToLeft = resolveLevels()
        shapeRuns(primary: primary, atlas: atlas, fonts: fonts)
        orderRunsVisually()
        var pen: Int64 = 0
        for r in visualOrder {
            let run = runs[r]
            let scale = atlas.faces[Int(run.face)].shaping.scale
            for k in run.firstGlyph..<(run.firstGlyph + run.glyphCount) {
                let g = pending[k]
                let x = TextShaper.pixels(Double(pen) + Double(g.offsetX) * scale)
                let y = -TextShaper.pixels(Double(g.offsetY) * scale)
                line.glyphs.append(ShapedLine.Glyph(face: run.face, id: g.id, x: x, y: y))
                pen += TextShaper.scaledAdvance(g.advance, scale: scale)
            }
        }
        line.width = TextShaper.pixels(Double(pen))
    }

    /// The width `shape` would give `text`, in pixels, without placing its glyphs: a width does
    /// not depend on the order runs are shown in, so the visual reordering (rule L2, whose cost
    /// grows with the number of levels times runs) is skipped. Fitting measures many candidates
    /// of a string and draws one.
    func width(_ text: String, primary: Int32, atlas: GlyphAtlas, fonts: FontLibrary) -> Int32 {
        loadScalars(text)
        guard !scalars.isEmpty else { return 0 }
        _ = resolveLevels()
        shapeRuns(primary: primary, atlas: atlas, fonts: fonts)
        var pen: Int64 = 0
        for run in runs {
            let scale = atlas.faces[Int(run.face)].shaping.scale
            for k in run.firstGlyph..<(run.firstGlyph + run.glyphCount) {
                pen += TextShaper.scaledAdvance(pending[k].advance, scale: scale)
            }
        }
        return TextShaper.pixels(Double(pen))
    }

    /// Faces, scripts and runs of the loaded scalars, each run shaped into `pending`.
    private func shapeRuns(primary: Int32, atlas: GlyphAtlas, fonts: FontLibrary) {
        chooseFaces(primary: primary, atlas: atlas, fonts: fonts)
        resolveScripts()
        splitRuns()
        pending.removeAll(keepingCapacity: true)
        for r in runs.indices { shapeRun(&runs[r], atlas: atlas) }
    }

    /// A glyph's advance (1/64 pixel) at a face's `scale`, as `shape` and `width` both add it up:
    /// one rule, so a measured width is always the drawn one.
    @inline(__always)
    static func scaledAdvance(_ advance: Int32, scale: Double) -> Int64 {
        scale == 1 ? Int64(advance) : Int64((Double(advance) * scale).rounded())
    }

    /// 1/64 pixel to whole pixels (rounded).
    @inline(__always)
    static func pixels(_ sixtyFourths: Double) -> Int32 {
        Int32(saturating: (sixtyFourths / 64).rounded())
    }

    /// The string's scalars, with controls made harmless: a tab or line break is a space (this is
    /// one line), other controls are zero-width spaces (default-ignorable: drawn as nothing).
    /// Bounded (`TextLimits`): at most `maximumShapedScalars` are kept, read from at most
    /// `maximumReadScalars`, and at most `maximumNonStarters` combining marks after a starter
    /// (Unicode's Stream-Safe Text Format); the rest is dropped, so no string costs more to
    /// shape, order or draw than a line of that length.
    private func loadScalars(_ text: String) {
        scalars.removeAll(keepingCapacity: true)
        var read = 0, nonStarters = 0
        for s in text.unicodeScalars {
            read += 1
            if read > TextLimits.maximumReadScalars || scalars.count == TextLimits.maximumShapedScalars { break }
            var v = s.value
            if v < 0x20 || (v >= 0x7F && v < 0xA0) {
                v = (v == 0x09 || v == 0x0A || v == 0x0D || v == 0x85) ? 0x20 : 0x200B
            } else if v == 0x2028 || v == 0x2029 {
                v = 0x20
            }
            if v >= 0x300, s.properties.canonicalCombiningClass != .notReordered {
                nonStarters += 1
                if nonStarters > TextLimits.maximumNonStarters { continue }
            } else {
                nonStarters = 0
            }
            scalars.append(v)
        }
    }

    /// Cuts the characters into runs wherever the level, the face or the script changes.
    private func splitRuns() {
        runs.removeAll(keepingCapacity: true)
        var start = 0
        for i in 1...scalars.count {
            if i == scalars.count || levels[i] != levels[start] || faces[i] != faces[start]
                || scripts[i] != scripts[start]
            {
                runs.append(Run(start: start, end: i, level: levels[start], face: faces[start], script: scripts[start]))
                start = i
            }
        }
    }

    /// Shapes one run with HarfBuzz (the whole line as context) into `pending`.
    private func shapeRun(_ run: inout Run, atlas: GlyphAtlas) {
        run.firstGlyph = pending.count
        run.glyphCount = buffer.shape(
            scalars, range: run.start..<run.end, rightToLeft: run.level & 1 == 1, script: run.script,
            font: atlas.faces[Int(run.face)].shaping.harfBuzz
        ) { id, advance, offsetX, offsetY in
            pending.append(PendingGlyph(id: id, advance: advance, offsetX: offsetX, offsetY: offsetY))
        }
    }

    /// Rule L2 over runs: from the highest level down to the lowest odd one, every stretch of
    /// runs at that level or higher is reversed.
    private func orderRunsVisually() {
        visualOrder.removeAll(keepingCapacity: true)
        runLevels.removeAll(keepingCapacity: true)
        var highest: Int8 = 0, lowestOdd: Int8 = .max
        for (i, run) in runs.enumerated() {
            visualOrder.append(i)
            runLevels.append(run.level)
            highest = max(highest, run.level)
            if run.level & 1 == 1 { lowestOdd = min(lowestOdd, run.level) }
        }
        guard lowestOdd != .max else { return }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < visualOrder.count {
                guard runLevels[visualOrder[i]] >= level else {
                    i += 1
                    continue
                }
                var end = i
                while end < visualOrder.count, runLevels[visualOrder[end]] >= level { end += 1 }
                visualOrder[i..<end].reverse()
                i = end
            }
            level -= 1
        }
    }
}
