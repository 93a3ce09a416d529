import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Focus for a pad player: the first pad input focuses the first control and does nothing
/// else; the D-pad (and arrows nobody takes) moves focus to the nearest control that way;
/// views may name their neighbours; focus never lands on what cannot be seen.
@Suite struct PadFocusTests {
    private func pad(_ t: TestHost, _ key: Key, _ button: PadButton, down: Bool = true) -> Bool {
        t.clock.advance(by: 0.01)
        return t.host.handle(
            .key(KeyEvent(key: key, isDown: down, pad: PadID(1), padButton: button, timestamp: t.clock.now)))
    }

    /// A closed spinner at the left, a button to its right, a switch below it.
    private func row() -> (TestHost, Spinner, Button, Switch) {
        let t = TestHost(size: Size(width: 400, height: 300))
        let spinner = Spinner(frame: Rect(x: 20, y: 20, width: 80, height: 80))
        spinner.values = (0..<4).map { SpinnerItem(title: "\($0)", icon: TestImages.square(seed: $0)) }
        let button = Button(title: "Go", frame: Rect(x: 200, y: 45, width: 80, height: 30))
        let toggle = Switch()
        toggle.frame = Rect(x: 30, y: 200, width: 51, height: 31)
        for v in [spinner, button, toggle] { t.host.rootView.addSubview(v) }
        return (t, spinner, button, toggle)
    }

    @Test func firstPadPressOnlyFocusesTheFirstControlThenAOpensIt() {
        let (t, spinner, _, _) = row()
        #expect(t.host.focusedView == nil)
        #expect(pad(t, .enter, .a))  // used: it focused
        #expect(t.host.focusedView === spinner && t.host.showsFocusRing && !spinner.isOpen)
        #expect(t.log.isEmpty)
        #expect(pad(t, .enter, .a, down: false))  // its release is used too
        #expect(pad(t, .enter, .a))
        #expect(spinner.isOpen)
    }

    @Test func aKeyboardKeyWithNothingFocusedIsNotTakenForFocus() {
        let (t, _, _, _) = row()
        var unhandled: [Key] = []
        t.host.unhandledKeyHandler = {
            unhandled.append($0.key); return false
        }
        t.clock.advance(by: 0.01)
        #expect(!t.host.handle(.key(KeyEvent(key: .enter, isDown: true, timestamp: t.clock.now))))
        #expect(t.host.focusedView == nil && unhandled == [.enter])
    }

    @Test func aStickPushWithNothingFocusedFocusesTheFirstControl() {
        let (t, spinner, _, _) = row()
        #expect(!t.host.handle(.stick(StickEvent(pad: PadID(2), stick: .left, x: 0, y: 0, timestamp: 0.1))))
        #expect(t.host.focusedView == nil)
        #expect(t.host.handle(.stick(StickEvent(pad: PadID(2), stick: .left, x: 0.8, y: 0, timestamp: 0.2))))
        #expect(t.host.focusedView === spinner)
    }

    @Test func dpadMovesFocusFromAClosedSpinnerToTheControlBesideIt() {
        let (t, spinner, button, toggle) = row()
        t.host.setFocus(spinner)
        #expect(pad(t, .right, .dpadRight))
        #expect(t.host.focusedView === button && t.host.showsFocusRing)
        #expect(!spinner.isOpen && spinner.selectedIndex == 0)
        _ = pad(t, .right, .dpadRight, down: false)
        #expect(pad(t, .left, .dpadLeft))
        #expect(t.host.focusedView === spinner)
        _ = pad(t, .left, .dpadLeft, down: false)
        #expect(pad(t, .down, .dpadDown))
        #expect(t.host.focusedView === toggle)
        _ = pad(t, .down, .dpadDown, down: false)
        // Nothing further down: not used, focus stays.
        #expect(!pad(t, .down, .dpadDown))
        #expect(t.host.focusedView === toggle)
    }

    /// A column of sliders: the d-pad's Up and Down walk it and Left and Right set the focused
    /// one; the keyboard's Up and Down step the value, as a reader's user expects.
    @Test func dpadUpAndDownLeaveASliderAndLeftAndRightSetIt() {
        let t = TestHost(size: Size(width: 400, height: 300))
        let sliders = (0..<2).map { i in
            let s = Slider(minimum: 0, maximum: 10, value: 5)
            s.frame = Rect(x: 20, y: 20 + Double(i) * 60, width: 200, height: 44)
            s.step = 1
            t.host.rootView.addSubview(s)
            return s
        }
        t.host.setFocus(sliders[0])
        #expect(pad(t, .down, .dpadDown))
        #expect(t.host.focusedView === sliders[1] && sliders[0].value == 5 && sliders[1].value == 5)
        _ = pad(t, .down, .dpadDown, down: false)
        #expect(pad(t, .right, .dpadRight))
        #expect(sliders[1].value == 6 && t.host.focusedView === sliders[1])
        _ = pad(t, .right, .dpadRight, down: false)
        #expect(pad(t, .up, .dpadUp))
        #expect(t.host.focusedView === sliders[0] && sliders[1].value == 6)
        _ = pad(t, .up, .dpadUp, down: false)
        t.clock.advance(by: 0.01)
        #expect(t.host.handle(.key(KeyEvent(key: .up, isDown: true, timestamp: t.clock.now))))
        #expect(t.host.focusedView === sliders[0] && sliders[0].value == 6)
    }

    /// The keyboard's Up and Down step a closed spinner as a spin button's do (what a reader
    /// calls it): the value moves one item, told to readers, and the spinner stays closed and
    /// focused; the pad's d-pad still moves the focus (above).
    @Test func keyboardUpAndDownStepAClosedSpinnerAndAReaderIsTold() {
        let (t, spinner, _, toggle) = row()
        let log = t.recordAccessibility()
        t.host.setFocus(spinner)
        t.clock.advance(by: 0.01)
        #expect(t.host.handle(.key(KeyEvent(key: .down, isDown: true, timestamp: t.clock.now))))
        #expect(spinner.selectedIndex == 1 && !spinner.isOpen && t.host.focusedView === spinner)
        t.clock.advance(by: 0.01)
        _ = t.host.handle(.key(KeyEvent(key: .down, isDown: false, timestamp: t.clock.now)))
        t.clock.advance(by: 0.01)
        #expect(t.host.handle(.key(KeyEvent(key: .up, isDown: true, timestamp: t.clock.now))))
        #expect(spinner.selectedIndex == 0 && t.host.focusedView === spinner && t.host.focusedView !== toggle)
        #expect(log.lines.filter { $0.hasPrefix("valueChanged") }.count == 2, "\(log.lines)")
    }

    @Test func anOpenSpinnerKeepsTheArrowsForStepping() {
        let (t, spinner, _, _) = row()
        t.host.setFocus(spinner)
        spinner.open()
        _ = pad(t, .right, .dpadRight)
        #expect(t.host.focusedView === spinner)
        t.wait(1)
        #expect(spinner.selectedIndex != 0)
    }

    @Test func theNearestAheadWinsAndAGapAcrossCostsMore() {
        let t = TestHost(size: Size(width: 600, height: 400))
        let from = Button(title: "from", frame: Rect(x: 10, y: 100, width: 60, height: 30))
        // In line but further, and nearer but well below the row.
        let inLine = Button(title: "line", frame: Rect(x: 300, y: 100, width: 60, height: 30))
        let below = Button(title: "below", frame: Rect(x: 120, y: 260, width: 60, height: 30))
        let behind = Button(title: "behind", frame: Rect(x: 0, y: 10, width: 20, height: 20))
        for v in [from, inLine, below, behind] { t.host.rootView.addSubview(v) }
        t.host.setFocus(from)
        #expect(t.host.moveFocus(.right))
        #expect(t.host.focusedView === inLine)
    }

    @Test func aViewsOwnNeighbourOverridesTheSearch() {
        final class Wrapping: Button {
            weak var wrap: View?
            override func focusNeighbor(for direction: FocusDirection) -> View? { direction == .right ? wrap : nil }
        }
        let t = TestHost()
        let first = Button(title: "1", frame: Rect(x: 10, y: 10, width: 50, height: 30))
        let last = Wrapping(title: "2", frame: Rect(x: 100, y: 10, width: 50, height: 30))
        last.wrap = first
        for v in [first, last] { t.host.rootView.addSubview(v) }
        t.host.setFocus(last)
        #expect(t.host.moveFocus(.right))
        #expect(t.host.focusedView === first)
        // A neighbour that cannot take focus is skipped: the search runs (nothing to the left of 1).
        first.isEnabled = false
        t.host.setFocus(last)
        #expect(!t.host.moveFocus(.right))
    }

    @Test func focusNeverLandsOnHiddenOrOffScreenControls() {
        let t = TestHost(size: Size(width: 300, height: 200))
        let from = Button(title: "a", frame: Rect(x: 10, y: 10, width: 50, height: 30))
        let hidden = Button(title: "h", frame: Rect(x: 80, y: 10, width: 50, height: 30))
        hidden.isHidden = true
        let offScreen = Button(title: "o", frame: Rect(x: 400, y: 10, width: 50, height: 30))
        for v in [from, hidden, offScreen] { t.host.rootView.addSubview(v) }
        t.host.setFocus(from)
        #expect(!t.host.moveFocus(.right))
        #expect(t.host.focusedView === from)
    }

    @Test func focusMovedIntoAScrolledPageIsScrolledIntoView() {
        let t = TestHost(size: Size(width: 300, height: 100))
        let scroller = ScrollContainer(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        scroller.contentSize = Size(width: 1200, height: 100)
        let near = Button(title: "near", frame: Rect(x: 10, y: 30, width: 80, height: 30))
        let far = Button(title: "far", frame: Rect(x: 900, y: 30, width: 80, height: 30))
        scroller.addSubview(near)
        scroller.addSubview(far)
        t.host.rootView.addSubview(scroller)
        t.host.setFocus(near)
        // The D-pad reaches the page (the button does not use Right): focus moves first.
        #expect(pad(t, .right, .dpadRight))
        #expect(t.host.focusedView === far)
        t.wait(1)
        let frame = far.transformToWindow.apply(far.bounds)
        #expect(frame.minX >= 0 && frame.maxX <= 300)
    }

    @Test func feedbackNamesThePadThatActed() {
        let (t, spinner, _, _) = row()
        let feedback = RecordingFeedback()
        t.host.feedback = feedback
        t.host.setFocus(spinner)
        t.clock.advance(by: 0.01)
        t.host.handle(.key(KeyEvent(key: .enter, isDown: true, pad: PadID(5), padButton: .a, timestamp: t.clock.now)))
        #expect(feedback.played.first.map { $0.event == .open && $0.pad == PadID(5) } == true)
        t.host.handle(.key(KeyEvent(key: .enter, isDown: false, pad: PadID(5), padButton: .a, timestamp: t.clock.now)))
        t.clock.advance(by: 0.5)
        t.host.advance(to: t.clock.now)
        t.host.handle(.key(KeyEvent(key: .escape, isDown: true, timestamp: t.clock.now)))  // the keyboard
        #expect(feedback.played.last.map { $0.event == .close && $0.pad == nil } == true)
    }

    @Test func theFirstPadPressSkipsControlsOutsideTheWindow() {
        let (t, spinner, _, _) = row()
        // First in reading order (top), but left of the window.
        t.host.rootView.addSubview(Button(title: "gone", frame: Rect(x: -300, y: 0, width: 80, height: 30)))
        #expect(pad(t, .enter, .a))
        #expect(t.host.focusedView === spinner)
    }
}
