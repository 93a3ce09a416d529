import FlywheelUI

/// Key and modifier names as scripts and recordings write them ("Right", "PageUp", "F1", "a";
/// "shift"). The keys' names are `Key`'s own (`Key.name`, `Key(name:)`); this adds the modifiers.
public enum KeyNames {
    /// The name a script uses for `key`; `key(named:)` reads it back to the same key.
    public static func name(of key: Key) -> String { key.name }

    /// A key from its name ("Right", "esc", "F12", "a", or "key#<code>" for an unnamed key).
    public static func key(named name: String) -> Key? { Key(name: name) }

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
