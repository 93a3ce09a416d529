// Frame cost of the harness scenes, rendered headless (software renderer on a surface).
//
//   cd Benchmarks && swift package benchmark --target FrameBenchmarks
//
// "steady state" = the same frame drawn again: caches are warm, nothing changes. Such a frame
// must make 0 mallocs (DESIGN.md, Rendering); the committed thresholds enforce it
// (`swift package benchmark thresholds check --target FrameBenchmarks`).
import Benchmark
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import HarnessKit

let benchmarks: @Sendable () -> Void = {
    let size = Size(width: 800, height: 600)

    Benchmark("Rating scene: steady-state headless frame",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(3))) { benchmark in
        let renderer = try HeadlessSession.renderer(scene: "rating", size: size)
        renderer.run(frames: 5, fps: 60)   // warm the text and image caches
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            renderer.renderFrame()
        }
        benchmark.stopMeasurement()
        blackHole(renderer.framesRendered)
    }

    Benchmark("Rating scene: build and draw the first frame (cold caches)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(3))) { benchmark in
        for _ in benchmark.scaledIterations {
            let renderer = try HeadlessSession.renderer(scene: "rating", size: size)
            renderer.renderFrame()
            blackHole(renderer.framesRendered)
        }
    }
}
