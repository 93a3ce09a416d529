import FlywheelCore

/// Every input the UI layer understands. Backends translate their own events into these; tests
/// and scripts build them directly. Positions are window points; timestamps are seconds on the
/// same clock as frames (docs/architecture.md, "Time").
///
/// ```swift
/// host.handle(.pointer(PointerEvent(phase: .down, id: 0, location: Point(x: 50, y: 20), timestamp: 1.0)))
/// host.handle(.key(KeyEvent(key: .right, isDown: true, timestamp: 1.2)))
/// host.handle(.text(TextEvent(text: "0,5", timestamp: 1.5)))
/// host.handle(.stick(StickEvent(pad: PadID(0), stick: .left, x: 0, y: 1, timestamp: 1.7)))
/// ```
public enum InputEvent: Sendable, Equatable {
    case pointer(PointerEvent)
    case wheel(WheelEvent)
    case key(KeyEvent)
    /// Characters typed into the view being edited, or onto one where typing starts editing
    /// (`View.takesTextInput`, `View.takesTextInput(for:)`).
    case text(TextEvent)
    /// A game controller's analogue stick moved (after its dead zone), to the focused view.
    case stick(StickEvent)

    public var timestamp: Double {
        switch self {
        case .pointer(let e): return e.timestamp
        case .wheel(let e): return e.timestamp
        case .key(let e): return e.timestamp
        case .text(let e): return e.timestamp
        case .stick(let e): return e.timestamp
        }
    }

    /// The same event at `time` (recordings and replays move events onto another clock).
    public func at(_ time: Double) -> InputEvent {
        switch self {
        case .pointer(var e): e.timestamp = time; return .pointer(e)
        case .wheel(var e): e.timestamp = time; return .wheel(e)
        case .key(var e): e.timestamp = time; return .key(e)
        case .text(var e): e.timestamp = time; return .text(e)
        case .stick(var e): e.timestamp = time; return .stick(e)
        }
    }
}
