import CAccessibilityBridge
import FlywheelUI

/// The model's roles, states and actions as the C side's constants (which map them to ATK).
extension AccessibilityNode {
    /// The role as the C side names it.
    var bridgedRole: FlywheelA11yRole {
        switch accessibilityRole {
        case .none: FLYWHEEL_A11Y_ROLE_UNKNOWN
        case .group: FLYWHEEL_A11Y_ROLE_GROUP
        case .window: FLYWHEEL_A11Y_ROLE_WINDOW
        case .button: FLYWHEEL_A11Y_ROLE_BUTTON
        case .adjustable: FLYWHEEL_A11Y_ROLE_ADJUSTABLE
        case .slider: FLYWHEEL_A11Y_ROLE_SLIDER
        case .switchButton: FLYWHEEL_A11Y_ROLE_SWITCH
        case .radioButton: FLYWHEEL_A11Y_ROLE_RADIO_BUTTON
        case .tabList: FLYWHEEL_A11Y_ROLE_TAB_LIST
        case .tab: FLYWHEEL_A11Y_ROLE_TAB
        case .list: FLYWHEEL_A11Y_ROLE_LIST
        case .listItem: FLYWHEEL_A11Y_ROLE_LIST_ITEM
        case .scrollArea: FLYWHEEL_A11Y_ROLE_SCROLL_AREA
        case .page: FLYWHEEL_A11Y_ROLE_PAGE
        case .menu: FLYWHEEL_A11Y_ROLE_MENU
        case .menuItem: FLYWHEEL_A11Y_ROLE_MENU_ITEM
        case .image: FLYWHEEL_A11Y_ROLE_IMAGE
        case .staticText: FLYWHEEL_A11Y_ROLE_STATIC_TEXT
        case .header: FLYWHEEL_A11Y_ROLE_HEADER
        case .textField: FLYWHEEL_A11Y_ROLE_TEXT_FIELD
        }
    }

    /// The states as the C side's bits; a tab is also selectable.
    var bridgedStates: UInt32 {
        let s = accessibilityStates
        let pairs: [(AccessibilityStates, Int)] = [
            (.enabled, FLYWHEEL_A11Y_STATE_ENABLED), (.selected, FLYWHEEL_A11Y_STATE_SELECTED),
            (.focused, FLYWHEEL_A11Y_STATE_FOCUSED), (.focusable, FLYWHEEL_A11Y_STATE_FOCUSABLE),
            (.expanded, FLYWHEEL_A11Y_STATE_EXPANDED), (.expandable, FLYWHEEL_A11Y_STATE_EXPANDABLE),
            (.checked, FLYWHEEL_A11Y_STATE_CHECKED), (.checkable, FLYWHEEL_A11Y_STATE_CHECKABLE),
            (.editable, FLYWHEEL_A11Y_STATE_EDITABLE), (.singleLine, FLYWHEEL_A11Y_STATE_SINGLE_LINE),
        ]
        var bits: UInt32 = 0
        for (state, bit) in pairs where s.contains(state) { bits |= UInt32(bit) }
        if accessibilityRole == .tab { bits |= UInt32(FLYWHEEL_A11Y_STATE_SELECTABLE) }
        return bits
    }

    /// The actions as the C side's bits (their order there: `AccessibilityAction.bridgeOrder`).
    var bridgedActions: UInt32 {
        var bits: UInt32 = 0
        for action in accessibilityActions { bits |= action.bridgedBit }
        return bits
    }
}

extension AccessibilityAction {
    /// The actions in the C side's bit order ("click", "increment", "decrement",
    /// "scroll-forward", "scroll-backward", "escape").
    static let bridgeOrder: [AccessibilityAction] = [
        .activate, .increment, .decrement, .scrollForward, .scrollBackward, .escape,
    ]

    /// This action's bit on the C side.
    var bridgedBit: UInt32 {
        UInt32(1) << UInt32(Self.bridgeOrder.firstIndex(of: self) ?? 0)
    }

    /// The action a C-side bit names.
    init?(bridgedBit bit: UInt32) {
        guard bit != 0, bit & (bit - 1) == 0 else { return nil }
        let index = bit.trailingZeroBitCount
        guard Self.bridgeOrder.indices.contains(index) else { return nil }
        self = Self.bridgeOrder[index]
    }
}
