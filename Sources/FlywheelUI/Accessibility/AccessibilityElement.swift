import FlywheelCore

/// A part of a view that is not a view — a ring item, a picker row, a star, a swipe page, a menu
/// row, a tab: UIKit's UIAccessibilityElement. The view that returns it from
/// `View.accessibilityVirtualChildren` owns it (and keeps it, so a reader sees the same object
/// from one question to the next); its frame is in the owner's bounds.
///
/// `perform` acts for the reader as a user would (a row's "activate" taps the row); without it,
/// the element has no actions. `contentView` hangs a view's elements under the element: a tab's
/// page, as GTK's notebook shows a page under its tab.
///
/// ```swift
/// let star = AccessibilityElement(
///     owner: rating, role: .listItem, label: "Star 3",
///     frameInOwner: Rect(x: 60, y: 0, width: 30, height: 30), states: [.enabled, .selected])
/// star.actions = [.activate]
/// star.perform = { [weak rating] action in
///     guard action == .activate, let rating else { return false }
///     rating.setValueFromUser(3)
///     return true
/// }
/// ```
open class AccessibilityElement: AccessibilityNode {
    /// The view this element is a part of (its frame is in the owner's bounds).
    public weak var owner: View?
    /// The element this one is inside, when it is nested (a ring item inside a list); nil: the owner.
    public weak var parentElement: AccessibilityElement?
    public var role: AccessibilityRole
    public var label: String?
    public var value: String?
    public var hint: String?
    /// Where a text field's caret is in `value`, in characters (nil: no caret).
    public var caretOffset: Int?
    /// The selected characters of `value` (nil: none).
    public var selectedRange: Range<Int>?
    /// The frames of `value`'s characters in the owner's bounds, one per character, when the
    /// owner says where it draws them (nil: no character boxes).
    public var characterFramesInOwner: [Rect]?
    /// Where the element is, in the owner's bounds.
    public var frameInOwner: Rect
    public var states: AccessibilityStates
    public var actions: [AccessibilityAction]
    /// Nested elements; `parentElement` of each is set when they are added.
    public var children: [AccessibilityElement] {
        didSet { for c in children { c.parentElement = self } }
    }
    /// Which of the owner's parts this is (an item, row, star or tab index), for `perform`.
    public var index = 0
    /// Acts for the reader (nil: no action succeeds).
    public var perform: ((AccessibilityAction) -> Bool)?
    /// Gives keyboard focus to what the element stands for (nil: the owner takes it, if it can:
    /// the keys that work a part go to the view it is part of).
    public var becomeFocused: (() -> Bool)?
    /// A view whose elements are this element's children, after `children`: the page a tab
    /// shows. The view's elements then have this element as their parent, not the view's
    /// superview's element (`View.accessibilityParentNode`).
    public weak var contentView: View? {
        didSet {
            if let old = oldValue, old !== contentView, old.accessibilityContainerElement === self {
                old.accessibilityContainerElement = nil
            }
            contentView?.accessibilityContainerElement = self
        }
    }

    public init(
        owner: View, role: AccessibilityRole, label: String?, value: String? = nil, hint: String? = nil,
        frameInOwner: Rect, states: AccessibilityStates = [.enabled], actions: [AccessibilityAction] = [],
        children: [AccessibilityElement] = [], perform: ((AccessibilityAction) -> Bool)? = nil
    ) {
        self.owner = owner
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.frameInOwner = frameInOwner
        self.states = states
        self.actions = actions
        self.children = children
        self.perform = perform
        for c in children { c.parentElement = self }
    }

    // MARK: AccessibilityNode

    public var accessibilityRole: AccessibilityRole { role }
    public var accessibilityLabel: String? { label }
    public var accessibilityValue: String? { value }
    public var accessibilityHint: String? { hint }
    public var accessibilityCaretOffset: Int? { caretOffset }
    public var accessibilitySelectedRange: Range<Int>? { selectedRange }

    /// A character's frame from `characterFramesInOwner`, in the window (after the last: an
    /// empty box at the last one's right edge).
    public func accessibilityFrameOfCharacter(at offset: Int) -> Rect? {
        guard let frames = characterFramesInOwner, offset >= 0, offset <= frames.count else { return nil }
        let box: Rect
        if offset < frames.count {
            box = frames[offset]
        } else if let last = frames.last {
            box = Rect(x: last.maxX, y: last.minY, width: 0, height: last.height)
        } else {
            return nil
        }
        return owner.map { $0.transformToWindow.apply(box) } ?? box
    }
    public var accessibilityStates: AccessibilityStates { states }
    public var accessibilityActions: [AccessibilityAction] { actions }

    /// The frame in the window, cut to the owner (when it clips) and its ancestors that clip.
    public var accessibilityFrameInWindow: Rect {
        guard let owner else { return frameInOwner }
        return owner.clippedToAccessibilityAncestors(owner.transformToWindow.apply(frameInOwner), includingSelf: true)
    }

    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard actions.contains(action), let perform else { return false }
        return perform(action)
    }

    public var accessibilityNodeChildren: [AccessibilityNode] {
        var out: [AccessibilityNode] = children
        if let contentView, !contentView.isHiddenForAccessibility {
            if contentView.isAccessibilityElement {
                out.append(contentView)
            } else {
                out.append(contentsOf: contentView.accessibilityNodeChildren)
            }
        }
        return out
    }

    public var accessibilityParentNode: AccessibilityNode? {
        if let parentElement { return parentElement }
        guard let owner else { return nil }
        return owner.isAccessibilityElement ? owner : owner.accessibilityParentNode
    }

    @discardableResult
    public func accessibilityBecomeFocused() -> Bool {
        if let becomeFocused { return becomeFocused() }
        return owner?.accessibilityBecomeFocused() ?? false
    }
}
