/// A key going down (possibly auto-repeated) or up: a keyboard key, or a game controller's
/// button acting as the key its mapping names (`pad` and `padButton` then say which pad and
/// which button).
///
/// ```swift
/// host.handle(.key(KeyEvent(key: .enter, isDown: true, timestamp: 1.0)))  // the Return key
/// host.handle(.key(KeyEvent(key: .escape, isDown: true, pad: PadID(3), padButton: .b, timestamp: 1.2)))
/// ```
public struct KeyEvent: Sendable, Equatable {
    public var key: Key
    public var isDown: Bool
    public var isRepeat: Bool
    public var modifiers: KeyModifiers
    /// The game controller whose button this is; nil for the keyboard.
    public var pad: PadID?
    /// The controller button pressed, when `pad` is set.
    public var padButton: PadButton?
    public var timestamp: Double

    public init(
        key: Key, isDown: Bool, isRepeat: Bool = false, modifiers: KeyModifiers = [], pad: PadID? = nil,
        padButton: PadButton? = nil, timestamp: Double
    ) {
        self.key = key; self.isDown = isDown; self.isRepeat = isRepeat; self.modifiers = modifiers;
        self.pad = pad; self.padButton = padButton; self.timestamp = timestamp
    }
}
