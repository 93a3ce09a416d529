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
