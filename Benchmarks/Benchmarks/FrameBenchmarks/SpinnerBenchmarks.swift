// The Spinner and the PickerWheel while they move (issue 4's benchmarks).
import Benchmark
import BenchmarkPictures
import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// An 800×600 window with a 20-item spinner (or `count`) open in the middle, already flung.
func spinningRing(count: Int = 20, renderer r: HeadlessRenderer? = nil) throws -> (HeadlessRenderer, Spinner) {
    let renderer = try r ?? HeadlessRenderer(size: Size(width: 800, height: 600))
    let icons = makeIcons(count)
    let spinner = Spinner(
        values: icons.enumerated().map { SpinnerItem(title: "Item \($0.offset)", icon: $0.element) },
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

let spinnerBenchmarks: @Sendable () -> Void = {
    Benchmark(
        "Spinner: headless frame of the open 20-item ring while it coasts",
        configuration: frameConfiguration(seconds: 4)
    ) { benchmark in
        let (r, _) = try spinningRing()
        r.measureFrames(benchmark, step: 1.0 / 240)
    }

    for rows in [10, 10_000] {
        Benchmark(
            "PickerWheel: headless frame while dragged, \(rows) values",
            configuration: frameConfiguration(seconds: 4)
        ) { benchmark in
            let moving = try MovingPicker.shared(rows: rows)
            benchmark.measureEach { moving.frame() }
            blackHole(moving.renderer.framesRendered)
        }
    }

    // The same drag through 10,000 titles in a right-to-left script and in a CJK one (see
    // `PickerTitles`): a city's name and the row's number, a title never seen before every 13 frames.
    for (titles, script) in [(PickerTitles.arabic, "Arabic"), (.japanese, "Japanese")] {
        Benchmark(
            "PickerWheel: headless frame while dragged, 10000 \(script) values",
            configuration: frameConfiguration(seconds: 4)
        ) { benchmark in
            let moving = try MovingPicker.shared(rows: 10_000, titles: titles)
            benchmark.measureEach { moving.frame() }
            blackHole(moving.renderer.framesRendered)
        }
    }

    Benchmark(
        "Spinner: UI work per frame of the open ring (counting canvas, no rasterising)",
        configuration: frameConfiguration(seconds: 3, scalingFactor: .kilo)
    ) { benchmark in
        let clock = VirtualClock()
        let host = ViewHost(size: Size(width: 800, height: 600), clock: clock)
        let canvas = CountingCanvas()
        host.textMeasurer = canvas
        let icons = makeIcons(20)
        let spinner = Spinner(
            values: icons.map { SpinnerItem(icon: $0) }, selectedIndex: 0,
            frame: Rect(x: 376, y: 276, width: 48, height: 48), spinnerMode: .spinnerOnly)
        host.rootView.addSubview(spinner)
        spinner.isOpen = true
        for _ in 0..<30 { clock.advance(by: 1.0 / 60); host.advance(to: clock.now) }
        benchmark.measureEach {
            clock.advance(by: 1.0 / 1000)
            host.advance(to: clock.now)
            host.render(in: canvas)
        }
        blackHole(canvas.calls)
    }
}
