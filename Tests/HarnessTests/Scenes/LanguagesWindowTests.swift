import CSDL2
import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The languages picker in a real 500×400 window (run under `xvfb-run`, as `make test` does;
/// skipped without a display): mouse events come through SDL's queue and the window's own loop —
/// the wheel scrolls the page down, a click opens the picker, a click on a row picks that row,
/// and the picker stays open.
@Suite(.serialized) struct LanguagesWindowTests {
    static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    static let size = Size(width: 500, height: 400)

    private func click(_ p: Point, window: UInt32, app: SDLWindowApp) {
        SDLMouseQueue.push(SDL_MOUSEMOTION, at: p, window: window)
        SDLMouseQueue.push(SDL_MOUSEBUTTONDOWN, at: p, window: window)
        app.run(maxFrames: 3)
        SDLMouseQueue.push(SDL_MOUSEBUTTONUP, at: p, window: window)
        settle(app)
    }

    /// A second of the window's own time: the open spring, the page's scroll, the picker's settle
    /// (frames may come faster than 60 a second, so a frame count is not a time).
    private func settle(_ app: SDLWindowApp) {
        let end = Date().addingTimeInterval(1)
        app.run(until: { Date() >= end })
    }

    @Test(.enabled(if: hasDisplay, "needs an X display; run under xvfb-run"))
    func aClickOnAPickerRowPicksItAt500x400() throws {
        try withSDL {
            unsetenv("SDL_VIDEODRIVER")
            try SDLRuntime.start(video: true)
            let app = try SDLWindowApp(title: "Flywheel languages", size: Self.size, accessibility: false)
            let shell = HarnessShell.installed(
                scene: "languages", context: SceneTest.context(), canvas: app.canvas, host: app.host)
            app.run(maxFrames: 3)
            let scene = try #require(shell.scene as? LanguagesScene)
            guard app.host.size == Self.size else {
                Issue.record("the window is \(app.host.size), not 500×400")
                return
            }
            let window = SDL_GetWindowID(app.window)
            let page = scene.content.transformToWindow.apply(scene.content.bounds)
            let middle = Point(x: page.midX, y: page.midY)
            SDLMouseQueue.push(SDL_MOUSEMOTION, at: middle, window: window)
            for _ in 0..<20 { SDLMouseQueue.push(SDL_MOUSEWHEEL, at: middle, window: window, wheel: -3) }
            settle(app)
            #expect(scene.content.axisOffset == scene.content.maximumOffset && scene.content.maximumOffset > 0)

            click(SceneTest.center(of: scene.spinner), window: window, app: app)
            #expect(scene.spinner.isOpen && scene.spinner.shows == .picker)
            let wheel = try #require(
                scene.pickerArea.subviews.lazy.flatMap(\.subviews).compactMap { $0 as? PickerWheel }.first)
            let placement = try #require(wheel.placement(ofRow: 7))
            let row = wheel.convert(Point(x: wheel.bounds.midX, y: placement.centerY), to: nil)
            #expect(page.contains(row))
            click(row, window: window, app: app)
            #expect(scene.spinner.selectedIndex == 7 && scene.cityLabel.text == "Москва", "\(shell.statusLog)")
            #expect(scene.spinner.isOpen)
            #expect(!shell.statusLog.contains { $0.hasPrefix("City: closed") })
        }
    }
}
