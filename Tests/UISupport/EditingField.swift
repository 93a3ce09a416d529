import FlywheelUI

/// A focusable view that edits text while `editing` and keeps what it is given: the smallest
/// text field, for tests of how typed text is routed.
///
///     let field = t.add(EditingField(frame: Rect(x: 10, y: 10, width: 80, height: 20)))
///     t.host.setFocus(field)
///     field.editing = true  // now the host wants the platform's text input
public final class EditingField: View {
    /// Whether the field takes text now (focused or not, it takes none while this is false).
    public var editing = false
    /// The text it was given, one entry per event.
    public private(set) var typed: [String] = []

    /// Forgets what it was given and stops editing.
    public func reset() {
        typed = []
        editing = false
    }

    public override var canBecomeFocused: Bool { true }
    public override var takesTextInput: Bool { editing }

    public override func handleText(_ event: TextEvent) -> Bool {
        guard editing else { return false }
        typed.append(event.text)
        return true
    }
}
