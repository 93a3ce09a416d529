import FlywheelCore

/// The fuzzer's random numbers: FlywheelCore's `SplitMix64`, so a seed gives the same sequences on every machine
/// and Swift version (the standard library's generator promises neither).
///
/// ```swift
/// var rng = FuzzRandom(seed: 42)
/// rng.int(in: 1...6)        // the same on every run
/// rng.double(in: 0..<1)
/// ```
public struct FuzzRandom {
    private var generator: SplitMix64

    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// The generator for case `index` of run `seed`: independent of every other case, so any
    /// case can be re-made from its two numbers.
    public init(seed: UInt64, case index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        generator = SplitMix64(seed: mixer.next())
    }

    public mutating func next() -> UInt64 { generator.next() }

    /// Uniform in `range` (not empty).
    public mutating func double(in range: Range<Double>) -> Double {
        range.lowerBound + generator.unit() * (range.upperBound - range.lowerBound)
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
