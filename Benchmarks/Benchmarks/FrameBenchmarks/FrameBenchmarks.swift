// Frame cost of the harness scenes, rendered headless (software renderer on a surface).
//
//   cd Benchmarks && swift package benchmark --target FrameBenchmarks
//
// "steady state" = the same frame drawn again, whole (damage tracking off: with it on, an
// unchanged frame draws nothing): caches are warm, nothing changes. Such a frame must make 0 mallocs; the committed thresholds (Benchmarks/Thresholds) enforce it: `make bench-check`.
import Benchmark
import BenchmarkPictures
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import HarnessKit

let benchmarks: @Sendable () -> Void = {
    spinnerBenchmarks()
    parameterMenuBenchmarks()
    windowImageBenchmarks()
    let size = Size(width: 800, height: 600)

    // Steady states, each made once per process. Only wall clock and mallocs: collecting
    // .cpuTotal makes the benchmark harness itself allocate 16–18 times per iteration, which
    // would hide our 0.
    let steadyScenes: [(name: String, scene: String, settle: @Sendable (HeadlessRenderer) -> Void)] = [
        ("Rating scene: steady-state headless frame", "rating", { $0.run(frames: 5, fps: 60) }),
        (
            "Basic scene: steady-state headless frame with the ring open", "basic",
            { r in
                r.run(frames: 2, fps: 60)
                r.tap(at: Point(x: 180, y: 263))  // open the spinner (centre of the demo area)
                r.run(frames: 60, fps: 60)  // the pop settles
            }
        ),
    ]
    for (name, scene, settle) in steadyScenes {
        Benchmark(name, configuration: frameConfiguration(seconds: 3)) { benchmark in
            let renderer = try Prepared.renderer(name) {
                let r = try HeadlessSession.renderer(scene: scene, size: size)
                r.rendererHost.tracksDamage = false  // the whole frame, every time
                settle(r)  // ...and the text and image caches warm
                return r
            }
            renderer.measureFrames(benchmark)
        }
    }

    // Each frame here may pass an item: the associated text and the status line change, and new
    // text is rasterised (and allocates) — content changes, not a steady state.
    Benchmark(
        "Basic scene: headless frame while the open ring coasts",
        configuration: frameConfiguration(seconds: 3)
    ) { benchmark in
        let renderer = try HeadlessSession.renderer(scene: "basic", size: size)
        renderer.run(frames: 2, fps: 60)
        renderer.tap(at: Point(x: 180, y: 263))  // open the spinner (centre of the demo area)
        renderer.run(frames: 30, fps: 60)
        // A hard clockwise flick: the wheel coasts for seconds, longer than the measurement.
        renderer.drag(from: Point(x: 180, y: 110), to: Point(x: 330, y: 263), duration: 0.06, fps: 60)
        renderer.run(frames: 5, fps: 60)
        renderer.measureFrames(benchmark, step: 1.0 / 240)
    }

    Benchmark(
        "Rating scene: build and draw the first frame (cold caches)",
        configuration: frameConfiguration(seconds: 3, metrics: [.wallClock, .cpuTotal, .mallocCountTotal])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let renderer = try HeadlessSession.renderer(scene: "rating", size: size)
            renderer.renderFrame()
            blackHole(renderer.framesRendered)
        }
    }
}

/// Steady scenes made once per benchmark process, so every sample is a frame (not a set-up).
enum Prepared {
    nonisolated(unsafe) private static var renderers: [String: HeadlessRenderer] = [:]

    static func renderer(_ key: String, make: () throws -> HeadlessRenderer) rethrows -> HeadlessRenderer {
        if let r = renderers[key] { return r }
        let r = try make()
        renderers[key] = r
        return r
    }
}
