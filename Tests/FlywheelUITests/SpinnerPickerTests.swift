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
}
