import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Each recognizer on a plain view: the states it goes through, tap counts, `require(toFail:)`
/// and the long press's timing at any frame rate.
@Suite struct GestureRecognizerTests {
    /// A host with one 200×200 view at the origin and a log of a recognizer's states.
    final class Rig {
        let test = TestHost()
        let pad = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        var states: [String] = []
        var times: [Double] = []

        init() { test.host.rootView.addSubview(pad) }

        /// Attaches `recognizer`, logging every state it reports as "name:state".
        @discardableResult
        func attach<R: GestureRecognizer>(_ recognizer: R, as name: String) -> R {
            recognizer.action = { [unowned self] g in
                states.append("\(name):\(g.state)")
                times.append(g.timestamp)
            }
            pad.addGestureRecognizer(recognizer)
            return recognizer
        }

        func tap(_ x: Double, _ y: Double) {
            test.pointer(.down, x, y)
            test.pointer(.up, x, y, dt: 0.05)
        }
    }

    @Test func singleTapIsRecognizedOnLiftAndResets() {
        let rig = Rig()
        let tap = rig.attach(TapGestureRecognizer(), as: "tap")
        rig.tap(50, 50)
        #expect(rig.states == ["tap:ended"])
        #expect(tap.tapCount == 1 && tap.state == .possible)
        #expect(GestureRecognizerState.recognized == .ended)
        rig.tap(60, 60)
        #expect(rig.states == ["tap:ended", "tap:ended"])
    }

    @Test func aPressThatTravelsIsNoTap() {
        let rig = Rig()
        let tap = rig.attach(TapGestureRecognizer(), as: "tap")
        rig.test.pointer(.down, 50, 50)
        rig.test.pointer(.move, 50 + PointerSlop.tap + 1, 50)
        #expect(tap.state == .failed)
        rig.test.pointer(.move, 50, 50)
        rig.test.pointer(.up, 50, 50)
        #expect(rig.states.isEmpty && tap.state == .possible)
    }

    @Test func doubleTapCountsTwoTapsCloseInTimeAndPlace() {
        let rig = Rig()
        let double = rig.attach(TapGestureRecognizer(numberOfTapsRequired: 2), as: "double")
        rig.tap(50, 50)
        #expect(rig.states.isEmpty && double.tapCount == 1)
        rig.tap(55, 52)
        #expect(rig.states == ["double:ended"] && double.tapCount == 2)
        // Too slow: the second press comes after maximumTapInterval.
        rig.tap(50, 50)
        rig.test.wait(TapGestureRecognizer.maximumTapInterval + 0.05)
        rig.tap(50, 50)
        #expect(rig.states == ["double:ended"])
        // Too far: the second press lands past tapRepeat.
        rig.test.wait(1)
        rig.tap(20, 20)
        rig.tap(20 + PointerSlop.tapRepeat + 5, 20)
        #expect(rig.states == ["double:ended"])
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let rig = Rig()
        let double = rig.attach(TapGestureRecognizer(numberOfTapsRequired: 2), as: "double")
        let single = rig.attach(TapGestureRecognizer(), as: "single")
        single.require(toFail: double)
        rig.tap(50, 50)
        let lift = rig.test.clock.now
        #expect(rig.states.isEmpty)
        rig.test.wait(0.5, fps: 30)
        #expect(rig.states == ["single:ended"])
        // Recognized when the double tap gave up, at that time, not at the frame after it.
        #expect(abs(rig.times[0] - (lift + TapGestureRecognizer.maximumTapInterval)) < 1e-9)
        #expect(single.state == .possible && double.state == .possible)
        rig.states = []
        rig.tap(50, 50)
        rig.tap(50, 50)
        rig.test.wait(0.5)
        #expect(rig.states == ["double:ended"])
        rig.tap(50, 50)
        rig.test.wait(0.5)
        #expect(rig.states == ["double:ended", "single:ended"])
    }

    /// The long press begins exactly `minimumPressDuration` after the press at 30, 60, 144 and
    /// 240 fps, and with no frame at all before the lift.
    @Test func longPressBeginsOnTimeAtAnyFrameRate() {
        var runs: [[Double]] = []
        for fps in [30.0, 60, 144, 240, 0] {
            let rig = Rig()
            rig.attach(LongPressGestureRecognizer(), as: "press")
            rig.test.pointer(.down, 50, 50)
            let down = rig.test.clock.now
            if fps > 0 { rig.test.wait(0.6, fps: fps) } else { rig.test.clock.advance(by: 0.6) }
            rig.test.pointer(.move, 52, 50, dt: 0)
            rig.test.pointer(.up, 52, 50)
            #expect(rig.states == ["press:began", "press:changed", "press:ended"], "at \(fps) fps")
            #expect(abs(rig.times[0] - (down + 0.5)) < 1e-9, "at \(fps) fps")
            runs.append(rig.times.map { $0 - down })
        }
        #expect(runs.allSatisfy { run in zip(run, runs[0]).allSatisfy { abs($0 - $1) < 1e-9 } })
    }

    @Test func longPressFailsOnAnEarlyLiftOrWandering() {
        let rig = Rig()
        let press = rig.attach(LongPressGestureRecognizer(), as: "press")
        rig.test.pointer(.down, 50, 50)
        rig.test.wait(0.3)
        rig.test.pointer(.up, 50, 50)
        rig.test.wait(0.5)
        rig.test.pointer(.down, 50, 50)
        rig.test.pointer(.move, 50, 50 + PointerSlop.hold + 1)
        #expect(press.state == .failed)
        rig.test.wait(0.6)
        rig.test.pointer(.up, 50, 61)
        #expect(rig.states.isEmpty)
        press.minimumPressDuration = .nan
        #expect(press.minimumPressDuration == 0.5)
    }

    @Test func panBeginsPastItsDistanceAndReportsTranslation() {
        let rig = Rig()
        let pan = rig.attach(PanGestureRecognizer(), as: "pan")
        rig.test.pointer(.down, 50, 50)
        rig.test.pointer(.move, 55, 50)
        #expect(rig.states.isEmpty)
        rig.test.pointer(.move, 70, 50)
        rig.test.pointer(.move, 90, 60)
        #expect(pan.translation(in: rig.pad) == Point(x: 40, y: 10))
        #expect(pan.velocity(in: nil).x > 0)
        rig.test.pointer(.up, 100, 60)
        #expect(rig.states == ["pan:began", "pan:changed", "pan:ended"])
        rig.test.pointer(.down, 50, 50)
        rig.test.pointer(.up, 51, 50)
        #expect(rig.states.count == 3)
    }

    @Test func cancellingThePointerCancelsAPanUnderWay() {
        let rig = Rig()
        rig.attach(PanGestureRecognizer(), as: "pan")
        rig.test.pointer(.down, 50, 50)
        rig.test.pointer(.move, 80, 50)
        rig.test.host.cancelAllPointers(timestamp: rig.test.clock.now)
        #expect(rig.states == ["pan:began", "pan:cancelled"])
    }

    @Test func swipeIsRecognizedInAnAllowedDirectionOnly() {
        let rig = Rig()
        let swipe = rig.attach(SwipeGestureRecognizer(direction: [.left, .up]), as: "swipe")
        rig.test.pointer(.down, 150, 100)
        for x in stride(from: 140.0, through: 80, by: -10) { rig.test.pointer(.move, x, 102) }
        rig.test.pointer(.up, 80, 102)
        #expect(rig.states == ["swipe:ended"] && swipe.recognizedDirection == .left)
        rig.test.pointer(.down, 50, 100)
        for x in stride(from: 60.0, through: 120, by: 10) { rig.test.pointer(.move, x, 100) }
        rig.test.pointer(.up, 120, 100)
        // Too slow: the stroke takes longer than maximumDuration.
        rig.test.pointer(.down, 150, 100)
        rig.test.wait(0.6)
        rig.test.pointer(.move, 80, 100)
        rig.test.pointer(.up, 80, 100)
        #expect(rig.states == ["swipe:ended"])
    }

    @Test func aRemovedRecognizerSeesNothingAndAnAbandonedGestureIsCancelled() {
        let rig = Rig()
        let press = rig.attach(LongPressGestureRecognizer(), as: "press")
        rig.test.pointer(.down, 50, 50)
        rig.test.wait(0.6)
        rig.pad.removeGestureRecognizer(press)
        #expect(rig.states == ["press:began", "press:cancelled"] && press.view == nil)
        rig.test.pointer(.up, 50, 50)
        rig.test.pointer(.down, 50, 50)
        rig.test.wait(0.6)
        #expect(rig.states.count == 2 && !rig.test.host.isAnimating)
    }
}
