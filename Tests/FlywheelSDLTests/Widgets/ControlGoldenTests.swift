import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Testing

/// Each control drawn by the SDL backend in its normal, highlighted (a finger down on it) and
/// disabled states, against golden PNGs named `<widget>-<state>`.
@Suite(.serialized) struct SliderGoldenTests {
    static let size = Size(width: 240, height: 48)
    static let frame = Rect(x: 20, y: 8, width: 200, height: 32)

    private func slider() -> Slider { Slider(minimum: 0, maximum: 10, value: 3) }

    @Test func normal() throws {
        try withSDL {
            let s = slider()
            try GoldenImage.check(WidgetGolden.render(s, frame: Self.frame, size: Self.size), named: "slider-normal")
            #expect(!s.isHighlighted)
        }
    }

    @Test func highlighted() throws {
        try withSDL {
            let s = slider()
            // The thumb of 3 on 0…10: 12 + 176 × 0.3 = 64.8 points into the slider.
            let image = try WidgetGolden.render(s, frame: Self.frame, size: Self.size, press: Point(x: 84.8, y: 24))
            #expect(s.isHighlighted && abs(s.value - 3) < 0.01)
            try GoldenImage.check(image, named: "slider-highlighted")
        }
    }

    @Test func disabled() throws {
        try withSDL {
            let s = slider()
            s.isEnabled = false
            try GoldenImage.check(WidgetGolden.render(s, frame: Self.frame, size: Self.size), named: "slider-disabled")
        }
    }

    @Test func logarithmicScalePutsTheThumbByRatio() throws {
        try withSDL {
            // 1 on 0.01…100 (log) sits halfway along the track.
            let s = Slider(minimum: 0.01, maximum: 100, value: 1, scale: .logarithmic)
            #expect(abs(s.fraction - 0.5) < 1e-12)
            try GoldenImage.check(
                WidgetGolden.render(s, frame: Self.frame, size: Self.size),
                named: "slider-logarithmic")
        }
    }
}

@Suite(.serialized) struct SwitchGoldenTests {
    static let size = Size(width: 91, height: 51)
    static let frame = Rect(origin: Point(x: 20, y: 10), size: Switch.size)

    @Test func off() throws {
        try withSDL {
            try GoldenImage.check(
                WidgetGolden.render(Switch(isOn: false), frame: Self.frame, size: Self.size),
                named: "switch-off")
        }
    }

    @Test func on() throws {
        try withSDL {
            try GoldenImage.check(
                WidgetGolden.render(Switch(isOn: true), frame: Self.frame, size: Self.size),
                named: "switch-on")
        }
    }

    @Test func highlighted() throws {
        try withSDL {
            let s = Switch(isOn: true)
            let image = try WidgetGolden.render(s, frame: Self.frame, size: Self.size, press: Point(x: 55, y: 25))
            #expect(s.isHighlighted && s.isOn)  // a finger down does not toggle; the lift does
            try GoldenImage.check(image, named: "switch-highlighted")
        }
    }

    @Test func disabled() throws {
        try withSDL {
            let s = Switch(isOn: true)
            s.isEnabled = false
            try GoldenImage.check(WidgetGolden.render(s, frame: Self.frame, size: Self.size), named: "switch-disabled")
        }
    }
}

@Suite(.serialized) struct SegmentedControlGoldenTests {
    static let size = Size(width: 260, height: 50)
    static let frame = Rect(x: 20, y: 10, width: 220, height: 30)

    /// Four segments, the second selected, the fourth disabled.
    private func control() -> SegmentedControl {
        let c = SegmentedControl(titles: ["One", "Two", "Three", "Four"], selectedIndex: 1)
        c.setEnabled(false, forSegment: 3)
        return c
    }

    @Test func normal() throws {
        try withSDL {
            try GoldenImage.check(
                WidgetGolden.render(control(), frame: Self.frame, size: Self.size),
                named: "segmented-normal")
        }
    }

    @Test func pressed() throws {
        try withSDL {
            let c = control()
            // A finger on "Three" (the third 55-point segment) before the lift that selects it.
            let image = try WidgetGolden.render(c, frame: Self.frame, size: Self.size, press: Point(x: 150, y: 25))
            #expect(c.isHighlighted && c.selectedIndex == 1)
            try GoldenImage.check(image, named: "segmented-pressed")
        }
    }

    @Test func disabled() throws {
        try withSDL {
            let c = control()
            c.isEnabled = false
            try GoldenImage.check(
                WidgetGolden.render(c, frame: Self.frame, size: Self.size),
                named: "segmented-disabled")
        }
    }
}

@Suite(.serialized) struct ButtonGoldenTests {
    static let size = Size(width: 160, height: 52)
    static let frame = Rect(x: 20, y: 10, width: 120, height: 32)

    @Test func normal() throws {
        try withSDL {
            try GoldenImage.check(
                WidgetGolden.render(Button(title: "Churn 100"), frame: Self.frame, size: Self.size),
                named: "button-normal")
        }
    }

    @Test func highlighted() throws {
        try withSDL {
            let b = Button(title: "Churn 100")
            let image = try WidgetGolden.render(b, frame: Self.frame, size: Self.size, press: Point(x: 80, y: 26))
            #expect(b.isHighlighted)
            try GoldenImage.check(image, named: "button-highlighted")
        }
    }

    @Test func disabled() throws {
        try withSDL {
            let b = Button(title: "Churn 100")
            b.isEnabled = false
            try GoldenImage.check(WidgetGolden.render(b, frame: Self.frame, size: Self.size), named: "button-disabled")
        }
    }
}

@Suite(.serialized) struct TabBarGoldenTests {
    static let size = Size(width: 360, height: 44)
    static let frame = Rect(x: 0, y: 0, width: 360, height: 44)

    private func bar() -> TabBar { TabBar(titles: ["Rating", "Basic", "Corner", "Feel"], selectedIndex: 1) }

    @Test func normal() throws {
        try withSDL {
            try GoldenImage.check(
                WidgetGolden.render(bar(), frame: Self.frame, size: Self.size),
                named: "tabbar-normal")
        }
    }

    @Test func pressed() throws {
        try withSDL {
            let t = bar()
            let image = try WidgetGolden.render(t, frame: Self.frame, size: Self.size, press: Point(x: 225, y: 22))
            #expect(t.isHighlighted && t.selectedIndex == 1)
            try GoldenImage.check(image, named: "tabbar-pressed")
        }
    }

    @Test func disabled() throws {
        try withSDL {
            let t = bar()
            t.isEnabled = false
            try GoldenImage.check(WidgetGolden.render(t, frame: Self.frame, size: Self.size), named: "tabbar-disabled")
        }
    }
}

@Suite(.serialized) struct RatingControlGoldenTests {
    static let size = Size(width: 288, height: 60)
    static let frame = Rect(x: 20, y: 10, width: 248, height: 40)

    private func rating() -> RatingControl {
        let r = RatingControl(starCount: 5)
        r.value = 3
        return r
    }

    @Test func normal() throws {
        try withSDL {
            let r = rating()
            try GoldenImage.check(
                WidgetGolden.render(r, frame: Self.frame, size: Self.size),
                named: "rating-control-normal")
        }
    }

    @Test func rightToLeft() throws {
        try withSDL {
            let r = rating()
            r.isRightToLeft = true
            try GoldenImage.check(
                WidgetGolden.render(r, frame: Self.frame, size: Self.size),
                named: "rating-control-rtl")
        }
    }

    @Test func disabled() throws {
        try withSDL {
            let r = rating()
            r.isEnabled = false
            try GoldenImage.check(
                WidgetGolden.render(r, frame: Self.frame, size: Self.size),
                named: "rating-control-disabled")
        }
    }
}
