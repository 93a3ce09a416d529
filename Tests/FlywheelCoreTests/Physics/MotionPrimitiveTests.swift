import Foundation
import Testing

@testable import FlywheelCore

@Suite("Exponential decay")
struct ExponentialDecayTests {
    static let rates = [0.998, 0.99, FeelParameters.perMillisecondRate(perFrame: 0.994, framesPerSecond: 60)]

    @Test("position and velocity follow v0·d^(1000t) and x0 + v0(d^(1000t) − 1)/(1000 ln d)", arguments: rates)
    func formulas(d: Double) {
        for v0 in [12.5, -3.0] {
            let decay = ExponentialDecay(position: 2, velocity: v0, ratePerMillisecond: d)
            for t in [0, 0.001, 0.1, 0.5, 1, 3, 10] {
                let expectedV = v0 * pow(d, 1000 * t)
                let expectedX = 2 + v0 * (pow(d, 1000 * t) - 1) / (1000 * log(d))
                #expect(close(decay.velocity(at: t), expectedV, 1e-12))
                #expect(close(decay.position(at: t), expectedX, 1e-12))
            }
            #expect(close(decay.restPosition, 2 - v0 / (1000 * log(d)), 1e-12))
            #expect(close(decay.ratePerMillisecond, d, 1e-15))
        }
    }

    @Test("duration to |v| < ε is ln(−1000·ε·ln d/|v0|)/(1000 ln d)", arguments: rates)
    func durationToStop(d: Double) {
        let decay = ExponentialDecay(position: 0, velocity: -40, ratePerMillisecond: d)
        let epsilon = 0.1
        let expected = log(-1000 * epsilon * log(d) / 40) / (1000 * log(d))
        // Equivalent closed form ln(|v0|/ε)/k, checked through the velocity itself.
        let duration = decay.duration(untilSpeedBelow: epsilon)
        #expect(close(abs(decay.velocity(at: duration)), epsilon, 1e-12))
        #expect(expected.isFinite)
        #expect(decay.duration(untilSpeedBelow: 50) == 0)
    }

    @Test("time to reach x is ln(1 + 1000·ln d·(x − x0)/v0)/(1000 ln d)", arguments: rates)
    func timeToReach(d: Double) {
        let decay = ExponentialDecay(position: 1, velocity: 8, ratePerMillisecond: d)
        for fraction in [0.1, 0.5, 0.9, 0.999] {
            let x = 1 + fraction * (decay.restPosition - 1)
            let expected = log(1 + 1000 * log(d) * (x - 1) / 8) / (1000 * log(d))
            let t = try! #require(decay.time(toReach: x))
            #expect(close(t, expected, 1e-9))
            #expect(close(decay.position(at: t), x, 1e-12))
        }
        #expect(decay.time(toReach: decay.restPosition + 0.1) == nil)
        #expect(decay.time(toReach: 0) == nil)
        #expect(decay.time(toReach: 1) == 0)
    }

    @Test("the classic rate decays by exactly 0.994 per 60 Hz frame and 0.697 per second")
    func classicConversion() {
        let d = FeelParameters.classic.decelerationRatePerMillisecond
        #expect(close(d, pow(0.994, 0.06), 1e-15))
        let decay = ExponentialDecay(position: 0, velocity: 1, ratePerMillisecond: d)
        #expect(close(decay.velocity(at: 1.0 / 60), 0.994, 1e-12))
        #expect(abs(decay.velocity(at: 1) - 0.697) < 0.001)
        // At 120 Hz the original decayed 0.994 per frame (0.486/s); the conversion does not care.
        #expect(close(decay.velocity(at: 2.0 / 120), 0.994, 1e-12))
    }

    @Test("the stop-speed rest point is x0 + sign(v0)(|v0| − ε)/k")
    func restWithStopSpeed() {
        let decay = ExponentialDecay(position: 3, velocity: -20, decayPerSecond: 2)
        #expect(close(decay.position(whenSpeedFallsTo: 0.5), 3 - 19.5 / 2))
        #expect(close(decay.position(at: decay.duration(untilSpeedBelow: 0.5)), 3 - 19.5 / 2, 1e-12))
    }
}

@Suite("Friction fit (FrictionSimulation.through)")
struct FrictionFitTests {
    @Test("arrives exactly on the target with the end velocity")
    func arrives() throws {
        for (x0, x1, v0, v1) in [(0.0, 20.0, 12.0, 4.8), (5.5, -3.0, -30.0, -0.25), (0, 0.01, 100, 0.5)] {
            let fit = try #require(ExponentialDecay.through(from: x0, to: x1, startVelocity: v0, endVelocity: v1))
            #expect(close(fit.decay.position(at: fit.arrivalTime), x1, 1e-12))
            #expect(close(fit.decay.velocity(at: fit.arrivalTime), v1, 1e-12))
            // Flutter: drag = e^((v0 − v1)/(x0 − x1)) per second.
            #expect(close(exp(-fit.decay.decayPerSecond), exp((v0 - v1) / (x0 - x1)), 1e-12))
            #expect(close(fit.arrivalTime, log(v0 / v1) / fit.decay.decayPerSecond, 1e-12))
        }
    }

    @Test("refuses targets behind, speeding up, reversing and non-finite inputs")
    func refuses() {
        #expect(ExponentialDecay.through(from: 0, to: -1, startVelocity: 5, endVelocity: 1) == nil)
        #expect(ExponentialDecay.through(from: 0, to: 1, startVelocity: 5, endVelocity: 6) == nil)
        #expect(ExponentialDecay.through(from: 0, to: 1, startVelocity: 5, endVelocity: -1) == nil)
        #expect(ExponentialDecay.through(from: 0, to: 0, startVelocity: 5, endVelocity: 1) == nil)
        #expect(ExponentialDecay.through(from: .nan, to: 1, startVelocity: 5, endVelocity: 1) == nil)
        #expect(ExponentialDecay.through(from: 0, to: .infinity, startVelocity: 5, endVelocity: 1) == nil)
    }
}

@Suite("Springs")
struct SpringTests {
    @Test("duration and bounce map to k = 4π²m/duration² and ζ = 1 − bounce or 1/(1 + bounce)")
    func perceptual() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(close(s.stiffness, 4 * .pi * .pi / 0.25, 1e-12))
        #expect(close(s.dampingRatio, 0.7, 1e-12))
        #expect(s.regime == .underdamped)
        #expect(close(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, 1e-12))
        #expect(Spring(duration: 0.5, bounce: -0.5).regime == .overdamped)
        #expect(Spring(duration: 0.5, bounce: 0).regime == .critical)
        #expect(close(Spring(stiffness: 100, dampingRatio: 1.1).damping, 1.1 * 2 * 10, 1e-12))
    }

    /// The closed forms written out independently of `SpringMotion`.
    static func reference(_ s: Spring, d: Double, v0: Double, t: Double) -> Double {
        let m = s.mass, k = s.stiffness, c = s.damping
        switch s.regime {
        case .critical:
            let r = -c / (2 * m)
            return (d + (v0 - r * d) * t) * exp(r * t)
        case .underdamped:
            let r = -c / (2 * m), w = (4 * m * k - c * c).squareRoot() / (2 * m)
            return exp(r * t) * (d * cos(w * t) + (v0 - r * d) / w * sin(w * t))
        case .overdamped:
            let root = (c * c - 4 * m * k).squareRoot()
            let r1 = (-c - root) / (2 * m), r2 = (-c + root) / (2 * m)
            let c2 = (v0 - r1 * d) / (r2 - r1)
            return (d - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    static let springs = [
        Spring(duration: 0.3, bounce: 0), Spring(duration: 0.4, bounce: 0.4), Spring(duration: 0.25, bounce: -0.6),
        Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1),
    ]

    @Test("matches the closed forms and the equation of motion", arguments: springs)
    func closedForm(spring: Spring) {
        for (start, target, v0) in [(2.7, 3.0, 4.0), (0.0, 1.0, 0.0), (10.0, 4.0, -30.0)] {
            let motion = SpringMotion(spring: spring, from: start, to: target, velocity: v0)
            #expect(close(motion.position(at: 0), start, 1e-12))
            #expect(close(motion.velocity(at: 0), v0, 1e-12))
            for t in stride(from: 0.01, through: 1.5, by: 0.07) {
                let x = motion.position(at: t)
                #expect(close(x - target, Self.reference(spring, d: start - target, v0: v0, t: t), 1e-9))
                // v = dx/dt and m·x'' + c·x' + k·(x − target) = 0, by central differences.
                let h = 1e-5
                let dx = (motion.position(at: t + h) - motion.position(at: t - h)) / (2 * h)
                let ddx = (motion.velocity(at: t + h) - motion.velocity(at: t - h)) / (2 * h)
                #expect(abs(dx - motion.velocity(at: t)) < 1e-5 * max(1, abs(dx)))
                let residual =
                    spring.mass * ddx + spring.damping * motion.velocity(at: t) + spring.stiffness * (x - target)
                #expect(abs(residual) < 1e-3 * max(1, spring.stiffness * abs(start - target), abs(v0) * spring.damping))
            }
        }
    }

    @Test("after the settle time the motion stays within the tolerances", arguments: springs)
    func settles(spring: Spring) {
        let motion = SpringMotion(spring: spring, from: -5, to: 1, velocity: 40)
        let settle = motion.settleTime()
        #expect(settle > 0 && settle.isFinite)
        for i in 0...3000 {
            let t = settle + Double(i) * settle / 1000
            #expect(abs(motion.position(at: t) - 1) <= SpringMotion.defaultPositionTolerance)
            #expect(abs(motion.velocity(at: t)) <= SpringMotion.defaultVelocityTolerance)
        }
    }

    @Test("turning times are exactly where the velocity changes sign", arguments: springs)
    func turningTimes(spring: Spring) {
        let motion = SpringMotion(spring: spring, from: 0, to: 1, velocity: -6)
        var t = 0.0
        var turns = 0
        while let next = motion.nextTurningTime(after: t), next < 2 {
            #expect(next > t)
            #expect(abs(motion.velocity(at: next)) < 1e-9 * max(1, abs(motion.velocity(at: 0))))
            // Constant sign strictly between turning points.
            let mid = (t + next) / 2
            let sign = motion.velocity(at: mid) > 0
            for i in 1..<20 {
                let s = t + (next - t) * Double(i) / 20
                #expect((motion.velocity(at: s) > 0) == sign || abs(motion.velocity(at: s)) < 1e-9)
            }
            t = next
            turns += 1
        }
        #expect(turns >= 1)  // starts moving away from the target, so it turns at least once
    }
}

@Suite("Rubber band")
struct RubberBandTests {
    @Test("f(x) = x·d·c/(d + c·x), c = 0.55, and its inverse x = d·f/(c(d − f))")
    func formulaAndInverse() {
        let band = RubberBand(coefficient: 0.55, dimension: 5)
        for x in [0.0, 0.1, 1, 3, 10, 1000, -2] {
            let f = band.offset(forOverscroll: x)
            let m = abs(x)
            #expect(close(abs(f), (1 - 1 / (m * 0.55 / 5 + 1)) * 5, 1e-12))
            #expect(close(abs(f), m * 5 * 0.55 / (5 + 0.55 * m), 1e-12))
            #expect(abs(f) < 5)
            #expect((f < 0) == (x < 0))
            #expect(close(band.overscroll(forOffset: f), x, 1e-9))
            let h = 1e-6
            let slope = (band.offset(forOverscroll: x + h) - band.offset(forOverscroll: x - h)) / (2 * h)
            #expect(abs(slope - band.slope(atOverscroll: x)) < 1e-6)
        }
        #expect(close(band.slope(atOverscroll: 0), 0.55))
        #expect(band.overscroll(forOffset: 5) == .infinity)
    }

    @Test("clamp bands only the part past the range, unclamp undoes it")
    func clamp() {
        let band = RubberBand(dimension: 3)
        #expect(band.clamp(4, to: 0...9) == 4)
        #expect(close(band.clamp(-1, to: 0...9), -band.offset(forOverscroll: 1)))
        #expect(close(band.clamp(11, to: 0...9), 9 + band.offset(forOverscroll: 2)))
        for x in [-7.0, -0.5, 3, 9.25, 40] {
            #expect(close(band.unclamp(band.clamp(x, to: 0...9), from: 0...9), x, 1e-9))
        }
    }
}
