import FlywheelUI

/// Key and modifier names as scripts and recordings write them ("Right", "PageUp", "F1", "a";
/// "shift"). `Key(name:)` reads the common ones; this adds the way back and keys without a name.
public enum KeyNames {
    /// The name a script uses for `key`; `key(named:)` reads it back to the same key.
    public static func name(of key: Key) -> String {
        switch key {
        case .left: return "Left"
        case .right: return "Right"
        case .up: return "Up"
        case .down: return "Down"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .space: return "Space"
        case .escape: return "Escape"
        case .tab: return "Tab"
        case .backspace: return "Backspace"
        case .function(let n): return "F\(n)"
        case .character(let c): return String(c)
        case .other(let code): return "key#\(code)"
        }
    }

    /// A key from its name ("Right", "esc", "F12", "a", or "key#<code>" for an unnamed key).
    public static func key(named name: String) -> Key? {
        if name.hasPrefix("key#"), let code = Int(name.dropFirst(4)) { return .other(code) }
        return Key(name: name)
    }

    static let modifiers: [(String, KeyModifiers)] = [
        ("shift", .shift), ("control", .control), ("alt", .alt), ("command", .command),
    ]

    public static func modifier(named name: String) -> KeyModifiers? {
        let n = name.lowercased()
        if n == "ctrl" { return .control }
        if n == "cmd" { return .command }
        return modifiers.first { $0.0 == n }?.1
    }

    public static func names(of set: KeyModifiers) -> [String] {
        modifiers.filter { set.contains($0.1) }.map(\.0)
    }
}
