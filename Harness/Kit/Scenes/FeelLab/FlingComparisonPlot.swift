import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Position against time of the same straight fling under several feels, drawn with our own
/// `Plot` headless (`harness feel simulate --plot`): how the decay models differ in shape.
///
/// ```swift
/// let picture = FlingComparisonPlot(velocity: 1000, feels: [("ios", .ios), ("android", .android)])
/// try picture.render(to: "decay-models.png")
/// ```
public struct FlingComparisonPlot {
    /// Release speed, points/s.
    public let velocity: Double
    /// The feels compared, by name.
    public let feels: [(name: String, feel: FeelParameters)]

    public init(velocity: Double, feels: [(name: String, feel: FeelParameters)]) {
        self.velocity = velocity
        self.feels = feels
    }

    static let colors = [
        Color(red: 0.1, green: 0.35, blue: 0.85), Color(red: 0.9, green: 0.35, blue: 0.05),
        Color(red: 0.1, green: 0.6, blue: 0.25), Color(red: 0.55, green: 0.2, blue: 0.7),
    ]

    func makeView(size: Size) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        root.backgroundColor = .white
        let flings = feels.map { StraightFling(feel: $0.feel, pointsPerSecond: velocity) }
        let maxDistance = flings.map { abs($0.distancePoints) }.max() ?? 1
        let maxTime = flings.map(\.durationSeconds).max() ?? 1
        let plot = Plot(
            title: "A straight fling released at \(NumberText.shortest(velocity)) pt/s",
            frame: Rect(x: 16, y: 12, width: size.width - 32, height: size.height - 24))
        plot.titleFont = .boldSystem(size: 14)
        plot.font = .system(size: 12)
        plot.xAxis = Plot.Axis(title: "time (s)", range: .fixed(0...max(0.1, maxTime * 1.05)), targetTickCount: 6)
        plot.yAxis = Plot.Axis(title: "points", range: .fixed(0...max(1, maxDistance * 1.1)), targetTickCount: 5)
        for (index, (named, fling)) in zip(feels, flings).enumerated() {
            let color = Self.colors[index % Self.colors.count]
            let series = plot.addSeries(
                name: "\(named.name) (\(named.feel.decayModel.rawValue))", color: color, lineWidth: 2, capacity: 201)
            for i in 0...200 {
                let t = fling.durationSeconds * Double(i) / 200
                series.append(x: t, y: abs(fling.position(at: t)))
            }
            plot.addPointMarker(
                x: fling.durationSeconds, y: abs(fling.distancePoints), color: color,
                label: "\(named.name): \(NumberText.rounded(abs(fling.distancePoints), decimals: 0)) pt, "
                    + "\(NumberText.rounded(fling.durationSeconds, decimals: 2)) s")
        }
        root.addSubview(plot)
        return root
    }

    /// Draws the picture headless and writes it as a PNG of `size` points (one pixel each).
    public func render(to path: String, size: Size = Size(width: 900, height: 480)) throws {
        let renderer = try HeadlessRenderer(size: size)
        renderer.host.rootView.addSubview(makeView(size: size))
        renderer.renderFrame()
        try renderer.savePNG(path)
    }
}
