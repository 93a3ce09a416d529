import FlywheelCore
import Testing

@testable import FlywheelUI

@Suite struct SpinnerPickerTests {
    /// 20 values with mode Both and threshold 15: the picker. The spinner sits low in the
    /// container so the picker has the band above it.
    private func fixture() -> SpinnerFixture {
        let f = SpinnerFixture(count: 20, selected: 10)
        f.spinner.spinnerMode = .both
        f.spinner.center = Point(x: 200, y: 360)
        return f
    }

    private var pickerBox: (SpinnerFixture) -> View? {
        { f in f.container.subviews.first { $0.accessibilityLabel == "Spinner picker" } }
    }

    @Test func opensAsAPickerInTheBandAboveTheSpinner() {
        let f = fixture()
        #expect(!f.spinner.opensAsSpinner)
        f.tap(Point(x: 200, y: 360))
        #expect(f.spinner.isOpen && f.spinner.shows == .picker)
        let box = try! #require(pickerBox(f))
        // From the container's top down to the spinner's top edge, as wide as the container allows.
        #expect(box.frame == Rect(x: 0, y: 0, width: 400, height: 336))
        #expect(f.calls == ["opened:10:true"])
    }

    @Test func draggingThePickerSelectsOnceItSettles() {
        let f = fixture()
        var spinnerEvents: [String] = []
        f.spinner.addAction(for: .valueChanged) { _, e in spinnerEvents.append(e.description) }
        f.spinner.isOpen = true
        f.settle(0.5)
        // Drag up by three rows (40 pt each) slowly, hold, lift.
        f.t.pointer(.down, 200, 168)
        for k in 1...12 { f.t.pointer(.move, 200, 168 - Double(k) * 10, dt: 0.03) }
        f.t.wait(0.1)
        f.t.pointer(.up, 200, 48)
        f.settle(2)
        #expect(f.spinner.selectedIndex == 13)
        #expect(f.calls.last == "selected:13")
        #expect(spinnerEvents == ["valueChanged"])  // once, when the picker settled
        #expect(f.feedback.count(of: .selectionTick) == 3)
    }

    @Test func keysStepThePickerAndTheCentreCloses() {
        let f = fixture()
        f.t.host.setFocus(f.spinner)
        f.t.key(.enter)
        #expect(f.spinner.shows == .picker)
        f.t.key(.down)
        f.t.key(.down)
        f.settle(1)
        #expect(f.spinner.selectedIndex == 12)
        f.tap(Point(x: 200, y: 360))
        #expect(!f.spinner.isOpen)
        f.settle(1)
        #expect(pickerBox(f) == nil)
    }

    /// The picker keeps turning while the close shrinks it; a settle before the shrink ends still
    /// selects its row, at any frame rate. Here the close ends 2 ms after the picker's step comes
    /// to rest. (The frame that ended the shrink removed the picker before the picker had been
    /// brought up to that time, so unless a frame fell in those 2 ms the settle was lost: the
    /// row was kept at 47 and 48 fps and changed at the others — `harness fuzz`, Simple Center.)
    @Test func aPickerThatSettlesBeforeItsCloseEndsSelectsAtAnyFrameRate() throws {
        var ends: [String] = []
        for fps in [30.0, 47, 48, 49, 60, 120, 144, 240] {
            let f = fixture()
            f.spinner.isOpen = true
            f.settle(0.5, fps: fps)
            let picker = try #require(f.spinner.picker)
            f.t.host.handle(.wheel(WheelEvent(dy: -1, location: Point(x: 200, y: 360), timestamp: f.t.clock.now)))
            let rest = try #require(picker.driver.physics.motion).endTime
            // The tap's lift (and the close) at `closeAt`: the shrink then ends 2 ms after the rest.
            let closeAt = rest + 0.002 - f.spinner.feel.closeDurationSeconds
            f.t.wait(closeAt - 0.06 - f.t.clock.now, fps: fps)
            f.tap(Point(x: 200, y: 360))
            #expect(!f.spinner.isOpen)
            f.settle(1, fps: fps)
            ends.append("\(fps): \(f.spinner.selectedIndex) \(f.calls)")
        }
        // The centre tap takes the selection: the picker lands on the row it is going to first.
        let expected = "selected:11\", \"willClose\", \"closed:11:false\", \"chosen:11:false"
        for end in ends { #expect(end.hasSuffix("\(expected)\"]"), "\(end)") }
        #expect(Set(ends.map { $0.drop { $0 != ":" } }).count == 1, "\(ends)")
    }

    @Test func pickerTakesTheSpinnersLook() {
        let f = fixture()
        f.spinner.hudMode = true
        f.spinner.tintColor = .red
        f.spinner.isOpen = true
        let picker = try! #require(f.spinner.picker)
        #expect(picker.isHUDMode && picker.textColor == .red && picker.rows.count == 20)
        #expect(picker.rows[3].icon?.isTemplate == true)
        f.spinner.tintColor = .clear
        #expect(picker.textColor == .black)
    }

    /// What you see is what you hit, also while the picker pops open: a press where the growing
    /// picker has not reached yet is outside it and closes it (and goes on to what is drawn
    /// there); the same press once the picker has grown lands on its rows and leaves it open.
    /// Only a slow pop makes the difference matter: with the default feel the picker is at 95 %
    /// of its size after four frames at 60 fps (docs/widgets.md, "A press while it pops open").
    @Test(arguments: [true, false]) func aPressWhereTheOpeningPickerHasNotGrownYetClosesIt(grown: Bool) throws {
        let f = fixture()
        var slow = f.spinner.feel
        slow.openDurationSeconds = 2
        slow.openInitialSpringVelocity = 0
        slow.openSpringDampingRatio = 1
        try f.spinner.setFeel(slow)
        f.spinner.isOpen = true
        f.settle(grown ? 2.5 : 0.1)
        // Near the top of the picker's box (0…336, anchored at its bottom above the spinner).
        let top = Point(x: 200, y: 30)
        let box = try #require(pickerBox(f))
        #expect(box.frame.contains(top))
        #expect((box.hitTest(box.convert(top, from: nil)) != nil) == grown)
        f.tap(top)
        #expect(f.spinner.isOpen == grown)
        #expect(f.calls.contains("willClose") == !grown)
    }
}
