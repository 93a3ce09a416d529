// The measured loop every suite runs: set-up before it is left out of the figures.
import Benchmark
import FlywheelSDL

extension Benchmark {
    /// Measures `body` once per scaled iteration and nothing else (set-up before the call,
    /// checks after it).
    ///
    /// ```swift
    /// Benchmark("A frame") { benchmark in
    ///     let renderer = try HeadlessRenderer(size: Size(width: 800, height: 600))
    ///     benchmark.measureEach { renderer.renderFrame() }
    /// }
    /// ```
    @inlinable public func measureEach(_ body: () -> Void) {
        startMeasurement()
        for _ in scaledIterations { body() }
        stopMeasurement()
    }
}

extension HeadlessRenderer {
    /// Measures one frame per iteration of `benchmark`: the virtual clock moved on by `step`
    /// seconds (0: the same frame drawn again, a steady state), then a frame rendered.
    public func measureFrames(_ benchmark: Benchmark, step: Double = 0) {
        benchmark.measureEach {
            if step > 0 { clock.advance(by: step) }
            renderFrame()
        }
        blackHole(framesRendered)
    }
}
