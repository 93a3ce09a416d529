import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// F1's help on a 320×240 handheld: one column (two would be 116 pt each), a title that fits,
/// every line within the column, and it scrolls to its last line. At 500×400 it keeps two.
@Suite(.serialized) struct HelpOverlaySmallWindowTests {
    private func withHelp(at size: Size, _ body: (HeadlessRenderer, HelpOverlay) throws -> Void) throws {
        try SceneTest.run("languages", as: LanguagesScene.self, size: size, fps: 60) { renderer, shell, _ in
            renderer.press(.function(1))
            renderer.run(frames: 2, fps: 60)
            let help = try #require(shell.helpOverlay)
            #expect(!help.isHidden)
            try body(renderer, help)
        }
    }

    @Test func atThreeTwentyByTwoFortyTheHelpIsOneColumnThatFitsAndScrolls() throws {
        try withHelp(at: Size(width: 320, height: 240)) { renderer, help in
            let measurer = try #require(renderer.host.textMeasurer)
            #expect(help.isSingleColumn)
            #expect(help.shownTitle == HelpOverlay.shortTitle)
            #expect(
                measurer.measureText(help.shownTitle, font: HelpOverlay.titleFont).width <= help.panelWidth - 32,
                "the title is not cut")
            for row in help.keyRows + help.sceneRows {
                switch row {
                case .heading(let s):
                    #expect(measurer.measureText(s, font: HelpOverlay.headingFont).width <= help.columnWidth, "\(s)")
                case .text(let s):
                    #expect(measurer.measureText(s, font: HelpOverlay.font).width <= help.columnWidth - 8, "\(s)")
                }
            }
            #expect(help.panelFrame.minY >= 0 && help.panelFrame.maxY <= 240)
            #expect(help.maximumScroll > 0)
            renderer.press(.end)
            #expect(help.contentHeight - help.scrollOffset <= help.visibleColumnHeight + 0.5, "the last line shows")
        }
    }

    @Test func atFiveHundredByFourHundredItKeepsTwoColumnsAndTheWholeTitle() throws {
        try withHelp(at: Size(width: 500, height: 400)) { _, help in
            #expect(!help.isSingleColumn)
            #expect(help.shownTitle == HelpOverlay.title)
        }
    }
}
