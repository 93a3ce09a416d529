import FlywheelCore

/// A press held still: UIKit's UILongPressGestureRecognizer. Continuous: `began` exactly
/// `minimumPressDuration` after the press (on the host's clock, so at the same moment at any
/// frame rate and on a virtual clock), `changed` as the held pointer moves, `ended` when it
/// lifts. Fails if the pointer lifts first or wanders farther than `allowableMovement`
/// before it begins.
///
/// ```swift
/// let press = LongPressGestureRecognizer { g in
///     if g.state == .began { showMenu(at: g.location(in: nil)) }
/// }
/// press.minimumPressDuration = 0.8
/// tile.addGestureRecognizer(press)
/// ```
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the press is held before the gesture begins (UIKit's default 0.5). Values that
    /// are negative or not finite are ignored.
    public var minimumPressDuration = 0.5 {
        didSet { if !(minimumPressDuration.isFinite && minimumPressDuration >= 0) { minimumPressDuration = oldValue } }
    }
    /// Points the pointer may wander before the gesture begins (`PointerSlop.hold`). Values that
    /// are negative or not finite are ignored.
    public var allowableMovement = PointerSlop.hold {
        didSet { if !(allowableMovement.isFinite && allowableMovement >= 0) { allowableMovement = oldValue } }
    }

    public override var deadline: Double? {
        guard state == .possible, !isWaitingForFailures, let track else { return nil }
        return track.startTime + minimumPressDuration
    }

    public override func deadlinePassed(at time: Double) {
        transition(to: .began, at: time)
    }

    public override func pointerMoved(_ touch: Touch) {
        switch state {
        case .possible:
            if pointerTravelled(beyond: allowableMovement) { transition(to: .failed, at: touch.timestamp) }
        case .began, .changed:
            transition(to: .changed, at: touch.timestamp)
        default: break
        }
    }

    public override func pointerUp(_ touch: Touch) {
        switch state {
        case .possible: transition(to: .failed, at: touch.timestamp)
        case .began, .changed: transition(to: .ended, at: touch.timestamp)
        default: break
        }
    }
}
