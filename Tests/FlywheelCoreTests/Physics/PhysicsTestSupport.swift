import Foundation

@testable import FlywheelCore

/// The seeded generator (FlywheelCore's SplitMix64) with the draws the physics tests use.
extension SplitMix64 {
    /// Uniform in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// Log-uniform in `range` (both bounds > 0).
    mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
        exp(uniform(log(range.lowerBound)...log(range.upperBound)))
    }
}

/// |a - b| ≤ tolerance · max(1, |a|, |b|).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// A drag at constant finger speed (items/s) on a wrapping wheel, sampled every `interval`
/// seconds for `duration`, then released at the last sample. Returns the release time.
@discardableResult
func flick(
    _ wheel: inout WheelPhysics, from start: Double = 0, speed: Double, duration: Double = 0.1,
    interval: Double = 1.0 / 120, pointsPerItem: Double = 60
) -> (landing: WheelLanding?, release: Double) {
    wheel.beginDrag(.items(0), at: start)
    let steps = Int((duration / interval).rounded())
    for i in 1...steps {
        let t = Double(i) * interval
        wheel.drag(.items(speed * t), at: start + t)
    }
    let release = start + Double(steps) * interval
    return (wheel.endDrag(at: release, pointsPerItem: pointsPerItem), release)
}
