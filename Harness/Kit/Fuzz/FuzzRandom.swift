/// The fuzzer's random numbers: SplitMix64, so a seed gives the same sequences on every machine
/// and Swift version (the standard library's generator promises neither).
///
/// ```swift
/// var rng = FuzzRandom(seed: 42)
/// rng.int(in: 1...6)        // the same on every run
/// rng.double(in: 0..<1)
/// ```
public struct FuzzRandom {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The generator for case `index` of run `seed`: independent of every other case, so any
    /// case can be re-made from its two numbers.
    public init(seed: UInt64, case index: Int) {
        var mixer = FuzzRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range` (not empty).
    public mutating func double(in range: Range<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    /// Uniform in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { double(in: 0..<1) < p }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }

    /// A value rounded to `step` (short numbers in written scripts).
    public mutating func double(in range: Range<Double>, step: Double) -> Double {
        (double(in: range) / step).rounded() * step
    }
}
