import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// The text check and pseudo-locales on the SDL canvas, with real fonts: a planted clipped
/// button and a character no font has are found by the path of the view that drew them, and a
/// pseudo-locale changes what is measured as well as what is drawn.
@Suite(.serialized) struct CanvasTextCheckTests {
    @Test func aClippedLabelAndAMissingGlyphAreReportedByPath() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 400, height: 200))
            let panel = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
            panel.accessibilityLabel = "Settings"
            let narrow = Button(title: "Apply every change", frame: Rect(x: 10, y: 10, width: 60, height: 30))
            let missing = Label(text: "Glyph \u{0378} here", font: .system(size: 15))
            missing.frame = Rect(x: 10, y: 60, width: 300, height: 24)
            missing.accessibilityLabel = "Caption"
            let fine = Label(text: "東京 القاهرة मुंबई", font: .system(size: 15))
            fine.frame = Rect(x: 10, y: 100, width: 300, height: 24)
            for v in [narrow, missing, fine] { panel.addSubview(v) }
            r.host.rootView.addSubview(panel)
            let check = TextCheck()
            r.canvas.textCheck = check
            r.run(frames: 2, fps: 60)
            let clipped = try #require(check.problems.first { $0.kind == .clipped })
            #expect(clipped.viewPath == "Settings › Apply every change" && clipped.overflow > 20)
            let glyphs = try #require(check.problems.first { $0.kind == .missingGlyphs })
            #expect(glyphs.viewPath == "Settings › Caption" && glyphs.missingGlyphs == 1)
            #expect(check.problems.count == 2, "\(check.problems)")  // real scripts have their glyphs
        }
    }

    @Test func aPseudoLocaleIsMeasuredAsItIsDrawn() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 300, height: 80))
            let font = Font.system(size: 15)
            let plain = r.canvas.measureText("Settings", font: font).width
            r.canvas.pseudoLocale = .long
            let long = r.canvas.measureText("Settings", font: font).width
            #expect(long > plain * 1.3)
            #expect(r.canvas.measureText("30", font: font).width == r.canvas.measureText("30", font: font).width)
            r.canvas.pseudoLocale = .rtl
            #expect(r.canvas.isRightToLeft("Settings", font: font))
            let label = Label(text: "Settings", font: font, frame: Rect(x: 0, y: 0, width: 300, height: 40))
            r.host.rootView.addSubview(label)
            #expect(label.resolvedAlignment == .right)  // natural alignment follows the mirrored line
            r.canvas.pseudoLocale = nil
            #expect(
                r.canvas.measureText("Settings", font: font).width == plain
                    && !r.canvas.isRightToLeft("Settings", font: font))
        }
    }
}
