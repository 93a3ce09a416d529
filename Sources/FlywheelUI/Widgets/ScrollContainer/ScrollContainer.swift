import FlywheelCore

/// What a `ScrollContainer` tells its delegate, one event at a time
/// (`scrollContainer(_:didReport:)`).
///
/// `didTap` and `didCrossInto` aside, the events come in UIScrollView's order. A drag:
/// `willBeginDragging` → `didScroll` per move → `didEndDragging(willDecelerate:)` → (if it moves
/// on) `willBeginDecelerating` → `didScroll` per frame → `didEndDecelerating`. A move from code
/// (`animateContentOffset`): `didScroll` per frame → `didEndScrollingAnimation`.
public enum ScrollContainerEvent: Sendable, Equatable {
    case didScroll
    case willBeginDragging
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation
    /// A tap that no content view took, at `point` in content coordinates (`contentOffset`
    /// included).
    case didTap(at: Point)
    /// The content passed the middle between two items (`itemLength` apart; see
    /// `ScrollContainer.itemLength`): every one in order, at the moment the driver crossed it,
    /// whatever the frame rate. `item` counts items from offset 0 (modulo the period when
    /// wrapping).
    case didCrossInto(item: Int, at: Double)
}

/// Hears a `ScrollContainer`: its events, and a question at each touch-down on content.
///
/// ```swift
/// final class Log: ScrollContainerDelegate {
///     func scrollContainer(_ container: ScrollContainer, didReport event: ScrollContainerEvent) {
///         if event == .didScroll { print(container.axisOffset) }
///     }
/// }
/// ```
public protocol ScrollContainerDelegate: AnyObject {
    /// One event (see `ScrollContainerEvent` for the order they come in).
    func scrollContainer(_ container: ScrollContainer, didReport event: ScrollContainerEvent)
    /// Asked when a pointer goes down on the content (`view` is the deepest content view under
    /// it, nil for empty content): whether a tap there may be reported. Default true.
    func scrollContainer(_ container: ScrollContainer, shouldRecognizeTapOn view: View?) -> Bool
}

extension ScrollContainerDelegate {
    public func scrollContainer(_ container: ScrollContainer, shouldRecognizeTapOn view: View?) -> Bool { true }
}

/// A scrolling viewport along one axis: UIScrollView's part in SwipeView. Its `bounds.origin` is
/// the content offset; subviews are content, placed in content coordinates.
///
/// Sections: state, API and the pointer hooks (this file) · the motion driver, offsets and frames
/// (`+Motion`) · hit testing, the touch's helpers, wheel and keys (`+Input`).
///
/// **Motion.** One `MotionDriver` does all of it; one detent is one page (`pageLength`, the
/// viewport's length along the axis, unless `detentLength` says otherwise):
/// - paging (`isPagingEnabled`): a release settles on a page, at most one page from where the
///   drag began, chosen by the fling's velocity and position; content that ends part-way into
///   its last page has a final partial page (the driver's `rules.boundedEnd`);
/// - free scrolling: momentum that decays by `decelerationRate` per millisecond
///   (`DecelerationRate.normal` 0.998, `.fast` 0.990), resting anywhere; every release coasts
///   and travels UIScrollView's distance (see `freeScrollRestSpeed`), whatever the page length;
/// - `bounces`: a rubber band past the ends (a hard stop otherwise); `alwaysBounces` lets a
///   drag stretch even when the content fits;
/// - `wrapPeriod`: the content repeats every `wrapPeriod` points (the driver's wrapping domain);
///   the offset is kept in `[wrapPeriod, 2·wrapPeriod)`, so content laid out three periods long
///   always has a copy either side of the viewport.
///
/// **Clipping.** The container clips its content to the viewport (`clipsToBounds` starts
/// true; a container that another view clips, as SwipeView's, may turn it off): content
/// scrolled out of the viewport neither draws nor takes a pointer there.
///
/// **Touches.** A pointer that moves more than `dragThreshold` points scrolls (if
/// `isScrollEnabled` and there is somewhere to go). With `delaysContentTouches` (the default) the
/// container holds a touch-down for `contentTouchDelay` seconds before content (a button) sees
/// it, so a drag that starts on a button scrolls and a quick tap still presses it: the held
/// touch is replayed on release. Once content has the touch, a drag takes it back (the content
/// sees a cancel) unless the content is a `Control`, which keeps it, as UIKit does. A touch that
/// no content view takes is a tap (`ScrollContainerEvent.didTap(at:)`). A touch on a moving
/// container stops it and is not a tap.
/// Mouse wheel and trackpad scroll it (`wheelPointsPerUnit`; a page per notch when paging);
/// when focused, arrow keys and PageUp/PageDown move one page, Home/End go to the ends. Keys and
/// paging wheel notches move as code does (`keyScrollDuration` on the ease, `didScroll`… then
/// `didEndScrollingAnimation`); a touch-down on content asks the delegate
/// `scrollContainer(_:shouldRecognizeTapOn:)` even when it stops a motion (that touch is then
/// not a tap).
///
/// ```swift
/// let scroller = ScrollContainer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
/// scroller.contentSize = Size(width: 1500, height: 200)
/// scroller.isPagingEnabled = true
/// scroller.delegate = self
/// scroller.animateContentOffset(by: 300, duration: 0.3)   // one page on
/// ```
public final class ScrollContainer: View {
    /// UIScrollView's deceleration rates (fraction of the speed kept per millisecond).
    public enum DecelerationRate {
        public static let normal = 0.998
        public static let fast = 0.990
    }

    public weak var delegate: ScrollContainerDelegate?

    /// Tells the delegate `event`.
    func report(_ event: ScrollContainerEvent) { delegate?.scrollContainer(self, didReport: event) }

    /// Scrolls along y instead of x.
    public var isVertical = false { didSet { if isVertical != oldValue { configureDriver() } } }
    /// The size of the content; only the length along the axis matters for scrolling.
    public var contentSize: Size = .zero { didSet { if contentSize != oldValue { configureDriver() } } }
    /// Releases settle on whole pages.
    public var isPagingEnabled = false { didSet { if isPagingEnabled != oldValue { configureDriver() } } }
    /// Rubber band past the ends (else a hard stop).
    public var bounces = true { didSet { if bounces != oldValue { configureDriver() } } }
    /// A drag may stretch (with `bounces`) even when the content is no longer than the viewport.
    public var alwaysBounces = false
    /// When false, user drags do nothing; offsets from code still work.
    public var isScrollEnabled = true
    /// Hold touches on content for `contentTouchDelay` (see the type's discussion).
    public var delaysContentTouches = true
    /// Scrolls to show content that asks to be seen (`reveal`, `View.scrollIntoView`: keyboard
    /// focus). A container inside a view that pages it itself (SwipeView's) turns it off.
    public var revealsContent = true
    /// Seconds a still touch is held before content sees it.
    public var contentTouchDelay = 0.15
    /// Points a pointer must move before it scrolls (`PointerSlop.scroll`, farther than a
    /// wheel's drag slop so that buttons in the content still get their taps).
    public var dragThreshold = PointerSlop.scroll
    /// Seconds of the eased move of a key (a page, or an end on Home and End) or a wheel notch
    /// while paging: the move from code's ease and callbacks, as `SwipeView.scrollToItem` does.
    public static let keyScrollDuration = 0.3
    /// Points per second below which a free (not paging) coast has come to rest: UIScrollView's
    /// coast ends when the speed is below about one point per second. A coast released at `v`
    /// points per second travels `(v - freeScrollRestSpeed)/k` points (`k = -1000·ln d`), so
    /// within a point of UIScrollView's `v/1000 · d/(1-d)` projection at any page length.
    public static let freeScrollRestSpeed = 1.0
    /// Points scrolled per unit of mouse-wheel motion (free scrolling; paging turns one page).
    public var wheelPointsPerUnit = 40.0
    /// The valid range of `decelerationRate` (the feel's).
    public static let decelerationRates = 0.9...0.99999
    /// Fraction of the speed kept per millisecond while coasting (in `decelerationRates`; other
    /// values are ignored here — `SwipeView.decelerationRate` refuses them with a message).
    public var decelerationRate = DecelerationRate.normal {
        didSet {
            if !Self.decelerationRates.contains(decelerationRate) {
                decelerationRate = oldValue
            } else if decelerationRate != oldValue {
                configureDriver()
            }
        }
    }
    /// The curve a release coasts along: `.exponential` (UIScrollView, with `decelerationRate`) or
    /// `.androidSpline` (Android's fling, one point as one dp; `decelerationRate` is then unused).
    ///
    /// ```swift
    /// scroller.decayModel = .androidSpline   // coast as an Android list does
    /// ```
    public var decayModel = FeelParameters.DecayModel.exponential {
        didSet { if decayModel != oldValue { configureDriver() } }
    }
    /// The content repeats every `wrapPeriod` points (nil or ≤ 0: it does not).
    public var wrapPeriod: Double? { didSet { if wrapPeriod != oldValue { configureDriver() } } }
    /// The length of one detent (a page) along the axis, if not the viewport's length.
    public var detentLength: Double? { didSet { if detentLength != oldValue { configureDriver() } } }
    /// The length of one item along the axis, if a detent holds several (a page of items): the
    /// driver's crossings are reported to `scrollContainer(_:didCrossInto:at:)` per item
    /// (`MotionDriver.crossingSubdivisions`, the whole number of items nearest one detent).
    public var itemLength: Double? { didSet { if itemLength != oldValue { configureDriver() } } }
    /// Points per second the content drifts along the axis whenever nothing else moves it
    /// (SwipeView's autoscroll): the driver's drift, paused by drags and motions and resumed
    /// after them (`MotionDriver.drift(velocity:at:)`). 0 (or not finite) for none.
    public var drift = 0.0 {
        didSet {
            if !drift.isFinite { drift = 0 }
            if drift != oldValue { configureDriver() }
        }
    }

    /// A finger is scrolling the content.
    public internal(set) var isDragging = false
    /// Moving by itself after a user's drag (not a move from code, a key or a wheel notch).
    public var isDecelerating: Bool { driver.isMoving && !driver.motionIsFromCode }
    /// Moving because code asked (`animateContentOffset`), or a key or wheel notch did.
    public var isAnimatingFromCode: Bool { driver.isMoving && driver.motionIsFromCode }

    /// The one motion driver (positions in detents of `effectiveDetentLength` points). Internal:
    /// moving it directly would bypass the offset, the callbacks and the tick; callers use
    /// `setAxisOffset`, `animateContentOffset(by:duration:)`, `stopMotion()` and the state
    /// properties above.
    var driver = MotionDriver(itemCount: 1, wraps: false)

    // Touch state (see +Input).
    /// The finger followed (window coordinates), a drag once past `dragThreshold`.
    var track: PointerTrack?
    var pendingTarget: View?
    var heldTouch: Touch?
    var tapAllowed = false
    var touchStoppedMotion = false
    var contentOwner: View?

    /// Clips its content to the viewport (`clipsToBounds` starts true): scrolled content never
    /// draws over what lies beside the container, and is hit only where it shows.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        configureDriver()
    }

    // MARK: Offsets

    /// The content offset (`bounds.origin`).
    public var contentOffset: Point { bounds.origin }

    /// The content offset along the axis, in points.
    public var axisOffset: Double { isVertical ? bounds.origin.y : bounds.origin.x }

    /// The viewport's length along the axis.
    public var pageLength: Double { isVertical ? bounds.height : bounds.width }

    /// The largest offset a bounded container rests at: content length minus viewport, at least 0.
    public var maximumOffset: Double {
        let content = isVertical ? contentSize.height : contentSize.width
        let value = content - pageLength
        return value.isFinite ? max(0, value) : 0
    }

    /// Puts the content at `offset` (points along the axis) at once, stopping any motion; clamped
    /// to `0...maximumOffset` unless wrapping. `reportsScroll: false` sets it silently (no
    /// `didScroll`). Non-finite offsets are ignored.
    public func setAxisOffset(_ offset: Double, reportsScroll: Bool = true) {
        guard offset.isFinite else { return }
        driver.jump(to: offset / effectiveDetentLength, at: now)
        applyDriverOffset(reports: reportsScroll)
    }

    /// Moves the content by `delta` points in exactly `duration` seconds on the cubic
    /// ease-in-out (`EasedMove`), from code; `didScroll` every frame, then
    /// `didEndScrollingAnimation`. Clamped to the range unless wrapping (wrapping moves the
    /// unwrapped offset, so a delta of one period goes once round). A duration ≤ 0 jumps.
    public func animateContentOffset(by delta: Double, duration: Double) {
        guard delta.isFinite, duration.isFinite else { return }
        let t = now
        driver.advance(to: t)
        let target = driver.position + delta / effectiveDetentLength
        if duration <= 0 {
            driver.jump(to: target, at: t)
            applyDriverOffset(reports: true)
            return
        }
        driver.animate(to: target, duration: duration, fromCode: true, at: t)
        startTicking()
    }

    /// Stops any motion where it is (a drag in progress is abandoned).
    public func stopMotion() {
        if isDragging { isDragging = false }
        driver.stop(at: now)
        applyDriverOffset(reports: true)
    }

    // MARK: View

    override func boundsDidChange(from old: Rect) {
        super.boundsDidChange(from: old)
        if old.size != bounds.size { configureDriver() }
    }

    public override var canBecomeFocused: Bool { isScrollEnabled && !isHidden }

    public override func tick(at time: Double) -> Bool { tickMotion(at: time) }

    public override func didMoveToHost() {
        if host == nil { abandonTouch() } else { resumeMotion() }
    }

    public override func hitTest(_ point: Point) -> View? { containerHitTest(point) }
    /// Scrolls `rect` (content coordinates) into the viewport (`+Reveal`).
    ///
    /// ```swift
    /// page.reveal(button.frame, animated: true)   // the button comes into the viewport
    /// ```
    public override func reveal(_ rect: Rect, animated: Bool) -> Rect { revealContent(rect, animated: animated) }
    public override func gestureTarget(at point: Point) -> View { contentGestureTarget(at: point) }
    public override func handleWheel(_ event: WheelEvent) -> Bool { scrollWheel(event) }
    public override func handleKey(_ event: KeyEvent) -> Bool { pressKey(event) }

    // MARK: Pointer (View's hooks; see docs/architecture.md, "Pointer input: one vocabulary")

    /// Takes every pointer that reaches it: stops a moving container, holds the touch for the
    /// content under it (or hands it at once to content that takes it so, a slider's thumb).
    public override func pointerDown(_ touch: Touch) -> Bool {
        guard track == nil else { return false }
        let t = driver.inputTime(touch.timestamp)
        driver.advance(to: t)
        applyDriverOffset(reports: true)
        track = PointerTrack(pointerID: touch.id, start: touch.startLocationInWindow, startTime: t)
        heldTouch = touch
        contentOwner = nil
        touchStoppedMotion = driver.isMoving
        if touchStoppedMotion {
            // Grabbing a moving container stops it; lifting without a drag settles it.
            driver.beginDrag(.items(finger(touch)), at: t)
            applyDriverOffset(reports: true)
        }
        let target = contentHitTest(touch.location(in: self))
        // Asked at every touch-down (the original's tap admission); a touch that stops a motion
        // is never a tap (UIScrollView's rule).
        let admitted = delegate?.scrollContainer(self, shouldRecognizeTapOn: target) ?? true
        tapAllowed = !touchStoppedMotion && admitted
        pendingTarget = delaysContentTouches ? target : nil
        if let target, pendingTarget != nil, !touchStoppedMotion,
            let taker = viewTakingPointerAtOnce(touch, from: target)
        {
            // A slider's thumb: the content has the touch now, so a drag from it slides (a touch
            // that stops a moving container only stops it, as on any other content).
            pendingTarget = nil
            contentOwner = forwardDown(touch, to: taker)
            if contentOwner != nil { tapAllowed = false }
        }
        if pendingTarget != nil { startTicking() }
        return true
    }

    /// Past `dragThreshold` a drag scrolls (content that had the touch is cancelled, unless it is
    /// a `Control`); before that, or where it cannot scroll, the content has the move. Content
    /// that had the touch and has left the container ends the touch: it is cancelled.
    public override func pointerMoved(_ touch: Touch) {
        guard track?.follows(touch) == true else { return }
        if contentOwnerHasLeft { return pointerCancelled(touch) }
        let t = driver.inputTime(touch.timestamp)
        heldTouch = touch
        if isDragging {
            driver.drag(.items(finger(touch)), at: t)
            applyDriverOffset(reports: true)
            return
        }
        if track?.move(to: touch.locationInWindow, reaching: dragThreshold) == true { tapAllowed = false }
        guard track?.isDrag == true else {
            contentOwner?.pointerMoved(touch)
            return
        }
        if canDrag, !(contentOwner is Control) {
            if let owner = contentOwner {
                contentOwner = nil
                owner.pointerCancelled(touch)
            }
            pendingTarget = nil
            beginUserDrag(touch, at: t)
            return
        }
        if contentOwner == nil, let target = pendingTarget {
            // Nowhere to scroll: the content has the touch after all.
            pendingTarget = nil
            contentOwner = forwardDown(touch, to: target)
        }
        contentOwner?.pointerMoved(touch)
    }

    /// A drag is released (a fling, a page turn); otherwise the lift goes to the content that had
    /// the touch, or replays a held touch to it, or is a tap on the container.
    public override func pointerUp(_ touch: Touch) {
        guard track?.follows(touch) == true else { return }
        if contentOwnerHasLeft { return pointerCancelled(touch) }
        let t = driver.inputTime(touch.timestamp)
        defer { forgetTouch() }
        if isDragging {
            isDragging = false
            release(at: t, endsDrag: true)
        } else if let owner = contentOwner {
            contentOwner = nil
            owner.pointerUp(touch)
        } else if driver.isDragging {
            release(at: t, endsDrag: false)
        } else if let target = pendingTarget, let claimer = forwardDown(touch, to: target) {
            pendingTarget = nil
            claimer.pointerUp(touch)
        } else if tapAllowed {
            report(.didTap(at: touch.location(in: self)))
        }
    }

    public override func pointerCancelled(_ touch: Touch) {
        guard track?.follows(touch) == true else { return }
        let t = driver.inputTime(touch.timestamp)
        defer { forgetTouch() }
        if let owner = contentOwner {
            contentOwner = nil
            owner.pointerCancelled(touch)
        }
        if driver.isDragging {
            let wasDragging = isDragging
            isDragging = false
            driver.cancelDrag(at: t)
            settleAfterRelease(at: t, endsDrag: wasDragging)
        }
    }
}
