import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Held arrows and D-pad directions repeat on the host clock: the same hold gives the same
/// steps at any frame rate, and the repeat stops on release, another key, a pointer, focus
/// moving elsewhere or the window losing focus.
@Suite struct KeyRepeatTests {
    /// A control that counts the arrow presses it takes.
    final class Stepper: Control {
        var steps = 0
        var repeats = 0
        override var canBecomeFocused: Bool { true }
        override func handleKey(_ event: KeyEvent) -> Bool {
            guard event.isDown, event.key == .right else { return false }
            steps += 1
            if event.isRepeat { repeats += 1 }
            return true
        }
    }

    private func focusedStepper() -> (TestHost, Stepper) {
        let t = TestHost()
        let s = Stepper(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        t.host.rootView.addSubview(s)
        t.host.setFocus(s)
        return (t, s)
    }

    private func press(_ t: TestHost, _ key: Key = .right, down: Bool = true, pad: PadID? = PadID(0)) {
        t.host.handle(
            .key(
                KeyEvent(
                    key: key, isDown: down, pad: pad, padButton: pad == nil ? nil : .dpadRight, timestamp: t.clock.now))
        )
    }

    @Test(arguments: [30.0, 60, 240])
    func aHeldDpadGivesTheSameStepsAtAnyFrameRate(fps: Double) {
        let (t, s) = focusedStepper()
        press(t)
        t.wait(1.55, fps: fps)
        press(t, down: false)
        t.wait(1, fps: fps)
        // 0.4 s, then every 0.1 s: the press and repeats at 0.4, 0.5, … 1.5.
        #expect(s.steps == 13 && s.repeats == 12)
        #expect(s.steps == KeyRepeat.standard.steps(holding: 1.55))
        #expect(!t.host.isRepeatingKey)
    }

    /// The steps of a held D-pad that `end(at:)` ends `hold` seconds after the press, with a
    /// frame at that time before the ending input or without one.
    private func steps(hold: Double, frameAtEnd: Bool, end: (TestHost, Double) -> Void) -> Int {
        let (t, s) = focusedStepper()
        let start = t.clock.now
        press(t)
        t.wait(hold - 0.05, fps: 60)
        if frameAtEnd {
            t.clock.set(to: start + hold)
            t.host.advance(to: t.clock.now)
        }
        end(t, start + hold)
        t.clock.set(to: max(t.clock.now, start + hold))
        t.wait(1, fps: 60)
        return s.steps
    }

    /// A release at the very time a repeat falls due: the repeat comes first whether a frame was
    /// drawn at that time before the release arrived or not (what was due before an input
    /// happens before it), so the steps do not depend on the frame rate.
    @Test(arguments: [0.5, 0.8, 1.0, 1.5])
    func aRepeatDueAtTheReleaseComesFirstWithOrWithoutAFrameThere(hold: Double) {
        let release = { (t: TestHost, at: Double) in
            t.host.handle(
                .key(KeyEvent(key: .right, isDown: false, pad: PadID(0), padButton: .dpadRight, timestamp: at)))
            return
        }
        #expect(steps(hold: hold, frameAtEnd: true, end: release) == steps(hold: hold, frameAtEnd: false, end: release))
    }

    /// A tap elsewhere ends a held key's repeat, but the repeats due before the tap still come
    /// first, with or without a frame between them and the tap.
    @Test(arguments: [0.5, 0.8, 1.0, 1.5])
    func aRepeatDueBeforeATapComesFirstWithOrWithoutAFrameThere(hold: Double) {
        let tap = { (t: TestHost, at: Double) in
            t.host.handle(.pointer(PointerEvent(phase: .down, id: 0, location: Point(x: 300, y: 200), timestamp: at)))
            return
        }
        #expect(steps(hold: hold, frameAtEnd: true, end: tap) == steps(hold: hold, frameAtEnd: false, end: tap))
        #expect(steps(hold: hold, frameAtEnd: false, end: tap) == KeyRepeat.standard.steps(holding: hold))
    }

    @Test func timingsAreOptionsAndNilTurnsRepeatsOff() {
        let (t, s) = focusedStepper()
        t.host.keyRepeat = KeyRepeat(delay: 0.2, interval: 0.05)
        press(t, pad: nil)
        t.wait(0.52)
        press(t, down: false, pad: nil)
        #expect(s.steps == 1 + 7)  // 0.2, 0.25, … 0.5
        t.host.keyRepeat = nil
        press(t, pad: nil)
        t.wait(1)
        #expect(s.steps == 9)
        // Without host repeats the platform's own auto-repeat passes through.
        t.host.handle(.key(KeyEvent(key: .right, isDown: true, isRepeat: true, timestamp: t.clock.now)))
        #expect(s.steps == 10)
    }

    @Test func thePlatformsOwnAutoRepeatIsDroppedWhileTheHostRepeats() {
        let (t, s) = focusedStepper()
        press(t, pad: nil)
        t.clock.advance(by: 0.3)
        t.host.handle(.key(KeyEvent(key: .right, isDown: true, isRepeat: true, timestamp: t.clock.now)))
        #expect(s.steps == 1)
    }

    @Test func repeatStopsOnFocusMovingAwayAPointerOrTheWindowLosingFocus() {
        let (t, s) = focusedStepper()
        let other = Button(title: "x", frame: Rect(x: 200, y: 10, width: 50, height: 30))
        t.host.rootView.addSubview(other)
        press(t)
        t.wait(0.45)
        #expect(s.steps == 2)
        t.host.setFocus(other)
        t.wait(1)
        #expect(s.steps == 2 && !t.host.isRepeatingKey)

        t.host.setFocus(s)
        press(t)
        t.wait(0.45)
        t.host.endKeyRepeat()  // what the window does when it loses focus
        t.wait(1)
        #expect(s.steps == 4)

        press(t)
        t.wait(0.45)
        t.pointer(.down, 300, 200)
        t.wait(1)
        #expect(s.steps == 6)
    }

    @Test func aHeldDpadKeepsMovingFocusAlongARow() {
        let t = TestHost(size: Size(width: 600, height: 100))
        let buttons = (0..<5).map {
            Button(title: "\($0)", frame: Rect(x: 10 + Double($0) * 100, y: 30, width: 60, height: 30))
        }
        for b in buttons { t.host.rootView.addSubview(b) }
        t.host.setFocus(buttons[0])
        press(t)
        t.wait(0.65)
        // The press and repeats at 0.4, 0.5, 0.6.
        #expect(t.host.focusedView === buttons[4])
        press(t, down: false)
    }

    @Test func aKeyTheUIDidNotUseIsNotRepeated() {
        let t = TestHost()
        var unhandled = 0
        t.host.unhandledKeyHandler = { e in
            if e.isDown { unhandled += 1 }
            return false
        }
        press(t)
        t.wait(1)
        #expect(unhandled == 1 && !t.host.isRepeatingKey)
    }
}
