import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

/// PickerWheel through the SDL backend: golden images of a 20-row picker mid-list, disabled, and
/// after a fling has settled.
@Suite(.serialized) struct PickerWheelGoldenTests {
    static let size = Size(width: 320, height: 240)

    /// A `side`-pixel image of an anti-aliased disc (or an ellipse `aspect` times as wide as it
    /// is high) in `color`, on transparency.
    static func disc(_ color: Color, side: Int = 48, aspect: Double = 1, name: String) -> Image {
        let w = Int((Double(side) * aspect).rounded()), h = side
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let rx = Double(w) / 2 - 1, ry = Double(h) / 2 - 1
        let c = color.rgba8
        for y in 0..<h {
            for x in 0..<w {
                let dx = (Double(x) + 0.5 - Double(w) / 2) / rx, dy = (Double(y) + 0.5 - Double(h) / 2) / ry
                let edge = (1 - (dx * dx + dy * dy).squareRoot()) * min(rx, ry)
                let coverage = min(1, max(0, edge + 0.5))
                let i = (y * w + x) * 4
                bytes[i] = c.r; bytes[i + 1] = c.g; bytes[i + 2] = c.b
                bytes[i + 3] = UInt8((coverage * 255).rounded())
            }
        }
        return Image(width: w, height: h, rgba: bytes, name: name)
    }

    /// A template icon: an upward triangle's alpha, drawn in the picker's tint.
    static func triangle(side: Int = 48) -> Image {
        var bytes = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            let half = Double(y) / 2 + 0.5
            for x in 0..<side where abs(Double(x) + 0.5 - Double(side) / 2) <= half {
                let i = (y * side + x) * 4
                bytes[i] = 255; bytes[i + 1] = 255; bytes[i + 2] = 255; bytes[i + 3] = 255
            }
        }
        return Image(width: side, height: side, rgba: bytes, name: "triangle").asTemplate()
    }

    static let names = [
        "Red", "Orange", "Yellow", "Green", "Cyan", "Blue", "Purple", "Magenta", "Grey", "Navy",
        "Triangle", "Wide", "Black", "Disabled", "Teal", "Rose", "Olive", "Sky", "Plum", "Sand",
    ]

    static func makeRows() -> [PickerRow] {
        let colours: [Color] = [
            .red, .orange, .yellow, .green, .cyan, .blue, .purple, .magenta, .gray, .testNavy,
            .black, .systemBlue, .black, .darkGray, Color(red: 0, green: 0.5, blue: 0.5),
            Color(red: 1, green: 0.4, blue: 0.6), Color(red: 0.5, green: 0.5, blue: 0),
            Color(red: 0.4, green: 0.7, blue: 1), Color(red: 0.56, green: 0.27, blue: 0.52),
            Color(red: 0.86, green: 0.75, blue: 0.55),
        ]
        return names.indices.map { i in
            let icon: Image
            switch i {
            case 10: icon = triangle()
            case 11: icon = disc(colours[i], aspect: 2, name: "wide")
            default: icon = disc(colours[i], name: names[i])
            }
            return PickerRow(title: names[i], icon: icon, isEnabled: i != 13)
        }
    }

    private func makePicker(in renderer: HeadlessRenderer) -> PickerWheel {
        let picker = PickerWheel(
            rows: Self.makeRows(), selectedIndex: 9,
            frame: Rect(x: 10, y: 12, width: 300, height: 216))
        picker.tintColor = .testNavy
        picker.rowBackgroundColor = .testPaleYellow
        picker.iconFrameFillColor = .white
        renderer.host.rootView.addSubview(picker)
        return picker
    }

    @Test func goldenMidList() throws {
        try withSDL {
            let renderer = try HeadlessRenderer(size: Self.size)
            let picker = makePicker(in: renderer)
            renderer.run(frames: 2)
            #expect(picker.selectedIndex == 9 && picker.visibleRowRange == 6..<13)
            try GoldenImage.check(renderer.snapshot(), named: "picker-mid-list")
        }
    }

    @Test func goldenDisabled() throws {
        try withSDL {
            let renderer = try HeadlessRenderer(size: Self.size)
            let picker = makePicker(in: renderer)
            picker.isEnabled = false
            renderer.run(frames: 2)
            try GoldenImage.check(renderer.snapshot(), named: "picker-disabled")
        }
    }

    @Test func goldenAfterFlingSettles() throws {
        try withSDL {
            let renderer = try HeadlessRenderer(size: Self.size)
            let picker = makePicker(in: renderer)
            var changes = 0
            picker.addAction(for: .valueChanged) { _, _ in changes += 1 }
            renderer.run(frames: 2)
            // Upwards, quickly: towards higher rows.
            renderer.drag(from: Point(x: 160, y: 170), to: Point(x: 160, y: 110), duration: 0.1, fps: 60)
            let landing = try #require(picker.landingIndex)
            #expect(landing > 9)
            renderer.run(seconds: 4)
            #expect(!picker.isMoving && picker.selectedIndex == landing && changes == 1)
            #expect(picker.position == Double(landing))
            try GoldenImage.check(renderer.snapshot(), named: "picker-after-fling")
        }
    }
}
