import Foundation
@testable import FlywheelCore

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny deterministic generator, so every random test
/// replays the same cases on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

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
func flick(_ wheel: inout WheelPhysics, from start: Double = 0, speed: Double, duration: Double = 0.1,
           interval: Double = 1.0 / 120, pointsPerItem: Double = 60) -> (landing: WheelLanding?, release: Double) {
    wheel.beginDrag(fingerItems: 0, at: start)
    let steps = Int((duration / interval).rounded())
    for i in 1...steps {
        let t = Double(i) * interval
        wheel.drag(fingerItems: speed * t, at: start + t)
    }
    let release = start + Double(steps) * interval
    return (wheel.endDrag(at: release, pointsPerItem: pointsPerItem), release)
}
