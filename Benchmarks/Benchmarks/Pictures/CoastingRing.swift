// The open 20-item ring coasting after a hard fling: the side-by-side suite's ring and the frame
// profile's `ring` scenario.
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// A Spinner's open 20-item ring (48-pt spinner centred in 800×600, yellow ring, black icons)
/// drawn on `canvas`, one frame per `frame()`; after `fling()` it coasts for seconds.
///
/// ```swift
/// let headless = try HeadlessRenderer(size: Size(width: 800, height: 600))
/// let ring = CoastingRing(host: headless.host, clock: headless.clock, canvas: headless.canvas)
/// ring.fling()
/// for _ in 0..<240 { ring.frame() }   // a second of coasting at 240 fps
/// ```
public final class CoastingRing {
    public let host: ViewHost
    public let clock: VirtualClock
    public let canvas: SDLCanvas
    public let spinner: Spinner
    private let present: () -> Void

    /// Opens the ring on `host` and draws 30 frames of its opening; `present` runs after each frame.
    public init(host: ViewHost, clock: VirtualClock, canvas: SDLCanvas, present: @escaping () -> Void = {}) {
        self.host = host
        self.clock = clock
        self.canvas = canvas
        self.present = present
        let icons = makeIcons(20)
        spinner = Spinner(
            values: icons.enumerated().map { SpinnerItem(title: "Item \($0.offset)", icon: $0.element) },
            selectedIndex: 0, frame: Rect(x: 376, y: 276, width: 48, height: 48), spinnerMode: .spinnerOnly)
        spinner.tintColor = .black
        spinner.backgroundColor = .white
        spinner.openBackgroundColor = .yellow
        host.rootView.addSubview(spinner)
        spinner.isOpen = true
        for _ in 0..<30 { step(1.0 / 60) }
    }

    /// Moves the clock on by `dt` seconds and draws a whole frame.
    public func step(_ dt: Double) {
        clock.advance(by: dt)
        host.advance(to: clock.now)
        canvas.beginFrame(clear: .white)
        host.render(in: canvas)
        canvas.endFrame()
        present()
    }

    /// A hard clockwise flick: the wheel coasts for seconds.
    public func fling() {
        let c = Point(x: 400, y: 300)
        let from = Point(x: 400, y: 100), to = Point(x: 600, y: 300)
        var t = clock.now
        host.handle(.pointer(PointerEvent(phase: .down, location: from, timestamp: t)))
        for k in 1...6 {
            let f = Double(k) / 6
            let angle = -Double.pi / 2 + f * Double.pi / 2
            let p = Point(x: c.x + 200 * cos(angle), y: c.y + 200 * sin(angle))
            t += 1.0 / 120
            clock.advance(by: 1.0 / 120)
            host.handle(.pointer(PointerEvent(phase: .move, location: p, timestamp: t)))
            step(0)
        }
        host.handle(.pointer(PointerEvent(phase: .up, location: to, timestamp: t)))
        step(1.0 / 120)
    }

    /// The next frame, 1/240 s later.
    public func frame() { step(1.0 / 240) }
}
