// swift-format-ignore-file
// (The layout is the documentation's, aligned comments and all, copied as written.)
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Testing

// The Swift of the FlywheelUI articles "Getting started" and "Writing your own control", compiled.

/// Getting started's program (a `main.swift` there; here a function, which is never run: it opens a window).
func gettingStartedProgram() throws {
    // A window with a view host; it draws only when something changed.
    let app = try SDLWindowApp(title: "Pick a colour", size: Size(width: 400, height: 400))

    // A spinner's values: an icon each (any RGBA image), an optional title and a value of yours.
    func swatch(_ color: Color) -> Image {
        let c = color.rgba8
        let pixels = (0..<(32 * 32 * 4)).map { i -> UInt8 in
            [c.r, c.g, c.b, 255][i % 4]
        }
        return Image(width: 32, height: 32, rgba: pixels, name: "swatch")
    }
    let items = [("Red", Color.red), ("Green", .green), ("Blue", .blue), ("Orange", .orange)]
        .map { name, color in SpinnerItem(title: name, icon: swatch(color), value: color) }

    // The spinner is a 48-point disc; its ring opens around it, inside its container.
    let spinner = Spinner(values: items, selectedIndex: 0,
                          frame: Rect(x: 176, y: 300, width: 48, height: 48))
    spinner.addAction(for: .valueChanged) { control, _ in
        print("chose", (control as! Spinner).value?.title ?? "nothing")
    }
    app.host.rootView.addSubview(spinner)

    app.run()   // until the window is closed
}

/// Writing your own control's test of a rating through a host, run, with what its comment says.
@Test func aRatingDrivenThroughAHostSendsOneChange() {
    let host = ViewHost(size: Size(width: 320, height: 100), clock: VirtualClock())
    let rating = RatingControl(starCount: 5)
    rating.frame = Rect(x: 0, y: 0, width: 248, height: 40)
    host.rootView.addSubview(rating)
    var events: [Int] = []
    rating.addAction(for: .valueChanged) { c, _ in events.append((c as! RatingControl).value) }
    host.handle(.pointer(PointerEvent(phase: .down, location: Point(x: 30, y: 20), timestamp: 0)))
    host.handle(.pointer(PointerEvent(phase: .move, location: Point(x: 130, y: 20), timestamp: 0.1)))
    host.handle(.pointer(PointerEvent(phase: .up, location: Point(x: 130, y: 20), timestamp: 0.2)))
    // events == [3]: star 1 was already the value, the drag reached star 3
    #expect(events == [3])
}
