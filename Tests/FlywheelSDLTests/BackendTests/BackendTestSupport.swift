import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// Draws a page of everything the canvas can do, for looking at (written to /tmp).
func drawTestPage(_ c: SDLCanvas, image: Image) {
    c.fillRect(Rect(x: 10, y: 10, width: 60, height: 40), color: .systemBlue)
    c.fillRect(Rect(x: 80.5, y: 10.25, width: 60, height: 40), color: .systemBlue)
    c.strokeRect(Rect(x: 150.5, y: 10.5, width: 60, height: 40), color: .black, width: 1)
    c.fillRoundedRect(Rect(x: 220, y: 10, width: 70, height: 40), radius: 10, color: .orange)
    c.strokeRoundedRect(Rect(x: 300, y: 10, width: 70, height: 40), radius: 12, color: .testNavy, width: 2)
    c.fillCircle(center: Point(x: 40, y: 100), radius: 30, color: .red)
    c.strokeCircle(center: Point(x: 110, y: 100), radius: 30, color: .black, width: 1)
    c.fillEllipse(in: Rect(x: 150, y: 75, width: 80, height: 50), color: .green.withAlpha(0.6))
    c.fillWedge(
        center: Point(x: 280, y: 100), innerRadius: 0, outerRadius: 30, startAngle: -.pi / 2, endAngle: 0.6,
        color: .purple)
    c.fillWedge(
        center: Point(x: 350, y: 100), innerRadius: 15, outerRadius: 30, startAngle: 0.3, endAngle: 2.8,
        color: .testGreen)
    c.fillRing(center: Point(x: 40, y: 180), innerRadius: 20, outerRadius: 30, color: .magenta)
    var star: [Point] = []
    for k in 0..<10 {
        let r = k % 2 == 0 ? 30.0 : 12.0
        let a = -Double.pi / 2 + Double(k) * Double.pi / 5
        star.append(Point(x: 110 + r * cos(a), y: 180 + r * sin(a)))
    }
    c.fillPolygon(star, color: .yellow)
    c.strokePolyline(star, color: .black, width: 1, closed: true)
    c.drawLine(from: Point(x: 150, y: 150), to: Point(x: 230, y: 210), color: .black, width: 1)
    c.drawLine(from: Point(x: 150, y: 160.5), to: Point(x: 230, y: 160.5), color: .black, width: 1)
    c.drawLine(from: Point(x: 150, y: 210), to: Point(x: 230, y: 170), color: .blue, width: 4)
    c.drawImage(image, in: Rect(x: 250, y: 150, width: 48, height: 48))
    c.drawImage(image, in: Rect(x: 310, y: 150, width: 48, height: 48), rotation: .pi / 6, tint: nil, alpha: 1)
    c.drawImage(
        image.asTemplate(), in: Rect(x: 370, y: 150, width: 48, height: 48), rotation: 0, tint: .systemBlue, alpha: 1)
    c.drawText("Flywheel: Hello, SDL_ttf 123", at: Point(x: 10, y: 225), font: .system(size: 17), color: .black)
    c.drawText("Bold 20", at: Point(x: 260, y: 222), font: .boldSystem(size: 20), color: .testNavy)
    // A rotated clipping container (the Tabbed harness "Bottom Right").
    c.pushTransform(
        Transform(translationX: -40, y: -40).concatenating(Transform(rotation: .pi / 4))
            .concatenating(Transform(translationX: 90, y: 320)))
    c.beginLayer(bounds: Rect(x: 0, y: 0, width: 80, height: 80))
    c.fillRect(Rect(x: 0, y: 0, width: 80, height: 80), color: .testPaleYellow)
    c.fillCircle(center: Point(x: 80, y: 80), radius: 40, color: .red)
    c.drawText("clip", at: Point(x: 4, y: 4), font: .system(size: 14), color: .black)
    c.endLayer()
    c.popTransform()
    c.pushAlpha(0.5)
    c.fillRect(Rect(x: 180, y: 280, width: 60, height: 60), color: .blue)
    c.pushClip(Rect(x: 200, y: 300, width: 60, height: 60))
    c.fillCircle(center: Point(x: 240, y: 330), radius: 35, color: .red)
    c.popClip()
    c.popAlpha()
    c.pushTransform(Transform(rotation: -0.3).concatenating(Transform(translationX: 290, y: 300)))
    c.drawText("rotated text", at: .zero, font: .system(size: 16), color: .black)
    c.popTransform()
}

/// A small test icon: a filled disc with a transparent background and a dark border.
func makeTestIcon(size n: Int = 32) -> Image {
    var bytes = [UInt8](repeating: 0, count: n * n * 4)
    let c = Double(n - 1) / 2
    for y in 0..<n {
        for x in 0..<n {
            let d = ((Double(x) - c) * (Double(x) - c) + (Double(y) - c) * (Double(y) - c)).squareRoot()
            let i = (y * n + x) * 4
            if d < c - 3 {
                bytes[i] = 255; bytes[i + 1] = UInt8(x * 255 / n); bytes[i + 2] = 0; bytes[i + 3] = 255
            } else if d < c {
                bytes[i] = 20; bytes[i + 1] = 20; bytes[i + 2] = 20; bytes[i + 3] = 255
            }
        }
    }
    return Image(width: n, height: n, rgba: bytes, name: "test icon")
}

/// Draws one frame with `draw` on a fresh headless renderer and returns the pixels.
func renderOnce(
    size: Size = Size(width: 100, height: 100), pixelScale: Double = 1,
    background: Color = .white, _ draw: (SDLCanvas) -> Void
) throws -> Image {
    let r = try HeadlessRenderer(size: size, pixelScale: pixelScale, background: background)
    r.canvas.beginFrame(clear: background)
    draw(r.canvas)
    r.canvas.endFrame()
    return r.snapshot()
}

typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

/// True when every channel of `p` is within `tolerance` of `c`.
func isColor(_ p: RGBA, _ c: Color, tolerance: Int = 2) -> Bool {
    let e = c.rgba8
    return abs(Int(p.r) - Int(e.r)) <= tolerance && abs(Int(p.g) - Int(e.g)) <= tolerance
        && abs(Int(p.b) - Int(e.b)) <= tolerance && abs(Int(p.a) - Int(e.a)) <= tolerance
}

/// Expects each listed pixel of `image` to be its colour (see `isColor`), naming any that is not.
func expectPixels(
    _ image: Image, _ expected: [(x: Int, y: Int, color: Color)], tolerance: Int = 2,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (x, y, color) in expected {
        let p = image.pixel(x: x, y: y)
        #expect(
            isColor(p, color, tolerance: tolerance), "pixel (\(x), \(y)) is \(p), want \(color)",
            sourceLocation: sourceLocation)
    }
}

/// True when `p` lies strictly between two opaque colours (a partially covered edge pixel).
func isBlend(_ p: RGBA, of a: Color, and b: Color) -> Bool {
    !isColor(p, a, tolerance: 10) && !isColor(p, b, tolerance: 10)
}

/// A view that records the pointer events it receives (and keeps tracking them).
final class PointerLog: View {
    var events: [(phase: String, location: Point, timestamp: Double)] = []
    override func pointerDown(_ touch: Touch) -> Bool {
        events.append(("down", touch.locationInWindow, touch.timestamp)); return true
    }
    override func pointerMoved(_ touch: Touch) { events.append(("move", touch.locationInWindow, touch.timestamp)) }
    override func pointerUp(_ touch: Touch) { events.append(("up", touch.locationInWindow, touch.timestamp)) }
    override func pointerCancelled(_ touch: Touch) {
        events.append(("cancel", touch.locationInWindow, touch.timestamp))
    }
}

/// A view that draws a fixed string (to exercise the text cache through the host).
final class TextView: View {
    var text = "Cached text"
    override func draw(_ canvas: Canvas) {
        canvas.drawText(text, at: Point(x: 4, y: 4), font: .system(size: 16), color: .black)
    }
}

/// A headless renderer of `size` showing a `TextView` that fills it, after its first frame.
func textRenderer(size: Size) throws -> (HeadlessRenderer, TextView) {
    let r = try HeadlessRenderer(size: size)
    let view = TextView()
    view.frame = Rect(origin: .zero, size: size)
    r.host.rootView.addSubview(view)
    r.renderFrame()
    return (r, view)
}

/// Whether an X display is there for window tests (`make test` runs under `xvfb-run -a`).
let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

extension Trait where Self == ConditionTrait {
    /// Runs a test only where a window can open; elsewhere it is reported as skipped, saying why.
    static var needsDisplay: Self {
        .enabled(if: hasDisplay, "needs an X display (DISPLAY is not set); run under xvfb-run")
    }
}

/// Runs `body` with a real window (SDL's own video driver, not the tests' dummy one) inside
/// `withSDL`.
func withWindow(
    _ title: String, size: Size, renderer: RendererChoice = .automatic, _ body: (SDLWindowApp) throws -> Void
) throws {
    try withSDL {
        unsetenv("SDL_VIDEODRIVER")
        try body(try SDLWindowApp(title: title, size: size, renderer: renderer))
    }
}

/// A red 40-point square at (20, 20): the view the window and embedding tests look for.
func redSquare() -> View {
    let square = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
    square.backgroundColor = .red
    return square
}

/// Where test artefacts go (looked at by hand; not checked).
let artefactDirectory: String = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-backend-tests").path
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}()
