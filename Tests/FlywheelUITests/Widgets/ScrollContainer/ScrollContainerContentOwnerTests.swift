import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Content that has a scroll container's touch (a picker, which takes a press at once) and then
/// leaves the tree mid-drag, as a spinner's picker does when it closes under the finger (fuzz
/// case 68739 on the languages page): it is cancelled once and then hears nothing more.
@Suite struct ScrollContainerContentOwnerTests {
    /// A 400 × 300 window holding a vertical page (content 900 pt tall) with a picker on it.
    final class Rig {
        let test = TestHost()
        let page: ScrollContainer
        let picker: PickerWheel
        /// The picker's own events, from its actions (heard with or without a host).
        var pickerEvents: [String] = []

        init() {
            page = test.addPage(contentHeight: 900)
            picker = test.add(
                PickerWheel(
                    rows: (0..<20).map { PickerRow(title: "Row \($0)") }, selectedIndex: 5,
                    frame: Rect(x: 50, y: 40, width: 300, height: 216)),
                to: page)
            picker.addAction(for: .allEvents) { [unowned self] _, e in self.pickerEvents.append(e.description) }
            test.host.advance(to: 0)
        }

        /// A pointer event a frame after the last, at x = 200.
        func pointer(_ phase: PointerEvent.Phase, y: Double) { test.pointer(phase, 200, y, dt: 1.0 / 60) }

        /// A press on the picker and a drag of 40 pt up it: the picker follows.
        func startDraggingThePicker() {
            pointer(.down, y: 180)
            for y in stride(from: 170.0, through: 140, by: -10) { pointer(.move, y: y) }
        }

        var touchCancels: Int { pickerEvents.filter { $0 == "touchCancel" }.count }
    }

    @Test func aPickerRemovedMidDragIsCancelledOnceAndHearsNothingMore() {
        let rig = Rig()
        rig.startDraggingThePicker()
        #expect(rig.picker.isTracking)
        #expect(rig.pickerEvents.first == "touchDown")
        #expect(rig.pickerEvents.contains("touchDragInside"))
        #expect(rig.page.contentOwner === rig.picker)

        rig.picker.removeFromSuperview()
        #expect(!rig.picker.isTracking)
        #expect(rig.pickerEvents.last == "touchCancel")
        #expect(rig.touchCancels == 1)

        let before = rig.pickerEvents.count
        rig.pointer(.move, y: 100)
        #expect(rig.pickerEvents.count == before, "\(rig.pickerEvents.suffix(from: before))")
        #expect(rig.page.contentOwner == nil)
        for y in stride(from: 90.0, through: 20, by: -10) { rig.pointer(.move, y: y) }
        rig.pointer(.up, y: 20)
        #expect(rig.pickerEvents.count == before)
        #expect(rig.touchCancels == 1)
        // The rest of the touch is over: the page does not start scrolling under the finger
        // when the picker goes (so where it ends never depends on the frame that removed it).
        #expect(rig.page.axisOffset == 0)
        #expect(!rig.page.isDragging)
    }

    @Test func aPickerWhosePageLeavesMidDragIsCancelledOnce() {
        let rig = Rig()
        rig.startDraggingThePicker()
        rig.page.removeFromSuperview()
        #expect(!rig.picker.isTracking)
        #expect(rig.touchCancels == 1)
        #expect(rig.page.contentOwner == nil)
        let before = rig.pickerEvents.count
        rig.pointer(.move, y: 100)
        rig.pointer(.up, y: 100)
        #expect(rig.pickerEvents.count == before)
    }

    @Test func theNextTouchOnThePageWorksAsBefore() {
        let rig = Rig()
        rig.startDraggingThePicker()
        rig.picker.removeFromSuperview()
        rig.pointer(.up, y: 140)
        // A drag on the page (where the picker was) now scrolls it.
        rig.pointer(.down, y: 250)
        for y in stride(from: 230.0, through: 150, by: -20) { rig.pointer(.move, y: y) }
        #expect(rig.page.isDragging)
        #expect(rig.page.axisOffset > 0)
        rig.pointer(.up, y: 150)
    }
}
