// The Spinner and the PickerWheel while they move (issue 4's benchmarks).
import Benchmark
import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// Simple 64×64 icons made in code (no files needed).
func makeIcons(_ n: Int) -> [Image] {
    (0..<n).map { i in
        var bytes = [UInt8](repeating: 0, count: 64 * 64 * 4)
        for p in 0..<(64 * 64) where (p % 64 - 32) * (p % 64 - 32) + (p / 64 - 32) * (p / 64 - 32) < 26 * 26 {
            bytes[p * 4 + 3] = 255
        }
        return Image(width: 64, height: 64, rgba: bytes, name: "icon-\(i)", isTemplate: true)
    }
}

/// An 800×600 window with a 20-item spinner (or `count`) open in the middle, already flung.
func spinningRing(count: Int = 20, renderer r: HeadlessRenderer? = nil) throws -> (HeadlessRenderer, Spinner) {
    let renderer = try r ?? HeadlessRenderer(size: Size(width: 800, height: 600))
    let icons = makeIcons(count)
    let spinner = Spinner(values: icons.enumerated().map { SpinnerItem(title: "Item \($0.offset)", icon: $0.element) },
                          selectedIndex: 0, frame: Rect(x: 376, y: 276, width: 48, height: 48), spinnerMode: .spinnerOnly)
    spinner.tintColor = .black
    spinner.backgroundColor = .white
    spinner.openBackgroundColor = .yellow
    renderer.host.rootView.addSubview(spinner)
    spinner.isOpen = true
    renderer.run(frames: 30, fps: 60)
    renderer.drag(from: Point(x: 400, y: 100), to: Point(x: 600, y: 300), duration: 0.05, fps: 120)
    return (renderer, spinner)
}

/// A picker of `rows` values in the frame a 48-pt Spinner centred in 800×600 opens it in
/// (600×276 at the window's top), held by the pointer and dragged 3 pt per frame.
///
/// Titles have the same length in every case ("Value 00042"): a frame's cost depends on how
/// much text is on screen, not on how many values there are, and that is what is compared.
/// With 10 values the drag goes back and forth over one row in the middle (every visible slot
/// filled, titles seen before); with 10,000 it goes onwards, a title never seen before every
/// 13 frames.
final class MovingPicker {
    let renderer: HeadlessRenderer
    let picker: PickerWheel
    private let onwards: Bool
    private var y = 250.0, direction = -1.0

    /// One per row count, made (and warmed up) on first use: each sample is then one frame.
    nonisolated(unsafe) private static var made: [Int: MovingPicker] = [:]

    static func shared(rows: Int) throws -> MovingPicker {
        if let m = made[rows] { return m }
        let m = try MovingPicker(rows: rows)
        made[rows] = m
        return m
    }

    init(rows: Int) throws {
        renderer = try HeadlessRenderer(size: Size(width: 800, height: 600))
        let icons = makeIcons(8)
        let values = (0..<rows).map { PickerRow(title: "Value " + String(String(100_000 + $0).dropFirst()), icon: icons[$0 % 8]) }
        onwards = rows > 10
        picker = PickerWheel(rows: values, selectedIndex: onwards ? rows / 2 : 4,
                             frame: Rect(x: 100, y: 0, width: 600, height: 276))
        renderer.host.rootView.addSubview(picker)
        renderer.run(frames: 10, fps: 60)
        renderer.sendPointer(.down, at: Point(x: 400, y: y))
        for _ in 0..<400 { frame() }          // warm up: glyphs, textures, buffers
    }

    /// Moves the pointer 3 pt and renders a frame 1/240 s later.
    func frame() {
        y += direction * 3
        if !onwards, y < 210 || y > 250 { direction = -direction }
        if y < 20 {                          // re-grab lower down and keep going
            renderer.sendPointer(.up, at: Point(x: 400, y: 20))
            y = 250
            renderer.sendPointer(.down, at: Point(x: 400, y: y))
        }
        renderer.sendPointer(.move, at: Point(x: 400, y: y))
        renderer.clock.advance(by: 1.0 / 240)
        renderer.renderFrame()
    }
}

let spinnerBenchmarks: @Sendable () -> Void = {
    let frameMetrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]

    Benchmark("Spinner: headless frame of the open 20-item ring while it coasts",
              configuration: .init(metrics: frameMetrics, maxDuration: .seconds(4))) { benchmark in
        let (r, _) = try spinningRing()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            r.clock.advance(by: 1.0 / 240)
            r.renderFrame()
        }
        benchmark.stopMeasurement()
        blackHole(r.framesRendered)
    }

    for rows in [10, 10_000] {
        Benchmark("PickerWheel: headless frame while dragged, \(rows) values",
                  configuration: .init(metrics: frameMetrics, maxDuration: .seconds(4))) { benchmark in
            let moving = try MovingPicker.shared(rows: rows)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { moving.frame() }
            benchmark.stopMeasurement()
            blackHole(moving.renderer.framesRendered)
        }
    }

    Benchmark("Spinner: UI work per frame of the open ring (counting canvas, no rasterising)",
              configuration: .init(metrics: frameMetrics, scalingFactor: .kilo, maxDuration: .seconds(3))) { benchmark in
        let clock = VirtualClock()
        let host = ViewHost(size: Size(width: 800, height: 600), clock: clock)
        let canvas = CountingCanvas()
        host.textMeasurer = canvas
        let icons = makeIcons(20)
        let spinner = Spinner(values: icons.map { SpinnerItem(icon: $0) }, selectedIndex: 0,
                              frame: Rect(x: 376, y: 276, width: 48, height: 48), spinnerMode: .spinnerOnly)
        host.rootView.addSubview(spinner)
        spinner.isOpen = true
        for _ in 0..<30 { clock.advance(by: 1.0 / 60); host.advance(to: clock.now) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            clock.advance(by: 1.0 / 1000)
            host.advance(to: clock.now)
            host.render(in: canvas)
        }
        benchmark.stopMeasurement()
        blackHole(canvas.calls)
    }
}
