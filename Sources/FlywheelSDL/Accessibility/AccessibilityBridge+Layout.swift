import CAccessibilityBridge
import FlywheelUI

/// Telling readers what moved: after a layout or screen change, every node whose children a
/// reader has read is compared with what it has now, and each child that left or arrived is
/// announced (ATK's children-changed); nodes that are gone become defunct.
extension AccessibilityBridge {
    func publishLayoutChanges() {
        layoutChanged = false
        for (id, given) in givenChildren {
            guard let now = currentChildren(of: id) else { continue }
            givenChildren[id] = (pumpCount, now)
            guard now != given.ids else { continue }
            let kept = Set(now)
            for (index, child) in given.ids.enumerated().reversed() where !kept.contains(child) {
                flywheel_a11y_notify_child_changed(id, Int32(clamping: index), child, 0)
            }
            let before = Set(given.ids)
            for (index, child) in now.enumerated() where !before.contains(child) {
                flywheel_a11y_notify_child_changed(id, Int32(clamping: index), child, 1)
            }
        }
        for id in table.removeGone() {
            givenChildren[id] = nil
            flywheel_a11y_forget(id)
        }
    }
}
