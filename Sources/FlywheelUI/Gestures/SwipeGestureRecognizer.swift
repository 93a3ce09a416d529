import FlywheelCore

/// A quick stroke in one direction: UIKit's UISwipeGestureRecognizer. Discrete: recognized on
/// the move that takes the pointer `minimumDistance` along an allowed `direction` (mostly along
/// that axis: the other axis at most half as far) within `maximumDuration` of the press;
/// failed by a lift before that, a stroke along a direction not allowed, or the time running out.
///
/// ```swift
/// let swipe = SwipeGestureRecognizer(direction: [.left, .right]) { g in
///     let s = g as! SwipeGestureRecognizer
///     s.recognizedDirection == .left ? next() : previous()
/// }
/// card.addGestureRecognizer(swipe)
/// ```
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go (screen directions, window coordinates).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)
    }

    /// Directions that count (default `.right`, as in UIKit).
    public var direction: Direction
    /// Points the stroke must cover along its direction. Non-finite or non-positive values are ignored.
    public var minimumDistance = 50.0 {
        didSet { if !(minimumDistance.isFinite && minimumDistance > 0) { minimumDistance = oldValue } }
    }
    /// Seconds from the press within which the stroke must cover `minimumDistance`.
    /// Non-finite or non-positive values are ignored.
    public var maximumDuration = 0.5 {
        didSet { if !(maximumDuration.isFinite && maximumDuration > 0) { maximumDuration = oldValue } }
    }
    /// The direction of the swipe last recognized.
    public private(set) var recognizedDirection: Direction = []

    /// A recognizer of swipes in `direction` calling `action`.
    public init(direction: Direction = .right, action: ((GestureRecognizer) -> Void)? = nil) {
        self.direction = direction
        super.init(action: action)
    }

    public override func pointerMoved(_ touch: Touch) {
        guard state == .possible, let track else { return }
        let dx = touch.locationInWindow.x - track.start.x
        let dy = touch.locationInWindow.y - track.start.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy)
        guard along >= minimumDistance else { return }
        let stroke: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let across = horizontal ? abs(dy) : abs(dx)
        if direction.contains(stroke), across <= along / 2 {
            recognizedDirection = stroke
            transition(to: .recognized, at: touch.timestamp)
        } else {
            transition(to: .failed, at: touch.timestamp)
        }
    }

    public override func pointerUp(_ touch: Touch) {
        if state == .possible { transition(to: .failed, at: touch.timestamp) }
    }

    public override var deadline: Double? {
        guard state == .possible, !isWaitingForFailures, let track else { return nil }
        return track.startTime + maximumDuration
    }

    public override func deadlinePassed(at time: Double) {
        transition(to: .failed, at: time)
    }
}
