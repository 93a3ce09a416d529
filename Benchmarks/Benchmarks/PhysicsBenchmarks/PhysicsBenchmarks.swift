// Cost of the wheel's physics (FlywheelCore/Physics), in release:
//
//   cd Benchmarks && swift package benchmark --target PhysicsBenchmarks
//
// The per-call benchmarks run 1,000 calls per iteration (scaling factor kilo), so the p50 in
// the table divided by 1,000 is the cost of one call, and a malloc count of 0 per iteration
// means 0 per call. Targets (issue 3): evaluating position + velocity ≤ 50 ns, an estimator
// update ≤ 100 ns, both with 0 mallocs. docs/physics.md records the measured numbers.
//
// Metrics are wall clock and malloc count only: collecting `.cpuTotal` makes the harness itself
// allocate 16–18 times per iteration, which would hide whether the code under test does.
import Benchmark
import FlywheelCore

let benchmarks: @Sendable () -> Void = {
    let perCall = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )

    // A coasting wheel: evaluate position and velocity at 1,000 times spread over the motion.
    Benchmark("WheelMotion.sample: position + velocity at a time (×1000)", configuration: perCall) { benchmark in
        var wheel = WheelPhysics(itemCount: 12)
        let landing = wheel.spin(velocity: 40, at: 0)!
        let motion = wheel.motion!
        let step = landing.restTime / 1000
        benchmark.startMeasurement()
        var sum = 0.0
        for i in benchmark.scaledIterations {
            let (position, velocity) = motion.sample(at: Double(i) * step)
            sum += position + velocity
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    Benchmark("WheelPhysics.sample: position, velocity and phase at a time (×1000)", configuration: perCall) {
        benchmark in
        var wheel = WheelPhysics(itemCount: 12)
        let landing = wheel.spin(velocity: 40, at: 0)!
        let step = landing.restTime / 1000
        benchmark.startMeasurement()
        var sum = 0.0
        for i in benchmark.scaledIterations {
            let sample = wheel.sample(at: Double(i) * step)
            sum += sample.position + sample.velocity
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    // A full ring (32 samples) being updated at 120 Hz.
    Benchmark("FlingVelocityEstimator.add: one sample (×1000)", configuration: perCall) { benchmark in
        var estimator = FlingVelocityEstimator()
        for i in 0..<FlingVelocityEstimator.capacity { estimator.add(position: Double(i) * 0.05, at: Double(i) / 120) }
        var t = Double(FlingVelocityEstimator.capacity) / 120
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            estimator.add(position: t * 6, at: t)
        }
        benchmark.stopMeasurement()
        blackHole(estimator.sampleCount)
    }

    Benchmark("FlingVelocityEstimator.velocity: quadratic fit at release (×1000)", configuration: perCall) {
        benchmark in
        var estimator = FlingVelocityEstimator()
        for i in 0..<FlingVelocityEstimator.capacity { estimator.add(position: Double(i) * 0.05, at: Double(i) / 120) }
        let release = Double(FlingVelocityEstimator.capacity - 1) / 120
        benchmark.startMeasurement()
        var sum = 0.0
        for i in benchmark.scaledIterations {
            sum += estimator.velocity(at: release + Double(i & 7) * 1e-4)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    // Release to rest, as a 60 fps frame loop would see it: drag 100 ms at 120 Hz, let go at
    // 20 items/s (1200 pt/s with 60 pt per item), then sample every frame until idle. One
    // iteration = the whole fling, on a copy of a wheel made (and its feel validated) beforehand.
    for (name, feel) in FeelParameters.presets {
        let wheel = try! WheelPhysics(itemCount: 12, feel: feel)
        let frames = runFling(wheel).frames
        Benchmark(
            "Whole fling at 60 fps, \(name): drag, release, \(frames) samples",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(runFling(wheel).position)
            }
        }
    }
}

/// One fling from touch-down to rest at 60 fps; returns the final position and the number of
/// samples taken.
@inline(never)
func runFling(_ prototype: WheelPhysics) -> (position: Double, frames: Int) {
    var wheel = prototype
    wheel.beginDrag(.items(0), at: 0)
    for i in 1...12 { wheel.drag(.items(20 * Double(i) / 120), at: Double(i) / 120) }
    wheel.endDrag(at: 0.1, pointsPerItem: 60)
    var t = 0.1
    var frames = 1
    var sample = wheel.sample(at: t)
    while sample.phase != .idle {
        t += 1.0 / 60
        frames += 1
        sample = wheel.sample(at: t)
    }
    return (sample.position, frames)
}
