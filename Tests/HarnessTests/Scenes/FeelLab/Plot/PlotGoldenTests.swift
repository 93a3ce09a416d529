import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import HarnessKit
import Testing

/// The feel lab's plot drawn by the SDL backend against its golden PNG (kept with the
/// library's goldens in Tests/FlywheelSDLTests/Golden).
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
            // Drawn as the library's widget goldens are: at its frame on light grey, after two frames.
            let renderer = try HeadlessRenderer(size: Size(width: 380, height: 240), background: Color(white: 0.94))
            plot.frame = Rect(x: 10, y: 10, width: 360, height: 220)
            renderer.host.rootView.addSubview(plot)
            renderer.run(frames: 2, fps: 60)
            try GoldenImage.check(renderer.snapshot(), named: "plot-two-series")
        }
    }
}
