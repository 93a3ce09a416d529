import Testing

@testable import FlywheelUI

/// The one wheel-notch accumulator: fractions add up to whole notches, toward zero.
@Suite struct WheelNotchesTests {
    @Test func fractionsAddUpToWholeNotches() {
        var notches = WheelNotches()
        #expect(notches.add(0.4) == 0)
        #expect(notches.add(0.7) == 1)
        #expect(abs(notches.pending - 0.1) < 1e-12)
        #expect(notches.add(-3) == -2)
        #expect(abs(notches.pending + 0.9) < 1e-12)
        #expect(notches.add(.nan) == 0 && notches.add(.infinity) == 0)
        notches.reset()
        #expect(notches.pending == 0)
    }

    @Test func aRunawayWheelIsCappedPerEvent() {
        var notches = WheelNotches()
        #expect(notches.add(1e300) == WheelNotches.maximumPerEvent)
        #expect(notches.add(-1e300) == -WheelNotches.maximumPerEvent)
    }
}
