import FlywheelCore

/// A scroll wheel or trackpad scroll: `dy` > 0 scrolls up (away from the user), as in SDL.
public struct WheelEvent: Sendable, Equatable {
    public var dx: Double
    public var dy: Double
    /// Where the pointer was (window points).
    public var location: Point
    public var timestamp: Double

    public init(dx: Double = 0, dy: Double, location: Point, timestamp: Double) {
        self.dx = dx; self.dy = dy; self.location = location; self.timestamp = timestamp
    }
}
