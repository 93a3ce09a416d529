import Foundation
import Testing

@testable import FlywheelCore

@Suite("Fling velocity estimator")
struct FlingVelocityEstimatorTests {
    /// Sorted sample times at `rate` Hz with uniform ±4 ms jitter, over `duration` seconds.
    static func jitteredTimes(rate: Double, duration: Double, rng: inout SplitMix64) -> [Double] {
        let count = Int(duration * rate)
        return (0..<count).map { Double($0) / rate + rng.uniform(-0.004...0.004) }.sorted()
    }

    @Test("exact samples at jittered times give the exact velocity", arguments: [60.0, 120, 240], [1, 2])
    func exactSamples(rate: Double, degree: Int) {
        var rng = SplitMix64(seed: UInt64(rate) * 7 + UInt64(degree))
        for trial in 0..<50 {
            let speed = rng.uniform(-40...40) + (trial.isMultiple(of: 2) ? 0.5 : -0.5)
            var estimator = FlingVelocityEstimator(degree: degree)
            let times = Self.jitteredTimes(rate: rate, duration: 0.3, rng: &rng)
            for t in times { estimator.add(position: 3 + speed * t, at: t) }
            let v = estimator.velocity(at: times.last!)
            #expect(abs(v - speed) <= 1e-6 * max(1, abs(speed)))
        }
    }

    @Test(
        "a finger on a 150 px circle, pixel-rounded, ±4 ms jitter: within 5 %",
        arguments: [(60.0, 1), (120, 1), (240, 1), (120, 2), (240, 2)])
    func pixelDrag(rate: Double, degree: Int) {
        var rng = SplitMix64(seed: 0xF1E5 + UInt64(rate) + UInt64(degree))
        let radius = 150.0, count = 12
        var worst = 0.0
        for _ in 0..<200 {
            let omega = rng.uniform(3...12) * (rng.unit() < 0.5 ? -1 : 1)  // rad/s
            let start = rng.uniform(-Double.pi...Double.pi)
            var estimator = FlingVelocityEstimator(degree: degree)
            var unwrapped = 0.0, last: Double?
            let times = Self.jitteredTimes(rate: rate, duration: 0.3, rng: &rng)
            for t in times {
                let angle = start + omega * t
                let x = (radius * cos(angle)).rounded(), y = (radius * sin(angle)).rounded()
                let measured = atan2(y, x)
                if let last { unwrapped += WheelGeometry.angleDelta(from: last, to: measured) }
                last = measured
                estimator.add(
                    position: WheelGeometry.itemDelta(forWindowAngleDelta: unwrapped, itemCount: count), at: t)
            }
            let expected = WheelGeometry.itemDelta(forWindowAngleDelta: omega, itemCount: count)
            let error = abs(estimator.velocity(at: times.last!) / expected - 1)
            worst = max(worst, error)
        }
        #expect(worst < 0.05, "worst relative error \(worst)")
    }

    @Test("a degree-2 fit follows a steadily accelerating finger exactly")
    func acceleration() {
        var estimator = FlingVelocityEstimator(degree: 2)
        for i in 0...12 {
            let t = Double(i) / 120
            estimator.add(position: 5 * t * t + 2 * t, at: t)
        }
        #expect(close(estimator.velocity(at: 0.1), 10 * 0.1 + 2, 1e-9))
    }

    @Test("a finger resting more than 40 ms before lifting gives no fling")
    func restBeforeLift() {
        var estimator = FlingVelocityEstimator()
        for i in 0...12 { estimator.add(position: Double(i) * 0.2, at: Double(i) / 120) }
        let last = 12.0 / 120
        #expect(estimator.velocity(at: last + 0.039) != 0)
        #expect(estimator.velocity(at: last + 0.041) == 0)
        #expect(estimator.velocity(at: last + 2) == 0)
    }

    @Test("a pause longer than the stop gap forgets what came before it")
    func gapForgets() {
        var estimator = FlingVelocityEstimator(degree: 1)
        for i in 0...10 { estimator.add(position: Double(i) * 0.5, at: Double(i) / 100) }  // 50 items/s
        let resume = 0.1 + 0.05
        for i in 0...4 { estimator.add(position: 5 + Double(i) * 0.02, at: resume + Double(i) / 100) }  // 2 items/s
        #expect(estimator.sampleCount == 5)
        #expect(close(estimator.velocity(at: resume + 0.04), 2, 1e-9))
    }

    @Test("only the last 100 ms count")
    func horizon() {
        var estimator = FlingVelocityEstimator(degree: 1)
        var x = 0.0
        for i in 0...40 {
            let t = Double(i) / 200
            x += (t < 0.1 ? 30.0 : 3.0) / 200
            estimator.add(position: x, at: t)
        }
        #expect(abs(estimator.velocity(at: 0.2) - 3) < 0.2)
    }

    @Test("single, duplicate, backwards and non-finite samples give a finite answer, never NaN")
    func degenerate() {
        var one = FlingVelocityEstimator()
        #expect(one.velocity(at: 0) == 0)
        one.add(position: 1, at: 0)
        #expect(one.velocity(at: 0) == 0)

        var same = FlingVelocityEstimator()
        for i in 0..<10 { same.add(position: Double(i), at: 1.0) }
        #expect(same.velocity(at: 1) == 0)

        var two = FlingVelocityEstimator(degree: 2)
        two.add(position: 0, at: 0)
        two.add(position: 0.5, at: 0.01)
        #expect(close(two.velocity(at: 0.01), 50))  // falls back to a line

        var pairs = FlingVelocityEstimator()
        for i in 0..<6 {
            pairs.add(position: Double(i), at: Double(i / 2) * 0.008)
        }
        #expect(pairs.velocity(at: 0.016).isFinite)

        var backwards = FlingVelocityEstimator()
        backwards.add(position: 0, at: 0.02)
        backwards.add(position: 1, at: 0.01)
        backwards.add(position: 2, at: 0.03)
        #expect(backwards.velocity(at: 0.03).isFinite)

        var refused = FlingVelocityEstimator()
        let acceptedNaN = refused.add(position: .nan, at: 0)
        let acceptedInfinity = refused.add(position: 0, at: .infinity)
        #expect(!acceptedNaN && !acceptedInfinity)
        #expect(refused.sampleCount == 0)
        #expect(refused.velocity(at: .nan) == 0)

        var huge = FlingVelocityEstimator()
        for i in 0..<100 { huge.add(position: Double(i) * 1e12, at: Double(i) * 1e-3) }
        #expect(huge.velocity(at: 0.099).isFinite)
        #expect(huge.sampleCount == FlingVelocityEstimator.capacity)
    }
}
