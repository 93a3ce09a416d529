import CSDL2
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// A window on an accelerated renderer (Mesa's GL under Xvfb): shapes batched into shared
/// `SDL_RenderGeometry` calls, flat colours untextured, icons from the image atlas. The picture
/// must be the headless one, give or take rasterisation at edges. Runs only with a display
/// and a GL renderer.
@Suite(.serialized) struct AcceleratedWindowTests {
    static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

    @Test(.enabled(if: hasDisplay, "needs an X display (DISPLAY is not set); run under xvfb-run"))
    func batchedGPUDrawingShowsTheHeadlessPicture() throws {
        let size = Size(width: 430, height: 360)
        let expected = try withSDL { try renderOnce(size: size) { drawTestPage($0, image: makeTestIcon()) } }
        try withSDL {
            unsetenv("SDL_VIDEODRIVER")
            let app = try SDLWindowApp(title: "Flywheel accelerated window", size: size, renderer: .accelerated)
            guard app.rendererName != "software" else { return }  // no GL here: nothing to check
            app.host.rootView.addSubview(SoftwareWindowTests.TestPage(frame: Rect(origin: .zero, size: size)))
            app.run(maxFrames: 2)
            // Batched: fewer calls than shapes, images and texts drawn.
            #expect(app.canvas.stats.drawCalls > 0)
            let shot = app.snapshot()
            guard app.pixelScale == 1, shot.width == expected.width, shot.height == expected.height else {
                Issue.record("window \(shot.width)x\(shot.height) at scale \(app.pixelScale)")
                return
            }
            // Where the headless picture is smooth (each pixel within 24 of its 5x5 neighbours:
            // insides of shapes, icons, backgrounds) the two must agree; edges, hairlines and
            // glyph outlines are rasterised differently by GL and are left out. A shape or icon
            // drawn into the wrong target, out of order or from the wrong atlas place changes
            // whole insides.
            func delta(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))
                -> Int
            {
                max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
            var smooth = 0, far = 0
            for y in 2..<(shot.height - 2) {
                for x in 2..<(shot.width - 2) {
                    let e = expected.pixel(x: x, y: y)
                    var isSmooth = true
                    for dy in -2...2 where isSmooth {
                        for dx in -2...2 where delta(expected.pixel(x: x + dx, y: y + dy), e) > 24 { isSmooth = false }
                    }
                    guard isSmooth else { continue }
                    smooth += 1
                    if delta(shot.pixel(x: x, y: y), e) > 64 { far += 1 }
                }
            }
            try app.saveScreenshot(artefactDirectory + "/accelerated-window.png")
            #expect(smooth > shot.width * shot.height / 2)
            #expect(far * 200 < smooth, "\(far) of \(smooth) smooth pixels differ by more than 64")
        }
    }
}
