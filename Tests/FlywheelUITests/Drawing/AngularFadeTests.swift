import FlywheelCore
import Testing

@testable import FlywheelUI

/// The conic fade: RVS_Spinner's stops at 30° steps, linear between, wrapped round; bad stop
/// lists give no fade rather than a broken one.
@Suite struct AngularFadeTests {
    @Test func theSpinnerRingFadeHasTheOriginalsStops() {
        let fade = AngularFade.spinnerRing
        let expected = [1.0, 0.55, 0.40, 0.25, 0.10, 0.03, 0, 0.03, 0.10, 0.25, 0.40, 0.55, 1.0]
        for (k, value) in expected.enumerated() {
            #expect(abs(fade.opacity(clockwiseFromTop: Double(k) * .pi / 6) - value) < 1e-12)
        }
        #expect(abs(fade.opacity(clockwiseFromTop: .pi / 12) - 0.775) < 1e-12)  // halfway 1 → 0.55
        #expect(abs(fade.opacity(clockwiseFromTop: -.pi / 6) - 0.55) < 1e-12)  // wrapped
        #expect(abs(fade.opacity(clockwiseFromTop: 2 * .pi + .pi / 2) - 0.25) < 1e-12)
        #expect(
            RingOpacityFalloff.byAngle.opacity(angleFromTop: .pi / 2, itemDistance: 3)
                == fade.opacity(clockwiseFromTop: .pi / 2))
    }

    @Test func badStopsGiveNoFade() {
        #expect(AngularFade(stops: []).isUniform)
        #expect(AngularFade(stops: [0.5]).stops == [1, 1])
        #expect(AngularFade(stops: [1, .nan, 0]).stops == [1, 1])
        #expect(AngularFade(stops: [2, -1]).stops == [1, 0])
        #expect(AngularFade.spinnerRing.opacity(clockwiseFromTop: .infinity) == 1)
    }

    @Test func theRingsDiscIsFixedToTheScreenUnlessItFadesByItemDistance() {
        #expect(RingOpacityFalloff.byAngle.screenFade == .spinnerRing)
        #expect(RingOpacityFalloff.none.screenFade == .opaque)
        #expect(RingOpacityFalloff.byItemDistance.screenFade == nil)
    }
}

/// A canvas of one's own that has no conic fill gets the protocol's: a flat wedge per 5°, each
/// at the fade of its middle, clockwise from 12 o'clock; a uniform fade is one circle.
@Suite struct DefaultFadedCircleTests {
    final class WedgeLog: NullCanvas {
        var wedges: [(start: Double, end: Double, alpha: Double)] = []
        var ellipses: [Color] = []
        override func fillEllipse(in rect: Rect, color: Color) { ellipses.append(color) }
        override func fillWedge(
            center: Point, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double,
            color: Color
        ) { wedges.append((startAngle, endAngle, color.alpha)) }
    }

    @Test func aWedgePerFiveDegreesAtTheFadeOfItsMiddle() {
        let canvas = WedgeLog()
        canvas.fillCircle(center: Point(x: 50, y: 50), radius: 40, color: .yellow, fade: .spinnerRing)
        #expect(canvas.wedges.count == 72)
        let first = canvas.wedges[0]
        #expect(abs(first.start + .pi / 2) < 1e-12)  // 12 o'clock, in the canvas' angles (0 = 3 o'clock)
        #expect(abs(first.alpha - AngularFade.spinnerRing.opacity(clockwiseFromTop: .pi / 72)) < 1e-12)
        let bottom = canvas.wedges[35]  // 175°–180°
        #expect(bottom.alpha < 0.01)
        canvas.fillCircle(
            center: Point(x: 50, y: 50), radius: 40, color: .yellow, fade: AngularFade(stops: [0.5, 0.5]))
        #expect(canvas.wedges.count == 72 && canvas.ellipses.count == 1)
        #expect(abs(canvas.ellipses[0].alpha - 0.5) < 1e-12)
    }
}
