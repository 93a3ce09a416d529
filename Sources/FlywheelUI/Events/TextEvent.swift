/// Text the user typed, as the keyboard layout and input method made it: "5", "ä", "٫", or a
/// whole word an input method commits at once. It comes after the key events of the same
/// presses, and only while the focused view takes text (`View.takesTextInput`) or an ancestor
/// takes it for the focused view (`View.takesTextInput(for:)`); a view that edits text, or
/// starts editing when typed on, takes its characters from here and not from `.character` keys.
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
