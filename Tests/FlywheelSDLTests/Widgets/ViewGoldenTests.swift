import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

/// The two widgets that are views, not controls (no highlighted or disabled state), drawn by the
/// SDL backend against golden PNGs.
@Suite(.serialized) struct LabelGoldenTests {
    @Test func alignments() throws {
        try withSDL {
            let container = View()
            for (i, alignment) in [TextAlignment.left, .center, .right].enumerated() {
                let label = Label(
                    text: "Rating: 3 stars", font: i == 1 ? .boldSystem(size: 17) : .system(size: 15),
                    frame: Rect(x: 0, y: Double(i) * 28, width: 220, height: 24))
                label.alignment = alignment
                label.textColor = i == 2 ? Color(white: 0.35) : .black
                container.addSubview(label)
            }
            let image = try WidgetGolden.render(
                container, frame: Rect(x: 10, y: 8, width: 220, height: 84),
                size: Size(width: 240, height: 100))
            try GoldenImage.check(image, named: "label-alignments")
        }
    }
}

@Suite(.serialized) struct PlotGoldenTests {
    /// Two series (a decaying position and its speed), a vertical and a horizontal marker, a
    /// point marker, fixed x and automatic y axes, and the legend.
    @Test func twoSeriesWithMarkers() throws {
        try withSDL {
            let plot = Plot(title: "Coast")
            plot.xAxis = Plot.Axis(title: "s", range: .fixed(0...2))
            plot.yAxis = Plot.Axis(title: "items", includes: 0)
            let position = plot.addSeries(name: "position", color: .systemBlue, capacity: 121)
            let speed = plot.addSeries(name: "speed", color: .orange, capacity: 121)
            for k in 0...120 {
                let t = Double(k) / 60
                #expect(position.append(x: t, y: 12 * (1 - exp(-2 * t))))
                #expect(speed.append(x: t, y: 24 * exp(-2 * t)))
            }
            #expect(plot.addVerticalMarker(at: 0.5, color: .lightGray))
            #expect(plot.addHorizontalMarker(at: 12, color: .red, label: "landing 12"))
            #expect(plot.addPointMarker(x: 2, y: 12 * (1 - exp(-4)), color: .red))
            let image = try WidgetGolden.render(
                plot, frame: Rect(x: 10, y: 10, width: 360, height: 220),
                size: Size(width: 380, height: 240))
            try GoldenImage.check(image, named: "plot-two-series")
        }
    }
}
