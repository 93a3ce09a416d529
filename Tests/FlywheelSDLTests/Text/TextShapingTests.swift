import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// The text path as a reader of each language sees it: HarfBuzz shapes (Arabic joins, so its
/// letters are other glyphs than alone), FriBidi orders (a Hebrew word reads right to left, a
/// mixed line as the algorithm says) and fontconfig falls back (no missing-glyph box for a
/// character an installed font has).
@Suite(.serialized) struct TextShapingTests {
    /// One sample per script the README promises, plus mixed lines and emoji.
    static let samples = [
        "東京", "北京", "서울", "القاهرة", "תל אביב", "मुंबई", "กรุงเทพฯ", "Москва", "Αθήνα", "café naïve",
        "Level 3 — שלב 3", "Score: 120 نقطة", "Prize 🎉🏆",
    ]

    /// Runs `body` with a canvas's atlas, a 40-pixel regular face of the default font and the fonts.
    private func withFace(_ body: (HeadlessRenderer, GlyphAtlas, Int32) throws -> Void) throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 400, height: 80))
            let atlas = r.canvas.glyphAtlas
            let face = try #require(atlas.face(for: .system(size: 40), pixelSize: 40, fonts: r.canvas.fonts))
            try body(r, atlas, face)
        }
    }

    @Test func arabicLettersJoinIntoOtherGlyphsThanTheirIsolatedForms() throws {
        try withFace { r, atlas, face in
            let alone = atlas.shapedLine("ب", face: face, fonts: r.canvas.fonts).glyphs.map(\.id)
            let joined = atlas.shapedLine("ببب", face: face, fonts: r.canvas.fonts).glyphs.map(\.id)
            #expect(alone.count == 1 && joined.count == 3)
            // Initial, medial and final forms: three glyphs, none the isolated one.
            #expect(Set(joined).count == 3)
            #expect(!joined.contains(alone[0]))
        }
    }

    @Test func hebrewReadsRightToLeftAndMixedLinesFollowTheAlgorithm() throws {
        try withFace { r, atlas, face in
            let fonts = r.canvas.fonts
            func ids(_ s: String) -> [UInt32] { atlas.shapedLine(s, face: face, fonts: fonts).glyphs.map(\.id) }
            let letters = ["א", "ב", "ג"].map { ids($0)[0] }
            #expect(ids("אבג") == letters.reversed())
            #expect(atlas.shapedLine("אבג", face: face, fonts: fonts).isRightToLeft)
            // A left-to-right paragraph: the Latin word first, then the Hebrew word reversed.
            let latin = ["a", "b", "c"].map { ids($0)[0] }
            #expect(ids("abc אבג") == latin + [ids(" ")[0]] + letters.reversed())
            #expect(!atlas.shapedLine("Level 3 — שלב 3", face: face, fonts: fonts).isRightToLeft)
            // In a right-to-left paragraph the Latin word goes to the left end.
            #expect(ids("אבג abc") == latin + [ids(" ")[0]] + letters.reversed())
            #expect(atlas.shapedLine("אבג abc", face: face, fonts: fonts).isRightToLeft)
            // "Level 3 — שלב 3": the number after the Hebrew word sits to its left (UBA W/I rules).
            let mixed = ids("Level 3 — שלב 3")
            let three = ids("3")[0]
            let hebrew = ["ש", "ל", "ב"].map { ids($0)[0] }
            #expect(Array(mixed.suffix(5)) == [three, ids(" ")[0]] + hebrew.reversed())
        }
    }

    @Test func everyScriptIsDrawnFromAFontThatHasIt() throws {
        try withFace { r, atlas, face in
            for sample in Self.samples {
                let line = atlas.shapedLine(sample, face: face, fonts: r.canvas.fonts)
                #expect(!line.glyphs.isEmpty, "\(sample)")
                #expect(line.glyphs.allSatisfy { $0.id != 0 }, "a missing-glyph box in \(sample)")
            }
            // DejaVu has no Han: the characters come from a fallback face.
            let tokyo = atlas.shapedLine("東京", face: face, fonts: r.canvas.fonts)
            #expect(tokyo.glyphs.allSatisfy { $0.face != face })
        }
    }

    /// A primary font with no Han, Arabic or Thai (`FLYWHEEL_FONT` set to a Latin-only font):
    /// fallback still applies under it.
    @Test func fallbackAppliesUnderAChosenFontThatLacksAScript() throws {
        let latinOnly = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
        try withSDL {
            let fonts = try FontLibrary(regularPath: latinOnly, boldPath: latinOnly)
            #expect(fonts.regularPath == latinOnly)
            let r = try HeadlessRenderer(size: Size(width: 64, height: 64), fonts: fonts)
            let atlas = r.canvas.glyphAtlas
            let face = try #require(atlas.face(for: .system(size: 30), pixelSize: 30, fonts: fonts))
            #expect(!atlas.hasGlyph(face, 0x6771) && !atlas.hasGlyph(face, 0x0628))
            for sample in ["東京", "القاهرة", "กรุงเทพฯ"] {
                #expect(
                    atlas.shapedLine(sample, face: face, fonts: fonts).glyphs.allSatisfy { $0.id != 0 }, "\(sample)")
            }
        }
    }

    @Test func aCharacterNoFontHasIsTheChosenFontsMissingGlyphBox() throws {
        try withFace { r, atlas, face in
            // U+0378 is unassigned: no font has it.
            let line = atlas.shapedLine("a\u{378}b", face: face, fonts: r.canvas.fonts)
            #expect(line.glyphs.count == 3)
            #expect(line.glyphs[1].id == 0 && line.glyphs[1].face == face)
        }
    }

    @Test func controlsLoneMarksAndLongStringsDrawSanely() throws {
        try withFace { r, atlas, face in
            let fonts = r.canvas.fonts
            // Controls draw nothing (no box): "ab" with an escape sequence between is two glyphs.
            let controls = atlas.shapedLine("a\u{1B}]0;\u{7}b", face: face, fonts: fonts)
            #expect(controls.glyphs.filter { $0.id == 0 }.isEmpty)
            #expect(atlas.shapedLine("\u{301}", face: face, fonts: fonts).glyphs.allSatisfy { $0.id != 0 })
            let long = String(repeating: "Ab東ب", count: 2500)
            let line = atlas.shapedLine(long, face: face, fonts: fonts)
            // Shaped up to TextLimits.maximumShapedScalars: the rest of a line that long never shows.
            #expect(line.glyphs.count == TextLimits.maximumShapedScalars)
            #expect(line.width > 4096)
            // At most 30 marks stay on a letter (Stream-Safe Text Format): 10,000 draw as 30.
            let zalgo = "a" + String(repeating: "\u{301}", count: 10_000) + "b"
            let marked = atlas.shapedLine(zalgo, face: face, fonts: fonts)
            #expect(marked.glyphs.count <= 2 + TextLimits.maximumNonStarters)
            #expect(marked.glyphs.count >= 2)
            r.canvas.beginFrame(clear: .white)
            r.canvas.drawText(long, at: Point(x: 0, y: 0), font: .system(size: 40), color: .black)
            r.canvas.endFrame()
        }
    }

    @Test func aLineIsShapedOnceAndMeasuredAsDrawn() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 400, height: 60))
            for sample in ["القاهرة", "東京 Tokyo", "मुंबई"] {
                let width = r.canvas.measureText(sample, font: .system(size: 40)).width
                let shapedBefore = r.canvas.glyphAtlas.shapedCount
                r.canvas.beginFrame(clear: .white)
                r.canvas.drawText(sample, at: Point(x: 20, y: 5), font: .system(size: 40), color: .black)
                r.canvas.endFrame()
                #expect(r.canvas.glyphAtlas.shapedCount == shapedBefore, "drawing reuses the measured line")
                let image = r.snapshot()
                var minX = 400, maxX = 0
                for y in 0..<60 {
                    for x in 0..<400 where image.pixel(x: x, y: y).r < 128 {
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                    }
                }
                #expect(minX >= 18 && minX <= 26, "\(sample): ink starts at the origin")
                #expect(abs(Double(maxX + 1 - 20) - width) <= 6, "\(sample): ink ends where measured")
            }
        }
    }

    @Test func emojiAreDrawnInTheirOwnColours() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 120, height: 60))
            for direct in [true, false] {
                r.canvas.drawsTextDirectly = direct
                r.canvas.beginFrame(clear: .white)
                r.canvas.drawText("🏆", at: Point(x: 10, y: 5), font: .system(size: 40), color: .black)
                r.canvas.endFrame()
                let image = r.snapshot()
                var coloured = 0
                for y in 0..<60 {
                    for x in 0..<120 {
                        let p = image.pixel(x: x, y: y)
                        if Int(p.r) - Int(p.b) > 80 { coloured += 1 }  // the trophy's gold
                    }
                }
                #expect(coloured > 100, "direct: \(direct)")
            }
        }
    }

    @Test func truncationCutsAtTheEndOfTheReadingOrder() throws {
        try withFace { r, atlas, face in
            let font = Font.system(size: 40)
            let latin = r.canvas.truncatedText("Associated Text", font: font, width: 150)
            #expect(latin.hasSuffix("\u{2026}") && latin.hasPrefix("Ass"))
            #expect(r.canvas.measureText(latin, font: font).width <= 150)
            let hebrew = r.canvas.truncatedText("תל אביב יפו", font: font, width: 120)
            #expect(hebrew.hasPrefix("תל") && hebrew.hasSuffix("\u{2026}"))
            // Right to left: the ellipsis is the leftmost glyph.
            let ellipsis = atlas.shapedLine("\u{2026}", face: face, fonts: r.canvas.fonts).glyphs[0].id
            #expect(atlas.shapedLine(hebrew, face: face, fonts: r.canvas.fonts).glyphs.first?.id == ellipsis)
            #expect(r.canvas.truncatedText("short", font: font, width: 300) == "short")
        }
    }
}

/// The direct text blend's glyph batch lives on the stack: past 1,024 bytes Swift's temporary
/// allocation goes to the heap, and every line drawn would allocate (the steady-frame
/// benchmarks caught 31 a frame in the rating scene).
@Test func theDirectTextBatchFitsOnTheStack() {
    #expect(MemoryLayout<TextLineBlend.Placed>.stride * TextLineBlend.batchSize <= 1024)
}
