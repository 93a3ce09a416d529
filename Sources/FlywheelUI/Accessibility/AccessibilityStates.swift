/// The states a reader shows for an element (ATK's state set, UIKit's traits that change).
///
/// Views derive them from what they already hold (`View.accessibilityStates`): enabled from
/// `Control.isEnabled`, focused from the host's `focusedView`, focusable from
/// `canBecomeFocused`, selected from `Control.isSelected`, checked from a switch's `isOn`. A
/// text field adds `editable` and `singleLine` itself while it takes typing.
///
/// ```swift
/// let states: AccessibilityStates = [.enabled, .focusable, .checkable, .checked]
/// states.contains(.checked)   // true
/// ```
public struct AccessibilityStates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element takes input (not dimmed).
    public static let enabled = AccessibilityStates(rawValue: 1 << 0)
    /// The chosen one of a set: the selected tab, segment, ring item or picker row.
    public static let selected = AccessibilityStates(rawValue: 1 << 1)
    /// Has keyboard focus.
    public static let focused = AccessibilityStates(rawValue: 1 << 2)
    /// Can take keyboard focus.
    public static let focusable = AccessibilityStates(rawValue: 1 << 3)
    /// Open: a spinner's ring, a menu.
    public static let expanded = AccessibilityStates(rawValue: 1 << 4)
    /// Can open (`expanded` tells whether it is open).
    public static let expandable = AccessibilityStates(rawValue: 1 << 5)
    /// On: a switch.
    public static let checked = AccessibilityStates(rawValue: 1 << 6)
    /// Has an on/off state (`checked` tells which).
    public static let checkable = AccessibilityStates(rawValue: 1 << 7)
    /// Its text can be changed by typing now: a text field that is editing (ATK_STATE_EDITABLE).
    /// A text field without it is read only.
    public static let editable = AccessibilityStates(rawValue: 1 << 8)
    /// Holds one line of text: Enter ends the edit rather than starting a line (ATK_STATE_SINGLE_LINE).
    public static let singleLine = AccessibilityStates(rawValue: 1 << 9)
}
