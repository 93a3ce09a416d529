import CAccessibilityBridge
import CSDL2
import FlywheelCore
import FlywheelUI
import Foundation

/// What the C side asks about the tree: every ATK query ends in one of these callbacks, run on
/// the UI thread inside a pump. Node 0 is the application, whose children are the windows.
extension AccessibilityBridge {
    /// The callbacks, with this bridge as their context (kept for the life of the process, as
    /// atk-bridge keeps its objects).
    func makeCallbacks() -> FlywheelA11yCallbacks {
        FlywheelA11yCallbacks(
            context: Unmanaged.passRetained(self).toOpaque(),
            child_count: { c, node in Int32(clamping: bridge(c).children(of: node)?.count ?? 0) },
            child_at: { c, node, index in
                guard let ids = bridge(c).children(of: node), ids.indices.contains(Int(index)) else { return -1 }
                return ids[Int(index)]
            },
            parent: { c, node in bridge(c).parentID(of: node) },
            index_in_parent: { c, node in bridge(c).indexInParent(node) },
            role: { c, node in bridge(c).table.node(node).map { Int32($0.bridgedRole.rawValue) } ?? 0 },
            copy_string: { c, node, which in bridge(c).string(which, of: node).flatMap { strdup($0) } },
            states: { c, node in bridge(c).states(of: node) },
            actions: { c, node in bridge(c).table.node(node)?.bridgedActions ?? 0 },
            extents: { c, node in bridge(c).extents(of: node) },
            value: { c, node, out in
                guard let node = bridge(c).table.node(node), let v = AccessibilityNumericValue(of: node) else {
                    return 0
                }
                out?.pointee = FlywheelA11yValue(
                    current: v.current, minimum: v.minimum, maximum: v.maximum, step: v.step)
                return 1
            },
            request: { c, node, kind, argument in bridge(c).enqueue(node: node, kind: kind, argument: argument) ? 1 : 0
            },
            caret_offset: { c, node in
                bridge(c).table.node(node)?.accessibilityCaretOffset.map { Int32(clamping: $0) } ?? -1
            },
            selection: { c, node, start, end in
                guard let range = bridge(c).table.node(node)?.accessibilitySelectedRange, !range.isEmpty else {
                    return 0
                }
                start?.pointee = Int32(clamping: range.lowerBound)
                end?.pointee = Int32(clamping: range.upperBound)
                return 1
            },
            character_extents: { c, node, offset, out in
                guard let r = bridge(c).characterExtents(of: node, at: Int(offset)) else { return 0 }
                out?.pointee = r
                return 1
            }
        )
    }

    /// The ids of `node`'s children (computed once per pump), nil when the node is gone.
    func children(of id: Int64) -> [Int64]? {
        if let given = givenChildren[id], given.pump == pumpCount { return given.ids }
        guard let ids = currentChildren(of: id) else { return nil }
        givenChildren[id] = (pumpCount, ids)
        return ids
    }

    /// The ids of `node`'s children as the tree has them now (the windows for 0), nil when the
    /// node is gone; not remembered (`children(of:)` remembers them for the pump).
    func currentChildren(of id: Int64) -> [Int64]? {
        if id == 0 { return windowIDs() }
        guard let node = table.node(id) else { return nil }
        return node.accessibilityNodeChildren.map { table.id(for: $0) }
    }

    /// The parent's id: 0 for a window's root, -1 when the node is gone.
    func parentID(of id: Int64) -> Int64 {
        guard id != 0, let node = table.node(id) else { return -1 }
        if let parent = node.accessibilityParentNode { return table.id(for: parent) }
        return windows.contains { $0.rootNode === node } ? 0 : -1
    }

    func indexInParent(_ id: Int64) -> Int32 {
        let parent = parentID(of: id)
        guard parent >= 0, let siblings = children(of: parent), let i = siblings.firstIndex(of: id) else { return -1 }
        return Int32(clamping: i)
    }

    /// The name (label; a window's title), description (hint) or value text.
    func string(_ which: Int32, of id: Int64) -> String? {
        guard let node = table.node(id) else { return nil }
        switch FlywheelA11yString(rawValue: UInt32(which)) {
        case FLYWHEEL_A11Y_STRING_NAME:
            // A frame is named as the window manager names it: by the window's title.
            return windows.first { $0.rootNode === node }?.title ?? node.accessibilityLabel
        case FLYWHEEL_A11Y_STRING_DESCRIPTION:
            return node.accessibilityHint
        default:
            return node.accessibilityValue
        }
    }

    func states(of id: Int64) -> UInt32 {
        guard let node = table.node(id) else { return 0 }
        var bits = node.bridgedStates
        if let window = windows.first(where: { $0.rootNode === node }), window.hasKeyboard {
            bits |= UInt32(FLYWHEEL_A11Y_STATE_ACTIVE)
        }
        return bits
    }

    /// The node's frame on the screen, in pixels: the window's position plus the frame in
    /// window points times the pixel scale.
    func extents(of id: Int64) -> FlywheelA11yRect {
        guard let node = table.node(id), let window = window(of: node) else { return FlywheelA11yRect() }
        let r = window.screenRect(of: node.accessibilityFrameInWindow)
        return FlywheelA11yRect(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    /// Where character `offset` of a text field is drawn, on the screen in pixels as `extents`;
    /// nil when the node cannot say.
    func characterExtents(of id: Int64, at offset: Int) -> FlywheelA11yRect? {
        guard let node = table.node(id), let window = window(of: node),
            let box = node.accessibilityFrameOfCharacter(at: offset)
        else { return nil }
        let r = window.screenRect(of: box)
        return FlywheelA11yRect(x: r.x, y: r.y, width: r.width, height: r.height)
    }
}

/// The bridge a C callback's context names.
private func bridge(_ context: UnsafeMutableRawPointer?) -> AccessibilityBridge {
    Unmanaged<AccessibilityBridge>.fromOpaque(context!).takeUnretainedValue()
}
