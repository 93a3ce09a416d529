import FlywheelCore
import Testing

@testable import FlywheelUI

/// The picker wheel to a reader: adjustable, stepped exactly as the arrow keys step it.
@Suite struct PickerWheelAccessibilityTests {
    @Test func anIncrementIsExactlyADownKey() {
        let byKey = PickerRig(rowCount: 20, selected: 4)
        let byReader = PickerRig(rowCount: 20, selected: 4)
        byKey.host.setFocus(byKey.picker)
        byKey.key(.down, at: 0.1)
        byReader.clock.set(to: 0.1)
        #expect(byReader.picker.performAccessibilityAction(.increment))
        byKey.run(until: 2)
        byReader.run(until: 2)
        #expect(byReader.picker.selectedIndex == 5)
        #expect(byReader.events == byKey.events)
        #expect(byReader.crossings == byKey.crossings)
        #expect(byReader.valueChangedCount == 1)
        #expect(byReader.picker.accessibilityValue == "Row 5")
    }

    @Test func visibleRowsAreListItemsAndActivatingOneTurnsTheWheelThere() {
        let rig = PickerRig(rowCount: 100, selected: 50)
        let p = rig.picker
        #expect(p.accessibilityRole == .adjustable)
        #expect(p.accessibilityActions == [.activate, .increment, .decrement])
        let rows = p.accessibilityNodeChildren
        #expect(rows.count == p.visibleRowRange.count)
        let selected = rows.filter { $0.accessibilityStates.contains(.selected) }
        #expect(selected.count == 1 && selected[0].accessibilityLabel == "Row 50")
        // The selected row sits on the centre line.
        #expect(abs(selected[0].accessibilityFrameInWindow.midY - rig.centreY) < 0.5)
        let below = rows.first { $0.accessibilityLabel == "Row 51" }
        #expect(below?.performAccessibilityAction(.activate) == true)
        rig.run(until: 2)
        #expect(p.selectedIndex == 51)
        #expect(rig.valueChangedCount == 1)
        #expect(p.performAccessibilityAction(.activate))
        #expect(rig.events.last == "primaryActionTriggered")
    }

    @Test func aDisabledPickerOffersNothing() {
        let rig = PickerRig(rowCount: 5)
        rig.picker.isEnabled = false
        #expect(rig.picker.accessibilityActions.isEmpty)
        #expect(!rig.picker.performAccessibilityAction(.increment))
        #expect(!rig.picker.accessibilityStates.contains(.enabled))
    }
}
