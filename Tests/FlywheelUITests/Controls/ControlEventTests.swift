import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// A control with default tracking: it only gets the base class's events.
private final class PlainControl: Control {
    var calls: [String] = []
    override func beginTracking(_ touch: Touch) -> Bool { calls.append("begin"); return true }
    override func continueTracking(_ touch: Touch) -> Bool { calls.append("continue"); return true }
    override func endTracking(_ touch: Touch) { calls.append("end") }
    override func cancelTracking(_ touch: Touch) { calls.append("cancel") }
}

@Suite struct ControlEventTests {
    private func setUp() -> (TestHost, PlainControl) {
        let t = TestHost()
        let c = PlainControl(frame: Rect(x: 100, y: 100, width: 100, height: 40))
        c.touchSlop = 10
        t.host.rootView.addSubview(c)
        return (t, c)
    }

    @Test func dragOutAndLiftOutside() {
        let (t, c) = setUp()
        t.pointer(.down, 150, 120)
        t.pointer(.move, 160, 120)
        t.pointer(.move, 170, 125)
        t.pointer(.move, 260, 120)  // beyond the 10 pt slop
        t.pointer(.move, 280, 120)
        t.pointer(.up, 290, 120)
        #expect(
            t.collapsedLog == ["touchDown", "touchDragInside…", "touchDragExit", "touchDragOutside…", "touchUpOutside"])
        #expect(!t.log.contains("valueChanged"))
        #expect(c.calls.first == "begin" && c.calls.last == "end")
        #expect(!c.isTracking && !c.isHighlighted)
    }

    @Test func dragBackInAndLiftInside() {
        let (t, c) = setUp()
        t.pointer(.down, 150, 120)
        t.pointer(.move, 300, 120)
        t.pointer(.move, 150, 120)
        t.pointer(.up, 150, 120)
        #expect(
            t.log == [
                "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside", "touchUpInside",
            ])
        _ = c
    }

    @Test func slopKeepsANearbyPointerInside() {
        let (t, c) = setUp()
        t.pointer(.down, 150, 120)
        t.pointer(.move, 205, 120)  // 5 pt outside the bounds, inside the slop
        #expect(c.isTouchInside && c.isHighlighted)
        t.pointer(.up, 205, 120)
        #expect(t.log.last == "touchUpInside")
    }

    @Test func cancelSendsTouchCancel() {
        let (t, c) = setUp()
        t.pointer(.down, 150, 120)
        t.pointer(.move, 152, 120)
        t.pointer(.cancel, 152, 120)
        #expect(t.log == ["touchDown", "touchDragInside", "touchCancel"])
        #expect(c.calls.last == "cancel")
    }

    @Test func disabledControlGetsNoTracking() {
        let (t, c) = setUp()
        c.isEnabled = false
        t.pointer(.down, 150, 120)
        t.pointer(.move, 160, 120)
        t.pointer(.up, 160, 120)
        #expect(t.log.isEmpty && c.calls.isEmpty)
    }

    @Test func disablingWhileTrackingCancels() {
        let (t, c) = setUp()
        t.pointer(.down, 150, 120)
        c.isEnabled = false
        t.pointer(.up, 150, 120)
        #expect(t.log == ["touchDown", "touchCancel"])
    }

    @Test func removingTheControlCancelsItsPointer() {
        let (t, c) = setUp()
        t.pointer(.down, 150, 120)
        c.removeFromSuperview()
        #expect(c.calls.last == "cancel" && !c.isTracking)
        t.pointer(.up, 150, 120)
        // Cancelled as it leaves, before its host lets go of it: the host's observer, which saw
        // the touchDown, sees the touch end too.
        #expect(t.log == ["touchDown", "touchCancel"])
        #expect(c.calls.filter { $0 == "cancel" }.count == 1)
    }

    @Test func actionsAreAddedPerEventSetAndRemovedByToken() {
        let c = PlainControl(frame: .zero)
        var got: [String] = []
        let token = c.addAction(for: [.valueChanged, .touchUpInside]) { _, e in got.append("a:\(e)") }
        c.addAction(for: .valueChanged) { _, e in got.append("b:\(e)") }
        c.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(got == ["a:touchUpInside", "a:valueChanged", "b:valueChanged"])
        c.removeAction(token)
        got.removeAll()
        c.sendActions(for: .valueChanged)
        #expect(got == ["b:valueChanged"])
        #expect(c.actionCount == 1)
    }

    @Test func secondPointerDoesNotStealATrackingControl() {
        let (t, c) = setUp()
        t.pointer(.down, 150, 120, id: 1)
        t.pointer(.down, 160, 120, id: 2)
        t.pointer(.up, 160, 120, id: 2)
        t.pointer(.up, 150, 120, id: 1)
        #expect(t.log == ["touchDown", "touchUpInside"])
        _ = c
    }
}

/// The event order when a control changes its value in `beginTracking`: the hook runs first,
/// `touchDown` (the acceptance) after it; a refused touch sends nothing.
@Suite struct BeginTrackingEventOrderTests {
    /// Steps on touch, as a stepper's half does; refuses touches on its right half.
    private final class StepOnTouch: Control {
        var value = 0
        override func beginTracking(_ touch: Touch) -> Bool {
            guard touch.location(in: self).x < bounds.midX else { return false }
            value += 1
            sendActions(for: .valueChanged)
            return true
        }
    }

    @Test func valueChangedFromBeginTrackingComesBeforeTouchDown() {
        let t = TestHost()
        let c = StepOnTouch(frame: Rect(x: 100, y: 100, width: 100, height: 40))
        t.host.rootView.addSubview(c)
        t.pointer(.down, 120, 120)
        t.pointer(.up, 120, 120)
        #expect(t.log == ["valueChanged", "touchDown", "touchUpInside"])
        t.log.removeAll()
        t.pointer(.down, 180, 120)  // refused: no touchDown, so no end either
        t.pointer(.up, 180, 120)
        #expect(t.log.isEmpty)
        #expect(c.value == 1)
    }
}
