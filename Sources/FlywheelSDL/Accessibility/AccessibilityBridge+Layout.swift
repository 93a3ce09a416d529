import CAccessibilityBridge
import FlywheelUI

/// Telling readers what moved: after a layout or screen change, every node whose children a
/// reader has read is compared with what it has now, and each child that left or arrived is
/// announced (ATK's children-changed); nodes that are gone become defunct. A node whose role
/// changed (a segmented control that turned compact is a spin button, no longer a group of
/// radio buttons) gets a new id, so a new object with its new role's interfaces: its parent
/// tells the old one removed and the new one added, and the old one becomes defunct.
extension AccessibilityBridge {
    func publishLayoutChanges() {
        layoutChanged = false
        var replaced: [Int64] = []
        for id in table.liveIDs where flywheel_a11y_is_stale(id) != 0 {
            if table.renew(id) != nil {
                replaced.append(id)
                givenChildren[id] = nil
            }
        }
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
        for id in replaced + table.removeGone() {
            givenChildren[id] = nil
            flywheel_a11y_forget(id)
        }
    }
}
