/// SplitMix64 (Steele, Lea & Flood 2014): a tiny deterministic random generator, so seeded
/// tests and generated assets come out the same on every run and machine.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let x = rng.unit()                 // uniform in [0, 1)
/// let y = rng.next(in: -1...1)       // uniform in the range
/// let i = Int.random(in: 0..<10, using: &rng)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1) (53 random bits).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// Uniform in `range` (53 random bits).
    public mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }
}
