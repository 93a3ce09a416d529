import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

/// The Spinner drawn by the SDL backend, headless, against golden PNGs: closed (also with a
/// finger on it, and disabled), open with 12 framed shapes, HUD mode, the picker with 20
/// values, inside a container rotated 45°, and with disabled items. The shapes come from
/// Assets/Shapes.
@Suite(.serialized) struct SpinnerGoldenTests {
    /// The 20 shapes of Assets/Shapes (sorted by file name, loaded as templates), each titled by
    /// its file name without the ".png" and the leading "NN " — loaded per test, inside the SDL lock.
    private func loadShapes() throws -> [SpinnerItem] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Shapes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        return try files.sorted().map { file in
            let name = file.dropLast(4)
            let numbered = name.prefix(2).allSatisfy(\.isNumber) && name.dropFirst(2).first == " "
            let image = try SDLImageLoader().loadImage(path: folder.appendingPathComponent(file).path)
            return SpinnerItem(title: String(numbered ? name.dropFirst(3) : name), icon: image.asTemplate())
        }
    }

    /// A 400×400 window: a container (optionally rotated) with a 48×48 spinner of `count` shapes
    /// at its centre, styled like the Basic harness (black tint, yellow open background, white centre).
    private func scene(
        count: Int = 12, selected: Int = 6, rotation: Double = 0, disabled: Set<Int> = [],
        configure: (Spinner) -> Void = { _ in }
    ) throws -> (HeadlessRenderer, Spinner) {
        let r = try HeadlessRenderer(size: Size(width: 400, height: 400), background: Color(white: 0.92))
        let container = View(frame: Rect(x: 40, y: 40, width: 320, height: 320))
        container.rotation = rotation
        let shapes = try loadShapes()
        #expect(shapes.count == 20, "Assets/Shapes should hold 20 shapes")
        let items = (0..<count).map { i in
            SpinnerItem(
                title: shapes[i % shapes.count].title, icon: shapes[i % shapes.count].icon,
                isEnabled: !disabled.contains(i))
        }
        let spinner = Spinner(
            values: items, selectedIndex: selected, frame: Rect(x: 136, y: 136, width: 48, height: 48))
        spinner.tintColor = .black
        spinner.openBackgroundColor = .yellow
        spinner.backgroundColor = .white
        configure(spinner)
        container.addSubview(spinner)
        r.host.rootView.addSubview(container)
        r.run(frames: 2, fps: 60)
        return (r, spinner)
    }

    private func openAndSettle(_ r: HeadlessRenderer, _ s: Spinner) {
        s.isOpen = true
        r.run(frames: 45, fps: 60)
    }

    @Test func closed() throws {
        try withSDL {
            let (r, _) = try scene()
            try GoldenImage.check(r.snapshot(), named: "spinner-closed")
        }
    }

    @Test func closedHighlighted() throws {
        try withSDL {
            let (r, s) = try scene()
            r.sendPointer(.down, at: Point(x: 200, y: 200))  // a finger on the centre, not yet lifted
            r.renderFrame()
            #expect(s.isHighlighted && !s.isOpen)
            try GoldenImage.check(r.snapshot(), named: "spinner-closed-highlighted")
        }
    }

    @Test func closedDisabled() throws {
        try withSDL {
            let (r, s) = try scene()
            s.isEnabled = false
            r.renderFrame()
            try GoldenImage.check(r.snapshot(), named: "spinner-closed-disabled")
        }
    }

    @Test func openWithTwelveFramedShapes() throws {
        try withSDL {
            let (r, s) = try scene()
            openAndSettle(r, s)
            #expect(s.shows == .spinner)
            try GoldenImage.check(r.snapshot(), named: "spinner-open-12")
        }
    }

    @Test func hudMode() throws {
        try withSDL {
            let (r, s) = try scene { s in
                s.hudMode = true
                s.tintColor = .red
                s.backgroundColor = .clear
                s.openBackgroundColor = .clear
            }
            openAndSettle(r, s)
            try GoldenImage.check(r.snapshot(), named: "spinner-hud")
        }
    }

    @Test func pickerWithTwentyValues() throws {
        try withSDL {
            let (r, s) = try scene(count: 20, selected: 10) { $0.center = Point(x: 160, y: 290) }
            openAndSettle(r, s)
            #expect(s.shows == .picker)
            try GoldenImage.check(r.snapshot(), named: "spinner-picker-20")
        }
    }

    @Test func insideAContainerRotated45Degrees() throws {
        try withSDL {
            let (r, s) = try scene(rotation: -.pi / 4)
            openAndSettle(r, s)
            try GoldenImage.check(r.snapshot(), named: "spinner-rotated-45")
        }
    }

    @Test func withDisabledItems() throws {
        try withSDL {
            let (r, s) = try scene(disabled: [0, 3, 5, 6, 9])
            openAndSettle(r, s)
            try GoldenImage.check(r.snapshot(), named: "spinner-disabled")
        }
    }

    @Test func flingThroughTheWindowPathLandsWhereReleasePredicted() throws {
        try withSDL {
            let (r, s) = try scene(count: 12, selected: 0)
            openAndSettle(r, s)
            // A quick clockwise flick on the ring, 130 pt from the centre (200, 200).
            r.drag(from: Point(x: 200 + 130, y: 200), to: Point(x: 200, y: 200 + 130), duration: 0.06, fps: 60)
            let landing = try #require(s.landingIndex)
            r.run(seconds: 20, fps: 10)  // frame-rate independent: few frames suffice
            #expect(s.selectedIndex == landing)
            #expect(r.canvas.stats.textRasterizations == 0)
        }
    }

    @Test func aCorruptIconBecomesAVisiblePlaceholderAndANamedError() throws {
        try withSDL {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "flywheel-corrupt-\(UUID().uuidString).png"
            ).path
            try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            var errors: [ImageLoadError] = []
            let icon = SDLImageLoader().loadOrPlaceholder(path: path) { errors.append($0) }
            #expect(icon.isPlaceholder)
            #expect(errors.count == 1 && errors[0].description.contains(path))
            let (r, s) = try scene(count: 3, selected: 1) { s in
                s.values = [SpinnerItem(title: "broken", icon: icon)] + s.values
                s.selectedIndex = 0  // on top of the ring and in the centre
            }
            openAndSettle(r, s)
            // The placeholder's magenta shows in the ring: a broken asset is visible, nothing crashes.
            let image = r.snapshot()
            var magenta = 0
            for y in stride(from: 0, to: image.height, by: 2) {
                for x in stride(from: 0, to: image.width, by: 2) {
                    let p = image.pixel(x: x, y: y)
                    if p.r > 200 && p.g < 80 && p.b > 200 { magenta += 1 }
                }
            }
            #expect(magenta > 20)
        }
    }
}
