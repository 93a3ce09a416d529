import FlywheelCore
import FlywheelUI
import Foundation
import HarnessKit
import Testing

@testable import KnobHarness

/// The knob on its own, as a user's unit tests would check it: a `ViewHost` on a virtual clock,
/// pointer and key events at explicit times, frames stepped by hand. No SDL.
@Suite struct KnobTests {
    /// A host with a 200-point knob centred at (150, 150), at 5, and the values it sent.
    final class Rig {
        let clock = VirtualClock()
        let host: ViewHost
        let knob = Knob(frame: Rect(x: 50, y: 50, width: 200, height: 200))
        var sent: [Int] = []
        let center = Point(x: 150, y: 150)

        init() {
            host = ViewHost(size: Size(width: 300, height: 300), clock: clock)
            host.rootView.addSubview(knob)
            knob.value = 5
            knob.addAction(for: .valueChanged) { [unowned self] c, _ in sent.append((c as! Knob).value) }
            host.advance(to: 0)
        }

        /// The point `radius` from the centre at `degrees` clockwise from the top.
        func point(_ degrees: Double, radius: Double = 80) -> Point {
            let a = degrees * .pi / 180
            return Point(x: center.x + sin(a) * radius, y: center.y - cos(a) * radius)
        }

        func pointer(_ phase: PointerEvent.Phase, _ p: Point, at t: Double) {
            clock.set(to: t)
            host.handle(.pointer(PointerEvent(phase: phase, location: p, timestamp: t)))
        }

        /// Frames at `fps` from the clock's time to `end`.
        func frames(until end: Double, fps: Double) {
            var t = clock.now
            while t < end {
                t = min(end, t + 1 / fps)
                clock.set(to: t)
                host.advance(to: t)
            }
        }

        /// Turns the finger round the rim from `from` to `to` degrees in `duration`, frames at `fps`.
        func turn(from: Double, to: Double, duration: Double, start: Double, fps: Double) {
            pointer(.down, point(from), at: start)
            let steps = 20
            for i in 1...steps {
                let f = Double(i) / Double(steps)
                let t = start + duration * f
                frames(until: t, fps: fps)
                pointer(.move, point(from + (to - from) * f), at: t)
            }
        }
    }

    @Test func draggingRoundItTurnsOneDetentPer27DegreesAndSendsEachNewDetent() {
        let rig = Rig()
        // 81° clockwise is three detents; the finger rests before lifting, so there is no fling.
        rig.turn(from: 0, to: 81, duration: 0.5, start: 0.1, fps: 60)
        rig.frames(until: 0.8, fps: 60)
        rig.pointer(.up, rig.point(81), at: 0.8)
        rig.frames(until: 2, fps: 60)
        #expect(rig.knob.value == 8)
        #expect(rig.sent == [6, 7, 8])
        #expect(!rig.knob.isCoasting)
        // Back anticlockwise past the start: down to 3, each detent on the way sent once.
        rig.turn(from: 0, to: -54, duration: 0.5, start: 2.1, fps: 60)
        rig.frames(until: 2.8, fps: 60)
        rig.pointer(.up, rig.point(-54), at: 2.8)
        rig.frames(until: 4, fps: 60)
        #expect(rig.knob.value == 6)
        #expect(rig.sent == [6, 7, 8, 7, 6])
    }

    @Test func arrowKeysStepOneDetentAndHomeGoesToZero() {
        let rig = Rig()
        rig.host.setFocus(rig.knob)
        for (i, key) in [Key.right, .right, .left, .up].enumerated() {
            let t = 0.1 + Double(i) * 0.5
            rig.frames(until: t, fps: 60)
            rig.host.handle(.key(KeyEvent(key: key, isDown: true, timestamp: t)))
            rig.host.handle(.key(KeyEvent(key: key, isDown: false, timestamp: t + 0.05)))
        }
        rig.frames(until: 3, fps: 60)
        #expect(rig.knob.value == 7)
        #expect(rig.sent == [6, 7, 6, 7])
        rig.host.handle(.key(KeyEvent(key: .home, isDown: true, timestamp: 3)))
        rig.frames(until: 5, fps: 60)
        #expect(rig.knob.value == 0)
        #expect(rig.sent.suffix(7) == [6, 5, 4, 3, 2, 1, 0])
    }

    /// A quick turn released while moving: the knob coasts on, lands on a detent, and does so
    /// the same way whatever the frame rate.
    @Test(arguments: [30.0, 60.0, 240.0])
    func aFlingCoastsAndLandsOnTheSameDetentAtAnyFrameRate(fps: Double) {
        let rig = Rig()
        rig.knob.value = 1
        rig.turn(from: 0, to: 20, duration: 0.1, start: 0.1, fps: fps)
        rig.pointer(.up, rig.point(20), at: 0.2)
        rig.frames(until: 0.25, fps: fps)
        #expect(rig.knob.isCoasting)
        rig.frames(until: 4, fps: fps)
        #expect(!rig.knob.isCoasting)
        // 20° by hand is one detent (2 at 13.5°); the fling carries it further.
        #expect(rig.knob.value == 5)
        #expect(rig.sent == [2, 3, 4, 5])
    }

    @Test func settingTheValueFromCodeSendsNothingAndAScriptSetSendsOnce() {
        let rig = Rig()
        rig.knob.value = 42
        #expect(rig.knob.value == 10)
        rig.knob.value = 2
        #expect(rig.sent.isEmpty)
        rig.knob.setValueFromUser(9)
        rig.knob.setValueFromUser(9)
        #expect(rig.sent == [9])
    }

    /// The knob's declared rules hold at rest after a fling; a pointer left off the shown detent
    /// (as a knob that forgot to land would leave it) breaks the second, named.
    @Test func itsDeclaredRulesHoldAndABrokenOneIsNamed() {
        let rig = Rig()
        rig.knob.accessibilityLabel = "Volume"
        #expect(
            rig.knob.invariants.map(\.rule) == ["value within 0…10", "at rest, the pointer is on the value's detent"])
        rig.turn(from: 0, to: 20, duration: 0.1, start: 0.1, fps: 60)
        rig.pointer(.up, rig.point(20), at: 0.2)
        rig.frames(until: 4, fps: 60)
        #expect(ControlInvariants.violations(of: rig.knob).isEmpty)
        rig.knob.driver.animate(to: 2.5, duration: 0, fromCode: true, at: 4)
        #expect(
            ControlInvariants.violations(of: rig.knob) == [
                "Knob \"Volume\": broken rule \"at rest, the pointer is on the value's detent\": pointer at 2.5, value \(rig.knob.value)"
            ])
    }
}

extension KnobTests {
    /// A press held still on the centre for 0.8 s turns the knob back to 5 — a `ViewTimer` on
    /// the host's clock, so the wheel is at the same place at any frame rate; a shorter hold or
    /// a press that turns does not.
    @Test(arguments: [24.0, 30.0, 60.0, 144.0, 240.0])
    func holdingTheCentreResetsAtTheSameMomentAtAnyFrameRate(fps: Double) {
        let rig = Rig()
        rig.knob.value = 9
        rig.pointer(.down, rig.center, at: 0.1)
        rig.frames(until: 0.85, fps: fps)
        #expect(rig.knob.value == 9 && !rig.knob.isCoasting)
        rig.frames(until: 1.0, fps: fps)
        // 0.1 s into the move back (it started at 0.9 s, on the timer's time, not the frame's).
        let position = rig.knob.driver.position(at: 1.0)
        rig.pointer(.up, rig.center, at: 1.0)
        rig.frames(until: 3, fps: fps)
        #expect(rig.knob.value == Knob.defaultValue)
        #expect(rig.sent == [8, 7, 6, 5])
        // The same position 0.1 s into the move at every rate.
        let reference = Rig()
        reference.knob.value = 9
        reference.pointer(.down, reference.center, at: 0.1)
        reference.frames(until: 1.0, fps: 1000)
        #expect(abs(position - reference.knob.driver.position(at: 1.0)) < 1e-9)

        let short = Rig()
        short.knob.value = 9
        short.pointer(.down, short.center, at: 0.1)
        short.frames(until: 0.7, fps: fps)
        short.pointer(.up, short.center, at: 0.7)
        short.frames(until: 2, fps: fps)
        #expect(short.knob.value == 9 && short.sent.isEmpty)
    }
}
