import FlywheelCore

/// Every input the UI layer understands. Backends translate their own events into these; tests
/// and scripts build them directly. Positions are window points; timestamps are seconds on the
/// same clock as frames (docs/architecture.md, "Time").
///
/// ```swift
/// host.handle(.pointer(PointerEvent(phase: .down, id: 0, location: Point(x: 50, y: 20), timestamp: 1.0)))
/// host.handle(.key(KeyEvent(key: .right, isDown: true, timestamp: 1.2)))
/// host.handle(.text(TextEvent(text: "0,5", timestamp: 1.5)))
/// ```
public enum InputEvent: Sendable, Equatable {
    case pointer(PointerEvent)
    case wheel(WheelEvent)
    case key(KeyEvent)
    /// Characters typed into the view being edited (`View.takesTextInput`).
    case text(TextEvent)

    public var timestamp: Double {
        switch self {
        case .pointer(let e): return e.timestamp
        case .wheel(let e): return e.timestamp
        case .key(let e): return e.timestamp
        case .text(let e): return e.timestamp
        }
    }

    /// The same event at `time` (recordings and replays move events onto another clock).
    public func at(_ time: Double) -> InputEvent {
        switch self {
        case .pointer(var e): e.timestamp = time; return .pointer(e)
        case .wheel(var e): e.timestamp = time; return .wheel(e)
        case .key(var e): e.timestamp = time; return .key(e)
        case .text(var e): e.timestamp = time; return .text(e)
        }
    }
}

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

/// A key going down (possibly auto-repeated) or up.
public struct KeyEvent: Sendable, Equatable {
    public var key: Key
    public var isDown: Bool
    public var isRepeat: Bool
    public var modifiers: KeyModifiers
    public var timestamp: Double

    public init(key: Key, isDown: Bool, isRepeat: Bool = false, modifiers: KeyModifiers = [], timestamp: Double) {
        self.key = key; self.isDown = isDown; self.isRepeat = isRepeat; self.modifiers = modifiers;
        self.timestamp = timestamp
    }
}

/// Text the user typed, as the keyboard layout and input method made it: "5", "ä", "٫", or a
/// whole word an input method commits at once. It comes after the key events of the same
/// presses, and only while the focused view takes text (`View.takesTextInput`); a view that
/// edits text takes its characters from here and not from `.character` keys.
///
/// ```swift
/// host.handle(.text(TextEvent(text: "٠٫٥", timestamp: 2.0)))
/// ```
public struct TextEvent: Sendable, Equatable {
    public var text: String
    public var timestamp: Double

    public init(text: String, timestamp: Double) {
        self.text = text; self.timestamp = timestamp
    }
}

/// The keys controls react to; anything else arrives as `.character` or `.other`.
public enum Key: Sendable, Hashable {
    case left, right, up, down
    case pageUp, pageDown, home, end
    case enter, space, escape, tab, backspace
    case function(Int)
    case character(Character)
    case other(Int)

    /// The keys with a name, each under the name scripts and help text write it; a key's other
    /// spellings follow it ("Return", "Esc").
    static let named: [(name: String, key: Key)] = [
        ("Left", .left), ("Right", .right), ("Up", .up), ("Down", .down),
        ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end),
        ("Enter", .enter), ("Return", .enter), ("Space", .space), ("Escape", .escape), ("Esc", .escape),
        ("Tab", .tab), ("Backspace", .backspace),
    ]

    /// Parses a key name as scripts and help text write it, in any case ("Right", "pageup",
    /// "Space", "F1", "a"), or "key#<code>" for a key without a name.
    public init?(name: String) {
        let lower = name.lowercased()
        if lower.hasPrefix("key#"), let code = Int(lower.dropFirst(4)) {
            self = .other(code)
        } else if let entry = Self.named.first(where: { $0.name.lowercased() == lower }) {
            self = entry.key
        } else if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...24).contains(n) {
            self = .function(n)
        } else if name.count == 1, let c = name.first {
            self = .character(c)
        } else {
            return nil
        }
    }

    /// The name `init(name:)` reads back to this key ("PageUp", "F1", "a", "key#1073741953").
    public var name: String {
        switch self {
        case .function(let n): return "F\(n)"
        case .character(let c): return String(c)
        case .other(let code): return "key#\(code)"
        default: return Self.named.first { $0.key == self }.map(\.name) ?? "key"
        }
    }
}

/// Modifier keys held with a key or pointer event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    public static let command = KeyModifiers(rawValue: 8)
}
