/// What an element is to a screen reader: UIKit's accessibility traits, reduced to the roles the
/// platform bridges need. The comments give the ATK role a bridge maps each to.
///
/// A view whose role is `.none` is not an element: a reader never sees it, and the elements
/// inside it are lifted to its nearest element ancestor.
///
/// ```swift
/// let readout = View(frame: Rect(x: 0, y: 0, width: 120, height: 20))
/// readout.accessibilityRole = .staticText    // a view that draws its own text
/// readout.accessibilityLabel = "Score"
/// readout.isAccessibilityElement              // true
/// ```
public enum AccessibilityRole: String, Sendable, CaseIterable {
    /// Not an element (transparent: its children are lifted to its parent).
    case none
    /// A named container of elements (ATK_ROLE_PANEL).
    case group
    /// The host's root (ATK_ROLE_FRAME).
    case window
    /// ATK_ROLE_PUSH_BUTTON.
    case button
    /// A value stepped by increment and decrement (ATK_ROLE_SPIN_BUTTON): spinner, picker wheel, rating.
    case adjustable
    /// ATK_ROLE_SLIDER.
    case slider
    /// A button with an on/off state (ATK_ROLE_TOGGLE_BUTTON; `checked` when on).
    case switchButton
    /// One of a group of choices of which one is chosen (ATK_ROLE_RADIO_BUTTON; `checked` on the
    /// chosen one): a segment of a segmented control.
    case radioButton
    /// ATK_ROLE_PAGE_TAB_LIST.
    case tabList
    /// ATK_ROLE_PAGE_TAB.
    case tab
    /// ATK_ROLE_LIST.
    case list
    /// ATK_ROLE_LIST_ITEM.
    case listItem
    /// ATK_ROLE_SCROLL_PANE.
    case scrollArea
    /// A page of a scroll area (ATK_ROLE_PANEL).
    case page
    /// ATK_ROLE_MENU.
    case menu
    /// ATK_ROLE_MENU_ITEM.
    case menuItem
    /// ATK_ROLE_IMAGE.
    case image
    /// Text that is read, not operated (ATK_ROLE_LABEL).
    case staticText
    /// A heading (ATK_ROLE_HEADING).
    case header
    /// A box the user types text into (ATK_ROLE_ENTRY; AccessKit's TextInput; what a UIKit
    /// `UITextField` reports). Its value is the text, `View.accessibilityCaretOffset` where the
    /// caret is, `accessibilitySelectedRange` what is selected,
    /// `accessibilityFrameOfCharacter(at:)` where a character is drawn, and its states say
    /// `editable` (and `singleLine`) while it takes typing. It is operated: it needs a label and
    /// keyboard focus must reach it.
    case textField

    /// Whether the elements inside a view of this role are its children. Containers (and
    /// `.none`, which lifts them) say yes; a button, a slider or a label is one element, and the
    /// views it is drawn with (a `Label` inside a `Button`) are not separate ones. Virtual
    /// children (`View.accessibilityVirtualChildren`) count for every role.
    public var containsSubviewElements: Bool {
        switch self {
        case .none, .group, .window, .tabList, .list, .scrollArea, .page, .menu: return true
        case .button, .adjustable, .slider, .switchButton, .radioButton, .tab, .listItem, .menuItem, .image,
            .staticText, .header, .textField:
            return false
        }
    }
}
