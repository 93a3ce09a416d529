import FlywheelCore
import Testing

@testable import FlywheelUI

/// A game controller's stick on the picker: it scrolls at `stickRowsPerSecond · y·|y|` on the
/// driver's drift (the same positions and row crossings at any frame rate) and lands on the row
/// it was heading for when let go, with one `.valueChanged`.
@Suite struct PickerWheelStickTests {
    static func stick(_ rig: PickerRig, y: Double, x: Double = 0, which: PadStick = .left, at t: Double) {
        rig.send(.stick(StickEvent(pad: PadID(2), stick: which, x: x, y: y, timestamp: t)))
    }

    /// Frames at `fps` from the rig's time to `end`.
    static func frames(_ rig: PickerRig, to end: Double, fps: Double) {
        while rig.now < end - 1e-12 {
            rig.clock.set(to: min(end, rig.now + 1 / fps))
            rig.host.advance(to: rig.now)
        }
    }

    static func focused(rows: Int = 100, selected: Int = 10, disabled: Set<Int> = []) -> PickerRig {
        let rig = PickerRig(rowCount: rows, selected: selected, disabled: disabled)
        rig.host.setFocus(rig.picker)
        return rig
    }

    @Test(arguments: [30.0, 60.0, 240.0])
    func aFullPushScrollsTwelveRowsASecondAndLandsOnTheRowItWasHeadingFor(fps: Double) {
        let rig = Self.focused()
        Self.stick(rig, y: 1, at: 1.0)
        Self.frames(rig, to: 1.5, fps: fps)
        #expect(abs(rig.picker.position - 16) < 1e-9)  // 10 + 12 rows/s · 0.5 s
        Self.frames(rig, to: 1.7, fps: fps)
        Self.stick(rig, y: 0, at: 1.71)  // 10 + 12 · 0.71 = 18.52: heading for 19
        #expect(rig.valueChangedCount == 0)
        Self.frames(rig, to: 3, fps: fps)
        #expect(rig.picker.selectedIndex == 19)
        #expect(rig.picker.position == 19)
        #expect(rig.events == ["valueChanged"])
        #expect(rig.crossings == Array(11...19))
    }

    @Test(arguments: [30.0, 60.0, 240.0])
    func aHalfPushScrollsAQuarterAsFastAndChangesTakeEffectAtTheirOwnTimes(fps: Double) {
        let rig = Self.focused()
        Self.stick(rig, y: -0.5, at: 1.0)  // up: lower rows, 3 rows/s
        Self.frames(rig, to: 1.4, fps: fps)
        Self.stick(rig, y: -1, at: 1.41)  // between frames at 30 fps: the drift catches up first
        Self.frames(rig, to: 1.61, fps: fps)
        // 10 − 3 · 0.41 − 12 · 0.2 = 6.37
        #expect(abs(rig.picker.position - 6.37) < 1e-9)
        Self.stick(rig, y: 0, at: 1.61)
        Self.frames(rig, to: 3, fps: fps)
        #expect(rig.picker.selectedIndex == 6)
    }

    @Test func theScrollStopsAtTheEndsAndSkipsDisabledRowsWhenItLands() {
        let rig = Self.focused(rows: 20, selected: 17, disabled: [19])
        Self.stick(rig, y: 1, at: 1)
        Self.frames(rig, to: 3, fps: 60)
        #expect(rig.picker.position <= 19)
        Self.stick(rig, y: 0, at: 3)
        Self.frames(rig, to: 5, fps: 60)
        #expect(rig.picker.selectedIndex == 18)
    }

    @Test func aSidewaysPushDoesNotScrollAndAnotherStickWaitsItsTurn() {
        let rig = Self.focused()
        #expect(!rig.picker.handleStick(StickEvent(pad: PadID(1), stick: .left, x: 1, y: 0, timestamp: 1)))
        Self.stick(rig, y: 1, which: .right, at: 1)
        Self.stick(rig, y: 0, which: .left, at: 1.2)  // not the scrolling stick
        Self.frames(rig, to: 1.5, fps: 60)
        #expect(abs(rig.picker.position - 16) < 1e-9)
    }
}

/// The spinner's picker variant takes the stick as the picker does; A takes the row it was
/// heading for.
@Suite struct SpinnerPickerStickTests {
    @Test(arguments: [30.0, 60.0, 240.0])
    func theStickScrollsTheSpinnersPickerAndATakesTheRow(fps: Double) {
        let f = SpinnerFixture(count: 40, selected: 10)
        f.spinner.spinnerMode = .pickerOnly
        f.t.host.setFocus(f.spinner)
        f.spinner.isOpen = true
        f.settle(0.5, fps: fps)
        f.calls.removeAll()
        let t0 = f.t.clock.now
        f.t.host.handle(.stick(StickEvent(pad: PadID(1), stick: .right, x: 0, y: 1, timestamp: t0)))
        var t = t0
        while t < t0 + 0.3 - 1e-12 {
            t = min(t0 + 0.3, t + 1 / fps)
            f.t.clock.set(to: t)
            f.t.host.advance(to: t)
        }
        // 12 rows/s · 0.3 s = 3.6 rows: at 13.6, heading on; A takes the row it reaches, 14.
        f.t.host.handle(.key(KeyEvent(key: .enter, isDown: true, pad: PadID(1), padButton: .a, timestamp: t)))
        #expect(!f.spinner.isOpen)
        #expect(f.spinner.selectedIndex == 14)
        #expect(f.calls == ["selected:14", "willClose", "closed:14:false", "chosen:14:false"])
    }
}
