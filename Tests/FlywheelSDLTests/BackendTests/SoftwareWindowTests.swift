import CSDL2
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// A window on SDL's software renderer (what `RendererChoice.automatic` picks without a GPU):
/// the canvas draws straight into the window's own image, and the picture is the one the
/// headless renderer draws. Runs only with a display (`make test` runs under `xvfb-run -a`).
@Suite(.serialized) struct SoftwareWindowTests {
    /// The canvas test page (shapes, text, rotated images, a layer, clips) as a view.
    final class TestPage: View {
        let icon = makeTestIcon()
        override func draw(_ canvas: Canvas) {
            if let c = canvas as? SDLCanvas { drawTestPage(c, image: icon) }
        }
    }

    @Test(.needsDisplay)
    func softwareWindowDrawsTheHeadlessPictureIntoTheWindowImage() throws {
        let size = Size(width: 430, height: 360)
        let expected = try withSDL { try renderOnce(size: size) { drawTestPage($0, image: makeTestIcon()) } }
        try withWindow("Flywheel software window", size: size, renderer: .software) { app in
            #expect(app.rendererName == "software")
            app.host.rootView.addSubview(TestPage(frame: Rect(origin: .zero, size: size)))
            app.run(maxFrames: 2)
            // Drawn straight into the window's image, not through SDL triangles.
            #expect(app.canvas.directSurface != nil)
            #expect(app.canvas.directSurface == SDL_GetWindowSurface(app.window))
            let shot = app.snapshot()
            guard app.pixelScale == 1, shot.width == expected.width, shot.height == expected.height else {
                Issue.record("window \(shot.width)x\(shot.height) at scale \(app.pixelScale)")
                return
            }
            var worst = 0, differing = 0
            for y in 0..<shot.height {
                for x in 0..<shot.width {
                    let a = shot.pixel(x: x, y: y), b = expected.pixel(x: x, y: y)
                    let d = max(
                        abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    worst = max(worst, d)
                    if d > 2 { differing += 1 }
                }
            }
            #expect(differing == 0, "\(differing) pixels differ by more than 2 (worst \(worst))")
            try app.saveScreenshot(artefactDirectory + "/software-window.png")
        }
    }

    @Test(.needsDisplay)
    func aResizedSoftwareWindowDrawsIntoItsNewImage() throws {
        try withWindow("Flywheel resize", size: Size(width: 160, height: 120), renderer: .software) { app in
            app.host.rootView.addSubview(redSquare())
            app.run(maxFrames: 2)
            let before = app.canvas.directSurface
            SDL_SetWindowSize(app.window, 300, 200)
            var frames = 0
            app.run(until: {
                frames += 1
                return frames > 60 || app.host.size.width == 300
            })
            app.run(maxFrames: 2)
            #expect(app.host.size == Size(width: 300, height: 200))
            #expect(app.canvas.directSurface == SDL_GetWindowSurface(app.window))
            #expect(app.canvas.directSurface != nil && before != nil)
            let shot = app.snapshot()
            #expect(shot.width == 300 && shot.height == 200)
            #expect(isColor(shot.pixel(x: 40, y: 40), .red, tolerance: 4))
            #expect(isColor(shot.pixel(x: 280, y: 180), .white, tolerance: 4))
        }
    }

    /// A growing window presents a frame laid out at its new size as soon as the resize is
    /// handled, not at the next frame slot (here a second away): until then the system shows
    /// the old picture in a corner over black.
    @Test(.needsDisplay)
    func aGrowingWindowPresentsItsNewSizeAtOnce() throws {
        try withWindow("Flywheel grow", size: Size(width: 160, height: 120), renderer: .software) { app in
            app.maxFramesPerSecond = 1
            let square = redSquare()
            var laidOutAt: [Double] = []
            app.host.rootView.addSubview(square)
            app.run(maxFrames: 1)
            let framesBefore = app.frameCount
            app.onFrame = { _ in laidOutAt.append(app.host.rootView.bounds.width) }
            SDL_SetWindowSize(app.window, 300, 200)
            let start = Date()
            var turns = 0
            app.run(until: {
                turns += 1
                return turns > 400 || app.frameCount > framesBefore
            })
            let waited = Date().timeIntervalSince(start)
            app.onFrame = nil  // it holds the app
            #expect(app.host.size == Size(width: 300, height: 200))
            #expect(app.frameCount > framesBefore)
            #expect(laidOutAt.first == 300, "the first frame after the resize was laid out at \(laidOutAt)")
            #expect(waited < 0.5, "the frame waited \(waited) s for its slot")
            let shot = app.snapshot()
            #expect(isColor(shot.pixel(x: 280, y: 180), .white, tolerance: 4))
        }
    }

    @Test func automaticChoosesSoftwareOnlyWithoutAGPUDevice() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-dri-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let empty = root.appendingPathComponent("empty"), gpu = root.appendingPathComponent("gpu")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: gpu, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: gpu.appendingPathComponent("renderD128").path, contents: nil)
        #expect(RendererChoice.machineHasGPU(devices: gpu.path))
        #expect(!RendererChoice.machineHasGPU(devices: empty.path))
        #expect(!RendererChoice.machineHasGPU(devices: root.appendingPathComponent("missing").path))
        #expect(RendererChoice.software.attempts.map(\.name) == ["software", "accelerated+vsync", "accelerated"])
        #expect(RendererChoice.accelerated.attempts.map(\.name) == ["accelerated+vsync", "accelerated", "software"])
    }
}
