import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Why frame-rate independence matters, in one picture: the same fling on RVS_Spinner's
/// per-tick flywheel (`OriginalFlywheel`) at 60 and 120 ticks per second, beside Flywheel's
/// classic preset sampled by frame loops at 60 and 120 frames per second. Position (items) against
/// time, drawn with our own `Plot` through the headless renderer (`harness plot`).
///
/// ```swift
/// let comparison = FrameRateComparison(fling: 1200)
/// print(comparison.report)                       // the numbers
/// try comparison.render(to: "docs/frame-rate-comparison.png")
/// ```
public struct FrameRateComparison: Sendable {
    /// One curve: the wheel's position at every tick or frame of a loop at `rate`.
    public struct Curve: Sendable {
        public let rate: Double
        /// Seconds from the release.
        public let times: [Double]
        /// Items travelled.
        public let positions: [Double]
        /// Items travelled when it stopped.
        public let items: Double
        /// Seconds from the release until it stopped (the original: the tick its display link
        /// stopped; ours: the end of the motion, exact).
        public let stopTime: Double
        /// Ticks or frames run until it stopped.
        public let frames: Int

        /// The position at the sample nearest `time` at or before it.
        public func position(at time: Double) -> Double {
            var i = 0
            while i + 1 < times.count, times[i + 1] <= time { i += 1 }
            return positions[i]
        }

        /// The largest position difference from `other` at the times both sampled.
        public func largestDifference(from other: Curve) -> Double {
            var worst = 0.0, j = 0
            for (i, t) in times.enumerated() {
                while j < other.times.count, other.times[j] < t { j += 1 }
                if j < other.times.count, other.times[j] == t {
                    worst = max(worst, abs(other.positions[j] - positions[i]))
                }
            }
            return worst
        }
    }

    public static let defaultSize = Size(width: 1200, height: 640)
    /// The loops compared.
    public static let rates = (low: 60.0, high: 120.0)

    /// Release speed, points per second (tangential finger speed).
    public let fling: Double
    public let original60: Curve
    public let original120: Curve
    public let ours60: Curve
    public let ours120: Curve

    public init(fling: Double = 1200) {
        self.fling = fling
        original60 = Self.original(fling: fling, rate: Self.rates.low)
        original120 = Self.original(fling: fling, rate: Self.rates.high)
        ours60 = Self.ours(fling: fling, rate: Self.rates.low)
        ours120 = Self.ours(fling: fling, rate: Self.rates.high)
    }

    private static func original(fling: Double, rate: Double) -> Curve {
        let run = OriginalFlywheel.run(linearVelocity: fling, tickRate: rate)
        return Curve(
            rate: rate, times: run.positions.indices.map { run.time(ofTick: $0) },
            positions: run.positions.map(Double.init), items: Double(run.items),
            stopTime: run.stopTime, frames: run.ticks)
    }

    /// The classic preset released at `fling` pt/s (its fling pipeline: tangential speed ÷
    /// `flingPointsPerItem`, then the response curve), sampled every `1/rate` s until at rest.
    private static func ours(fling: Double, rate: Double) -> Curve {
        let feel = FeelParameters.classic
        var wheel = WheelPhysics(itemCount: 12)
        try? wheel.setFeel(feel)
        let velocity = feel.flingVelocity(measuredSpeed: fling / feel.flingPointsPerItem) ?? 0
        let landing = wheel.spin(velocity: velocity, at: 0)
        var times: [Double] = [], positions: [Double] = []
        var n = 0
        while true {
            let t = Double(n) / rate
            let s = wheel.sample(at: t)
            times.append(t)
            positions.append(s.position)
            if s.phase == .idle || n > 60 * Int(rate) { break }
            n += 1
        }
        return Curve(
            rate: rate, times: times, positions: positions, items: landing?.position ?? positions.last ?? 0,
            stopTime: landing?.restTime ?? 0, frames: n)
    }

    // MARK: Report

    private static func seconds(_ t: Double) -> String { NumberText.fixed(t, decimals: 2) + " s" }
    private static func items(_ x: Double) -> String { NumberText.rounded(x, decimals: 2) }

    /// Lines describing each curve.
    public var originalLines: [String] {
        [original60, original120].map { c in
            "\(Int(c.rate)) Hz: \(Self.items(c.items)) items in \(c.frames) ticks, stops after \(Self.seconds(c.stopTime))"
        }
    }

    public var oursLines: [String] {
        [ours60, ours120].map { c in
            "\(Int(c.rate)) Hz: \(Self.items(c.items)) items, at rest after \(Self.seconds(c.stopTime)) (idle in frame \(c.frames))"
        }
    }

    /// The numbers, as `harness plot` prints them.
    public var report: String {
        let lines =
            [
                "Fling: \(Self.items(fling)) pt/s",
                "RVS_Spinner (v *= 0.994 per tick):",
            ] + originalLines.map { "  " + $0 } + [
                "  largest difference at common times: \(Self.items(original60.largestDifference(from: original120))) items",
                "Flywheel classic (closed form in time):",
            ] + oursLines.map { "  " + $0 } + [
                "  largest difference at common times: \(Self.items(ours60.largestDifference(from: ours120))) items"
            ]
        return lines.joined(separator: "\n")
    }

    // MARK: Picture

    /// The picture as a view tree of `size` points.
    public func makeView(size: Size) -> View {
        let root = View(frame: Rect(origin: .zero, size: size))
        root.backgroundColor = .white
        let margin = 24.0, gap = 24.0
        let title = Label(
            text: "The same \(Self.items(fling)) pt/s fling on a 60 Hz and a 120 Hz display",
            font: .boldSystem(size: 18), frame: Rect(x: margin, y: 12, width: size.width - 2 * margin, height: 24))
        let subtitle = Label(
            text:
                "Position (items) against time since the release. Same input, same constants; only the display's refresh rate changes.",
            font: .system(size: 12), frame: Rect(x: margin, y: 38, width: size.width - 2 * margin, height: 18))
        subtitle.textColor = Color(white: 0.3)
        root.addSubviews(title, subtitle)

        let maxItems = [original60, original120, ours60, ours120].map(\.items).max() ?? 1
        let maxTime = [original60, original120, ours60, ours120].map { $0.times.last ?? 0 }.max() ?? 1
        let yRange = 0...(max(1, maxItems) * 1.1 / 5).rounded(.up) * 5
        let xRange = 0...(maxTime * 1.05 / 0.5).rounded(.up) * 0.5
        let panelWidth = (size.width - 2 * margin - gap) / 2
        let textHeight = 3 * 18.0 + 8
        let plotHeight = size.height - 66 - textHeight - 12
        let panels: [(String, Curve, Curve, [String], String)] = [
            (
                "RVS_Spinner: v *= 0.994 per display-link tick", original60, original120, originalLines,
                "Same ticks, twice as fast: twice the speed, stopped in half the time."
            ),
            (
                "Flywheel, classic preset: closed form in time", ours60, ours120, oursLines,
                "The frame rate only changes where the curve is sampled: the curves coincide."
            ),
        ]
        for (i, panel) in panels.enumerated() {
            let x = margin + Double(i) * (panelWidth + gap)
            let plot = Plot(title: panel.0, frame: Rect(x: x, y: 66, width: panelWidth, height: plotHeight))
            plot.titleFont = .boldSystem(size: 14)
            plot.font = .system(size: 12)
            plot.xAxis = Plot.Axis(title: "time (s)", range: .fixed(xRange), targetTickCount: 6)
            plot.yAxis = Plot.Axis(title: "items", range: .fixed(yRange), targetTickCount: 5)
            let steps = i == 0
            for (curve, color, width) in [
                (panel.1, Color(red: 0.1, green: 0.35, blue: 0.85), 4.0),
                (panel.2, Color(red: 0.9, green: 0.35, blue: 0.05), 1.6),
            ] {
                let s = plot.addSeries(
                    name: "\(Int(curve.rate)) Hz", color: color, lineWidth: steps ? 2 : width,
                    capacity: curve.times.count)
                s.style = steps ? .steps : .straight
                for (t, p) in zip(curve.times, curve.positions) { s.append(x: t, y: p) }
                plot.addPointMarker(
                    x: curve.stopTime, y: curve.items, color: color,
                    label: steps ? "stops \(Self.seconds(curve.stopTime))" : nil)
            }
            if !steps {
                plot.addHorizontalMarker(
                    at: panel.2.items, color: Color(white: 0.4),
                    label: "landing chosen at release: +\(Self.items(panel.2.items)) items", labelAlignment: .left)
                plot.addPointMarker(x: panel.2.stopTime, y: panel.2.items, color: Color(white: 0.2))
            }
            root.addSubview(plot)
            for (line, text) in (panel.3 + [panel.4]).enumerated() {
                let label = Label(
                    text: text, font: .system(size: 13),
                    frame: Rect(x: x + 4, y: 66 + plotHeight + 8 + Double(line) * 18, width: panelWidth - 8, height: 18)
                )
                label.textColor = line == 2 ? Color(white: 0.1) : Color(white: 0.3)
                root.addSubview(label)
            }
        }
        return root
    }

    /// Draws the picture headless and writes it as a PNG of `size` points (one pixel each).
    public func render(to path: String, size: Size = defaultSize) throws {
        let renderer = try HeadlessRenderer(size: size)
        renderer.host.rootView.addSubview(makeView(size: size))
        renderer.renderFrame()
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try renderer.savePNG(path)
    }
}
