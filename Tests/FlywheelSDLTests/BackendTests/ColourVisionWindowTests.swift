import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// `--colour-vision` in a real window (software renderer): the window's image is filtered once
/// where it is presented, stays filtered across frames, and a snapshot is filtered too.
@Suite(.serialized) struct ColourVisionWindowTests {
    @Test(.needsDisplay)
    func theWindowShowsTheFrameAsTheDeficiencyDoes() throws {
        try withWindow("Flywheel colour vision", size: Size(width: 120, height: 80), renderer: .software) { app in
            app.backgroundColor = .white
            app.host.rootView.addSubview(redSquare())
            app.rendererHost.colourVision = .protanopia
            app.run(maxFrames: 3)
            let s = app.pixelScale
            // What the window shows now: filtered in place when presented, and not again.
            let shown = app.rendererHost.readPixels(opaque: true)
            let red = shown.pixel(x: Int(40 * s), y: Int(40 * s))
            #expect(abs(Int(red.r) - 109) <= 2 && abs(Int(red.g) - 95) <= 2 && red.b <= 2, "\(red)")
            #expect(isColor(shown.pixel(x: Int(100 * s), y: Int(60 * s)), .white, tolerance: 2))
            // A screenshot draws the frame again and is filtered the same.
            let shot = app.snapshot().pixel(x: Int(40 * s), y: Int(40 * s))
            #expect(abs(Int(shot.r) - 109) <= 2 && abs(Int(shot.g) - 95) <= 2, "\(shot)")
            // Off again: the colours as drawn.
            app.rendererHost.colourVision = nil
            app.run(maxFrames: 2)
            let plain = app.rendererHost.readPixels(opaque: true).pixel(x: Int(40 * s), y: Int(40 * s))
            #expect(isColor(plain, .red, tolerance: 4), "\(plain)")
        }
    }
}
