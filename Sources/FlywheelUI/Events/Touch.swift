import FlywheelCore

/// One pointer (mouse or finger) as a control sees it while tracking: UIKit's UITouch.
///
/// ```swift
/// override func continueTracking(_ touch: Touch) -> Bool {
///     let p = touch.location(in: self)     // in this control's coordinates
///     return true
/// }
/// ```
public struct Touch: Sendable, Equatable {
    /// 0 for the mouse; each finger has its own id.
    public var id: Int
    /// Where the pointer is, in window points.
    public var locationInWindow: Point
    /// Where it was at the previous event of the same pointer (equal to the location at down).
    public var previousLocationInWindow: Point
    /// Seconds, on the frame clock.
    public var timestamp: Double
    /// Where the pointer went down, in window points.
    public var startLocationInWindow: Point
    /// When it went down.
    public var startTimestamp: Double

    /// The location in `view`'s coordinates (nil = window), through every rotated ancestor.
    public func location(in view: View?) -> Point {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// The previous location in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }
}
