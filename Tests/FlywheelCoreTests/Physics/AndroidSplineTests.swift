import Foundation
import Testing

@testable import FlywheelCore

/// Android's spline against numbers computed outside Flywheel.
///
/// The reference distances and durations were computed in Python 3 from Android's published
/// closed forms (OverScroller.SplineOverScroller, Compose's FlingCalculator), in pixels at
/// density 1 (one point = one dp) and in double precision:
///
///     g = 9.80665; DR = log(0.78) / log(0.9); coef = g * 39.37 * 160 * density * 0.84
///     l = log(0.35 * v / (0.015 * coef))
///     distance = 0.015 * coef * exp(DR / (DR - 1) * l); duration = exp(l / (DR - 1))
///
/// The curve's fractions were found on the Bézier (0,0), (0.175,0.5), (0.35,1), (1,1) by a
/// 200-step bisection in Python, independently of the table.
@Suite struct AndroidSplineTests {
    /// (pt/s, points, seconds)
    static let reference: [(Double, Double, Double)] = [
        (300, 24.02402758372296, 0.22880026270212342),
        (1000, 194.31362127989584, 0.5551817750854166),
        (2500, 953.747893868845, 1.089997592992966),
        (8000, 7186.362753988743, 2.5665581264245514),
    ]

    @Test func distanceAndDurationAreAndroidsAtSeveralSpeeds() {
        for (v, distance, duration) in Self.reference {
            #expect(abs(AndroidSpline.android.distance(velocity: v) / distance - 1) < 1e-12, "\(v) pt/s")
            #expect(abs(AndroidSpline.android.duration(velocity: v) / duration - 1) < 1e-12, "\(v) pt/s")
            #expect(abs(AndroidSpline.android.distance(velocity: -v) / distance - 1) < 1e-12, "sign is ignored")
        }
    }

    @Test func theCurveInPointsDoesNotDependOnTheDensity() {
        for density in [0.75, 2, 2.625, 4] {
            let d = AndroidSpline.android.distance(velocity: 1000, density: density)
            let t = AndroidSpline.android.duration(velocity: 1000, density: density)
            #expect(abs(d / 194.31362127989584 - 1) < 1e-12)
            #expect(abs(t / 0.5551817750854166 - 1) < 1e-12)
        }
    }

    @Test func velocityForDistanceInvertsTheDistance() {
        for v in [50.0, 300, 1234.5, 8000, 30_000] {
            let d = AndroidSpline.android.distance(velocity: v)
            #expect(abs(AndroidSpline.android.velocity(forDistance: d) / v - 1) < 1e-12)
        }
        #expect(AndroidSpline.android.velocity(forDistance: 0) == 0)
        #expect(AndroidSpline.android.distance(velocity: 0) == 0)
        #expect(AndroidSpline.android.duration(velocity: .nan) == 0)
    }

    @Test func theTableFollowsTheBezierCurve() {
        let table = AndroidSpline.android.table
        #expect(table.fractions.count == 101 && table.fractions.first == 0 && table.fractions.last == 1)
        let expected: [(Double, Double)] = [
            (0.1, 0.27399954448567093), (0.25, 0.5838133993697231), (0.5, 0.8584065921574786),
            (0.75, 0.9710664143236376), (0.9, 0.9958108033125801),
        ]
        for (u, fraction) in expected {
            #expect(abs(table.fraction(at: u) - fraction) < 1e-8, "u = \(u)")
        }
        // Monotonic and at rest at the end; the first step's slope is about 1/inflexion.
        for i in 1...100 { #expect(table.fractions[i] > table.fractions[i - 1]) }
        #expect(table.slope(at: 1) == 0)
        #expect(abs(table.slope(at: 0) - 1 / 0.35) < 0.05)
    }

    @Test func aCoastStartsAtTheReleaseSpeedAndStopsAtItsDistance() {
        // 2500 pt/s on a wheel of 100 points per item: 25 items/s.
        let coast = SplineCoast(from: 3, velocity: 25, spline: .android, pointsPerItem: 100)
        #expect(abs(coast.distance - 9.53747893868845) < 1e-12)
        #expect(abs(coast.duration - 1.089997592992966) < 1e-12)
        #expect(coast.position(at: coast.duration) == coast.endPosition)
        #expect(coast.velocity(at: coast.duration) == 0)
        #expect(abs(coast.velocity(at: 0) / 25 - 1) < 0.01)  // the table's first step
    }

    @Test func theSimulateCommandsNumbersAreAndroidsWithinOnePercent() {
        for (v, distance, duration) in Self.reference {
            let fling = StraightFling(feel: .android, pointsPerSecond: v)
            #expect(abs(fling.distancePoints / distance - 1) < 0.01)
            #expect(abs(fling.durationSeconds / duration - 1) < 0.01)
            #expect(fling.position(at: fling.durationSeconds) == fling.distancePoints)
        }
    }

    @Test func aSplineWheelLandsOnADetentAtRest() throws {
        var wheel = try WheelPhysics(itemCount: 12, feel: .android)
        let spun = wheel.spin(velocity: 25, at: 0)
        let landing = try #require(spun)
        // 9.54 items of coast from item 0: the nearest item is 10.
        #expect(landing.position == 10)
        #expect(landing.item == 10)
        // Android's fling of the speed that travels exactly 10 items.
        let expected = AndroidSpline.android.duration(velocity: AndroidSpline.android.velocity(forDistance: 1000))
        #expect(abs(landing.restTime - expected) < 1e-9)
        #expect(wheel.sample(at: landing.restTime).position == 10)
        #expect(wheel.sample(at: 0.5).phase == .coasting)
    }
}
