import FlywheelCore

/// One thing a screen reader sees: a `View` that is an element, or an `AccessibilityElement`
/// (a part of a view that is not a view: a ring item, a picker row, a star, a tab).
///
/// A platform bridge walks the tree from `ViewHost.accessibilityRootNode` through
/// `accessibilityNodeChildren`, reads the properties and calls `performAccessibilityAction(_:)`
/// on the UI thread, between frames.
///
/// ```swift
/// func dump(_ node: AccessibilityNode, depth: Int = 0) {
///     let pad = String(repeating: "  ", count: depth)
///     print(pad + "\(node.accessibilityRole) \(node.accessibilityLabel ?? "") \(node.accessibilityValue ?? "")")
///     for child in node.accessibilityNodeChildren { dump(child, depth: depth + 1) }
/// }
/// dump(host.accessibilityRootNode)
/// ```
public protocol AccessibilityNode: AnyObject {
    /// What the element is.
    var accessibilityRole: AccessibilityRole { get }
    /// Its name, as read ("Stars", "Spin").
    var accessibilityLabel: String? { get }
    /// Its value, as read ("3 of 5 stars", the selected title), or nil. A text field's text.
    var accessibilityValue: String? { get }
    /// Where a text field's caret is, in characters from the start of `accessibilityValue`
    /// (0 … its count); nil when the element has no caret.
    var accessibilityCaretOffset: Int? { get }
    /// The selected characters of a text field's `accessibilityValue`, nil when none.
    var accessibilitySelectedRange: Range<Int>? { get }
    /// Where character `offset` of a text field's value is drawn, in window points; nil when
    /// the element cannot say (`offset` == the count: an empty box after the last character).
    func accessibilityFrameOfCharacter(at offset: Int) -> Rect?
    /// What using it does, when the label does not say.
    var accessibilityHint: String? { get }
    /// Window points (the host's root coordinates); the bridge scales to pixels.
    var accessibilityFrameInWindow: Rect { get }
    /// Enabled, selected, focused, … as they are now.
    var accessibilityStates: AccessibilityStates { get }
    /// What a reader may ask it to do.
    var accessibilityActions: [AccessibilityAction] { get }
    /// Acts as a user would (same events, sounds, reports). Returns false when not supported
    /// or not possible now.
    @discardableResult func performAccessibilityAction(_ action: AccessibilityAction) -> Bool
    /// Element children in reading order (non-element views are flattened away; virtual
    /// children included).
    var accessibilityNodeChildren: [AccessibilityNode] { get }
    /// The nearest element ancestor (nil for the root).
    var accessibilityParentNode: AccessibilityNode? { get }
    /// Makes this the focused element (keyboard focus) if it can be; false otherwise.
    @discardableResult func accessibilityBecomeFocused() -> Bool
}

extension AccessibilityNode {
    /// No caret: an element that is not a text field (a node written before text fields keeps
    /// compiling).
    public var accessibilityCaretOffset: Int? { nil }
    /// No selection (a node written before selections keeps compiling).
    public var accessibilitySelectedRange: Range<Int>? { nil }
    /// No character boxes (a node written before character extents keeps compiling).
    public func accessibilityFrameOfCharacter(at offset: Int) -> Rect? { nil }
}
