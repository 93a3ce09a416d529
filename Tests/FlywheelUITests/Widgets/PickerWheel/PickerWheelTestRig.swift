import FlywheelCore

@testable import FlywheelUI

/// A picker in a host on a virtual clock, driven by timestamped input, recording its control
/// events and detent callbacks.
///
/// The picker is 300 × 216 at (50, 40) in a 400 × 300 window: rows are 40 pt, the cylinder's
/// radius is 1.07 · 108 pt, and the centre line is at window y = 148.
final class PickerRig {
    static let frame = Rect(x: 50, y: 40, width: 300, height: 216)
    let clock = VirtualClock()
    let host: ViewHost
    let picker: PickerWheel
    /// Every control event, in order ("valueChanged", "touchUpInside", …).
    var events: [String] = []
    /// Rows reported by `onDetentCrossed`, in order.
    var crossings: [Int] = []
    /// Where input and frames have got to.
    var now: Double { clock.now }

    init(rowCount: Int, selected: Int = 0, disabled: Set<Int> = [], icons: Bool = false) {
        host = ViewHost(size: Size(width: 400, height: 300), clock: clock)
        let icon = icons ? Image(width: 4, height: 4, rgba: [UInt8](repeating: 200, count: 64), name: "dot") : nil
        let rows = (0..<rowCount).map { PickerRow(title: "Row \($0)", icon: icon, isEnabled: !disabled.contains($0)) }
        picker = PickerWheel(rows: rows, selectedIndex: selected, frame: Self.frame)
        host.rootView.addSubview(picker)
        host.controlEventObserver = { [unowned self] _, e in self.events.append(e.description) }
        picker.onDetentCrossed = { [unowned self] row in self.crossings.append(row) }
        host.advance(to: 0)
    }

    var valueChangedCount: Int { events.filter { $0 == "valueChanged" }.count }

    /// Window y of the centre line.
    var centreY: Double { Self.frame.midY }
    /// Window x of the picker's middle.
    var midX: Double { Self.frame.midX }

    // MARK: Input

    /// Delivers `event` at its own time (moving the clock there), then runs a frame at that time.
    func send(_ event: InputEvent) {
        clock.set(to: event.timestamp)
        host.handle(event)
        host.advance(to: clock.now)
    }

    func pointer(_ phase: PointerEvent.Phase, y: Double, at t: Double, x: Double? = nil) {
        send(.pointer(PointerEvent(phase: phase, location: Point(x: x ?? midX, y: y), timestamp: t)))
    }

    func key(_ key: Key, at t: Double) {
        send(.key(KeyEvent(key: key, isDown: true, timestamp: t)))
        send(.key(KeyEvent(key: key, isDown: false, timestamp: t)))  // a tap: a held key repeats
    }

    func wheel(_ dy: Double, at t: Double) {
        send(.wheel(WheelEvent(dy: dy, location: Point(x: midX, y: centreY), timestamp: t)))
    }

    /// A drag from `y0` to `y1` starting at `t`, one move per `1/rate` s over `duration`, then
    /// (optionally) a rest of `hold` seconds before the lift. Returns the lift time.
    @discardableResult
    func drag(
        from y0: Double, to y1: Double, at t: Double, duration: Double, rate: Double = 120,
        hold: Double = 0
    ) -> Double {
        pointer(.down, y: y0, at: t)
        let steps = max(1, Int((duration * rate).rounded()))
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            pointer(.move, y: y0 + (y1 - y0) * f, at: t + duration * f)
        }
        let up = t + duration + hold
        pointer(.up, y: y1, at: up)
        return up
    }

    /// A tap at window `y`: down, up 50 ms later.
    func tap(y: Double, at t: Double) {
        pointer(.down, y: y, at: t)
        pointer(.up, y: y, at: t + 0.05)
    }

    /// Frames at `fps` until `t` (on the k/fps grid, so different rates share times exactly).
    func run(until t: Double, fps: Double = 60) {
        var k = (clock.now * fps).rounded(.down) + 1
        while k / fps <= t + 1e-12 {
            clock.set(to: k / fps)
            host.advance(to: clock.now)
            k += 1
        }
    }

    /// Renders one frame into a recording canvas.
    func render(measurer: TextMeasuring = EstimatingTextMeasurer()) -> RecordingCanvas {
        let canvas = RecordingCanvas(measurer: measurer)
        host.render(in: canvas)
        return canvas
    }
}

/// Counts measurements, to show titles are measured once, not every frame.
final class CountingMeasurer: TextMeasuring {
    private let inner = EstimatingTextMeasurer()
    var count = 0
    func measureText(_ text: String, font: Font) -> Size {
        count += 1
        return inner.measureText(text, font: font)
    }
}
