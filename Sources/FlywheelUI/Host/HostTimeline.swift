import FlywheelCore

/// What runs on a host's clock: clock-driven animations (`Animator`), ticking views
/// (`View.startTicking`) and the views' timers (`ViewTimer`). `ViewHost.advance(to:)` runs them
/// in a fixed order — gesture deadlines, timers, animations, ticks — so what happens is the
/// same at any frame rate; while any of them waits, the host wants frames.
final class HostTimeline {
    let animator = Animator()
    /// Ticking views in the order they started ticking (a dictionary's order changes from one
    /// process to the next, and which view ticks first can change what happens).
    private var tickers: [View] = []
    private var tickerScratch: [View] = []
    /// The views' timers, fired at the start of `advance(to:)`.
    private var timers: [ViewTimer] = []
    /// The due time of the timer firing now, so whatever its body does (a held key's repeat, a
    /// hold-to-step control's step, a delayed close) acts at that time, not at the frame that
    /// fired it (`ViewHost.inputNow`); nil outside a timer.
    private(set) var timerInputTime: Double?
    private var nextTimerOrder = 0

    /// Whether an animation, a ticking view or a timer waits for time to pass.
    var isRunning: Bool { !animator.isEmpty || !tickers.isEmpty || hasPendingTimers }

    var hasTickers: Bool { !tickers.isEmpty }

    func startTicking(_ view: View) {
        if !tickers.contains(where: { $0 === view }) { tickers.append(view) }
    }

    func stopTicking(_ view: View) {
        tickers.removeAll { $0 === view }
    }

    /// Ticks every ticking view at `time`, in the order they started, and calls `ticked` for
    /// each. A view an earlier tick took out of the window this frame is not ticked: it may
    /// reach for what went with it (a ring's spinner, freed at once). A view whose tick returns
    /// false stops ticking.
    func tick(at time: Double, ticked: (View) -> Void) {
        tickerScratch.removeAll(keepingCapacity: true)
        tickerScratch.append(contentsOf: tickers)
        for v in tickerScratch where tickers.contains(where: { $0 === v }) {
            if !v.tick(at: time) { stopTicking(v) }
            ticked(v)
        }
        // Keep no views alive past this frame (a removed view must be free to go).
        tickerScratch.removeAll(keepingCapacity: true)
    }

    func addTimer(for view: View, first: Double, interval: Double?, body: @escaping (Double) -> Void) -> ViewTimer {
        nextTimerOrder += 1
        let timer = ViewTimer(view: view, first: first, interval: interval, order: nextTimerOrder, body: body)
        timers.append(timer)
        return timer
    }

    /// Whether a timer is waiting to fire (the host then wants frames, as it does while ticking).
    var hasPendingTimers: Bool {
        timers.contains { $0.nextTime != nil && $0.view != nil }
    }

    /// Fires every timer of `host`'s views due by `time`, the earliest first (ties: the first
    /// made), each at its own due time; a timer a firing makes or moves is fired too if due.
    /// Bounded per call. Returns whether any fired.
    func fireTimers(through time: Double, host: ViewHost) -> Bool {
        guard !timers.isEmpty, time.isFinite else { return false }
        var fired = false
        for _ in 0..<10_000 {
            timers.removeAll { $0.nextTime == nil || $0.view?.host !== host }
            var next: ViewTimer?
            for t in timers {
                guard let due = t.nextTime, due <= time else { continue }
                if let n = next, let nDue = n.nextTime, nDue < due || (nDue == due && n.order < t.order) { continue }
                next = t
            }
            guard let timer = next else { break }
            timer.fire(upTo: time) { due, body in
                let outer = timerInputTime
                timerInputTime = due
                defer { timerInputTime = outer }
                body(due)
            }
            fired = true
        }
        return fired
    }

    /// Stops `view`, leaving the host, from ticking and cancels its timers.
    func forget(_ view: View) {
        stopTicking(view)
        guard !timers.isEmpty else { return }
        for t in timers where t.view === view || t.view == nil { t.cancel() }
        timers.removeAll { $0.nextTime == nil }
    }
}
