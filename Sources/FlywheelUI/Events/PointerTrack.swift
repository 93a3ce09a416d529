import FlywheelCore

/// One pointer followed from where it went down: which pointer, where and when it started, and
/// whether it has travelled past its slop (so it is no longer a tap). The one record every
/// widget keeps for the finger it follows, whether it tracks through `Control`'s hooks (the
/// picker wheel) or `View`'s (the spinner's ring, the scroller).
///
/// ```swift
/// var track = PointerTrack(touch, start: touch.location(in: self))
/// // on every move:
/// if track.move(to: touch.location(in: self), beyond: PointerSlop.drag) { beginDrag() }
/// ```
public struct PointerTrack: Sendable, Equatable {
    /// The pointer followed (`Touch.id`).
    public let pointerID: Int
    /// Where it went down, in the coordinates the widget measures in.
    public let start: Point
    /// When it went down.
    public let startTime: Double
    /// Whether it has travelled past its slop.
    public private(set) var isDrag = false

    /// A track of `pointerID` from `start` at `startTime`.
    public init(pointerID: Int, start: Point, startTime: Double) {
        self.pointerID = pointerID
        self.start = start
        self.startTime = startTime
    }

    /// A track of `touch` from `start` (in the widget's coordinates), from the touch's time.
    public init(_ touch: Touch, start: Point) {
        self.init(pointerID: touch.id, start: start, startTime: touch.timestamp)
    }

    /// Whether `touch` is the pointer followed.
    public func follows(_ touch: Touch) -> Bool { touch.id == pointerID }

    /// Notes the pointer at `point`: it becomes a drag once farther than `slop` from the start.
    /// Returns true on the move that makes it one.
    public mutating func move(to point: Point, beyond slop: Double) -> Bool {
        guard !isDrag, point.distance(to: start) > slop else { return false }
        isDrag = true
        return true
    }

    /// As `move(to:beyond:)`, for a slop that is reached at exactly its distance (the scroller's).
    public mutating func move(to point: Point, reaching slop: Double) -> Bool {
        guard !isDrag, point.distance(to: start) >= slop else { return false }
        isDrag = true
        return true
    }
}
