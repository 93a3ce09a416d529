import FlywheelCore
import FlywheelUI

/// A line chart: several series against one x axis, with ticks and labels, a legend, vertical
/// markers (events such as detent crossings), horizontal markers (a target value) and point
/// markers (a predicted landing), on fixed or automatic ranges. The feel lab draws its position
/// and velocity curves with it; `harness plot` draws the frame-rate comparison.
///
/// Sections: state and data (this file) · ranges, ticks and number labels (`Plot+Axes.swift`) ·
/// drawing (`Plot+Drawing.swift`).
///
/// **No allocation per frame.** A series stores its points in arrays reserved at creation
/// (`capacity`); `append` refuses points beyond it rather than grow. Markers are bounded the same
/// way (`markerCapacity`). Tick labels and the legend's layout are cached until the range, the
/// size or the series change, and the polyline is built in one reused buffer. So a plot that is
/// only redrawn — or fed points within its capacities — allocates nothing.
///
/// ```swift
/// let plot = Plot(title: "Position")
/// plot.xAxis = Plot.Axis(title: "s", range: .fixed(0...3))
/// plot.yAxis.title = "items"
/// let at60 = plot.addSeries(name: "60 fps", color: .systemBlue, capacity: 240)
/// for frame in 0..<180 { at60.append(x: Double(frame) / 60, y: position(at: Double(frame) / 60)) }
/// plot.addVerticalMarker(at: 0.42, color: .lightGray)                  // a detent crossing
/// plot.addHorizontalMarker(at: 20, color: .red, label: "landing 20")
/// plot.addPointMarker(x: 2.17, y: 20, color: .red)                     // where it comes to rest
/// plot.revealLimit = clock.now - start                                 // draw the curves "live"
/// ```
open class Plot: View {
    // MARK: Types

    /// How an axis chooses its span.
    public enum AxisRange: Sendable, Equatable {
        /// From the data (and markers), padded and rounded out to whole ticks.
        case automatic
        /// Exactly this span; data outside it is clipped.
        case fixed(ClosedRange<Double>)
    }

    /// One axis: its title (with the unit), its range and about how many ticks it wants.
    public struct Axis: Sendable, Equatable {
        public var title: String
        public var range: AxisRange
        /// The number of tick intervals aimed at (the step is rounded to 1, 2 or 5 × 10^k).
        public var targetTickCount: Int
        /// Automatic ranges always include this value (0 for most physical quantities), if set.
        public var includes: Double?

        public init(
            title: String = "", range: AxisRange = .automatic, targetTickCount: Int = 5, includes: Double? = nil
        ) {
            self.title = title
            self.range = range
            self.targetTickCount = targetTickCount
            self.includes = includes
        }
    }

    /// How a series joins its points.
    public enum LineStyle: Sendable, Equatable {
        /// Straight segments from point to point.
        case straight
        /// Horizontal then vertical: a value that holds until the next sample (a counter, a
        /// whole-item position).
        case steps
    }

    /// A marker: a value on one axis (vertical and horizontal markers) or a point (both).
    public struct Marker: Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var color: Color
        public var label: String?
        /// Where a horizontal marker's label sits along its line.
        public var labelAlignment: TextAlignment = .right
    }

    /// One named, coloured curve. Its points live in arrays reserved at creation; `append`
    /// beyond `capacity` is refused, so feeding a series never allocates.
    public final class Series {
        public var name: String { didSet { plot?.seriesAppearanceDidChange() } }
        public var color: Color { didSet { plot?.setNeedsDisplay() } }
        public var lineWidth: Double { didSet { plot?.setNeedsDisplay() } }
        /// Radius of a dot drawn at every point (0 = none).
        public var pointRadius: Double = 0 { didSet { plot?.setNeedsDisplay() } }
        public var style: LineStyle = .straight { didSet { plot?.setNeedsDisplay() } }
        /// A hidden series is neither drawn, in the legend, nor counted by automatic ranges.
        public var isHidden = false { didSet { plot?.seriesAppearanceDidChange() } }
        /// Whether the legend lists it (when it has a name and is shown).
        public var showsInLegend = true { didSet { plot?.seriesAppearanceDidChange() } }

        /// The points, in the order appended.
        public private(set) var xs: [Double] = []
        public private(set) var ys: [Double] = []
        /// The most points the series holds.
        public let capacity: Int
        /// The span of the finite points (nil when there are none).
        public private(set) var xBounds: ClosedRange<Double>?
        public private(set) var yBounds: ClosedRange<Double>?

        weak var plot: Plot?

        init(name: String, color: Color, lineWidth: Double, capacity: Int) {
            self.name = name
            self.color = color
            self.lineWidth = lineWidth
            self.capacity = max(0, capacity)
            xs.reserveCapacity(self.capacity)
            ys.reserveCapacity(self.capacity)
        }

        public var count: Int { xs.count }
        public var isFull: Bool { xs.count >= capacity }

        /// Adds a point; false (and nothing changes) when the series is full. A non-finite
        /// coordinate breaks the line there.
        @discardableResult
        public func append(x: Double, y: Double) -> Bool {
            guard xs.count < capacity else { return false }
            xs.append(x)
            ys.append(y)
            if x.isFinite, y.isFinite {
                xBounds = xBounds.map { min($0.lowerBound, x)...max($0.upperBound, x) } ?? x...x
                yBounds = yBounds.map { min($0.lowerBound, y)...max($0.upperBound, y) } ?? y...y
            }
            plot?.dataDidChange()
            return true
        }

        /// Forgets every point, keeping the storage.
        public func removeAll() {
            xs.removeAll(keepingCapacity: true)
            ys.removeAll(keepingCapacity: true)
            xBounds = nil
            yBounds = nil
            plot?.dataDidChange()
        }
    }

    // MARK: State

    /// Drawn at the top left, above the plot area.
    public var title: String { didSet { if title != oldValue { seriesAppearanceDidChange() } } }
    public var xAxis = Axis() { didSet { if xAxis != oldValue { dataDidChange() } } }
    public var yAxis = Axis() { didSet { if yAxis != oldValue { dataDidChange() } } }
    /// Lists the named, shown series at the top right.
    public var showsLegend = true { didSet { seriesAppearanceDidChange() } }
    /// When set, points with x beyond it are not drawn (yet): a curve revealed as time passes.
    /// Automatic ranges still cover all the data, so the axes do not jump.
    public var revealLimit: Double? { didSet { if revealLimit != oldValue { setNeedsDisplay() } } }

    public var font: Font = .system(size: 11) { didSet { seriesAppearanceDidChange() } }
    /// A plot is a picture to a reader, named by its title.
    open override var accessibilityDefaultRole: AccessibilityRole { .image }
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (title.isEmpty ? nil : title) }
        set { super.accessibilityLabel = newValue }
    }
    public var titleFont: Font = .boldSystem(size: 12) { didSet { seriesAppearanceDidChange() } }
    public var textColor = Color(white: 0.2) { didSet { setNeedsDisplay() } }
    public var plotBackgroundColor: Color? = .white { didSet { setNeedsDisplay() } }
    public var gridColor = Color(white: 0.9) { didSet { setNeedsDisplay() } }
    public var axisColor = Color(white: 0.45) { didSet { setNeedsDisplay() } }

    /// The series, in drawing order (the last on top).
    public private(set) var series: [Series] = []
    /// Markers at an x value (full-height lines behind the curves).
    public private(set) var verticalMarkers: [Marker] = []
    /// Markers at a y value (full-width dashed-looking lines, with an optional label).
    public private(set) var horizontalMarkers: [Marker] = []
    /// Markers at a point (a ring on top of the curves, with an optional label).
    public private(set) var pointMarkers: [Marker] = []
    /// The most markers of each kind the plot holds.
    public let markerCapacity: Int

    // MARK: Caches (see Plot+Axes.swift and Plot+Drawing.swift)

    var axisCache = AxisCache()
    var legendCache = LegendCache()
    /// The polyline under construction, reused every frame.
    var lineBuffer: [Point] = []

    public init(title: String = "", frame: Rect = .zero, markerCapacity: Int = 256) {
        self.title = title
        self.markerCapacity = max(0, markerCapacity)
        super.init(frame: frame)
        isUserInteractionEnabled = false
        verticalMarkers.reserveCapacity(self.markerCapacity)
        horizontalMarkers.reserveCapacity(self.markerCapacity)
        pointMarkers.reserveCapacity(self.markerCapacity)
        lineBuffer.reserveCapacity(1024)
    }

    // MARK: Series

    /// Adds a series drawn above the existing ones; it holds up to `capacity` points.
    @discardableResult
    public func addSeries(name: String, color: Color, lineWidth: Double = 1.5, capacity: Int) -> Series {
        let s = Series(name: name, color: color, lineWidth: lineWidth, capacity: capacity)
        s.plot = self
        series.append(s)
        lineBuffer.reserveCapacity(2 * capacity + 2)
        seriesAppearanceDidChange()
        dataDidChange()
        return s
    }

    /// Forgets the points of every series and every marker (keeping all storage).
    public func clearData() {
        for s in series { s.removeAll() }
        removeAllMarkers()
    }

    // MARK: Markers

    /// Adds a vertical line at `x`; false when the plot already holds `markerCapacity` of them.
    @discardableResult
    public func addVerticalMarker(at x: Double, color: Color, label: String? = nil) -> Bool {
        add(Marker(x: x, y: .nan, color: color, label: label), to: &verticalMarkers)
    }

    /// Adds a horizontal line at `y`, with a label above it at its right end (or as `labelAlignment` says).
    @discardableResult
    public func addHorizontalMarker(
        at y: Double, color: Color, label: String? = nil,
        labelAlignment: TextAlignment = .right
    ) -> Bool {
        add(Marker(x: .nan, y: y, color: color, label: label, labelAlignment: labelAlignment), to: &horizontalMarkers)
    }

    /// Adds a ring at `(x, y)` (with a label beside it).
    @discardableResult
    public func addPointMarker(x: Double, y: Double, color: Color, label: String? = nil) -> Bool {
        add(Marker(x: x, y: y, color: color, label: label), to: &pointMarkers)
    }

    public func removeAllMarkers() {
        verticalMarkers.removeAll(keepingCapacity: true)
        horizontalMarkers.removeAll(keepingCapacity: true)
        pointMarkers.removeAll(keepingCapacity: true)
        dataDidChange()
    }

    private func add(_ marker: Marker, to list: inout [Marker]) -> Bool {
        guard list.count < markerCapacity else { return false }
        list.append(marker)
        dataDidChange()
        return true
    }

    open override func draw(_ canvas: Canvas) { drawPlot(in: canvas) }

    // MARK: Invalidation

    /// Data or ranges changed: automatic ranges (and their ticks) are recomputed at the next draw.
    func dataDidChange() {
        axisCache.isValid = false
        setNeedsDisplay()
    }

    /// Names, visibility or fonts changed: the legend and the margins are measured again.
    func seriesAppearanceDidChange() {
        legendCache.isValid = false
        axisCache.isValid = false
        setNeedsDisplay()
    }
}
