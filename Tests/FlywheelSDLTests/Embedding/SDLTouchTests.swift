import CSDL2
import FlywheelCore
import FlywheelTestSupport
import Testing

@testable import FlywheelSDL
@testable import FlywheelUI

/// Touches as an embedding game sends them: SDL_FINGER* events pushed on SDL's queue and read
/// back through `SDLRendererHost.handle(_:)`, the path a real touch screen takes.
@Suite struct SDLTouchTests {
    /// A 640×480 game with a HUD spinner 20 pt above the bottom edge and no `radius`.
    private func hudSpinner() -> Spinner {
        let square = Image(width: 8, height: 8, rgba: [UInt8](repeating: 200, count: 8 * 8 * 4), name: "square")
        let items = (0..<12).map { SpinnerItem(title: "Place \($0)", icon: square, value: $0) }
        return Spinner(values: items, selectedIndex: 0, frame: Rect(x: 296, y: 412, width: 48, height: 48))
    }

    @Test func aSecondFingerElsewhereLeavesAWheelBeingDraggedOpenAndTurning() throws {
        try withSDL {
            let size = Size(width: 640, height: 480)
            let headless = try HeadlessRenderer(size: size)
            let ui = headless.rendererHost
            let spinner = hudSpinner()
            ui.host.rootView.addSubview(spinner)
            #expect(SDL_InitSubSystem(SDL_INIT_EVENTS) == 0)
            defer { SDL_QuitSubSystem(SDL_INIT_EVENTS) }
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)

            /// Pushes one finger event (SDL's normalised position) and reads the queue, on the
            /// host's clock 1/60 s after the last.
            func finger(_ type: SDL_EventType, _ id: Int64, _ p: Point) {
                headless.run(frames: 1)
                ui.translator.timeOffset = headless.clock.now - Double(SDL_GetTicks()) / 1000
                var e = SDL_Event()
                e.type = type.rawValue
                e.tfinger.touchId = 1
                e.tfinger.fingerId = id
                e.tfinger.x = Float(p.x / size.width)
                e.tfinger.y = Float(p.y / size.height)
                SDL_PushEvent(&e)
                var read = SDL_Event()
                while SDL_PollEvent(&read) != 0 { ui.handle(read) }
            }

            finger(SDL_FINGERDOWN, 10, spinner.center)
            finger(SDL_FINGERUP, 10, spinner.center)
            headless.run(seconds: 0.5)
            #expect(spinner.isOpen)
            // Never an empty ring: every item at least 24 pt, the ring risen into the window.
            let r = spinner.ringRadius
            #expect(spinner.ringIconSide(radius: r) >= Spinner.minimumRingIconSide)
            let c = spinner.ringCenter
            #expect(c.y + r <= size.height + 1e-9 && c.y < spinner.center.y)

            func onRing(_ degrees: Double) -> Point {
                let a = degrees * .pi / 180
                return Point(x: c.x + 0.8 * r * sin(a), y: c.y - 0.8 * r * cos(a))
            }
            finger(SDL_FINGERDOWN, 10, onRing(0))
            for deg in stride(from: 5.0, through: 30, by: 5) { finger(SDL_FINGERMOTION, 10, onRing(deg)) }
            // The game's move stick, far left: a second thumb goes down, moves, lifts.
            finger(SDL_FINGERDOWN, 11, Point(x: 40, y: 300))
            finger(SDL_FINGERMOTION, 11, Point(x: 60, y: 280))
            #expect(spinner.isOpen, "the second thumb did not close the wheel")
            for deg in stride(from: 35.0, through: 60, by: 5) { finger(SDL_FINGERMOTION, 10, onRing(deg)) }
            finger(SDL_FINGERUP, 11, Point(x: 60, y: 280))
            #expect(abs(spinner.ringPosition - 2) < 0.15, "the first finger still turns it: 60° is two items")
            finger(SDL_FINGERMOTION, 10, onRing(60))
            headless.run(seconds: 0.2)
            finger(SDL_FINGERUP, 10, onRing(60))
            headless.run(seconds: 2)
            #expect(spinner.isOpen && spinner.selectedIndex == 2)
            // Nothing on it now: a tap outside closes it.
            finger(SDL_FINGERDOWN, 12, Point(x: 40, y: 40))
            finger(SDL_FINGERUP, 12, Point(x: 40, y: 40))
            #expect(!spinner.isOpen)
        }
    }
}
