import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// `SliderScale`: how a slider spreads its range along the track (linear, logarithmic,
/// complement-logarithmic) and the unit it shows.
@Suite struct SliderScaleTests {
    @Test func logarithmicSpreadsDecadesEvenly() {
        let log = SliderScale.logarithmic
        #expect(abs(log.fraction(of: 1, in: 0.01...100) - 0.5) < 1e-12)
        #expect(abs(log.value(atFraction: 0.75, in: 0.01...100) - 10) < 1e-9)
        #expect(log.value(atFraction: 0, in: 0.01...100) == 0.01)
        #expect(log.value(atFraction: 1, in: 0.01...100) == 100)
    }

    @Test func logarithmicOnARangeWithoutALogarithmFallsBackToLinear() {
        #expect(SliderScale.logarithmic.fraction(of: 5, in: 0...10) == 0.5)
        #expect(SliderScale.logarithmic.value(atFraction: 0.5, in: -10...10) == 0)
    }

    @Test func complementLogarithmicSpacesRatesNearOne() {
        let rate = SliderScale.complementLogarithmic
        let range = 0.9...0.9999
        #expect(abs(rate.fraction(of: 0.99, in: range) - 1.0 / 3) < 1e-9)
        #expect(abs(rate.fraction(of: 0.999, in: range) - 2.0 / 3) < 1e-9)
        #expect(rate.format(1) == "1")  // no logarithm of 0
    }

    @Test func sliderMovesOnItsScaleAndShowsItsUnit() {
        let t = TestHost()
        let s = Slider(minimum: 0.001, maximum: 100, value: 0.25, scale: .logarithmic)
        s.unit = "items/s"
        s.significantDigits = 3
        s.frame = Rect(x: 0, y: 0, width: 224, height: 32)  // track 12…212
        t.host.rootView.addSubview(s)
        #expect(s.valueText == "0.25 items/s")
        t.pointer(.down, 162, 16)  // 3/4 of the track: 10^(−3 + 0.75·5)
        #expect(s.value == 5.62 && s.valueText == "5.62 items/s")
        t.host.setFocus(s)
        s.keyIncrement = 0.2
        t.key(.left)  // 0.55 of the track: 10^−0.25
        #expect(s.value == 0.562)
    }
}
