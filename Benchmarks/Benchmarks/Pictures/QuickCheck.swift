// The allocation guard CI runs (`make bench-check`): the steady and moving frames, a few hundred
// iterations each, checked against the committed p90 malloc counts in Benchmarks/Thresholds/.
import Benchmark
import Foundation

/// True when FLYWHEEL_BENCH_QUICK=1: CI's quick run.
public let isQuickCheck = ProcessInfo.processInfo.environment["FLYWHEEL_BENCH_QUICK"] == "1"

/// A frame benchmark's configuration: wall clock and mallocs for `seconds` (in the quick check
/// 300 iterations at most), and a malloc threshold of exactly the committed p90 (0 for every
/// steady or moving frame), so a frame that starts allocating fails the check. Times are never
/// checked against thresholds.
public func frameConfiguration(
    seconds: Int, scalingFactor: BenchmarkScalingFactor = .one,
    metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
) -> Benchmark.Configuration {
    let thresholds: [BenchmarkMetric: BenchmarkThresholds] = [.mallocCountTotal: .init(absolute: [.p90: 0])]
    if isQuickCheck {
        return .init(
            metrics: metrics, scalingFactor: scalingFactor, maxDuration: .seconds(seconds),
            maxIterations: 300, thresholds: thresholds)
    }
    return .init(metrics: metrics, scalingFactor: scalingFactor, maxDuration: .seconds(seconds), thresholds: thresholds)
}
