import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// F1's help at 500×400, where its lines do not fit: it scrolls by wheel, drag and keys, a click
/// still closes it and gives the focus back, and a wrapped line keeps its paragraph's direction.
@Suite(.serialized) struct HelpOverlayTests {
    static let size = Size(width: 500, height: 400)

    private func withHelp(_ body: (HeadlessRenderer, HarnessShell, HelpOverlay) throws -> Void) throws {
        try SceneTest.run("languages", as: LanguagesScene.self, size: Self.size, fps: 60) { renderer, shell, _ in
            renderer.press(.function(1))
            renderer.run(frames: 2, fps: 60)
            let help = try #require(shell.helpOverlay)
            #expect(!help.isHidden)
            try body(renderer, shell, help)
        }
    }

    @Test func keysScrollTheHelpToItsLastLine() throws {
        try withHelp { renderer, _, help in
            #expect(help.maximumScroll > 0, "at 500×400 the lines do not fit")
            #expect(renderer.host.focusedView === help)
            renderer.press(.down)
            #expect(help.scrollOffset == HelpOverlay.lineHeight)
            renderer.press(.end)
            #expect(help.scrollOffset == help.maximumScroll)
            // The last line then shows whole above the panel's bottom margin.
            #expect(help.contentHeight - help.scrollOffset <= help.visibleColumnHeight + 0.5)
            renderer.press(.pageUp)
            #expect(help.scrollOffset < help.maximumScroll)
            renderer.press(.home)
            #expect(help.scrollOffset == 0)
        }
    }

    @Test func theWheelAndADragScrollAndAClickCloses() throws {
        try withHelp { renderer, shell, help in
            let middle = Point(x: Self.size.width / 2, y: Self.size.height / 2)
            renderer.scroll(dy: -1, at: middle)
            #expect(help.scrollOffset == min(help.maximumScroll, 3 * HelpOverlay.lineHeight))
            renderer.scroll(dy: 5, at: middle)
            #expect(help.scrollOffset == 0)
            renderer.drag(from: middle, to: Point(x: middle.x, y: middle.y - 60), duration: 0.2, hold: 0.1)
            #expect(!help.isHidden, "a drag scrolls, it does not close")
            #expect(abs(help.scrollOffset - min(help.maximumScroll, 60)) < 0.5)
            renderer.tap(at: middle)
            #expect(help.isHidden)
            #expect(renderer.host.focusedView !== help)
            _ = shell
        }
    }

    /// The Country segments' values wrap in the help; every wrapped line of that left-to-right
    /// paragraph is laid out left to right, though one starts with Hebrew.
    @Test func wrappedLinesKeepTheParagraphsDirection() throws {
        try withHelp { renderer, _, help in
            let measurer = try #require(renderer.host.textMeasurer)
            let lines: [String] = help.sceneRows.map {
                switch $0 {
                case .heading(let s), .text(let s): return s
                }
            }
            let country = try #require(lines.firstIndex { $0.contains("日本") })
            var k = country
            var sawHebrewStart = false
            while k < lines.count, k == country || lines[k].hasPrefix("    ") {
                #expect(!measurer.isRightToLeft(lines[k], font: HelpOverlay.font), "\(lines[k])")
                let trimmed = lines[k].unicodeScalars.drop { $0 == "\u{200E}" || $0 == " " }
                if trimmed.first.map({ (0x590...0x5FF).contains($0.value) }) == true { sawHebrewStart = true }
                k += 1
            }
            #expect(k > country + 1, "the line wraps")
            #expect(sawHebrewStart, "a wrapped line starts with ישראל")
        }
    }

    /// Under a right-to-left locale the help mirrors: the keys column on the right, the scene's
    /// on the left, the title and every line from the right edge; left to right it is as before.
    @Test func theHelpMirrorsRightToLeft() throws {
        for locale in ["ar", "en"] {
            let context = SceneContext()
            context.locale = Locale(identifier: locale)
            try SceneTest.run("basic", as: BasicScene.self, size: Size(width: 800, height: 600), context: context) {
                renderer, shell, _ in
                renderer.press(.function(1))
                renderer.run(frames: 2, fps: 60)
                let help = try #require(shell.helpOverlay)
                let canvas = RecordingCanvas(measurer: try #require(renderer.host.textMeasurer))
                help.draw(canvas)  // in the help's own points
                let texts = canvas.commands.filter { $0.kind == .text }
                let keys = try #require(texts.first { $0.text == "Keys" })
                let scene = try #require(texts.first { $0.text?.hasPrefix("Scene: ") == true })
                let title = try #require(texts.first { $0.text?.hasPrefix("Flywheel harness") == true })
                let panel = help.panelFrame
                let rtl = locale == "ar"
                #expect(
                    (keys.bounds.minX > scene.bounds.minX) == rtl,
                    "\(locale): keys \(keys.bounds) scene \(scene.bounds)")
                if rtl {
                    #expect(abs(title.bounds.maxX - (panel.maxX - 16)) < 1, "\(title.bounds) in \(panel)")
                    #expect(abs(keys.bounds.maxX - (panel.maxX - 16)) < 1, "\(keys.bounds) in \(panel)")
                } else {
                    #expect(abs(title.bounds.minX - (panel.minX + 16)) < 1, "\(title.bounds) in \(panel)")
                    #expect(abs(keys.bounds.minX - (panel.minX + 16)) < 1, "\(keys.bounds) in \(panel)")
                }
            }
        }
    }

    @Test func goldenHelpAt500x400() throws {
        try withHelp { renderer, _, _ in
            try GoldenImage.check(renderer.snapshot(), named: "help-500x400")
        }
    }
}
