// Ours beside plain SDL: the same pictures drawn by our widgets through SDLCanvas and by the
// direct-SDL reference in RawSDL (C), interleaved frame by frame in one benchmark, so both sides
// see the same machine load.
//
//   cd Benchmarks && swift package benchmark --target SideBySide
//
// Each benchmark reports three custom metrics — our frame, the reference's frame, and the ratio
// of the two (×100) — and prints one line with both p50s, their ratio and each side's draw
// calls per frame. The first run also
// writes a PNG of each side into docs/side-by-side/ (set FLYWHEEL_SIDE_BY_SIDE_PNG=0 to skip).
// The GPU benchmarks exist only where SDL can open an accelerated renderer (a display with GL).
import Benchmark
import BenchmarkPictures
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation
import RawSDL

/// Frame times of one side-by-side run, kept in preallocated arrays (no allocation per frame).
final class FrameTimes {
    private(set) var ours: [UInt64] = []
    private(set) var raw: [UInt64] = []
    /// Draw calls summed over the frames (for the mean per frame).
    private var oursCalls = 0, rawCalls = 0

    init() {
        ours.reserveCapacity(1 << 16)
        raw.reserveCapacity(1 << 16)
    }

    func add(ours o: UInt64, raw r: UInt64, oursCalls oc: Int, rawCalls rc: Int) {
        guard ours.count < 1 << 16 else { return }
        ours.append(o)
        raw.append(r)
        oursCalls += oc
        rawCalls += rc
    }

    static func median(_ values: [UInt64]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return Double(sorted[sorted.count / 2])
    }

    /// "ring coasting (software): ours p50 1.234 ms, raw SDL p50 2.345 ms, ours/raw 0.53×,
    /// draw calls per frame ours 1.0, raw SDL 61.0 (2000 frames each)"
    func summary(_ name: String) -> String {
        let o = FrameTimes.median(ours) / 1e6, r = FrameTimes.median(raw) / 1e6
        let frames = Double(max(1, ours.count))
        return String(
            format: "%@: ours p50 %.3f ms, raw SDL p50 %.3f ms, ours/raw %.2f×, "
                + "draw calls per frame ours %.1f, raw SDL %.1f (%d frames each)",
            name, o, r, r > 0 ? o / r : 0, Double(oursCalls) / frames, Double(rawCalls) / frames, ours.count)
    }
}

@inline(__always) func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Where the PNGs go: docs/side-by-side/ of the repository (this file is Benchmarks/Benchmarks/SideBySide/).
let pictureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../docs/side-by-side").standardized.path

func shouldWritePictures() -> Bool { ProcessInfo.processInfo.environment["FLYWHEEL_SIDE_BY_SIDE_PNG"] != "0" }

// MARK: Pictures

/// One side's setup: a frame function that draws at the next step.
protocol SidePicture: AnyObject {
    func frame()
    /// Draw calls the last frame made (our canvas's `stats.drawCalls`; the reference counts its
    /// SDL_RenderGeometry, SDL_RenderCopy and SDL_RenderFillRect calls).
    var drawCalls: Int { get }
}

/// Our open 20-item ring coasting (`CoastingRing`, the Spinner benchmark's picture), on a
/// headless renderer or on a window's canvas.
extension CoastingRing: SidePicture {
    var drawCalls: Int { canvas.stats.drawCalls }

    var rawParameters: raw_ring_params {
        let r = spinner.ringRadius
        let side = spinner.ringIconSide(radius: r)
        return raw_ring_params(
            cx: 400, cy: 300, radius: Float(r), count: 20, icon_side: Float(side),
            icon_distance: Float(r - 8 - side / 2), centre_side: 48,
            wedge: raw_rgba(r: 1, g: 1, b: 0, a: 1), frame_fill: raw_rgba(r: 1, g: 1, b: 1, a: 1),
            tint: raw_rgba(r: 0, g: 0, b: 0, a: 1), background: raw_rgba(r: 1, g: 1, b: 1, a: 1))
    }
}

/// The reference ring, coasting at the speed ours starts with and slowing the same way.
final class RawRing: SidePicture {
    let ctx: OpaquePointer
    var position = 0.0
    var speed = 0.0  // items per second

    init(ctx: OpaquePointer, parameters: raw_ring_params) throws {
        self.ctx = ctx
        var p = parameters
        guard raw_sdl_ring_setup(ctx, &p) == 0 else { throw BenchmarkSetupError("raw ring setup failed") }
    }

    func frame() {
        position -= speed / 240
        speed *= 0.998_04  // 0.998 per ms over 1/240 s: the ios deceleration
        if abs(speed) < 2 { speed = 12 }
        raw_sdl_ring_frame(ctx, position)
        raw_sdl_present(ctx)
    }

    var drawCalls: Int { Int(raw_sdl_draw_calls(ctx)) }
}

/// The reference picker, dragged 3 pt a frame like `MovingPicker`.
final class RawPicker: SidePicture {
    let ctx: OpaquePointer
    let rows: Int
    let rowSpacing: Double
    var position: Double
    private var direction = 1.0

    init(ctx: OpaquePointer, like picker: PickerWheel, fonts: FontLibrary, icons: Bool = true) throws {
        self.ctx = ctx
        rows = picker.rows.count
        rowSpacing = picker.rowSpacing
        position = picker.position
        let f = picker.frame
        let path = fonts.path(for: picker.displayFont)
        func rgba(_ c: Color) -> raw_rgba {
            raw_rgba(r: Float(c.red), g: Float(c.green), b: Float(c.blue), a: Float(c.alpha))
        }
        let ok = path.withCString { cPath -> Int32 in
            var p = raw_picker_params(
                x: Float(f.minX), y: Float(f.minY), width: Float(f.width), height: Float(f.height),
                row_spacing: Float(picker.rowSpacing), cylinder_radius: Float(picker.cylinderRadius),
                over_under_opacity: Float(picker.overAndUnderCenterOpacity),
                icon_side: Float(picker.iconSide), rows: Int32(rows), icon_count: icons ? 8 : 0,
                text: rgba(picker.textColor), tint: rgba(picker.tintColor.isClear ? .black : picker.tintColor),
                line: rgba(picker.selectionLineColor), background: rgba(.white),
                font_path: cPath, font_pixel_size: Int32(picker.displayFont.size.rounded()))
            return raw_sdl_picker_setup(ctx, &p)
        }
        guard ok == 0 else { throw BenchmarkSetupError("raw picker setup failed (font \(path))") }
    }

    func frame() {
        // 3 pt a frame; with 10 rows back and forth over the middle, with more onwards.
        position += direction * 3 / rowSpacing
        if rows <= 10, abs(position - 4) > 0.5 { direction = -direction }
        if position > Double(rows - 1) { position = Double(rows / 2) }
        raw_sdl_picker_frame(ctx, position)
        raw_sdl_present(ctx)
    }

    var drawCalls: Int { Int(raw_sdl_draw_calls(ctx)) }
}

struct BenchmarkSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

// MARK: Running a pair

let oursMetric = BenchmarkMetric.custom("ours (ns)", polarity: .prefersSmaller, useScalingFactor: false)
let rawMetric = BenchmarkMetric.custom("raw SDL (ns)", polarity: .prefersSmaller, useScalingFactor: false)
let ratioMetric = BenchmarkMetric.custom("ours/raw (%)", polarity: .prefersSmaller, useScalingFactor: false)

/// Both sides of one picture, made once per benchmark process; each sample draws one frame of
/// each (alternating which goes first) and records both times.
final class Pair {
    let name: String
    let ours: SidePicture
    let raw: SidePicture
    let keepAlive: [AnyObject]
    let times = FrameTimes()
    private var oursFirst = true
    nonisolated(unsafe) static var current: Pair?

    init(name: String, ours: SidePicture, raw: SidePicture, keepAlive: [AnyObject] = []) {
        self.name = name
        self.ours = ours
        self.raw = raw
        self.keepAlive = keepAlive
    }

    static func shared(_ make: () throws -> Pair) rethrows -> Pair {
        if let current { return current }
        let made = try make()
        current = made
        return made
    }

    func measure(_ benchmark: Benchmark) {
        for _ in benchmark.scaledIterations {
            var o: UInt64 = 0, r: UInt64 = 0
            if oursFirst {
                let t0 = now(); ours.frame(); let t1 = now(); raw.frame(); let t2 = now()
                o = t1 - t0; r = t2 - t1
            } else {
                let t0 = now(); raw.frame(); let t1 = now(); ours.frame(); let t2 = now()
                r = t1 - t0; o = t2 - t1
            }
            oursFirst.toggle()
            times.add(ours: o, raw: r, oursCalls: ours.drawCalls, rawCalls: raw.drawCalls)
            benchmark.measurement(oursMetric, Int(o))
            benchmark.measurement(rawMetric, Int(r))
            benchmark.measurement(ratioMetric, r > 0 ? Int(100 * o / r) : 0)
        }
    }

    /// Prints the summary line (stderr: the benchmark tool keeps stdout for itself).
    static func report() {
        guard let current else { return }
        FileHandle.standardError.write(Data((current.times.summary(current.name) + "\n").utf8))
    }
}

/// The raw contexts live as long as the process (one benchmark per process).
final class RawContext {
    let ctx: OpaquePointer
    init(window: Bool) throws {
        guard let c = raw_sdl_create(800, 600, window ? 1 : 0) else {
            throw BenchmarkSetupError(window ? "no accelerated renderer" : "no SDL software renderer")
        }
        ctx = c
    }
    deinit { raw_sdl_destroy(ctx) }
}

func pairConfiguration() -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [oursMetric, rawMetric, ratioMetric],
        warmupIterations: 20, maxDuration: .seconds(5), maxIterations: 2000,
        teardown: { Pair.report() })
}

// MARK: Benchmarks

let benchmarks: @Sendable () -> Void = {
    let size = Size(width: 800, height: 600)

    Benchmark("Side by side: ring coasting, software renderer", configuration: pairConfiguration()) { benchmark in
        let pair = try Pair.shared {
            let headless = try HeadlessRenderer(size: size)
            let ring = CoastingRing(host: headless.host, clock: headless.clock, canvas: headless.canvas, present: {})
            let context = try RawContext(window: false)
            let raw = try RawRing(ctx: context.ctx, parameters: ring.rawParameters)
            if shouldWritePictures() {
                // Both at rest on item 0: the same picture.
                ring.step(0)
                try FileManager.default.createDirectory(atPath: pictureFolder, withIntermediateDirectories: true)
                try headless.savePNG(pictureFolder + "/ring-ours.png")
                raw_sdl_ring_frame(context.ctx, 0)
                _ = raw_sdl_save_png(context.ctx, pictureFolder + "/ring-raw-sdl.png")
            }
            ring.fling()
            raw.speed = 12
            return Pair(name: "ring coasting (software)", ours: ring, raw: raw, keepAlive: [headless, context])
        }
        pair.measure(benchmark)
    }

    for rows in [10, 10_000] {
        Benchmark(
            "Side by side: picker dragged, \(rows) values, software renderer",
            configuration: pairConfiguration()
        ) { benchmark in
            let pair = try Pair.shared {
                let moving = try MovingPicker.shared(rows: rows)
                let context = try RawContext(window: false)
                let raw = try RawPicker(ctx: context.ctx, like: moving.picker, fonts: moving.renderer.canvas.fonts)
                if shouldWritePictures(), rows == 10 {
                    try FileManager.default.createDirectory(atPath: pictureFolder, withIntermediateDirectories: true)
                    try moving.renderer.savePNG(pictureFolder + "/picker-ours.png")
                    raw_sdl_picker_frame(context.ctx, moving.picker.position)
                    _ = raw_sdl_save_png(context.ctx, pictureFolder + "/picker-raw-sdl.png")
                }
                return Pair(
                    name: "picker dragged, \(rows) values (software)", ours: moving, raw: raw,
                    keepAlive: [context])
            }
            pair.measure(benchmark)
        }
    }

    // LVGL 9.5's roller, as measured beside it (docs/benchmarks.md): 10 titles, no icons.
    Benchmark(
        "Side by side: LVGL-shaped picker dragged, 10 values, software renderer",
        configuration: pairConfiguration()
    ) { benchmark in
        let pair = try Pair.shared {
            let moving = try MovingPicker.shared(rows: 10, shape: .lvglRoller)
            let context = try RawContext(window: false)
            let raw = try RawPicker(
                ctx: context.ctx, like: moving.picker, fonts: moving.renderer.canvas.fonts, icons: false)
            if shouldWritePictures() {
                try FileManager.default.createDirectory(atPath: pictureFolder, withIntermediateDirectories: true)
                try moving.renderer.savePNG(pictureFolder + "/lvgl-shaped-picker-ours.png")
                raw_sdl_picker_frame(context.ctx, moving.picker.position)
                _ = raw_sdl_save_png(context.ctx, pictureFolder + "/lvgl-shaped-picker-raw-sdl.png")
            }
            return Pair(
                name: "LVGL-shaped picker dragged, 10 values (software)", ours: moving, raw: raw, keepAlive: [context])
        }
        pair.measure(benchmark)
    }

    gpuBenchmarks(size: size)
}

extension MovingPicker: SidePicture {
    var drawCalls: Int { renderer.canvas.stats.drawCalls }
}

/// The ring on an accelerated renderer, when there is one (a display with GL): our canvas and
/// the reference each on their own hidden window.
func gpuBenchmarks(size: Size) {
    guard
        ProcessInfo.processInfo.environment["DISPLAY"] != nil
            || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil
    else { return }
    guard let probe = raw_sdl_create(800, 600, 1) else { return }
    let name = String(cString: raw_sdl_renderer_name(probe))
    raw_sdl_destroy(probe)
    Benchmark("Side by side: ring coasting, GPU renderer (\(name))", configuration: pairConfiguration()) { benchmark in
        let pair = try Pair.shared {
            let oursContext = try RawContext(window: true), rawContext = try RawContext(window: true)
            guard let renderer = raw_sdl_renderer(oursContext.ctx) else { throw BenchmarkSetupError("no renderer") }
            let clock = VirtualClock()
            let host = ViewHost(size: size, clock: clock)
            let canvas = SDLCanvas(renderer: OpaquePointer(renderer), fonts: try FontLibrary())
            host.textMeasurer = canvas
            let ring = CoastingRing(
                host: host, clock: clock, canvas: canvas, present: { raw_sdl_present(oursContext.ctx) })
            let raw = try RawRing(ctx: rawContext.ctx, parameters: ring.rawParameters)
            ring.fling()
            raw.speed = 12
            // The canvas goes before its renderer (keepAlive releases in order).
            return Pair(
                name: "ring coasting (GPU: \(name))", ours: ring, raw: raw,
                keepAlive: [canvas, host, oursContext, rawContext])
        }
        pair.measure(benchmark)
    }
}
