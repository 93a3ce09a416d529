import Foundation
import Testing

@testable import FlywheelCore

/// 10,000 seeded random flings: the wheel always stops exactly on the item predicted at release.
@Suite("Landing equals prediction")
struct LandingPredictionTests {
    struct Case {
        var count: Int
        var wraps: Bool
        var disabled: Set<Int>
        var feel: FeelParameters
        var start: Double
        var velocity: Double
        var byDrag: Bool
    }

    static func randomCase(_ rng: inout SplitMix64, feel override: FeelParameters? = nil) -> Case {
        let count = 1 + Int(rng.next() % 200)
        let wraps = rng.unit() < 0.75
        var disabled = Set<Int>()
        let pattern = rng.unit()
        if pattern > 0.9 {
            disabled = Set(0..<count)
        } else if pattern > 0.2 {
            let fraction = rng.unit()
            for item in 0..<count where rng.unit() < fraction { disabled.insert(item) }
        }
        let feel = override ?? FeelParameters.presets[Int(rng.next() % 3)].feel
        let start = wraps ? rng.uniform(-3 * Double(count)...3 * Double(count)) : rng.uniform(0...Double(count - 1))
        let magnitude = rng.unit() < 0.05 ? 0 : rng.logUniform(1e-3...1e9)
        let velocity = rng.unit() < 0.5 ? -magnitude : magnitude
        return Case(
            count: count, wraps: wraps, disabled: disabled, feel: feel, start: start, velocity: velocity,
            byDrag: wraps && rng.unit() < 0.4)
    }

    /// The test's own prediction: the eligible item nearest the projected rest point.
    static func predict(_ c: Case, from position: Double, velocity v: Double) -> Double? {
        let k = c.feel.decayPerSecond, stop = c.feel.stopSpeedItemsPerSecond
        let perItem = c.feel.flingPointsPerItem
        let travel =
            c.feel.decayModel == .androidSpline
            ? c.feel.spline.distance(velocity: abs(v) * perItem) / perItem : max(0, abs(v) - stop) / k
        var rest = position + (v < 0 ? -travel : travel)
        if !c.wraps { rest = min(max(rest, 0), Double(c.count - 1)) }
        var best: Double?
        for item in 0..<c.count where !c.disabled.contains(item) {
            let n = Double(c.count)
            let candidate = c.wraps ? Double(item) + n * ((rest - Double(item)) / n).rounded() : Double(item)
            for copy in [candidate - n, candidate, candidate + n] where c.wraps || copy == candidate {
                if best == nil || abs(copy - rest) < abs(best! - rest) { best = copy }
            }
        }
        return best
    }

    @Test("10,000 random flings land exactly where predicted at release")
    func tenThousandFlings() throws {
        let (landed, stoppedDead) = try Self.flings(10_000, seed: 0xF1A9_0001)
        #expect(landed > 8_000 && stoppedDead > 500)
    }

    @Test("3,000 random flings along Android's spline land exactly where predicted at release")
    func androidSplineFlings() throws {
        let (landed, stoppedDead) = try Self.flings(3_000, seed: 0xF1A9_0002, feel: .android)
        #expect(landed > 2_400 && stoppedDead > 150)
    }

    /// Runs `count` random flings, checking each; returns how many landed and stopped dead.
    static func flings(_ count: Int, seed: UInt64, feel: FeelParameters? = nil) throws -> (Int, Int) {
        var rng = SplitMix64(seed: seed)
        var landed = 0, stoppedDead = 0
        for index in 0..<count {
            let c = Self.randomCase(&rng, feel: feel)
            var wheel = try WheelPhysics(itemCount: c.count, wraps: c.wraps, feel: c.feel, position: c.start)
            for item in c.disabled { wheel.setEnabled(false, item: item) }
            let landing: WheelLanding?
            let releasePosition: Double
            let releaseVelocity: Double?
            let releaseTime: Double
            if c.byDrag {
                // Finger at constant speed for 100 ms at 120 Hz (exact for the fit), then let go.
                wheel.beginDrag(.items(0), at: 0)
                for i in 1...12 { wheel.drag(.items(c.velocity * Double(i) / 120), at: Double(i) / 120) }
                releaseTime = 0.1
                releasePosition = wheel.position(at: releaseTime)
                let measured = c.feel.measuredFlingSpeed(fingerItemsPerSecond: c.velocity, pointsPerItem: 55)
                releaseVelocity = c.feel.flingVelocity(measuredSpeed: measured)
                landing = wheel.endDrag(at: releaseTime, pointsPerItem: 55)
            } else {
                releaseTime = 1
                releasePosition = c.start
                let limit = c.feel.maximumWheelSpeedItemsPerSecond
                releaseVelocity = max(-limit, min(limit, c.velocity))
                landing = wheel.spin(velocity: c.velocity, at: releaseTime)
            }
            // Without a fling the release snaps to the nearest eligible item.
            let predicted = Self.predict(c, from: releasePosition, velocity: releaseVelocity ?? 0)
            guard let predicted else {
                #expect(landing == nil, "case \(index)")
                #expect(wheel.sample(at: 1e6) == .init(position: releasePosition, velocity: 0, phase: .idle))
                stoppedDead += 1
                continue
            }
            guard let landing else { Issue.record("case \(index): no landing, predicted \(predicted)"); continue }
            #expect(landing.position == predicted, "case \(index): \(c)")
            #expect(!c.disabled.contains(landing.item) && landing.item >= 0 && landing.item < c.count)
            #expect(
                Double(landing.item)
                    == (c.wraps
                        ? predicted - Double(c.count) * (predicted / Double(c.count)).rounded(.down) : predicted))
            #expect(landing.restTime.isFinite && landing.restTime >= releaseTime)
            for time in [landing.restTime, landing.restTime + 1, 1e7] {
                #expect(
                    wheel.sample(at: time) == .init(position: predicted, velocity: 0, phase: .idle), "case \(index)")
            }
            for _ in 0..<3 {
                let t = releaseTime + rng.unit() * (landing.restTime - releaseTime)
                let s = wheel.sample(at: t)
                #expect(s.position.isFinite && s.velocity.isFinite)
            }
            landed += 1
        }
        return (landed, stoppedDead)
    }
}
