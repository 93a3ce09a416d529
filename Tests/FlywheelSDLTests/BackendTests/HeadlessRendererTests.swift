import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// The headless driver: virtual time, injected input, frames and pixels.
@Suite(.serialized) struct HeadlessRendererTests {
    private func makeLogger(_ r: HeadlessRenderer) -> PointerLog {
        let log = PointerLog()
        log.frame = Rect(origin: .zero, size: r.host.size)
        r.host.rootView.addSubview(log)
        return log
    }

    @Test func runAdvancesTheVirtualClockPerFrame() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 40, height: 30), pixelScale: 2, background: .black)
            #expect(r.pixelSize == (80, 60))
            r.run(frames: 30, fps: 60)
            #expect(abs(r.clock.now - 0.5) < 1e-9)
            #expect(r.framesRendered == 30)
            r.run(frames: 12, fps: 120)
            #expect(abs(r.clock.now - 0.6) < 1e-9)
            let img = r.snapshot()
            #expect(img.width == 80 && img.height == 60)
            #expect(isColor(img.pixel(x: 5, y: 5), .black))
        }
    }

    @Test func sendMovesTheClockToTheEventButNeverBack() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 100, height: 100))
            let log = makeLogger(r)
            r.send(.pointer(PointerEvent(phase: .down, location: Point(x: 10, y: 10), timestamp: 2)))
            #expect(r.clock.now == 2)
            r.send(.pointer(PointerEvent(phase: .up, location: Point(x: 10, y: 10), timestamp: 1)))
            #expect(r.clock.now == 2)
            #expect(log.events.map(\.phase) == ["down", "up"])
        }
    }

    @Test func tapIsDownThenUpAFewFramesLater() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 100, height: 100))
            let log = makeLogger(r)
            r.run(frames: 6, fps: 60)
            let start = r.clock.now
            r.tap(at: Point(x: 30, y: 40))
            #expect(log.events.map(\.phase) == ["down", "up"])
            #expect(log.events[0].timestamp == start)
            #expect(log.events[1].timestamp > start + 0.04)
            #expect(log.events[1].location == Point(x: 30, y: 40))
            #expect(r.framesRendered > 6)
        }
    }

    @Test func dragSendsTimestampedMovesAtTheFrameRate() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 200, height: 100))
            let log = makeLogger(r)
            r.drag(from: Point(x: 10, y: 50), to: Point(x: 110, y: 50), duration: 0.1, fps: 100, hold: 0.05)
            let phases = log.events.map(\.phase)
            #expect(phases.first == "down" && phases.last == "up")
            #expect(phases.filter { $0 == "move" }.count == 10)
            let moves = log.events.filter { $0.phase == "move" }
            for (k, m) in moves.enumerated() {
                #expect(abs(m.timestamp - 0.01 * Double(k + 1)) < 1e-9)
                #expect(abs(m.location.x - (10 + 10 * Double(k + 1))) < 1e-9)
            }
            #expect(abs(log.events.last!.timestamp - 0.15) < 1e-6)  // 0.1 s drag + 0.05 s hold
            #expect(log.events.last!.location == Point(x: 110, y: 50))
        }
    }

    @Test func keysAndWheelReachTheHost() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 50, height: 50))
            var keys: [KeyEvent] = []
            r.host.unhandledKeyHandler = {
                keys.append($0); return true
            }
            r.press(.enter, modifiers: [.shift])
            #expect(keys.map(\.isDown) == [true, false])
            #expect(keys.allSatisfy { $0.key == .enter && $0.modifiers == [.shift] })
            #expect(keys[1].timestamp > keys[0].timestamp)
            r.scroll(dy: 1, at: Point(x: 10, y: 10))  // nothing handles it; must not crash
        }
    }

    @Test func resizeChangesPixelsAndHostSize() throws {
        try withSDL {
            let (r, view) = try textRenderer(size: Size(width: 50, height: 40))
            try r.resize(to: Size(width: 120, height: 90))
            #expect(r.host.size == Size(width: 120, height: 90))
            r.renderFrame()
            #expect(r.snapshot().width == 120)
            // Caches were dropped with the old renderer: every glyph is rasterised again.
            #expect(r.canvas.stats.textRasterizations == Set(view.text.unicodeScalars).count)
            let path = artefactDirectory + "/resized.png"
            try r.savePNG(path)
            #expect(try SDLImageLoader().loadImage(path: path).height == 90)
        }
    }

    @Test func testPageRendersAtOneAndTwoX() throws {
        try withSDL {
            for scale in [1.0, 2.0] {
                let r = try HeadlessRenderer(size: Size(width: 430, height: 380), pixelScale: scale)
                r.canvas.beginFrame(clear: .white)
                drawTestPage(r.canvas, image: makeTestIcon())
                r.canvas.endFrame()
                #expect(r.canvas.stats.layers == 1)
                try r.savePNG(artefactDirectory + "/testpage@\(Int(scale))x.png")
            }
        }
    }
}
