/// What a reader can ask an element to do. Every action acts as a user would: the same control
/// events, sounds and haptics as the tap, step or key it stands for.
///
/// ```swift
/// if spinner.accessibilityActions.contains(.increment) {
///     spinner.performAccessibilityAction(.increment)   // one item, as a step does
/// }
/// ```
public enum AccessibilityAction: String, Sendable, CaseIterable {
    /// A tap: press a button, toggle a switch, select a tab, open a spinner.
    case activate
    /// One step up: the next item, a star more, a slider step.
    case increment
    /// One step down.
    case decrement
    /// A page on (a swipe view's next page).
    case scrollForward
    /// A page back.
    case scrollBackward
    /// Dismiss: close an open spinner ring or menu (Esc).
    case escape
}
