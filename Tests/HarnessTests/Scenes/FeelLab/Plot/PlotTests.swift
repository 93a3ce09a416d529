import FlywheelCore
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The Plot widget through a RecordingCanvas: where the data, ticks, markers and legend land,
/// ranges, capacities, broken lines, decimation and a steady state that allocates nothing.
@Suite struct PlotTests {
    /// A 320×220 plot at (10, 20) in a host.
    private func makePlot(title: String = "Position") -> (ViewHost, Plot) {
        let host = ViewHost(size: Size(width: 400, height: 300), clock: VirtualClock())
        let plot = Plot(title: title, frame: Rect(x: 10, y: 20, width: 320, height: 220))
        host.rootView.addSubview(plot)
        return (host, plot)
    }

    private func render(_ host: ViewHost) -> RecordingCanvas {
        let canvas = RecordingCanvas()
        host.render(in: canvas)
        return canvas
    }

    private func window(_ plot: Plot, _ p: Point) -> Point { plot.convert(p, to: nil) }

    @Test func fixedRangesPutTheDataCornersOnThePlotAreaCorners() {
        let (t, plot) = makePlot()
        plot.xAxis = Plot.Axis(title: "s", range: .fixed(0...10))
        plot.yAxis = Plot.Axis(title: "items", range: .fixed(0...1))
        let s = plot.addSeries(name: "60 fps", color: .systemBlue, capacity: 8)
        s.append(x: 0, y: 0)
        s.append(x: 10, y: 1)
        let canvas = render(t)
        let lines = canvas.commands.filter { $0.kind == .polyline }
        #expect(lines.count == 1)
        let area = plot.plotArea
        let bottomLeft = window(plot, Point(x: area.minX, y: area.maxY)),
            topRight = window(plot, Point(x: area.maxX, y: area.minY))
        #expect(
            lines[0].bounds
                == Rect(
                    x: bottomLeft.x, y: topRight.y, width: topRight.x - bottomLeft.x, height: bottomLeft.y - topRight.y)
        )
        #expect(lines[0].color == .systemBlue)
        #expect(plot.location(x: 5, y: 0.5) == area.center)
        // The plot area keeps clear of the title row, the y labels and the x labels.
        #expect(area.minY > 14 && area.minX > 10 && area.maxY < 220 - 10)
        #expect(canvas.texts.contains("items") && canvas.texts.contains("s"))
    }

    @Test func automaticRangesRoundOutToNiceTicksAndIncludeZero() {
        let (t, plot) = makePlot()
        plot.yAxis.includes = 0
        let s = plot.addSeries(name: "", color: .black, capacity: 100)
        for i in 0...50 { s.append(x: 2.63 * Double(i) / 50, y: 3 + 16.5 * Double(i) / 50) }
        let canvas = render(t)
        #expect(plot.resolvedXRange == 0...3)
        #expect(plot.resolvedYRange == 0...20)
        for label in ["0", "0.5", "1", "1.5", "2", "2.5", "3", "5", "10", "15", "20"] {
            #expect(canvas.texts.contains(label), "tick label \(label)")
        }
        // Grid lines: 7 at x ticks, 5 at y ticks.
        #expect(canvas.commands.filter { $0.kind == .line }.count == 7 + 5)
    }

    @Test func tickSteps() {
        #expect(Plot.niceStep(0.6) == 1)
        #expect(Plot.niceStep(0.13) == 0.2)
        #expect(Plot.niceStep(4.2) == 5)
        #expect(Plot.niceStep(0) == 1)
        var ticks: [Double] = []
        Plot.ticks(in: -0.3...0.3, step: 0.1, into: &ticks)
        #expect(ticks.count == 7 && ticks[3] == 0)
    }

    @Test func legendListsTheNamedShownSeriesInTheirColours() {
        let (t, plot) = makePlot()
        let a = plot.addSeries(name: "30 fps", color: .red, capacity: 4)
        let b = plot.addSeries(name: "240 fps", color: .blue, capacity: 4)
        plot.addSeries(name: "", color: .green, capacity: 4)
        a.append(x: 0, y: 0); a.append(x: 1, y: 1)
        b.append(x: 0, y: 0); b.append(x: 1, y: 1)
        var texts = render(t).texts
        #expect(texts.contains("Position") && texts.contains("30 fps") && texts.contains("240 fps"))
        b.isHidden = true
        let canvas = render(t)
        texts = canvas.texts
        #expect(!texts.contains("240 fps"))
        #expect(canvas.commands.filter { $0.kind == .polyline }.map(\.color) == [.red])
        // A legend that does not fit beside the title wraps into more header rows.
        let before = plot.plotArea.minY
        for i in 0..<8 { plot.addSeries(name: "a long series name \(i)", color: .gray, capacity: 1) }
        _ = render(t)
        #expect(plot.plotArea.minY > before)
    }

    @Test func markersDrawAtTheirValuesAndRevealLimitHidesTheFuture() {
        let (t, plot) = makePlot()
        plot.xAxis.range = .fixed(0...4)
        plot.yAxis.range = .fixed(0...20)
        let s = plot.addSeries(name: "position", color: .blue, capacity: 10)
        for i in 0...4 { s.append(x: Double(i), y: Double(5 * i)) }
        #expect(plot.addVerticalMarker(at: 1, color: .orange))
        #expect(plot.addVerticalMarker(at: 3, color: .orange))
        #expect(plot.addHorizontalMarker(at: 20, color: .red, label: "landing 20"))
        #expect(plot.addPointMarker(x: 4, y: 20, color: .red, label: "rest 4 s"))
        var canvas = render(t)
        let orange = canvas.commands.filter { $0.kind == .line && $0.color == .orange }
        #expect(orange.count == 2)
        let x1 = window(plot, plot.location(x: 1, y: 0)).x
        #expect(abs(orange[0].bounds.minX - x1) <= 0.5)
        #expect(canvas.texts.contains("landing 20") && canvas.texts.contains("rest 4 s"))
        #expect(canvas.commands.contains { $0.kind == .strokeEllipse && $0.color == .red })
        #expect(canvas.commands.filter { $0.kind == .line && $0.color == .red }.count > 10)  // dashes

        plot.revealLimit = 2
        canvas = render(t)
        #expect(canvas.commands.filter { $0.kind == .line && $0.color == .orange }.count == 1)
        let line = canvas.commands.first { $0.kind == .polyline }!
        #expect(abs(line.bounds.maxX - window(plot, plot.location(x: 2, y: 0)).x) < 1e-9)
        // The landing is known before the wheel gets there: its marker stays.
        #expect(canvas.commands.contains { $0.kind == .strokeEllipse && $0.color == .red })
    }

    /// The feel lab's plots at 500×400 printed "stop speed 0.25" over "s since the press" and
    /// the landing's label over "items": at any size, no two labels drawn by a plot meet. A label
    /// moves (below its line, the other end), is shortened with "…", or is left out.
    @Test(arguments: [
        Size(width: 292, height: 60), Size(width: 292, height: 110), Size(width: 180, height: 90),
        Size(width: 600, height: 300),
    ])
    func labelsNeverOverprintEachOther(size: Size) {
        let host = ViewHost(size: Size(width: 700, height: 400), clock: VirtualClock())
        for (title, yTitle, range, markerY) in [
            ("Velocity (items/s)", "items/s", -50.0...100.0, 0.25), ("Position", "items", 0.0...60.0, 59.0),
        ] {
            let plot = Plot(title: title, frame: Rect(origin: Point(x: 10, y: 10), size: size))
            host.rootView.addSubview(plot)
            plot.xAxis = Plot.Axis(title: "s since the press", range: .fixed(0...4))
            plot.yAxis = Plot.Axis(title: yTitle, range: .fixed(range))
            let s = plot.addSeries(name: "60 fps", color: .blue, capacity: 10)
            for i in 0...4 { s.append(x: Double(i), y: range.upperBound * Double(4 - i) / 4) }
            plot.addHorizontalMarker(at: markerY, color: .red, label: "stop speed 0.25")
            plot.addHorizontalMarker(
                at: markerY, color: .red, label: "predicted: item 11 (Triangle), +59, at rest 3.66 s")
            plot.addPointMarker(x: 3.66, y: markerY, color: .red, label: "rest 3.66 s")
            let canvas = render(host)
            let boxes = canvas.commands.filter { $0.kind == .text }
            #expect(boxes.count >= 4, "\(size): \(canvas.texts)")  // the titles and ticks at least
            for (i, a) in boxes.enumerated() {
                for b in boxes[(i + 1)...] {
                    #expect(
                        a.bounds.intersection(b.bounds) == nil,
                        "\(size): '\(a.text ?? "")' \(a.bounds) meets '\(b.text ?? "")' \(b.bounds)")
                }
            }
            // The axis titles always show.
            #expect(canvas.texts.contains("s since the press") && canvas.texts.contains(yTitle))
            plot.removeFromSuperview()
        }
    }

    @Test func capacitiesAreNeverExceeded() {
        let plot = Plot(markerCapacity: 2)
        let s = plot.addSeries(name: "s", color: .black, capacity: 3)
        for i in 0..<3 { #expect(s.append(x: Double(i), y: 0)) }
        #expect(!s.append(x: 3, y: 0))
        #expect(s.count == 3 && s.isFull)
        #expect(plot.addVerticalMarker(at: 0, color: .black) && plot.addVerticalMarker(at: 1, color: .black))
        #expect(!plot.addVerticalMarker(at: 2, color: .black))
        s.removeAll()
        #expect(s.count == 0 && s.xBounds == nil && s.xs.capacity >= 3)
        plot.removeAllMarkers()
        #expect(plot.verticalMarkers.isEmpty && plot.verticalMarkers.capacity >= 2)
    }

    @Test func nonFiniteValuesBreakTheLine() {
        let (t, plot) = makePlot()
        let s = plot.addSeries(name: "v", color: .black, capacity: 8)
        for (x, y) in [(0.0, 0.0), (1, 1), (2, .nan), (3, 1), (4, 0)] { s.append(x: x, y: y) }
        #expect(s.xBounds == 0...4 && s.yBounds == 0...1)
        #expect(render(t).commands.filter { $0.kind == .polyline }.count == 2)
    }

    @Test func densePointsAreDecimatedAndStepsDoubleThePoints() {
        let (t, plot) = makePlot()
        /// The points handed to `strokePolyline` in a frame.
        func polylinePoints() -> Int {
            render(t).commands.filter { $0.kind == .polyline }.reduce(0) { $0 + $1.pointCount }
        }
        let dense = plot.addSeries(name: "dense", color: .black, capacity: 10_000)
        for i in 0..<10_000 { dense.append(x: Double(i) / 10_000, y: Double(i) / 10_000) }
        // A diagonal across ~300 × 190 points keeps about one point per half point of travel.
        let densePoints = polylinePoints()
        #expect(densePoints > 300 && densePoints < 700)
        dense.isHidden = true
        let steps = plot.addSeries(name: "steps", color: .black, capacity: 10)
        steps.style = .steps
        for i in 0..<5 { steps.append(x: Double(i), y: Double(i)) }
        #expect(polylinePoints() == 9)
    }

    @Test func steadyStateRedrawsIdenticallyWithoutGrowingAnyStorage() {
        let (t, plot) = makePlot()
        plot.yAxis.includes = 0
        let s = plot.addSeries(name: "60 fps", color: .blue, capacity: 600)
        for i in 0..<600 { s.append(x: Double(i) / 60, y: 20 * (1 - exp(-Double(i) / 120))) }
        for i in 0..<40 { plot.addVerticalMarker(at: Double(i) / 4, color: .lightGray) }
        let first = render(t).commands
        let capacities = (plot.lineBuffer.capacity, plot.axisCache.xLabels.capacity, plot.legendCache.entries.capacity)
        for _ in 0..<5 {
            plot.setNeedsDisplay()
            #expect(render(t).commands == first)
        }
        #expect(
            (plot.lineBuffer.capacity, plot.axisCache.xLabels.capacity, plot.legendCache.entries.capacity) == capacities
        )
        #expect(plot.axisCache.isValid && plot.legendCache.isValid)
    }

    @Test func changingDataInvalidatesAutomaticRanges() {
        let (t, plot) = makePlot()
        let s = plot.addSeries(name: "", color: .black, capacity: 4)
        s.append(x: 0, y: 0); s.append(x: 1, y: 1)
        _ = render(t)
        #expect(plot.resolvedXRange.upperBound < 2)
        s.append(x: 9, y: 1)
        _ = render(t)
        #expect(plot.resolvedXRange.upperBound >= 9)
    }
}
