import FlywheelCore

/// A timer on the host's clock, made by a view: `after(seconds:)` fires once, `every(seconds:)`
/// at a steady rate. Each firing is handed the time it was due (not the frame's time that
/// noticed it), and the host fires every due timer, in order of those times, at the start of
/// `ViewHost.advance(to:)` — before the views tick — so what a timer does is the same at any
/// frame rate: a frame at 30 fps that covers two firings runs both, each at its own time.
///
/// There is one clock, the host's: a timer never reads the wall clock and keeps no motion of its
/// own. It is cancelled with its view — when the view leaves its host (or goes) — and by
/// `cancel()`. A view without a host gets a timer that never fires.
///
/// ```swift
/// // hold-to-repeat: first step 0.5 s after the press, then every 0.1 s while held
/// repeatTimer = every(seconds: 0.1, startingAt: touch.timestamp + 0.5) { [unowned self] t in step(at: t) }
/// override func endTracking(_ touch: Touch) { repeatTimer?.cancel() }
/// ```
public final class ViewTimer {
    /// When it fires next (host clock seconds); nil once it has fired for good or was cancelled.
    public private(set) var nextTime: Double?
    /// The interval of a repeating timer; nil for a one-shot.
    public let interval: Double?
    /// How many times it has fired.
    public private(set) var fireCount = 0
    weak var view: View?
    let order: Int
    private let body: (Double) -> Void

    /// A repeating timer fires at most this many times in one `advance` (a stalled frame after
    /// a long hold does not run thousands of steps: the oldest firings are skipped).
    public static let maximumFiringsPerAdvance = 100

    /// The first due time; firing k is due at `first + k · interval` (never a running sum, so
    /// the thousandth firing is as exact as the first).
    private let first: Double
    /// The index of the next firing.
    private var index = 0

    init(view: View, first: Double, interval: Double?, order: Int, body: @escaping (Double) -> Void) {
        self.view = view
        self.interval = interval
        self.order = order
        self.body = body
        self.first = first
        nextTime = first.isFinite ? first : nil
    }

    /// Whether it will still fire.
    public var isActive: Bool { nextTime != nil && view?.host != nil }

    /// Stops it; it does not fire again.
    public func cancel() { nextTime = nil }

    /// Fires once at its due time and schedules the next (a repeating one catches up to `time`,
    /// skipping all but the last `maximumFiringsPerAdvance` of a long stall). `deliver` runs the
    /// body with the due time (the timeline makes that time "now" for the body's input).
    func fire(upTo time: Double, deliver: (Double, (Double) -> Void) -> Void) {
        guard let due = nextTime, due <= time else { return }
        guard let interval else {
            nextTime = nil
            fireCount += 1
            deliver(due, body)
            return
        }
        // The last firing due by `time`; all but the last `maximumFiringsPerAdvance` are skipped.
        var last = Int(saturating: min(((time - first) / interval).rounded(.down), 1e9))
        while last > index, first + Double(last) * interval > time { last -= 1 }
        while last < 1_000_000_000, first + Double(last + 1) * interval <= time { last += 1 }
        let skipTo = max(index, last + 1 - Self.maximumFiringsPerAdvance)
        fireCount += skipTo - index
        index = skipTo
        let at = first + Double(index) * interval
        index += 1
        nextTime = first + Double(index) * interval
        fireCount += 1
        deliver(at, body)
    }
}

extension View {
    /// Calls `body` once, `seconds` after `start` (default: the host clock's now), with the time
    /// it was due. See `ViewTimer`.
    @discardableResult
    public func after(seconds: Double, from start: Double? = nil, _ body: @escaping (Double) -> Void) -> ViewTimer {
        let begin = start ?? host?.clock.now ?? 0
        return schedule(first: begin + max(0, seconds), interval: nil, body)
    }

    /// Calls `body` every `seconds` (at least 0.001), the first time at `startingAt` (default:
    /// one interval from the host clock's now), each with the time it was due, until cancelled.
    /// See `ViewTimer`.
    @discardableResult
    public func every(seconds: Double, startingAt first: Double? = nil, _ body: @escaping (Double) -> Void)
        -> ViewTimer
    {
        let interval = seconds.isFinite ? max(seconds, 0.001) : 1
        let start = first ?? ((host?.clock.now ?? 0) + interval)
        return schedule(first: start, interval: interval, body)
    }

    private func schedule(first: Double, interval: Double?, _ body: @escaping (Double) -> Void) -> ViewTimer {
        guard let host else {
            let timer = ViewTimer(view: self, first: first, interval: interval, order: 0, body: body)
            timer.cancel()
            return timer
        }
        return host.addTimer(for: self, first: first, interval: interval, body: body)
    }
}

extension ViewHost {
    func addTimer(for view: View, first: Double, interval: Double?, body: @escaping (Double) -> Void) -> ViewTimer {
        dirty = true
        return timeline.addTimer(for: view, first: first, interval: interval, body: body)
    }
}
