import FlywheelCore

/// Where a gesture recognizer is: UIKit's UIGestureRecognizer.State.
///
/// A discrete gesture (a tap, a swipe) goes `possible → recognized` (`recognized` is `ended`)
/// or `possible → failed`; a continuous one (a pan, a long press) goes `possible → began →
/// changed… → ended` (or `cancelled` when its pointer is cancelled), or `possible → failed`.
public enum GestureRecognizerState: Sendable, Equatable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture's success: the same state as `ended`, as in UIKit.
    public static let recognized = GestureRecognizerState.ended
}

/// Watches the pointers that go down on its view (or the view's subviews) for a gesture, and
/// calls `action` as the gesture's state moves: UIKit's UIGestureRecognizer, on FlywheelUI's
/// one finger-tracking vocabulary (a `PointerTrack` for the pointer it follows, `PointerSlop` for
/// how far a press may wander, time from the events' timestamps and the host's frames, never a
/// clock of its own).
///
/// The kinds: `TapGestureRecognizer` (one or more taps), `LongPressGestureRecognizer`,
/// `PanGestureRecognizer` and `SwipeGestureRecognizer`. Attach one with
/// `View.addGestureRecognizer(_:)`.
///
/// **Sharing a pointer** (docs/widgets.md, "Gesture recognizers"):
/// - a pointer going down is seen by the recognizers of the view under it and of that view's
///   ancestors, alongside the view that takes it; a scroller that holds touches for its content
///   counts the content view under the pointer as the view under it;
/// - a pointer that goes down on an enabled `Control` is the control's: recognizers on the
///   control's ancestors do not see it (recognizers attached to the control itself do);
/// - when a recognizer begins (or a discrete one is recognized) it claims its pointer: with
///   `cancelsTouchesInView` (the default) the view that had the pointer (a control, a scroller)
///   gets a cancel and sees no more of it, and the other recognizers following it fail;
/// - `require(toFail:)` holds a recognition back until the other recognizer fails (a single tap
///   that waits for a double tap), and makes it fail if the other is recognized.
///
/// **Time.** Everything a recognizer decides happens at an event's time or at a deadline it
/// set (a long press's `minimumPressDuration`, the gap a multiple tap allows); the host fires a
/// deadline at its exact time, before any later event and on any frame past it, so what is
/// recognized does not depend on the frame rate.
///
/// **Hooks.** A recognizer of your own overrides the same pointer hooks a `View` does:
/// `pointerDown`, `pointerMoved`, `pointerUp` and `pointerCancelled`, and moves its `state` with
/// `transition(to:at:)`.
///
/// **Why the widgets are not built on recognizers** (docs/architecture.md, "Pointer input: one
/// vocabulary"): the controls keep UIKit's tracking and control events (`Control`), which a
/// recognizer does not send; a recognizer that begins claims its pointer and fails every other
/// recognizer following it, which a scroller or the spinner's ring must not do to the
/// recognizers of your own views; the pointer routing stops at a control, which a scroller's
/// drag must not; and the widgets act at the press itself and measure slop in their own
/// coordinates, where a recognizer reports only state changes and measures in window points.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2) { _ in print("double") }
/// let singleTap = TapGestureRecognizer { _ in print("single") }
/// singleTap.require(toFail: doubleTap)
/// tile.addGestureRecognizer(doubleTap)
/// tile.addGestureRecognizer(singleTap)
/// ```
open class GestureRecognizer {
    /// The view it is attached to (set by `View.addGestureRecognizer`).
    public internal(set) weak var view: View?
    /// Where the gesture is.
    public internal(set) var state: GestureRecognizerState = .possible
    /// Called on every state change but `failed` and back to `possible`, with the recognizer.
    public var action: ((GestureRecognizer) -> Void)?
    /// A disabled recognizer sees no pointers; disabling one mid-gesture cancels (or fails) it.
    public var isEnabled = true {
        didSet { if !isEnabled, oldValue { abandon(at: lastTouch?.timestamp ?? 0) } }
    }
    /// When the gesture begins (or is recognized), the view that had the pointer gets a cancel.
    public var cancelsTouchesInView = true

    /// The pointer followed, from where it went down (window points).
    public internal(set) var track: PointerTrack?
    /// The latest event of the pointer followed (the last one, after it lifted).
    public internal(set) var lastTouch: Touch?
    /// Recognizers that must fail before this one may be recognized.
    var failureRequirements: [GestureRecognizer] = []
    /// Recognized, waiting for a `require(toFail:)` recognizer to fail.
    var isWaitingForFailures = false
    /// The state it waits to enter, and when it got there.
    private var heldState: GestureRecognizerState = .possible
    private var heldTime = 0.0

    /// A recognizer that calls `action` on each state change.
    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// This recognizer is recognized only after `other` fails, and fails if `other` is recognized.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        failureRequirements.append(other)
    }

    /// Where the pointer is (or lifted), in `view`'s coordinates (nil = window).
    public func location(in view: View?) -> Point {
        guard let touch = lastTouch else { return .zero }
        return touch.location(in: view)
    }

    /// The time of the latest event or deadline the recognizer acted on (seconds, host clock).
    public internal(set) var timestamp = 0.0

    /// Whether the pointer followed has travelled farther than `slop` (window points) from where
    /// it went down, at any event so far: once past, it stays past (`PointerTrack.isDrag`).
    public func pointerTravelled(beyond slop: Double) -> Bool {
        guard var t = track, let touch = lastTouch else { return false }
        _ = t.move(to: touch.locationInWindow, beyond: slop)
        track = t
        return t.isDrag
    }

    // MARK: Subclass hooks

    // The pointer hooks carry `View`'s names (`pointerDown`, `pointerMoved`, `pointerUp`,
    // `pointerCancelled`): one vocabulary for one pointer's life. A recognizer only watches, so
    // its `pointerDown` returns nothing (a view's says whether it takes the pointer).

    /// The pointer followed went down (the recognizer is `possible`; `track` is set): `View`'s
    /// `pointerDown`, seen by a recognizer.
    ///
    /// ```swift
    /// final class PressCounter: GestureRecognizer {
    ///     var presses = 0
    ///     override func pointerDown(_ touch: Touch) { presses += 1 }
    ///     override func pointerUp(_ touch: Touch) { transition(to: .recognized, at: touch.timestamp) }
    /// }
    /// ```
    open func pointerDown(_ touch: Touch) {}
    /// The pointer followed moved.
    open func pointerMoved(_ touch: Touch) {}
    /// The pointer followed lifted.
    open func pointerUp(_ touch: Touch) {}
    /// The pointer followed was cancelled; the default cancels a gesture under way and fails one
    /// not yet begun.
    open func pointerCancelled(_ touch: Touch) { abandon(at: touch.timestamp) }
    /// When something happens with no input (a long press begins, a multiple tap gives up), or nil.
    open var deadline: Double? { nil }
    /// The host's clock reached `deadline` (called with exactly that time).
    open func deadlinePassed(at time: Double) {}
    /// Whether the recognizer still takes part in a gesture after its pointer lifted (a multiple
    /// tap between its taps). The default: no.
    open var isBetweenPointers: Bool { false }
    /// Back to `possible` after a gesture ended, failed or was cancelled: forget its state.
    open func reset() {}

    // MARK: State changes (subclasses call these)

    /// Moves to `newState` at `time`: `began` or `recognized` from `possible` waits for the
    /// `require(toFail:)` recognizers and then claims the pointer; `failed` lets those waiting on
    /// this one go ahead.
    public func transition(to newState: GestureRecognizerState, at time: Double) {
        guard state != newState || newState == .changed, !isWaitingForFailures else { return }
        if state == .possible, newState == .began || newState == .ended {
            if failureRequirements.contains(where: { $0.isInPlay }) {
                isWaitingForFailures = true
                heldState = newState
                heldTime = time
                return
            }
            if failureRequirements.contains(where: { $0.state == .ended || $0.state == .began }) {
                return commit(.failed, at: time)
            }
        }
        commit(newState, at: time)
    }

    /// Ends a gesture under way (`cancelled`) or gives one up (`failed`).
    func abandon(at time: Double) {
        if isWaitingForFailures {
            isWaitingForFailures = false
            return commit(.failed, at: time)
        }
        switch state {
        case .began, .changed: transition(to: .cancelled, at: time)
        case .possible: transition(to: .failed, at: time)
        default: break
        }
    }

    /// Whether it could still be recognized: possible and following a pointer (or between the
    /// pointers of one gesture), or waiting on its own requirements.
    var isInPlay: Bool {
        state == .possible && (track != nil || isBetweenPointers || isWaitingForFailures)
    }

    /// A recognition held back by `require(toFail:)`: go ahead if every requirement failed, fail
    /// if one was recognized. Returns whether it moved.
    func resolveWait() -> Bool {
        guard isWaitingForFailures else { return false }
        if failureRequirements.contains(where: { $0.state == .ended || $0.state == .began }) {
            isWaitingForFailures = false
            commit(.failed, at: heldTime)
            return true
        }
        guard !failureRequirements.contains(where: { $0.isInPlay }) else { return false }
        isWaitingForFailures = false
        let time = max(heldTime, failureRequirements.map(\.timestamp).max() ?? heldTime)
        commit(heldState, at: time)
        return true
    }

    private func commit(_ newState: GestureRecognizerState, at time: Double) {
        state = newState
        timestamp = time
        let host = view?.host
        if newState == .began || newState == .ended, !claimedPointer, track != nil {
            claimedPointer = true
            host?.recognizerClaimedPointer(self)
        }
        if newState != .failed { action?(self) }
        host?.recognizerChangedState(self)
        // A gesture settled with no pointer down (a held tap going ahead, a deadline) is over.
        if track == nil { resetIfFinished() }
    }

    /// Set once the recognizer claimed its pointer (began, or recognized while it was down).
    var claimedPointer = false

    /// Back to `possible` once a gesture is over and its pointer lifted.
    func resetIfFinished() {
        guard [.ended, .cancelled, .failed].contains(state), track == nil, !isWaitingForFailures else { return }
        state = .possible
        claimedPointer = false
        reset()
    }
}
