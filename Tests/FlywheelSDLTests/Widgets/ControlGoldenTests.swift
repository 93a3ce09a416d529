import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Testing

/// Each control drawn by the SDL backend in its normal, highlighted (a finger down on it) and
/// disabled states, against golden PNGs named `<widget>-<state>`.
@Suite(.serialized) struct ControlGoldenTests {
    /// The thumb of 3 on 0…10 sits 12 + 176 × 0.3 = 64.8 points into the slider; a finger down
    /// on it highlights without moving the value.
    static let slider = ControlGoldens<Slider>(
        name: "slider", frame: Rect(x: 20, y: 8, width: 200, height: 32), size: Size(width: 240, height: 48),
        press: Point(x: 84.8, y: 24), make: { Slider(minimum: 0, maximum: 10, value: 3) },
        whilePressed: { abs($0.value - 3) < 0.01 })

    /// On as made; a finger down does not toggle it (the lift does).
    static let `switch` = ControlGoldens<Switch>(
        name: "switch", normalName: "on", frame: Rect(origin: Point(x: 20, y: 10), size: Switch.size),
        size: Size(width: 91, height: 51), press: Point(x: 55, y: 25),
        make: { Switch(isOn: true) }, whilePressed: { $0.isOn })

    /// Four segments, the second selected, the fourth disabled; the finger goes down on "Three"
    /// (the third 55-point segment) before the lift that would select it.
    static let segmented = ControlGoldens<SegmentedControl>(
        name: "segmented", pressedName: "pressed", frame: Rect(x: 20, y: 10, width: 220, height: 30),
        size: Size(width: 260, height: 50), press: Point(x: 150, y: 25),
        make: {
            let c = SegmentedControl(titles: ["One", "Two", "Three", "Four"], selectedIndex: 1)
            c.setEnabled(false, forSegment: 3)
            return c
        },
        whilePressed: { $0.selectedIndex == 1 })

    static let button = ControlGoldens<Button>(
        name: "button", frame: Rect(x: 20, y: 10, width: 120, height: 32), size: Size(width: 160, height: 52),
        press: Point(x: 80, y: 26), make: { Button(title: "Churn 100") })

    /// A finger on "Corner" highlights it; the selection stays on "Basic" until the lift.
    static let tabBar = ControlGoldens<TabBar>(
        name: "tabbar", pressedName: "pressed", frame: Rect(x: 0, y: 0, width: 360, height: 44),
        size: Size(width: 360, height: 44), press: Point(x: 225, y: 22),
        make: { TabBar(titles: ["Rating", "Basic", "Corner", "Feel"], selectedIndex: 1) },
        whilePressed: { $0.selectedIndex == 1 })

    /// Three of five stars (the rating's goldens have no pressed state).
    static let rating = ControlGoldens<RatingControl>(
        name: "rating-control", frame: Rect(x: 20, y: 10, width: 248, height: 40), size: Size(width: 288, height: 60),
        make: {
            let r = RatingControl(starCount: 5)
            r.value = 3
            return r
        })

    /// Every control above in each of its states.
    static let states: [ControlGoldenCase] = [
        slider.cases(), `switch`.cases(), segmented.cases(), button.cases(), tabBar.cases(),
        rating.cases([.normal, .disabled]),
    ].flatMap { $0 }

    @Test(arguments: states)
    func drawn(_ golden: ControlGoldenCase) throws {
        try withSDL { try golden.check() }
    }

    @Test func switchOff() throws {
        try withSDL {
            try GoldenImage.check(
                WidgetGolden.render(Switch(isOn: false), frame: Self.switch.frame, size: Self.switch.size),
                named: "switch-off")
        }
    }

    @Test func sliderLogarithmicScalePutsTheThumbByRatio() throws {
        try withSDL {
            // 1 on 0.01…100 (log) sits halfway along the track.
            let s = Slider(minimum: 0.01, maximum: 100, value: 1, scale: .logarithmic)
            #expect(abs(s.fraction - 0.5) < 1e-12)
            try GoldenImage.check(
                WidgetGolden.render(s, frame: Self.slider.frame, size: Self.slider.size),
                named: "slider-logarithmic")
        }
    }

    @Test func ratingRightToLeft() throws {
        try withSDL {
            let r = Self.rating.make()
            r.isRightToLeft = true
            try GoldenImage.check(
                WidgetGolden.render(r, frame: Self.rating.frame, size: Self.rating.size),
                named: "rating-control-rtl")
        }
    }
}
