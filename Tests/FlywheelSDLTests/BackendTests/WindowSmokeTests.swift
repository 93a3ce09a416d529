import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// The real window path: runs only with a display (`make test` runs the suite under
/// `xvfb-run -a`); without DISPLAY it is reported as skipped.
@Suite(.serialized) struct WindowSmokeTests {
    @Test(.needsDisplay)
    func windowDrawsPresentsAndReadsBack() throws {
        try withWindow("Flywheel smoke test", size: Size(width: 160, height: 120)) { app in
            app.backgroundColor = .white
            app.host.rootView.addSubview(redSquare())
            var frameTimes: [Double] = []
            app.onFrame = { frameTimes.append($0) }
            app.run(maxFrames: 3)
            #expect(app.frameCount >= 3)
            #expect(frameTimes.count == 3)
            let shot = app.snapshot()
            #expect(shot.width == Int((160 * app.pixelScale).rounded()))
            let s = app.pixelScale
            #expect(isColor(shot.pixel(x: Int(40 * s), y: Int(40 * s)), .red, tolerance: 4))
            #expect(isColor(shot.pixel(x: Int(100 * s), y: Int(100 * s)), .white, tolerance: 4))
            try app.saveScreenshot(artefactDirectory + "/window-smoke.png")
            // An idle window blocks instead of spinning: `until` ends a loop that draws nothing.
            let before = app.frameCount
            var checks = 0
            app.idleWaitSeconds = 0.05
            app.run(until: {
                checks += 1; return checks > 3
            })
            #expect(app.frameCount <= before + 1)
            print("window smoke test: renderer \(app.rendererName), vsync \(app.isVSynced), scale \(app.pixelScale)")
        }
    }
}
