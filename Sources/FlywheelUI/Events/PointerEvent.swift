import FlywheelCore

/// A mouse button or a finger. The mouse is pointer 0; each touch finger has its own id.
public struct PointerEvent: Sendable, Equatable {
    public enum Phase: Sendable, Equatable { case down, move, up, cancel }
    public var phase: Phase
    public var id: Int
    public var location: Point
    public var timestamp: Double

    public init(phase: Phase, id: Int = 0, location: Point, timestamp: Double) {
        self.phase = phase; self.id = id; self.location = location; self.timestamp = timestamp
    }
}
