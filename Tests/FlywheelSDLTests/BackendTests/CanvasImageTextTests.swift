import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// Images, template tints, text and the caches behind them.
@Suite(.serialized) struct CanvasImageTextTests {
    /// A 20x20 image with a distinct colour in each quadrant (to find its corners after rotation).
    private func quadrants() -> Image {
        var bytes = [UInt8](repeating: 255, count: 20 * 20 * 4)
        for y in 0..<20 {
            for x in 0..<20 {
                let i = (y * 20 + x) * 4
                let c: Color = y < 10 ? (x < 10 ? .red : .green) : (x < 10 ? .blue : .black)
                let e = c.rgba8
                bytes[i] = e.r; bytes[i + 1] = e.g; bytes[i + 2] = e.b
            }
        }
        return Image(width: 20, height: 20, rgba: bytes, name: "quadrants")
    }

    @Test func imageFillsItsRect() throws {
        let img = try withSDL {
            try renderOnce { $0.drawImage(self.quadrants(), in: Rect(x: 10, y: 10, width: 40, height: 40)) }
        }
        expectPixels(
            img,
            [
                (15, 15, .red), (45, 15, .green), (15, 45, .blue), (45, 45, .black), (9, 30, .white),
                (50, 30, .white),
            ])
    }

    @Test func rotatedImageQuadMovesItsCorners() throws {
        // A quarter turn clockwise about the centre (50,50): top-left (red) goes top-right.
        let img = try withSDL {
            try renderOnce {
                $0.drawImage(
                    self.quadrants(), in: Rect(x: 30, y: 30, width: 40, height: 40),
                    rotation: .pi / 2, tint: nil, alpha: 1)
            }
        }
        #expect(isColor(img.pixel(x: 62, y: 38), .red, tolerance: 4))
        #expect(isColor(img.pixel(x: 62, y: 62), .green, tolerance: 4))
        #expect(isColor(img.pixel(x: 38, y: 38), .blue, tolerance: 4))
        #expect(isColor(img.pixel(x: 38, y: 62), .black, tolerance: 4))
        // At 45° the corners point up/down/left/right: (50, 23) is inside, (25, 25) is not.
        let diamond = try withSDL {
            try renderOnce {
                $0.drawImage(
                    self.quadrants(), in: Rect(x: 30, y: 30, width: 40, height: 40),
                    rotation: .pi / 4, tint: nil, alpha: 1)
            }
        }
        #expect(
            isColor(diamond.pixel(x: 50, y: 25), .red, tolerance: 4)
                || isColor(diamond.pixel(x: 50, y: 25), .green, tolerance: 4))
        #expect(isColor(diamond.pixel(x: 27, y: 27), .white))
        #expect(isColor(diamond.pixel(x: 73, y: 73), .white))
    }

    @Test func templateImageIsTintedAndOriginalIsNot() throws {
        let icon = makeTestIcon(size: 32)
        let img = try withSDL {
            try renderOnce {
                $0.drawImage(
                    icon.asTemplate(), in: Rect(x: 0, y: 0, width: 32, height: 32), rotation: 0, tint: .systemBlue,
                    alpha: 1)
                $0.drawImage(
                    icon, in: Rect(x: 50, y: 0, width: 32, height: 32), rotation: 0, tint: .systemBlue, alpha: 1)
                $0.drawImage(
                    icon.asTemplate(), in: Rect(x: 0, y: 50, width: 32, height: 32), rotation: 0, tint: .red, alpha: 0.5
                )
            }
        }
        #expect(isColor(img.pixel(x: 16, y: 16), .systemBlue))  // opaque pixel -> tint
        #expect(isColor(img.pixel(x: 1, y: 1), .white))  // transparent pixel stays clear
        #expect(isColor(img.pixel(x: 66, y: 16), .init(r8: 255, g8: 127, b8: 0), tolerance: 10))  // own colours
        let half = img.pixel(x: 16, y: 66)  // 50 % red over white
        #expect(half.r == 255 && abs(Int(half.g) - 128) <= 3)
    }

    @Test func imageTexturesUploadOncePerBitmapAndWay() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 64, height: 64))
            r.canvas.drawsImagesDirectly = false  // SDL's texture path (else rotated images are CPU copies)
            let icon = makeTestIcon()
            for frame in 0..<3 {
                r.canvas.beginFrame(clear: .white)
                r.canvas.drawImage(icon, in: Rect(x: 0, y: 0, width: 32, height: 32))
                r.canvas.drawImage(
                    icon.asTemplate(), in: Rect(x: 32, y: 0, width: 32, height: 32),
                    rotation: 0.3, tint: .red, alpha: 1)
                r.canvas.endFrame()
                #expect(r.canvas.stats.textureUploads == (frame == 0 ? 2 : 0))
            }
            #expect(r.canvas.cachedImageCount == 2)
        }
    }

    @Test func scaledImagesAreResampledOnceOnTheSoftwareRenderer() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 64, height: 64))
            #expect(r.canvas.isSoftwareRenderer)
            let icon = makeTestIcon(size: 32)
            for frame in 0..<2 {
                r.canvas.beginFrame(clear: .white)
                r.canvas.drawImage(icon, in: Rect(x: 0, y: 0, width: 48, height: 48))
                r.canvas.endFrame()
                #expect(r.canvas.stats.textureUploads == (frame == 0 ? 1 : 0))
            }
            let img = r.snapshot()
            #expect(isColor(img.pixel(x: 24, y: 24), .init(r8: 255, g8: 127, b8: 0), tolerance: 12))
            #expect(isColor(img.pixel(x: 50, y: 24), .white))
        }
    }

    @Test func resamplerAveragesInPremultipliedSpace() {
        // Opaque red next to transparent black: shrinking must give translucent red, not dark red.
        let src: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0]
        let out = ImageResampler.resample(src, width: 2, height: 1, to: 1, 1, whiteMask: false)
        #expect(out == [255, 0, 0, 128])
        let mask = ImageResampler.resample(src, width: 2, height: 1, to: 1, 1, whiteMask: true)
        #expect(mask == [255, 255, 255, 128])
        let grown = ImageResampler.resample(
            [0, 0, 0, 255, 255, 255, 255, 255], width: 2, height: 1, to: 4, 1, whiteMask: false)
        #expect(grown[0] == 0 && grown[12] == 255)  // edges clamp
        #expect(grown[4] > 0 && grown[4] < grown[8])  // a ramp in between
    }

    @Test func textDrawsAndSteadyFramesRasteriseNothing() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 160, height: 40))
            let view = TextView()
            view.frame = Rect(x: 0, y: 0, width: 160, height: 40)
            r.host.rootView.addSubview(view)
            r.renderFrame()
            // One rasterisation and upload per distinct glyph (the atlas), none per string.
            let glyphs = Set(view.text.unicodeScalars).count
            #expect(r.canvas.stats.textRasterizations == glyphs)
            #expect(r.canvas.stats.textureUploads == glyphs)
            let img = r.snapshot()
            var dark = 0
            for y in 0..<40 { for x in 0..<160 where img.pixel(x: x, y: y).r < 128 { dark += 1 } }
            #expect(dark > 50)
            r.host.setNeedsFrame()
            r.renderFrame()
            #expect(r.canvas.stats.textRasterizations == 0)
            #expect(r.canvas.stats.textureUploads == 0)
            #expect(r.canvas.stats.drawCalls >= 1)
            #expect(ImageComparison.compare(r.snapshot(), img, channelTolerance: 0, maxMismatchFraction: 0).passed)
        }
    }

    /// Text comes from a glyph atlas: once its glyphs are known, a string never drawn before
    /// costs no rasterising and no upload (a picker scrolling through 10,000 titles), and it is
    /// drawn where `measureText` says it ends.
    @Test func aNewStringOfKnownGlyphsIsNotRasterised() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 200, height: 40))
            let font = Font.boldSystem(size: 20)
            r.canvas.beginFrame(clear: .white)
            r.canvas.drawText("Row 0123456789", at: Point(x: 2, y: 2), font: font, color: .black)
            r.canvas.endFrame()
            let glyphs = r.canvas.cachedTextCount
            #expect(glyphs == Set("Row 0123456789".unicodeScalars).count)
            for title in ["Row 5361", "Row 9876", "Row 1042"] {
                r.canvas.beginFrame(clear: .white)
                r.canvas.drawText(title, at: Point(x: 2, y: 2), font: font, color: .black)
                r.canvas.endFrame()
                #expect(r.canvas.stats.textRasterizations == 0)
                #expect(r.canvas.stats.textureUploads == 0)
            }
            #expect(r.canvas.cachedTextCount == glyphs)
            let width = r.canvas.measureText("Row 1042", font: font).width
            let img = r.snapshot()
            var right = 0
            for y in 0..<40 { for x in 0..<200 where img.pixel(x: x, y: y).r < 128 { right = max(right, x) } }
            #expect(
                Double(right) <= 2 + width && Double(right) >= 2 + width - 4,
                "ink ends at \(right), measured \(2 + width)")
        }
    }

    /// Colour is a vertex tint of a white texture: red and blue share one. On the software
    /// renderer's texture path white (unmodulated) text gets its own copy (switching a surface
    /// between modulated and not re-maps it and allocates); text the canvas blends itself shares
    /// one; a repeated frame rasterises nothing.
    @Test func textColourIsAVertexTintNotANewRasterisation() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 100, height: 60))
            for _ in 0..<2 {
                r.canvas.beginFrame(clear: .white)
                r.canvas.drawText("WWW", at: Point(x: 2, y: 2), font: .boldSystem(size: 20), color: .red)
                r.canvas.drawText("WWW", at: Point(x: 2, y: 30), font: .boldSystem(size: 20), color: .blue)
                r.canvas.drawText("WWW", at: Point(x: 2, y: 58), font: .boldSystem(size: 20), color: .white)
                r.canvas.endFrame()
            }
            #expect(r.canvas.stats.textRasterizations == 0)
            let copies = r.canvas.isSoftwareRenderer && !r.canvas.drawsTextDirectly ? 2 : 1
            #expect(r.canvas.totalStats.textRasterizations == copies)
            let img = r.snapshot()
            var red = 0, blue = 0
            for y in 0..<60 {
                for x in 0..<100 {
                    let p = img.pixel(x: x, y: y)
                    if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
                    if p.b > 200 && p.r < 60 && p.g < 60 { blue += 1 }
                }
            }
            #expect(red > 30 && blue > 30)
        }
    }

    @Test func measureTextUsesTheFontAndIsCached() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 10, height: 10))
            let short = r.canvas.measureText("Hi", font: .system(size: 17))
            let long = r.canvas.measureText("Hello, world", font: .system(size: 17))
            let bold = r.canvas.measureText("Hello, world", font: .boldSystem(size: 17))
            #expect(short.height >= 17 && short.height <= 25)
            #expect(long.width > short.width * 3)
            #expect(bold.width > long.width)
            #expect(r.canvas.measureText("", font: .system(size: 17)).width == 0)
            #expect(r.host.textMeasurer === r.canvas)
            // At 2x the same text measures the same in points (rasterised at twice the pixels).
            let r2 = try HeadlessRenderer(size: Size(width: 10, height: 10), pixelScale: 2)
            let long2 = r2.canvas.measureText("Hello, world", font: .system(size: 17))
            #expect(abs(long2.width - long.width) <= 2)
        }
    }

    @Test func fontLibraryFindsDejaVuAndNamesWhatItTried() throws {
        try withSDL {
            let fonts = try FontLibrary()
            #expect(fonts.regularPath.hasSuffix("DejaVuSans.ttf"))
            #expect(fonts.boldPath.hasSuffix("DejaVuSans-Bold.ttf"))
            #expect(fonts.ttfFont(for: .system(size: 12), pixelSize: 12) != nil)
            #expect(
                fonts.ttfFont(for: .system(size: 12), pixelSize: 12)
                    == fonts.ttfFont(for: .system(size: 12), pixelSize: 12))
            // A family naming a font file is used; a bogus family falls back to the default.
            let mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
            #expect(fonts.path(for: Font(family: mono, size: 12)) == mono)
            #expect(fonts.path(for: Font(family: "Nope Sans", size: 12)) == fonts.regularPath)
            do {
                _ = try FontLibrary.resolve(
                    explicit: "/nonexistent/a.ttf", envName: "FLYWHEEL_TEST_UNSET",
                    environment: [:], fontconfigPattern: nil,
                    candidates: ["/nonexistent/b.ttf"], report: { _ in })
                Issue.record("expected NotFound")
            } catch let error as FontLibrary.NotFound {
                #expect(error.tried == ["/nonexistent/a.ttf", "/nonexistent/b.ttf"])
                #expect(error.description.contains("fonts-dejavu-core"))
                #expect(error.description.contains("/nonexistent/b.ttf"))
            }
        }
    }
}

/// SDL_image loading and PNG writing.
@Suite(.serialized) struct ImageLoaderTests {
    @Test func missingFileNamesTheFileAndYieldsAPlaceholder() {
        withSDL {
            let loader = SDLImageLoader()
            let path = artefactDirectory + "/does-not-exist.png"
            #expect(throws: ImageLoadError.self) { try loader.loadImage(path: path) }
            do throws(ImageLoadError) {
                _ = try loader.loadImage(path: path)
            } catch {
                #expect(error.path == path)
                #expect(error.description.contains(path))
                #expect(error.reason.contains("not found"))
            }
            var reported: [ImageLoadError] = []
            let image = loader.loadOrPlaceholder(path: path) { reported.append($0) }
            #expect(image.isPlaceholder)
            #expect(reported.count == 1)
        }
    }

    @Test func corruptFileNamesTheFileAndSaysUndecodable() throws {
        try withSDL {
            let path = artefactDirectory + "/corrupt.png"
            try Data("this is not a PNG at all".utf8).write(to: URL(fileURLWithPath: path))
            let loader = SDLImageLoader()
            do throws(ImageLoadError) {
                _ = try loader.loadImage(path: path)
                Issue.record("a corrupt file loaded")
            } catch {
                #expect(error.path == path)
                #expect(error.reason.contains("not a decodable image"))
            }
            #expect(loader.loadOrPlaceholder(path: path) { _ in }.isPlaceholder)
        }
    }

    @Test func pngRoundTripKeepsRGBA() throws {
        try withSDL {
            let icon = makeTestIcon(size: 16)
            let path = artefactDirectory + "/roundtrip.png"
            let loader = SDLImageLoader()
            try loader.savePNG(icon, to: path)
            let back = try loader.loadImage(path: path)
            #expect(back.width == 16 && back.height == 16)
            #expect(back.rgba == icon.rgba)
            #expect(back.name == path)
        }
    }
}
