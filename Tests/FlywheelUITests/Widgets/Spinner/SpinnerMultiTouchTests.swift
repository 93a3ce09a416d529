import FlywheelCore
import FlywheelUITestSupport
import Foundation
import Testing

@testable import FlywheelUI

/// Fingers own what they touch: a finger belongs to the view it went down on. A second thumb
/// elsewhere never closes or steals a wheel another finger turns; a second finger on the open
/// spinner is ignored (the first keeps the wheel); a tap outside closes only when no finger is on it.
@Suite struct SpinnerMultiTouchTests {
    /// The 400×400 fixture with a 100-pt ring (so the corners are outside it) and a picker wheel
    /// in the top-left corner, the ring open and popped.
    private func openFixture() -> (SpinnerFixture, PickerWheel) {
        let f = SpinnerFixture(count: 12, selected: 0)
        f.spinner.radius = 100
        let picker = PickerWheel(
            rows: (0..<10).map { PickerRow(title: "Row \($0)") }, selectedIndex: 0,
            frame: Rect(x: 0, y: 0, width: 90, height: 120))
        f.container.addSubview(picker)
        f.spinner.isOpen = true
        f.settle(0.5)
        return (f, picker)
    }

    private func ring(_ f: SpinnerFixture, _ degrees: Double) -> Point { f.onRing(degrees, r: 80) }

    @Test func aSecondFingerElsewhereLeavesADraggedWheelOpenAndTurning() {
        let (f, _) = openFixture()
        let start = ring(f, 0)
        f.t.pointer(.down, start.x, start.y, id: 1)
        for deg in stride(from: 5.0, through: 30, by: 5) {
            let p = ring(f, deg)
            f.t.pointer(.move, p.x, p.y, id: 1, dt: 0.03)
        }
        // A thumb on the game's stick zone (bottom-left corner, outside the ring) goes down,
        // moves and lifts while the first finger turns the wheel.
        f.t.pointer(.down, 10, 390, id: 2)
        f.t.pointer(.move, 30, 370, id: 2)
        #expect(f.spinner.isOpen, "a finger down elsewhere does not close a wheel being turned")
        for deg in stride(from: 35.0, through: 60, by: 5) {
            let p = ring(f, deg)
            f.t.pointer(.move, p.x, p.y, id: 1, dt: 0.03)
        }
        f.t.pointer(.up, 30, 370, id: 2)
        // 60° clockwise on a 12-item ring is two items: the first finger still turns it.
        #expect(abs(f.spinner.ringPosition - 2) < 0.15)
        f.t.wait(0.2)
        let end = ring(f, 60)
        f.t.pointer(.up, end.x, end.y, id: 1)
        f.settle(2)
        #expect(f.spinner.isOpen && f.spinner.selectedIndex == 2)
        // No finger on it now: a tap outside closes it.
        f.t.pointer(.down, 10, 390, id: 3)
        f.t.pointer(.up, 10, 390, id: 3)
        #expect(!f.spinner.isOpen)
    }

    @Test func aSecondFingerOnTheRingIsIgnoredUntilItLifts() {
        let (f, _) = openFixture()
        let start = ring(f, 0)
        f.t.pointer(.down, start.x, start.y, id: 1)
        for deg in stride(from: 5.0, through: 30, by: 5) {
            let p = ring(f, deg)
            f.t.pointer(.move, p.x, p.y, id: 1, dt: 0.03)
        }
        // The second finger lands on the other side of the ring and drags the other way.
        let other = ring(f, 180)
        f.t.pointer(.down, other.x, other.y, id: 2)
        for deg in stride(from: 170.0, through: 90, by: -10) {
            let p = ring(f, deg)
            f.t.pointer(.move, p.x, p.y, id: 2, dt: 0.03)
        }
        #expect(abs(f.spinner.ringPosition - 1) < 0.15, "the wheel stays where the first finger put it")
        let lifted = ring(f, 90)
        f.t.pointer(.up, lifted.x, lifted.y, id: 2)
        #expect(f.spinner.isOpen, "the second finger's lift is no tap: no step, no close")
        for deg in stride(from: 35.0, through: 90, by: 5) {
            let p = ring(f, deg)
            f.t.pointer(.move, p.x, p.y, id: 1, dt: 0.03)
        }
        #expect(abs(f.spinner.ringPosition - 3) < 0.15, "the first finger kept the wheel")
        f.t.wait(0.2)
        let end = ring(f, 90)
        f.t.pointer(.up, end.x, end.y, id: 1)
        f.settle(2)
        #expect(f.spinner.selectedIndex == 3)
    }

    @Test func aSecondFingerOnTheCentreNeitherClosesNorStopsTheWheel() {
        let (f, _) = openFixture()
        let start = ring(f, 0)
        f.t.pointer(.down, start.x, start.y, id: 1)
        for deg in stride(from: 5.0, through: 30, by: 5) {
            let p = ring(f, deg)
            f.t.pointer(.move, p.x, p.y, id: 1, dt: 0.03)
        }
        let events = f.t.log.count
        f.t.pointer(.down, 200, 200, id: 2)
        f.t.pointer(.up, 200, 200, id: 2)
        #expect(f.spinner.isOpen)
        #expect(f.t.log.count == events, "the centre sends no touch events for the ignored finger")
        let p = ring(f, 60)
        f.t.pointer(.move, p.x, p.y, id: 1, dt: 0.03)
        #expect(abs(f.spinner.ringPosition - 2) < 0.15)
        f.t.pointer(.up, p.x, p.y, id: 1)
    }

    @Test func oneFingerOnTheRingAndOneOnAPickerTurnBoth() {
        let (f, picker) = openFixture()
        let start = ring(f, 0)
        f.t.pointer(.down, start.x, start.y, id: 1)
        f.t.pointer(.down, 45, 60, id: 2)
        for k in 1...6 {
            let p = ring(f, Double(k) * 5)
            f.t.pointer(.move, p.x, p.y, id: 1, dt: 0.03)
            f.t.pointer(.move, 45, 60 - Double(k) * 15, id: 2, dt: 0.03)
        }
        #expect(f.spinner.isOpen, "a finger on a picker does not close a wheel being turned")
        #expect(abs(f.spinner.ringPosition - 1) < 0.15)
        f.t.pointer(.up, 45, -30, id: 2)
        f.t.pointer(.up, ring(f, 30).x, ring(f, 30).y, id: 1)
        f.settle(3)
        #expect(picker.selectedIndex > 0, "the picker turned with its own finger")
        #expect(f.spinner.isOpen && f.spinner.selectedIndex == 1)
    }

    /// The picker of a spinner with many values: a finger pressing the open spinner's centre
    /// holds it, and a second finger landing on the picker is ignored (`harness fuzz --seed 1`,
    /// case 66629: the picker took the second finger and the wheel changed hands).
    @Test func aSecondFingerOnThePickerLeavesItToTheFingerOnTheCentre() throws {
        let f = SpinnerFixture(count: 30, selected: 10)
        f.spinner.spinnerMode = .pickerOnly
        f.spinner.isOpen = true
        f.settle(0.5)
        let picker = try #require(f.spinner.picker)
        #expect(picker.bounds.height > 60, "\(picker.bounds)")
        let middle = picker.convert(Point(x: picker.bounds.midX, y: picker.bounds.midY), to: nil)
        f.t.pointer(.down, 200, 200, id: 1)  // the centre, held
        #expect(f.spinner.touchingPointerID == 1)
        let x = middle.x, y = middle.y
        f.t.pointer(.down, x, y, id: 2)
        for k in 1...6 { f.t.pointer(.move, x, y - Double(k) * 15, id: 2, dt: 0.03) }
        #expect(f.spinner.touchingPointerID == 1, "the first finger keeps the spinner")
        #expect(picker.trackedPointerID == nil)
        f.t.pointer(.up, x, y - 90, id: 2)
        f.settle(1)
        #expect(f.spinner.isOpen && picker.selectedIndex == 10, "the ignored finger turned nothing")
    }

    /// A finger held still on the ring (not dragging) counts too: a tap elsewhere leaves it open;
    /// once it lifts, the next tap outside closes.
    @Test func aTapOutsideClosesOnlyWhenNoFingerIsOnTheSpinner() {
        let (f, _) = openFixture()
        let held = ring(f, 0)
        f.t.pointer(.down, held.x, held.y, id: 4)
        f.t.pointer(.down, 395, 5, id: 5)
        f.t.pointer(.up, 395, 5, id: 5)
        #expect(f.spinner.isOpen)
        f.t.pointer(.cancel, held.x, held.y, id: 4)
        f.t.pointer(.down, 395, 5, id: 5)
        f.t.pointer(.up, 395, 5, id: 5)
        #expect(!f.spinner.isOpen)
    }
}
