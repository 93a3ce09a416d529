import Foundation

/// The finger's velocity at release, from a least-squares fit of its recent positions.
///
/// Keeps the last `capacity` (time, position) samples in a fixed ring stored inline (adding a
/// sample never allocates). At a query it fits a line (degree 1) or a parabola (degree 2, Android's
/// and Flutter's default) to the samples within `horizon` seconds of the newest one and returns the
/// slope at the newest sample. Positions are whatever the caller tracks: the wheel feeds the
/// finger's unwrapped angle converted to items, so the answer is in items/s.
///
/// Rules:
/// - a gap longer than `stopGap` between samples forgets everything before it;
/// - a release more than `stopGap` after the newest sample means the finger had stopped: 0;
/// - one sample, or all samples at the same time, gives 0; two distinct times give a line;
///   a degenerate parabola falls back to a line. The answer is always finite.
/// - non-finite samples are ignored; a time earlier than the newest counts as the newest.
///
/// ```swift
/// var estimator = FlingVelocityEstimator()
/// for i in 0..<10 { estimator.add(position: 2.0 * Double(i) / 120, at: Double(i) / 120) }
/// estimator.velocity(at: 9.0 / 120)     // 2.0 items/s
/// estimator.velocity(at: 0.2)           // 0: the finger rested > 40 ms before lifting
/// ```
public struct FlingVelocityEstimator: Sendable {
    /// How many samples the ring holds (at 240 Hz input that is 133 ms, more than the horizon).
    public static let capacity = 32

    /// Seconds of history used by a fit.
    public var horizon: Double
    /// Seconds without samples after which the finger counts as stopped.
    public var stopGap: Double
    /// 1 (line) or 2 (parabola).
    public var degree: Int

    private var ring = SampleRing()
    private var count = 0
    private var newestIndex = -1

    /// An empty estimator. Invalid settings fall back to the defaults (0.1 s, 0.04 s, degree 2).
    public init(horizon: Double = 0.1, stopGap: Double = 0.04, degree: Int = 2) {
        self.horizon = horizon.isFinite && horizon > 0 ? horizon : 0.1
        self.stopGap = stopGap.isFinite && stopGap > 0 ? stopGap : 0.04
        self.degree = (1...2).contains(degree) ? degree : 2
    }

    /// An estimator configured by a feel.
    public init(feel: FeelParameters) {
        self.init(
            horizon: feel.estimatorHorizonSeconds, stopGap: feel.estimatorStopGapSeconds,
            degree: feel.estimatorDegree)
    }

    /// Number of samples held (at most `capacity`).
    public var sampleCount: Int { count }

    /// The newest sample's time, if any.
    public var newestTime: Double? { count > 0 ? ring.time(newestIndex) : nil }

    /// Forgets every sample.
    public mutating func reset() {
        count = 0
        newestIndex = -1
    }

    /// Adds a sample. Returns false (and ignores it) if either value is not finite.
    @discardableResult
    public mutating func add(position: Double, at time: Double) -> Bool {
        guard position.isFinite, time.isFinite else { return false }
        var t = time
        if count > 0 {
            let newest = ring.time(newestIndex)
            if t < newest { t = newest }
            if t - newest > stopGap { count = 0 }
        }
        newestIndex = newestIndex + 1 == Self.capacity ? 0 : newestIndex + 1
        ring.set(newestIndex, time: t, position: position)
        count = min(count + 1, Self.capacity)
        return true
    }

    /// The velocity (position units per second) at the newest sample, for a release at
    /// `releaseTime`; 0 if the finger had stopped (or there is nothing to fit). Pass nil to skip
    /// the stop-gap check at release.
    public func velocity(at releaseTime: Double? = nil) -> Double {
        guard count > 1 else { return 0 }
        let newestT = ring.time(newestIndex)
        if let releaseTime {
            guard releaseTime.isFinite else { return 0 }
            if releaseTime - newestT > stopGap { return 0 }
        }
        let sums = ring.withDoubles { samples in
            var sums = FitSums()
            let newestX = samples[2 * newestIndex + 1]
            var index = newestIndex
            for _ in 0..<count {
                let t = samples[2 * index] - newestT
                guard t >= -horizon else { break }
                sums.add(t: t, x: samples[2 * index + 1] - newestX)
                index = index == 0 ? Self.capacity - 1 : index - 1
            }
            return sums
        }
        let slope = degree == 2 ? (sums.quadraticSlope() ?? sums.linearSlope()) : sums.linearSlope()
        guard let slope, slope.isFinite else { return 0 }
        return slope
    }
}

// MARK: - Least squares

/// Running sums for fitting x(t) with times relative to the newest sample (so the slope at t = 0
/// is the linear coefficient).
private struct FitSums {
    var n = 0.0, t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
    var x = 0.0, tx = 0.0, t2x = 0.0

    mutating func add(t: Double, x value: Double) {
        let tt = t * t
        n += 1; t1 += t; t2 += tt; t3 += tt * t; t4 += tt * tt
        x += value; tx += t * value; t2x += tt * value
    }

    /// Slope of the best line, or nil when the times do not spread.
    func linearSlope() -> Double? {
        let denominator = n * t2 - t1 * t1
        guard n >= 2, denominator > 1e-12 * max(n * t2, .leastNormalMagnitude) else { return nil }
        return (n * tx - t1 * x) / denominator
    }

    /// Linear coefficient of the best parabola (Cramer's rule on the normal equations), or nil
    /// with fewer than three samples or a near-singular system.
    func quadraticSlope() -> Double? {
        guard n >= 3 else { return nil }
        // | n  t1 t2 | |a|   | x   |
        // | t1 t2 t3 | |b| = | tx  |
        // | t2 t3 t4 | |c|   | t2x |
        let det = n * (t2 * t4 - t3 * t3) - t1 * (t1 * t4 - t3 * t2) + t2 * (t1 * t3 - t2 * t2)
        let scale = n * t2 * t4
        guard scale > 0, abs(det) > 1e-9 * scale else { return nil }
        let detB = n * (tx * t4 - t3 * t2x) - x * (t1 * t4 - t3 * t2) + t2 * (t1 * t2x - tx * t2)
        return detB / det
    }
}

// MARK: - Inline storage

/// `capacity` (time, position) pairs stored inline in a tuple, so the estimator is a plain value
/// with no heap storage: copying it or adding to it never allocates.
private struct SampleRing: Sendable {
    typealias Eight = (Double, Double, Double, Double, Double, Double, Double, Double)
    // 2 × 32 Doubles: time then position for each slot.
    private var storage: (Eight, Eight, Eight, Eight, Eight, Eight, Eight, Eight) = (
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0),
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0)
    )

    @inline(__always)
    func time(_ slot: Int) -> Double { withDoubles { $0[2 * slot] } }

    @inline(__always)
    func position(_ slot: Int) -> Double { withDoubles { $0[2 * slot + 1] } }

    /// Calls `body` with the 2 × capacity Doubles (time, position, time, position, …).
    @inline(__always)
    func withDoubles<R>(_ body: (UnsafeBufferPointer<Double>) -> R) -> R {
        withUnsafeBytes(of: storage) { raw in body(raw.assumingMemoryBound(to: Double.self)) }
    }

    @inline(__always)
    mutating func set(_ slot: Int, time: Double, position: Double) {
        withUnsafeMutableBytes(of: &storage) { raw in
            let doubles = raw.bindMemory(to: Double.self)
            doubles[2 * slot] = time
            doubles[2 * slot + 1] = position
        }
    }
}
