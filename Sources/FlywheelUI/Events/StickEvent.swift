import FlywheelCore
import Foundation

/// Where a game controller's analogue stick points, after its dead zone: `x` and `y` in −1…1,
/// `x` > 0 to the right and `y` > 0 down (towards the player, as on screen), (0, 0) inside the
/// dead zone. The backend sends one each time the position changes, so a stick let go ends on
/// a (0, 0) event.
///
/// ```swift
/// // The right stick pushed fully to 3 o'clock on pad 7:
/// host.handle(.stick(StickEvent(pad: PadID(7), stick: .right, x: 1, y: 0, timestamp: 2.0)))
/// ```
public struct StickEvent: Sendable, Equatable {
    public var pad: PadID
    public var stick: PadStick
    public var x: Double
    public var y: Double
    public var timestamp: Double

    public init(pad: PadID, stick: PadStick, x: Double, y: Double, timestamp: Double) {
        self.pad = pad; self.stick = stick; self.x = x; self.y = y; self.timestamp = timestamp
    }

    /// How far the stick is pushed, 0 (centre or inside the dead zone) to 1 (the rim).
    public var magnitude: Double { min(1, (x * x + y * y).squareRoot()) }

    /// Whether the stick rests in its dead zone (reported as exactly (0, 0)).
    public var isCentred: Bool { x == 0 && y == 0 }

    /// The direction the stick points, in radians clockwise from 12 o'clock (0 up, π/2 at
    /// 3 o'clock, π at 6 o'clock), in 0..<2π; nil when centred.
    public var clockAngle: Double? {
        guard !isCentred else { return nil }
        let a = atan2(x, -y)
        return a < 0 ? a + 2 * .pi : a
    }
}
