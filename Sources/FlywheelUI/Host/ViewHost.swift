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
///
/// Its state is grouped by concern, each type with its rules (docs/architecture.md, "Where
/// state lives"): `HostLocale`, `KeyboardFocus`, `DamageTracker`, `RetainedLayers`,
/// `PointerRouting`, `HostTimeline`. Its behaviour over them, by file:
/// - `ViewHost+Frames.swift` — a frame: `planFrame`, `draw`, `render(in:)` (`FramePlan`).
/// - `ViewHost+Input.swift` — routing pointers, wheel and keys; focus moves.
/// - `ViewHost+Gestures.swift` — gesture recognizers' side of pointer routing.
/// - `ViewTimer.swift` — timers views make on the host's clock.
/// - `ViewHost+Accessibility.swift` (in Accessibility/) — notifications and the reader's tree.
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
    /// Called with key events no view handled (the harness binds 1–9, F1, F12 here); return
    /// true when the app used the key (`handle(_:)` then reports it used).
    public var unhandledKeyHandler: ((KeyEvent) -> Bool)?
    /// How held arrow keys and D-pad directions repeat (`KeyRepeat.standard`: 0.4 s, then every
    /// 0.1 s); nil: no repeats, and the platform's own auto-repeat passes through.
    public var keyRepeat: KeyRepeat? = .standard {
        didSet { if keyRepeat != oldValue { endKeyRepeat() } }
    }
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
        get { reading.locale }
        set {
            let direction = reading.layoutDirection
            guard reading.setLocale(newValue) else { return }
            // The locale's direction becomes the window's (set `layoutDirection` after it to differ).
            if reading.layoutDirection != direction { rootView.propagateLayoutDirectionChange() }
            setNeedsFrame()
        }
    }
    /// How views write numbers for the player: `locale`'s form (`LocalNumbers.plain`, the
    /// locale-free one, when it is nil). Formatted strings are remembered, so redrawing the same
    /// value allocates nothing.
    public var numbers: LocalNumbers { reading.numbers }

    /// The layout direction of every view that does not force its own
    /// (`View.layoutDirection`): left to right unless set, as before there was a choice.
    /// `LayoutDirection(locale:)` gives a locale's. Changing it lays out and redraws everything.
    ///
    /// ```swift
    /// host.layoutDirection = .rightToLeft   // tab bars start at the right, sliders fill from it
    /// ```
    public var layoutDirection: LayoutDirection {
        get { reading.layoutDirection }
        set { changeSetting(\.reading.layoutDirection, to: newValue) { rootView.propagateLayoutDirectionChange() } }
    }

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
    public internal(set) var showsFocusRing: Bool {
        get { focus.showsRing }
        set { focus.setShowsRing(newValue) }
    }
    /// The game controller that drove the UI last (its button, its stick), so feedback rumbles
    /// that pad only; nil once the mouse, a touch or the keyboard acts.
    public internal(set) var actingPad: PadID?
    /// The view receiving key events.
    public internal(set) var focusedView: View? {
        get { focus.view }
        set { focus.view = newValue }
    }

    /// True when something changed since the last frame was drawn, or still moves.
    public var needsFrame: Bool { dirty || isAnimating }
    /// True while an animation, a ticking view, a timer or a gesture's deadline wants frames.
    public var isAnimating: Bool { timeline.isRunning || pointers.hasGestureDeadline }

    /// Something changed since the last frame was drawn.
    var dirty: Bool {
        get { damageTracker.isDirty }
        set { damageTracker.isDirty = newValue }
    }

    /// Draw only what changed (docs/rendering.md, "Damage"): each frame redraws the boxes of the
    /// views that changed, clipped to them. Off (the default for a bare host), every frame
    /// draws the whole tree. Turn it on only when the canvas keeps the last frame's pixels (the
    /// SDL backends decide this themselves).
    public var tracksDamage: Bool {
        get { damageTracker.isOn }
        set { changeSetting(\.damageTracker.isOn, to: newValue) }
    }
    /// What the last planned frame redraws (`planFrame(in:pixelScale:)`).
    public var damage: DamageRegion { damageTracker.region }
    /// True when a view drew outside the damage the last frame was clipped to (it drew further
    /// out than ever before): draw that frame again with `setNeedsFrame()`.
    public var damageMissedDrawing: Bool { damageTracker.missedDrawing }
    /// Whether views with `retainsLayer` keep their layers (the default). Off, they draw every
    /// time they are damaged, as any view does: for comparing (the harness's `--no-layers`).
    /// Frames are the same either way.
    public var usesRetainedLayers: Bool {
        get { layers.isOn }
        set { changeSetting(\.layers.isOn, to: newValue) }
    }

    /// Writes a host-wide setting (`layoutDirection`, `tracksDamage`, `usesRetainedLayers`):
    /// when `value` changes it, runs `changed` and asks for a frame; the same value does nothing.
    private func changeSetting<Value: Equatable>(
        _ setting: ReferenceWritableKeyPath<ViewHost, Value>, to value: Value, then changed: () -> Void = {}
    ) {
        guard self[keyPath: setting] != value else { return }
        self[keyPath: setting] = value
        changed()
        setNeedsFrame()
    }

    // State, grouped by concern; each type keeps its own rules (docs/architecture.md, "Where
    // state lives").
    /// The player's locale, its numbers and the layout direction.
    var reading = HostLocale()
    /// Keyboard focus and its ring.
    let focus = KeyboardFocus()
    /// Whether a frame is needed, and what it redraws.
    let damageTracker = DamageTracker()
    /// The retained layers' bookkeeping.
    let layers = RetainedLayers()
    /// Pointer owners, touches, pointer-down monitors and gesture recognizers.
    let pointers = PointerRouting()
    /// Animations, ticking views and timers.
    let timeline = HostTimeline()
    /// The held key being repeated.
    let heldKey = HeldKey()
    /// Key presses (key and pad) the UI used and that are still down: their release is used too.
    var usedKeyPresses: Set<KeyPress> = []

    public init(size: Size, clock: Clock) {
        self.clock = clock
        self.size = size
        rootView = View(frame: Rect(origin: .zero, size: size))
        rootView.accessibilityLabel = "root"
        rootView.accessibilityRole = .window
        rootView.setHost(self)
    }

    /// Asks for a new frame that redraws the whole window.
    public func setNeedsFrame() {
        damageTracker.wholeWindowChanged()
    }

    // MARK: Frames

    /// Runs gesture deadlines, timers, animations and tickers up to `time`, then the layout pass.
    public func advance(to time: Double) {
        fireGestureDeadlines(through: time)
        if timeline.fireTimers(through: time, host: self) { dirty = true }
        if !timeline.animator.isEmpty {
            timeline.animator.advance(to: time)
            // An animation may change anything anywhere: the frame redraws the whole window.
            setNeedsFrame()
        }
        if timeline.hasTickers {
            // A tick moves what a retained layer's owner draws over it; one that changes the
            // layer's content says so with setNeedsDisplay().
            timeline.tick(at: time) { invalidate($0, keepingLayer: $0.retainsLayer) }
            dirty = true
        }
        rootView.layoutIfNeeded()
    }

    /// Calls `body` for every pointer-down, before it is routed, with the view drawn under it (the
    /// content under the pointer, even inside a scroll container that holds the touch for it):
    /// how a pop-up closes on a tap outside itself without stealing that tap from what is under it.
    @discardableResult
    public func addPointerDownMonitor(_ body: @escaping (PointerEvent, View?) -> Void) -> PointerDownMonitorToken {
        pointers.addMonitor(body)
    }

    public func removePointerDownMonitor(_ token: PointerDownMonitorToken) {
        pointers.removeMonitor(token)
    }

    /// How many pointer-down monitors are installed (leak checks).
    public var pointerDownMonitorCount: Int { pointers.monitors.count }

    func startTicking(_ view: View) {
        timeline.startTicking(view)
        dirty = true
    }

    /// Starts a clock-driven animation; see `Animator.animate`.
    @discardableResult
    public func animate(
        duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
        update: @escaping (Double) -> Void, completion: ((Bool) -> Void)? = nil
    ) -> AnimationToken {
        dirty = true
        return timeline.animator.animate(
            start: clock.now + max(0, delay), duration: duration, curve: curve,
            update: update, completion: completion)
    }

    /// The host's animations (`HostTimeline.animator`; leak checks count them).
    var animator: Animator { timeline.animator }

    /// Stops an animation; its completion is called with `false`.
    public func cancelAnimation(_ token: AnimationToken) { timeline.animator.cancel(token) }

    func viewWasDetached(_ view: View) {
        timeline.forget(view)
        if !view.gestureRecognizers.isEmpty { forgetRecognizers(view.gestureRecognizers) }
        // In pointer order, not the dictionary's (which changes from one process to the next).
        for id in pointers.owners.keys.sorted() where pointers.owners[id] === view {
            if let t = pointers.touches[id] { view.pointerCancelled(t) }
            pointers.release(id)
        }
        if let f = focusedView, f === view {
            focusedView = nil
            endKeyRepeat()
        }
    }
}
