// A spinner's ring coasting in a full-HD software window image, drawn with retained layers on and
// off (damage tracking on in both), interleaved frame by frame in one run:
//
//   cd Benchmarks && swift package benchmark --target FrameBenchmarks --filter 'Window image.*'
//
// Each frame is CPU time on this thread (CLOCK_THREAD_CPUTIME_ID): the canvas drawing into the
// 1920×1080 image SDL's software renderer keeps for a window (here a surface, as headless). The
// benchmark prints both medians, their ratio and the share of the image a frame redraws; the
// custom metrics are the same numbers.
import Benchmark
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation
import HarnessKit

let layersOnMetric = BenchmarkMetric.custom("layers on (ns CPU)", polarity: .prefersSmaller, useScalingFactor: false)
let layersOffMetric = BenchmarkMetric.custom("layers off (ns CPU)", polarity: .prefersSmaller, useScalingFactor: false)
let layersRatioMetric = BenchmarkMetric.custom("on/off (%)", polarity: .prefersSmaller, useScalingFactor: false)
let redrawnMetric = BenchmarkMetric.custom("image redrawn (%)", polarity: .prefersSmaller, useScalingFactor: false)

@inline(__always) func threadCPUNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// A scene at 1920×1080 with its spinner opened and flung hard, twice, both with damage tracking:
/// once with retained layers (the ring's disc, the scene's gradient), once without. Both get the
/// same input at the same virtual times, so both show the same frames.
final class CoastingPair {
    static let size = Size(width: 1920, height: 1080)
    let on: HeadlessRenderer
    let off: HeadlessRenderer
    var onTimes: [UInt64] = []
    var offTimes: [UInt64] = []
    /// The share of the image the last frame redrew (the same on both sides).
    var redrawn = 0.0
    var redrawnSum = 0.0

    init(scene: String) throws {
        on = try CoastingPair.flung(scene: scene, layers: true)
        off = try CoastingPair.flung(scene: scene, layers: false)
        onTimes.reserveCapacity(4096)
        offTimes.reserveCapacity(4096)
    }

    private static func flung(scene: String, layers: Bool) throws -> HeadlessRenderer {
        let r = try HeadlessSession.renderer(scene: scene, size: size)
        r.host.usesRetainedLayers = layers
        r.run(frames: 2, fps: 60)
        var found: Spinner?
        r.host.rootView.forEachInTree { v in
            if found == nil, let s = v as? Spinner, !s.isHidden { found = s }
        }
        guard let spinner = found else { throw CoastingError.noSpinner(scene) }
        let c = spinner.convert(Point(x: spinner.bounds.midX, y: spinner.bounds.midY), to: nil)
        r.tap(at: c)
        r.run(frames: 40, fps: 60)  // the ring pops open and settles
        // A hard clockwise flick across the top of the ring: it coasts for many seconds.
        let k = 0.7 * spinner.ringRadius
        r.drag(from: Point(x: c.x - k, y: c.y - k), to: Point(x: c.x + k, y: c.y - k), duration: 0.05, fps: 60)
        r.run(frames: 5, fps: 60)
        return r
    }

    /// One frame 1/60 s later (a 60 Hz display) on each side, timed.
    func frame() {
        on.clock.advance(by: 1.0 / 60)
        off.clock.advance(by: 1.0 / 60)
        let t0 = threadCPUNanoseconds()
        on.renderFrame()
        let t1 = threadCPUNanoseconds()
        off.renderFrame()
        let t2 = threadCPUNanoseconds()
        onTimes.append(t1 - t0)
        offTimes.append(t2 - t1)
        let all = CoastingPair.size.width * CoastingPair.size.height
        redrawn = 0
        if let rects = on.rendererHost.lastDamagePixels {
            for r in rects { redrawn += Double(r.w) * Double(r.h) / all }
        } else {
            redrawn = 1
        }
        redrawnSum += redrawn
    }

    static func median(_ v: [UInt64]) -> Double {
        let s = v.sorted()
        return s.isEmpty ? 0 : Double(s[s.count / 2])
    }

    func summary(_ name: String) -> String {
        let a = CoastingPair.median(onTimes), b = CoastingPair.median(offTimes)
        return String(
            format:
                "%@: layers on p50 %.3f ms CPU, off p50 %.3f ms CPU, on/off %.2f× (%d frames each; %.0f %% of the image redrawn a frame)",
            name, a / 1e6, b / 1e6, b > 0 ? a / b : 0, onTimes.count, 100 * redrawnSum / Double(max(1, onTimes.count)))
    }
}

enum CoastingError: Error { case noSpinner(String) }

/// Holds a benchmark's `CoastingPair` from one run to the next (runs are sequential).
final class PairBox: @unchecked Sendable {
    var pair: CoastingPair?
}

func windowImageBenchmarks() {
    let cases = [
        ("Window image 1920x1080: Basic scene ring coasting, layers on vs off", "basic"),
        ("Window image 1920x1080: Simple Center small spinner coasting, layers on vs off", "center"),
    ]
    for (name, scene) in cases {
        // One pair for all the runs: each run draws the next frame of the same coasting wheel.
        let shared = PairBox()
        Benchmark(
            name,
            configuration: Benchmark.Configuration(
                metrics: [layersOnMetric, layersOffMetric, layersRatioMetric, redrawnMetric],
                // 3 s of coasting at 60 frames a second: the wheel still turns at the end.
                warmupIterations: 10, maxDuration: .seconds(10), maxIterations: 180)
        ) { benchmark in
            let pair = try shared.pair ?? CoastingPair(scene: scene)
            shared.pair = pair
            for _ in benchmark.scaledIterations {
                pair.frame()
                let a = pair.onTimes.last ?? 0, b = pair.offTimes.last ?? 0
                benchmark.measurement(layersOnMetric, Int(a))
                benchmark.measurement(layersOffMetric, Int(b))
                benchmark.measurement(layersRatioMetric, b > 0 ? Int(100 * a / b) : 0)
                benchmark.measurement(redrawnMetric, Int((100 * pair.redrawn).rounded()))
            }
            // Every second of coasting (the last line covers every frame).
            if pair.onTimes.count % 60 == 0 { print(pair.summary(name)) }
        }
    }
}
