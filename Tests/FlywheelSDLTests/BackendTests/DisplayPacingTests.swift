import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// Without vsync a window paces animation frames to its display: 60 frames a second on a 60 Hz
/// display (not a fixed 120), 60 when the display does not say, `maxFramesPerSecond` when set;
/// and a window with nothing new to show draws nothing.
@Suite(.serialized) struct DisplayPacingTests {
    @Test func theRateIsTheDisplaysRefreshRateOrSixtyWhenUnknown() {
        #expect(DisplayPacing.framesPerSecond(refreshRate: 60) == 60)
        #expect(DisplayPacing.framesPerSecond(refreshRate: 144) == 144)
        #expect(DisplayPacing.framesPerSecond(refreshRate: 0) == 60)
        #expect(DisplayPacing.framesPerSecond(refreshRate: -1) == 60)
        #expect(DisplayPacing.framesPerSecond(refreshRate: 60, override: 30) == 30)
        #expect(DisplayPacing.framesPerSecond(refreshRate: 144, override: 240) == 240)
        #expect(DisplayPacing.framesPerSecond(refreshRate: 75, override: .nan) == 75)
    }

    /// A view that changes every tick for as long as it runs (a wheel that never stops).
    final class Pulse: View {
        var phase = 0.0
        override func tick(at time: Double) -> Bool {
            phase = time
            setNeedsDisplay()
            return true
        }
        override func draw(_ canvas: Canvas) {
            canvas.fillRect(
                Rect(x: 0, y: 0, width: 10 + 10 * (phase.truncatingRemainder(dividingBy: 1)), height: 10), color: .red)
        }
    }

    /// Frames drawn by `app` while `pulse` moves for `seconds` of wall time.
    private func framesWhileMoving(_ app: SDLWindowApp, _ pulse: Pulse, seconds: Double) -> (Int, Double) {
        app.run(maxFrames: 1)
        pulse.startTicking()
        let before = app.frameCount, start = app.clock.now
        app.run(until: { app.clock.now - start >= seconds })
        return (app.frameCount - before, app.clock.now - start)
    }

    @Test(.needsDisplay)
    func aMovingViewDrawsAtTheDisplayRateNotFaster() throws {
        try withWindow("Flywheel pacing", size: Size(width: 120, height: 80), renderer: .software) { app in
            #expect(!app.isVSynced)
            let rate = app.framesPerSecond
            #expect(rate == DisplayPacing.framesPerSecond(refreshRate: DisplayPacing.refreshRate(of: app.window)))
            #expect(rate <= 240)
            let pulse = Pulse(frame: Rect(x: 0, y: 0, width: 40, height: 20))
            app.host.rootView.addSubview(pulse)
            let (frames, elapsed) = framesWhileMoving(app, pulse, seconds: 0.5)
            #expect(frames <= Int(rate * elapsed) + 2, "\(frames) frames in \(elapsed) s at \(rate)/s")
            #expect(frames >= 5, "animation still draws (\(frames) frames)")

            app.maxFramesPerSecond = 20
            #expect(app.framesPerSecond == 20)
            let (capped, cappedElapsed) = framesWhileMoving(app, pulse, seconds: 0.5)
            #expect(capped <= Int(20 * cappedElapsed) + 2, "\(capped) frames in \(cappedElapsed) s capped at 20/s")
        }
    }

    @Test(.needsDisplay)
    func aWindowWithNothingNewDrawsNoFrames() throws {
        try withWindow("Flywheel idle", size: Size(width: 120, height: 80), renderer: .software) { app in
            app.host.rootView.addSubview(View(frame: Rect(x: 10, y: 10, width: 20, height: 20)))
            app.run(maxFrames: 1)
            app.idleWaitSeconds = 0.02
            let before = app.frameCount, start = app.clock.now
            app.run(until: { app.clock.now - start >= 0.2 })
            #expect(app.frameCount == before, "an unchanged window draws nothing")
        }
    }
}
