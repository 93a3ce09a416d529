import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Disabled segments: neither a tap nor a key selects one; enabled again, it can be chosen.
@Suite struct SegmentEnablingTests {
    @Test func disabledSegmentsCannotBeChosenByTapOrKey() {
        let t = TestHost()
        let seg = SegmentedControl(titles: ["a", "b", "c"], selectedIndex: 0)
        seg.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        t.host.rootView.addSubview(seg)
        seg.setEnabled(false, forSegment: 1)
        t.pointer(.down, 150, 15)
        t.pointer(.up, 150, 15)
        #expect(seg.selectedIndex == 0)
        t.key(.right)  // skips the disabled segment
        #expect(seg.selectedIndex == 2)
        seg.setEnabled(true, forSegment: 1)
        t.key(.left)
        #expect(seg.selectedIndex == 1)
    }
}
