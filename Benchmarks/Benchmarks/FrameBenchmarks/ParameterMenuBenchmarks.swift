// The parameter-menu scene: frames while the menu is dragged sideways, and one pass of the
// monochrome filter over the picture.
//
//   cd Benchmarks && swift package benchmark --target FrameBenchmarks --filter "Parameter menu.*"
import Benchmark
import BenchmarkPictures
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation
import HarnessKit

func parameterMenuBenchmarks() {
    let size = Size(width: 800, height: 600)
    /// The scene's centre in window points (the scene is 800×527 above the status line and tabs).
    let centre = Point(x: 400, y: 263)

    /// Opens the menu, picks the Monochrome Intensity row (continuous, so the text changes with
    /// each step) and moves sideways once; the filter pass that started is finished before
    /// measuring.
    func openAndDrag() throws -> HeadlessRenderer {
        let renderer = try HeadlessSession.renderer(scene: "parameter-menu", size: size)
        renderer.run(frames: 3, fps: 60)
        renderer.sendPointer(.down, at: centre)
        renderer.sendPointer(.move, at: Point(x: centre.x, y: centre.y - 150))  // 3 rows up: row 7
        renderer.sendPointer(.move, at: Point(x: centre.x + 10, y: centre.y - 150))
        renderer.run(frames: 30, fps: 60)  // snap over, filter pass done, caches warm
        return renderer
    }

    // The frame path while a finger holds the menu open mid-drag: tick (the column's and the
    // wings' drivers, a filter slice when one is due), layout and draw. Must make 0 mallocs.
    Benchmark(
        "Parameter menu scene: headless frame while dragged sideways (between move events)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(12))
    ) { benchmark in
        let renderer = try openAndDrag()
        renderer.measureFrames(benchmark, step: 1.0 / 60)
    }

    // Each iteration: one sideways move event (a new value: its label text, the delegate's
    // copy of the parameters, the linkage, a filter request) and then a frame. The event
    // allocates (new strings, arrays); this measures what a whole drag frame costs.
    Benchmark(
        "Parameter menu scene: sideways move event plus frame",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(12))
    ) { benchmark in
        let renderer = try openAndDrag()
        var x = centre.x + 10
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            x += i % 2 == 0 ? 1 : -1
            renderer.sendPointer(.move, at: Point(x: x, y: centre.y - 150))
            renderer.clock.advance(by: 1.0 / 60)
            renderer.renderFrame()
        }
        benchmark.stopMeasurement()
        blackHole(renderer.framesRendered)
    }

    // One whole pass of the monochrome filter over the 640×427 landscape (the size it is shown
    // at in an 800×600 window), into a reused buffer.
    Benchmark(
        "Parameter menu scene: one monochrome filter pass over the 640x427 picture",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    ) { benchmark in
        let picture = AssetLibrary().image("Pictures/Landscape.png")
        var out = [UInt8](repeating: 0, count: picture.rgba.count)
        let settings = MonochromeFilter.Settings(red: 0, green: 0, blue: 1, intensity: 0.75)
        benchmark.measureEach {
            settings.apply(picture.rgba, into: &out, width: picture.width, rows: 0..<picture.height)
        }
        blackHole(out[0])
    }
}
