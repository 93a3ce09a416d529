import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The `languages` scene at 500×400, where its content scrolls: the picker opened after
/// scrolling down takes a tap, a drag and the wheel where it is drawn and stays open; scrolled
/// rows never draw over the title bar; the open picker shows whole, its selected row on screen;
/// Tab scrolls the spinner into view. (The page's scroll container held every touch, so the
/// spinner's outside-tap monitor, the wheel and the drag all met the page, not the picker.)
@Suite(.serialized) struct LanguagesSmallWindowTests {
    static let size = Size(width: 500, height: 400)

    private func withScene(_ body: (HeadlessRenderer, HarnessShell, LanguagesScene) throws -> Void) throws {
        try SceneTest.run("languages", as: LanguagesScene.self, size: Self.size, fps: 60, body)
    }

    /// The page's viewport in window points.
    private func viewport(_ scene: LanguagesScene) -> Rect {
        scene.content.transformToWindow.apply(scene.content.bounds)
    }

    /// Scrolls the page to its end with the wheel and opens the picker with a tap on the spinner.
    private func scrollDownAndOpen(_ renderer: HeadlessRenderer, _ scene: LanguagesScene) {
        let page = viewport(scene)
        for _ in 0..<20 { renderer.scroll(dy: -3, at: Point(x: page.midX, y: page.midY)) }
        SceneTest.settle(renderer)
        #expect(scene.content.axisOffset == scene.content.maximumOffset && scene.content.maximumOffset > 0)
        renderer.tap(at: SceneTest.center(of: scene.spinner))
        SceneTest.settle(renderer)
    }

    /// The open picker's wheel (the view the spinner put beside itself).
    private func pickerWheel(_ scene: LanguagesScene) -> PickerWheel? {
        scene.pickerArea.subviews.lazy.flatMap(\.subviews).compactMap { $0 as? PickerWheel }.first
    }

    /// Row `i` of the open picker, in window points.
    private func rowPoint(_ wheel: PickerWheel, _ i: Int) throws -> Point {
        let placement = try #require(wheel.placement(ofRow: i))
        return wheel.convert(Point(x: wheel.bounds.midX, y: placement.centerY), to: nil)
    }

    @Test func theOpenPickerShowsWholeInsideThePage() throws {
        try withScene { renderer, _, scene in
            scrollDownAndOpen(renderer, scene)
            #expect(scene.spinner.isOpen && scene.spinner.shows == .picker)
            let wheel = try #require(pickerWheel(scene))
            let drawn = wheel.transformToWindow.apply(wheel.bounds)
            let page = viewport(scene)
            #expect(drawn.minY >= page.minY - 0.5 && drawn.maxY <= page.maxY + 0.5, "picker \(drawn), page \(page)")
            #expect(drawn.minY >= LanguagesScene.titleBarHeight - 0.5)  // not over the title
            let selected = try rowPoint(wheel, scene.spinner.selectedIndex)
            #expect(page.contains(selected))
        }
    }

    @Test func aTapOnARowPicksItAndThePickerStaysOpen() throws {
        try withScene { renderer, shell, scene in
            scrollDownAndOpen(renderer, scene)
            let wheel = try #require(pickerWheel(scene))
            let offset = scene.content.axisOffset
            renderer.tap(at: try rowPoint(wheel, 7))  // Москва, two rows below मुंबई
            SceneTest.settle(renderer)
            #expect(scene.spinner.selectedIndex == 7 && scene.cityLabel.text == "Москва")
            #expect(scene.spinner.isOpen, "\(shell.statusLog)")
            #expect(!shell.statusLog.contains { $0.hasPrefix("City: closed") })
            #expect(scene.content.axisOffset == offset)
        }
    }

    @Test func aDragAndTheWheelOnThePickerTurnItNotThePage() throws {
        try withScene { renderer, _, scene in
            scrollDownAndOpen(renderer, scene)
            let wheel = try #require(pickerWheel(scene))
            let offset = scene.content.axisOffset
            let start = try rowPoint(wheel, 5)
            renderer.drag(from: start, to: Point(x: start.x, y: start.y + 80), duration: 0.3, hold: 0.2)
            SceneTest.settle(renderer)
            #expect(scene.spinner.selectedIndex < 5)
            #expect(scene.spinner.isOpen)
            #expect(scene.content.axisOffset == offset)
            let before = scene.spinner.selectedIndex
            renderer.scroll(dy: -1, at: try rowPoint(wheel, before))
            SceneTest.settle(renderer)
            #expect(scene.spinner.selectedIndex == before + 1)
            #expect(scene.spinner.isOpen && scene.content.axisOffset == offset)
        }
    }

    /// Scrolled content clips to the page: the title bar's pixels are the same at the top and
    /// at the end of the page, with the picker open, after a full redraw.
    @Test func scrolledRowsNeverDrawOverTheTitle() throws {
        try withScene { renderer, _, scene in
            let title = Rect(x: 0, y: 0, width: Self.size.width, height: LanguagesScene.titleBarHeight)
            let top = renderer.snapshot().cropped(to: title)
            scrollDownAndOpen(renderer, scene)
            renderer.host.setNeedsFrame()
            renderer.renderFrame()
            let scrolled = renderer.snapshot().cropped(to: title)
            #expect(top.rgba == scrolled.rgba)
            #expect(scene.content.clipsToBounds)
        }
    }

    @Test func tabScrollsTheSpinnerIntoView() throws {
        try withScene { renderer, _, scene in
            let page = viewport(scene)
            #expect(!page.contains(SceneTest.center(of: scene.spinner)))  // below the fold at first
            renderer.host.setFocus(scene.countryControl)
            var presses = 0
            while renderer.host.focusedView !== scene.spinner, presses < 30 {
                renderer.press(.tab, modifiers: [.shift])
                presses += 1
            }
            #expect(renderer.host.focusedView === scene.spinner)
            SceneTest.settle(renderer)
            let ring = scene.spinner.transformToWindow.apply(
                scene.spinner.bounds.insetBy(dx: -FocusRing.extent, dy: -FocusRing.extent))
            #expect(ring.minY >= page.minY - 0.5 && ring.maxY <= page.maxY + 0.5, "ring \(ring), page \(page)")
        }
    }

    @Test func goldenPickerOpenAt500x400() throws {
        try withScene { renderer, _, scene in
            scrollDownAndOpen(renderer, scene)
            try GoldenImage.check(renderer.snapshot(), named: "languages-500x400-picker-open")
        }
    }
}
