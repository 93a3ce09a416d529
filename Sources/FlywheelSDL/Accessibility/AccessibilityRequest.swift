import CAccessibilityBridge
import FlywheelUI

/// A reader's request, queued during a pump and performed after it, before the next frame.
struct AccessibilityRequest {
    enum Kind: Equatable {
        /// Do one of the node's actions.
        case action(AccessibilityAction)
        /// Move the node's value to this number (in steps, as a user would).
        case setValue(Double)
        /// Select the child at this index of a tab list: activate that tab.
        case selectChild(Int)
        /// Give the node the keyboard focus.
        case focus
    }

    var node: Int64
    var kind: Kind
}

extension AccessibilityBridge {
    /// Queues what a reader asked for; false when it cannot be done at all (the node is gone,
    /// has no such action, or no such child), which the reader is told at once.
    func enqueue(node id: Int64, kind: Int32, argument: Double) -> Bool {
        guard let node = table.node(id) else { return false }
        let request: AccessibilityRequest.Kind
        switch FlywheelA11yRequestKind(rawValue: UInt32(kind)) {
        case FLYWHEEL_A11Y_REQUEST_ACTION:
            guard argument >= 0, argument < 65536,
                let action = AccessibilityAction(bridgedBit: UInt32(argument)),
                node.accessibilityActions.contains(action)
            else { return false }
            request = .action(action)
        case FLYWHEEL_A11Y_REQUEST_SET_VALUE:
            guard argument.isFinite, AccessibilityNumericValue(of: node) != nil else { return false }
            request = .setValue(argument)
        case FLYWHEEL_A11Y_REQUEST_SELECT_CHILD:
            guard argument >= 0, let count = children(of: id)?.count, argument < Double(count) else { return false }
            request = .selectChild(Int(argument))
        case FLYWHEEL_A11Y_REQUEST_FOCUS:
            request = .focus
        default:
            return false
        }
        requests.append(AccessibilityRequest(node: id, kind: request))
        return true
    }

    /// Performs the queued requests in order, each as a user would act.
    func performRequests() {
        let queued = requests
        requests.removeAll()
        for r in queued {
            guard let node = table.node(r.node) else { continue }
            switch r.kind {
            case .action(let action):
                node.performAccessibilityAction(action)
            case .setValue(let target):
                setValue(of: node, to: target)
            case .selectChild(let index):
                let children = node.accessibilityNodeChildren
                if children.indices.contains(index) { children[index].performAccessibilityAction(.activate) }
            case .focus:
                node.accessibilityBecomeFocused()
            }
        }
    }

    /// A slider takes the value as a drag would set it; anything else steps there, one
    /// increment or decrement at a time, as a user pressing an arrow key would.
    private func setValue(of node: AccessibilityNode, to target: Double) {
        if let slider = node as? Slider {
            slider.setValueFromUser(target)
            return
        }
        guard let value = AccessibilityNumericValue(of: node) else { return }
        let steps = value.steps(to: target)
        let action: AccessibilityAction = steps > 0 ? .increment : .decrement
        for _ in 0..<abs(steps) {
            if !node.performAccessibilityAction(action) { break }
        }
    }
}
