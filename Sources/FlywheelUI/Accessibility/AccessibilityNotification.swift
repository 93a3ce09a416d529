/// What the UI tells a reader, posted through the element's host
/// (`ViewHost.postAccessibilityNotification(_:)`) to its `accessibilityObserver`.
///
/// Controls post `.valueChanged` themselves (every `Control.sendActions(for: .valueChanged)`; a
/// text field once per edit: a typed character, a Backspace, a caret move), and the host posts
/// `.focusChanged`; a view that adds or removes elements posts `.layoutChanged`, and one that
/// replaces the whole screen posts `.screenChanged`.
///
/// ```swift
/// spinner.postAccessibilityNotification(.layoutChanged)          // the ring opened
/// host.postAccessibilityNotification(.announcement("Level 2"))
/// ```
public enum AccessibilityNotification {
    /// The element's value changed (a step, a drag, a tap); for a text field, its text, caret or
    /// selection, posted once per edit (the bridge tells readers what was removed, inserted,
    /// where the caret went and whether the selection changed).
    case valueChanged(AccessibilityNode)
    /// The selected child of the element changed (a tab, a segment).
    case selectionChanged(AccessibilityNode)
    /// Keyboard focus moved to the element.
    case focusChanged(AccessibilityNode)
    /// Elements were added, removed or moved (a ring opened, a page loaded).
    case layoutChanged
    /// A new screen (a scene switch).
    case screenChanged
    /// Text to speak now.
    case announcement(String)
}
