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
