import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// The picker's touches through `Control`'s tracking alone: each touch's events come once each,
/// in UIKit's order, whoever delivers the touch (the host, or a page that forwards it).
@Suite struct PickerWheelTrackingTests {
    /// The events of one touch: from its `touchDown` to the next `touchDown` (or the end).
    static func touches(_ events: [String]) -> [[String]] {
        var out: [[String]] = []
        for e in events {
            if e == "touchDown" || out.isEmpty { out.append([]) }
            out[out.count - 1].append(e)
        }
        return out
    }

    @Test func everyTapOnTheCentreRowIsOnePressThenOnePrimaryAction() {
        let rig = PickerRig(rowCount: 20, selected: 10)
        rig.tap(y: rig.centreY + 5, at: 0.1)
        rig.run(until: 0.5)
        rig.tap(y: rig.centreY - 5, at: 0.6)
        rig.run(until: 1)
        let press = ["touchDown", "touchUpInside", "primaryActionTriggered"]
        #expect(Self.touches(rig.events) == [press, press])
        #expect(rig.picker.selectedIndex == 10)
    }

    @Test func aDragIsNoPrimaryActionAndTheTapAfterItIsOne() {
        let rig = PickerRig(rowCount: 20, selected: 10)
        let up = rig.drag(from: rig.centreY, to: rig.centreY - 60, at: 0.1, duration: 0.2, hold: 0.3)
        rig.run(until: up + 1.5)
        #expect(rig.picker.selectedIndex != 10)
        // The settle's valueChanged comes after the lift; the touch itself ends at touchUpInside.
        let drag = (Self.touches(rig.events).first ?? []).filter { $0 != "valueChanged" }
        #expect(drag.first == "touchDown" && drag.last == "touchUpInside")
        #expect(!drag.contains("primaryActionTriggered") && !drag.contains("touchCancel"))
        #expect(drag.filter { $0 == "touchUpInside" }.count == 1)

        let before = rig.events.count
        rig.tap(y: rig.centreY, at: up + 2)
        rig.run(until: up + 3)
        #expect(
            Array(rig.events[before...]).filter { $0 != "valueChanged" }
                == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func aTapOnAnotherRowMovesThereWithoutAPrimaryAction() {
        let rig = PickerRig(rowCount: 20, selected: 10)
        rig.tap(y: rig.centreY + 40, at: 0.1)
        rig.run(until: 1.5)
        #expect(rig.picker.selectedIndex == 11)
        #expect(rig.events == ["touchDown", "touchUpInside", "valueChanged"])
    }

    /// On a page (a vertical `ScrollContainer`) the page has the pointer and forwards it: the
    /// picker's press is still one `touchDown`, one `touchUpInside`, one primary action.
    @Test func aTapForwardedByAPageIsOnePressThenOnePrimaryAction() {
        let t = TestHost()
        let (clock, host) = (t.clock, t.host)
        let page = t.addPage(contentHeight: 900)
        let rows = (0..<20).map { PickerRow(title: "Row \($0)") }
        let picker = t.add(PickerWheel(rows: rows, selectedIndex: 10, frame: PickerRig.frame), to: page)
        var events: [String] = []
        picker.addAction(for: .allEvents) { _, e in events.append(e.description) }
        host.advance(to: 0)
        for (phase, t) in [(PointerEvent.Phase.down, 0.1), (.up, 0.15)] {
            clock.set(to: t)
            host.handle(
                .pointer(PointerEvent(phase: phase, location: Point(x: 200, y: PickerRig.frame.midY), timestamp: t)))
            host.advance(to: t)
        }
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(page.axisOffset == 0)
    }
}
