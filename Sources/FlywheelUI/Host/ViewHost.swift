import FlywheelCore
import Foundation

/// The window's side of the view tree: it owns the root view, routes input to views, keeps focus,
/// runs animations and per-frame tickers on its clock, and says when a new frame is needed.
/// Backends (the SDL window, the headless renderer, tests) drive it the same way:
///
/// ```swift
/// let host = ViewHost(size: Size(width: 400, height: 300), clock: VirtualClock())
/// host.rootView.addSubview(RatingControl())
/// host.handle(.pointer(PointerEvent(phase: .down, location: Point(x: 30, y: 20), timestamp: 0.1)))
/// host.advance(to: 0.1)          // animations, tickers, layout
/// if host.needsFrame { host.render(in: canvas) }
/// ```
public final class ViewHost {
    /// The view filling the window; add your views to it.
    public let rootView: View
    /// The time source of animations (a `VirtualClock` headless, `MonotonicClock` in a window).
    public let clock: Clock
    /// Measures text for layout; the backend sets it (tests may leave the estimating default).
    public var textMeasurer: TextMeasuring = EstimatingTextMeasurer()

    /// Called for every control event any control in this host sends, after its own handlers:
    /// the harness's status line and reports listen here.
    public var controlEventObserver: ((Control, ControlEvents) -> Void)?
    /// Called with key events no view handled (the harness binds 1–9, F1, F12 here).
    public var unhandledKeyHandler: ((KeyEvent) -> Bool)?
    /// Where controls play sounds and haptics (`View.playFeedback`): silent by default; a window
    /// sets an audio/rumble sink, tests a `RecordingFeedback`.
    public var feedback: FeedbackSink = NoFeedback()
    /// Told of every accessibility notification (`ViewHost+Accessibility.swift`): a platform
    /// bridge, or a test. Held weakly, as a delegate is. Nil (the default): nothing is built
    /// or posted, and controls pay one nil check per `.valueChanged`.
    public weak var accessibilityObserver: AccessibilityObserver?

    /// The player's locale, for what they read: numbers in its digits, separators and percent
    /// style (`numbers`), and the window's `layoutDirection` (right to left for Arabic, Hebrew,
    /// Persian …). Nil (the default): locale-free, "0.64" and "64%" as always, left to right. Set it
    /// before showing views; a view formats its numbers when its value changes.
    ///
    /// ```swift
    /// host.locale = Locale(identifier: "de")   // a slider's value reads "0,64"
    /// ```
    public var locale: Locale? {
        didSet {
            guard locale != oldValue else { return }
            numbers = LocalNumbers(locale: locale)
            // The locale's direction becomes the window's (set `layoutDirection` after it to differ).
            layoutDirection = locale.map(LayoutDirection.init(locale:)) ?? .leftToRight
            setNeedsFrame()
        }
    }
    /// How views write numbers for the player: `locale`'s form (`LocalNumbers.plain`, the
    /// locale-free one, when it is nil). Formatted strings are remembered, so redrawing the same
    /// value allocates nothing.
    public private(set) var numbers = LocalNumbers.plain

    /// The window size in points; changing it re-lays out the root view.
    public var size: Size {
        didSet {
            guard size != oldValue else { return }
            rootView.frame = Rect(origin: .zero, size: size)
            setNeedsFrame()
        }
    }

    /// True after keyboard navigation (a key a focused view took, or Tab), false after a pointer
    /// goes down: focus rings show only while the user drives the UI from the keyboard. A key
    /// only the app handles (`unhandledKeyHandler`: the harness's F1, F12) leaves it as it is.
    public internal(set) var showsFocusRing = false {
        didSet { if showsFocusRing != oldValue { focusedView?.setNeedsDisplay() } }
    }
    /// The view receiving key events.
    public internal(set) weak var focusedView: View?

    /// True when something changed since the last `render` or still moves.
    public var needsFrame: Bool { dirty || isAnimating }
    /// True while an animation or a ticking view wants frames.
    public var isAnimating: Bool { !animator.isEmpty || !tickers.isEmpty || hasGestureDeadline || hasPendingTimers }

    var dirty = true

    /// Draw only what changed (docs/rendering.md, "Damage"): each frame redraws the boxes of the
    /// views that changed, clipped to them. Off (the default for a bare host), every frame
    /// draws the whole tree. Turn it on only when the canvas keeps the last frame's pixels (the
    /// SDL backends decide this themselves).
    public var tracksDamage = false {
        didSet { if tracksDamage != oldValue { setNeedsFrame() } }
    }
    /// What the next (or the last) `render(in:)` draws: see `prepareDamage`.
    public internal(set) var damage = DamageRegion()
    /// Where changed views were, gathered until the next `prepareDamage`.
    var pendingDamage = DamageRegion()
    var needsFullDamage = true
    /// True when a view drew outside the damage the last `render(in:)` was clipped to (it drew
    /// further out than ever before): draw that frame again with `setNeedsFrame()`.
    public internal(set) var damageMissedDrawing = false
    var damagePrepared = false
    /// Whether views with `retainsLayer` keep their layers (the default). Off, they draw every
    /// time they are damaged, as any view does: for comparing (the harness's `--no-layers`).
    /// Frames are the same either way.
    public var usesRetainedLayers = true {
        didSet { if usesRetainedLayers != oldValue { setNeedsFrame() } }
    }
    /// Retained layers (`ViewHost+RetainedLayers.swift`): the views that keep one, in paint
    /// order (gathered by each damage pass, emptied once the frame is drawn), the changes noted
    /// since the last pass, and the paint order counter.
    var retainedViews: [View] = []
    var layerDamage: [LayerDamage] = []
    var layerDamageOverflowed = false
    var paintCount = 0
    /// Per damaged rectangle, the paint order of the layer that covers it whole (-1: none), and
    /// the rectangles no layer covers (`prepareLayerFloors`).
    var layerFloors: [Int] = []
    var uncoveredDamage: [Rect] = []
    var layerFloorsPrepared = false
    var pointerDownMonitors: [(token: PointerDownMonitorToken, body: (PointerEvent, View?) -> Void)] = []
    private var nextMonitorID = 1
    let animator = Animator()
    /// Ticking views in the order they started ticking (a dictionary's order changes from one
    /// process to the next, and which view ticks first can change what happens).
    private var tickers: [View] = []
    private var tickerScratch: [View] = []
    /// The views' timers (`ViewTimer`), fired at the start of `advance(to:)`.
    var timers: [ViewTimer] = []
    var nextTimerOrder = 0
    var pointerOwners: [Int: View] = [:]
    var touches: [Int: Touch] = [:]
    /// The gesture recognizers following each pointer (ViewHost+Gestures.swift).
    var gesturePointers: [Int: [GestureRecognizer]] = [:]
    /// Recognizers taking part in a gesture: following a pointer, between the taps of a multiple
    /// tap, or waiting on `require(toFail:)`.
    var activeRecognizers: [GestureRecognizer] = []

    /// The layout direction of every view that does not force its own
    /// (`View.layoutDirection`): left to right unless set, as before there was a choice.
    /// `LayoutDirection(locale:)` gives a locale's. Changing it lays out and redraws everything.
    ///
    /// ```swift
    /// host.layoutDirection = .rightToLeft   // tab bars start at the right, sliders fill from it
    /// ```
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet {
            guard layoutDirection != oldValue else { return }
            rootView.propagateLayoutDirectionChange()
            setNeedsFrame()
        }
    }

    public init(size: Size, clock: Clock) {
        self.clock = clock
        self.size = size
        rootView = View(frame: Rect(origin: .zero, size: size))
        rootView.accessibilityLabel = "root"
        rootView.accessibilityRole = .window
        rootView.setHost(self)
        retainedViews.reserveCapacity(16)
        layerDamage.reserveCapacity(Self.maximumLayerDamage)
        layerFloors.reserveCapacity(DamageRegion.maximumRectangles + 1)
        uncoveredDamage.reserveCapacity(DamageRegion.maximumRectangles + 1)
    }

    /// Asks for a new frame that redraws the whole window.
    public func setNeedsFrame() {
        dirty = true
        needsFullDamage = true
    }

    // MARK: Frames

    /// Runs animations and tickers up to `time`, then the layout pass.
    public func advance(to time: Double) {
        fireGestureDeadlines(through: time)
        fireTimers(through: time)
        if !animator.isEmpty {
            animator.advance(to: time)
            // An animation may change anything anywhere: the frame redraws the whole window.
            setNeedsFrame()
        }
        if !tickers.isEmpty {
            tickerScratch.removeAll(keepingCapacity: true)
            tickerScratch.append(contentsOf: tickers)
            // A view an earlier tick took out of the window this frame is not ticked: it may
            // reach for what went with it (a ring's spinner, freed at once).
            for v in tickerScratch where tickers.contains(where: { $0 === v }) {
                if !v.tick(at: time) { stopTicking(v) }
                // A tick moves what a retained layer's owner draws over it; one that changes
                // the layer's content says so with setNeedsDisplay().
                invalidate(v, keepingLayer: v.retainsLayer)
            }
            // Keep no views alive past this frame (a removed view must be free to go).
            tickerScratch.removeAll(keepingCapacity: true)
            dirty = true
        }
        rootView.layoutIfNeeded()
    }

    /// Draws the tree into `canvas` and clears the "needs frame" flag: all of it, or with
    /// `tracksDamage` only the `damage` rectangles (worked out here unless `prepareDamage` just
    /// did), each clipped to its rectangle. The canvas must still hold the last frame's pixels
    /// outside them.
    public func render(in canvas: Canvas) {
        if !damagePrepared { prepareDamage() }
        damagePrepared = false
        if damage.isFull {
            let check = canvas.textCheck
            let checksLayout = check.map { $0.checksLayout && (!$0.checksLayoutOnlyAtRest || !isAnimating) } ?? false
            if checksLayout { check?.beginLayoutFrame() }
            rootView.render(in: canvas)
            if checksLayout { check?.endLayoutFrame(root: rootView, window: Rect(origin: .zero, size: size)) }
        } else {
            if !layerFloorsPrepared { prepareLayerFloors(in: canvas) }
            for (r, floor) in zip(damage.rectangles, layerFloors) {
                canvas.beginDamageClip(r)
                rootView.render(in: canvas, within: r, floor: floor)
                canvas.endDamageClip()
            }
        }
        layerFloorsPrepared = false
        // Keep no views alive past this frame (a removed view must be free to go).
        retainedViews.removeAll(keepingCapacity: true)
        dirty = false
    }

    /// Calls `body` for every pointer-down, before it is routed, with the view drawn under it (the
    /// content under the pointer, even inside a scroll container that holds the touch for it):
    /// how a pop-up closes on a tap outside itself without stealing that tap from what is under it.
    @discardableResult
    public func addPointerDownMonitor(_ body: @escaping (PointerEvent, View?) -> Void) -> PointerDownMonitorToken {
        let token = PointerDownMonitorToken(id: nextMonitorID)
        nextMonitorID += 1
        pointerDownMonitors.append((token, body))
        return token
    }

    public func removePointerDownMonitor(_ token: PointerDownMonitorToken) {
        pointerDownMonitors.removeAll { $0.token == token }
    }

    /// How many pointer-down monitors are installed (leak checks).
    public var pointerDownMonitorCount: Int { pointerDownMonitors.count }

    func startTicking(_ view: View) {
        if !tickers.contains(where: { $0 === view }) { tickers.append(view) }
        dirty = true
    }

    private func stopTicking(_ view: View) {
        tickers.removeAll { $0 === view }
    }

    /// Starts a clock-driven animation; see `Animator.animate`.
    @discardableResult
    public func animate(
        duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
        update: @escaping (Double) -> Void, completion: ((Bool) -> Void)? = nil
    ) -> AnimationToken {
        dirty = true
        return animator.animate(
            start: clock.now + max(0, delay), duration: duration, curve: curve,
            update: update, completion: completion)
    }

    /// Stops an animation; its completion is called with `false`.
    public func cancelAnimation(_ token: AnimationToken) { animator.cancel(token) }

    func viewWasDetached(_ view: View) {
        stopTicking(view)
        if !timers.isEmpty { cancelTimers(of: view) }
        if !view.gestureRecognizers.isEmpty { forgetRecognizers(view.gestureRecognizers) }
        // In pointer order, not the dictionary's (which changes from one process to the next).
        for id in pointerOwners.keys.sorted() where pointerOwners[id] === view {
            if let t = touches[id] { view.pointerCancelled(t) }
            pointerOwners[id] = nil
            touches[id] = nil
        }
        if let f = focusedView, f === view { focusedView = nil }
    }
}

/// Identifies a pointer-down monitor added to a host.
public struct PointerDownMonitorToken: Hashable, Sendable {
    let id: Int
}
