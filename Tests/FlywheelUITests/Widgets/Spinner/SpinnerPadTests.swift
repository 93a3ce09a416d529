import FlywheelCore
import FlywheelUITestSupport
import Foundation
import Testing

@testable import FlywheelUI

/// A game controller on the open spinner: the stick aims at the wedge drawn where it points
/// (the ring holds still under it), its return or A takes, B cancels back to the value at open,
/// the hold button opens and takes. The fixture's ring: 12 items, item 6 on top, item `i` drawn
/// at `(6 − i)·30°` clockwise from 12 o'clock (item 3 at 3 o'clock, item 0 at 6 o'clock).
@Suite struct SpinnerPadTests {
    static let pad = PadID(4)

    /// The fixture opened and focused (the pad's input goes to the focused view).
    static func opened(fps: Double = 60, count: Int = 12, disabled: Set<Int> = []) -> SpinnerFixture {
        let f = SpinnerFixture.opened(count: count, disabled: disabled, fps: fps)
        f.t.host.setFocus(f.spinner)
        f.calls.removeAll()
        f.t.log.removeAll()
        return f
    }

    /// The stick pointing at clockwise `degrees` from 12 o'clock, pushed `push` of the way.
    static func stick(
        _ f: SpinnerFixture, _ degrees: Double?, push: Double = 1, which: PadStick = .right, dt: Double = 0.02
    ) {
        f.t.clock.advance(by: dt)
        var x = 0.0, y = 0.0
        if let degrees {
            let a = degrees * .pi / 180
            x = push * sin(a)
            y = -push * cos(a)
        }
        f.t.host.handle(.stick(StickEvent(pad: pad, stick: which, x: x, y: y, timestamp: f.t.clock.now)))
        f.t.host.advance(to: f.t.clock.now)
    }

    /// The button goes down (or up); `release`: a press, up again 20 ms later (a held button repeats).
    static func button(_ f: SpinnerFixture, _ button: PadButton, _ key: Key, down: Bool = true, release: Bool = true) {
        f.t.clock.advance(by: 0.02)
        f.t.host.handle(
            .key(KeyEvent(key: key, isDown: down, pad: pad, padButton: button, timestamp: f.t.clock.now)))
        f.t.host.advance(to: f.t.clock.now)
        guard down, release else { return }
        f.t.clock.advance(by: 0.02)
        f.t.host.handle(
            .key(KeyEvent(key: key, isDown: false, pad: pad, padButton: button, timestamp: f.t.clock.now)))
        f.t.host.advance(to: f.t.clock.now)
    }

    @Test(arguments: [30.0, 60.0, 240.0])
    func theRightStickAtThreeOClockAimsAtTheItemDrawnThereAndTheRingHoldsStill(fps: Double) {
        let f = Self.opened(fps: fps)
        Self.stick(f, 90)
        #expect(f.spinner.aimedIndex == 3)
        #expect(f.spinner.selectedIndex == 3)
        #expect(f.calls == ["selected:3"])
        #expect(f.feedback.events.filter { $0 == .selectionTick }.count == 1)
        f.settle(1, fps: fps)
        // The ring did not turn: the aimed wedge is still at 3 o'clock, under the stick.
        #expect(f.spinner.ringPosition == 6)
        #expect(f.spinner.isOpen)
    }

    @Test(arguments: [30.0, 60.0, 240.0])
    func theLeftStickAtSixOClockTakesTheItemDrawnThereWhenItReturns(fps: Double) {
        let f = Self.opened(fps: fps)
        Self.stick(f, 180, push: 0.8, which: .left)
        Self.stick(f, nil, which: .left)
        #expect(!f.spinner.isOpen)
        #expect(f.spinner.selectedIndex == 0)
        #expect(f.calls == ["selected:0", "willClose", "closed:0:false", "chosen:0:false"])
        #expect(f.t.log == ["valueChanged", "primaryActionTriggered"])
    }

    @Test func aWedgeBorderHasHysteresis() {
        let f = Self.opened()
        Self.stick(f, 90)  // item 3 (its wedge is 75°…105°)
        Self.stick(f, 108)  // past the border, within 0.15 of a wedge (4.5°): still 3
        #expect(f.spinner.aimedIndex == 3)
        Self.stick(f, 112)  // beyond it: item 2 (centred at 120°)
        #expect(f.spinner.aimedIndex == 2)
        Self.stick(f, 102)  // back over the border into 3's wedge, within 2's margin: still 2
        #expect(f.spinner.aimedIndex == 2)
        Self.stick(f, 99)
        #expect(f.spinner.aimedIndex == 3)
        #expect(f.calls == ["selected:3", "selected:2", "selected:3"])
    }

    @Test func noHysteresisSwitchesAtTheBorder() {
        let f = Self.opened()
        f.spinner.padOptions.aimHysteresis = 0
        Self.stick(f, 90)
        Self.stick(f, 106)
        #expect(f.spinner.aimedIndex == 2)
    }

    @Test(arguments: [30.0, 60.0, 240.0])
    func aStickOnACoastingRingAimsWhereTheItemsAreDrawnAtThatMoment(fps: Double) {
        let f = Self.opened(fps: fps)
        f.drag(from: -30, to: 60, duration: 0.1, fps: fps)  // a fling: the wheel coasts
        f.t.wait(0.3, fps: fps)
        let ring = try! #require(f.spinner.presentation?.ring)
        #expect(ring.driver.isMoving)
        // Where the items are drawn at the stick's time (the driver's closed form, any frame rate).
        let stickTime = f.t.clock.now + 0.02
        let p = ring.driver.position(at: stickTime)
        let expected = WheelGeometry.wrap(Int((p - 3).rounded()), count: 12)  // drawn at 90°
        Self.stick(f, 90)
        #expect(f.spinner.aimedIndex == expected)
        #expect(!ring.driver.isMoving)
        #expect(ring.position == p)  // held still where it was drawn
        f.settle(2, fps: fps)
        #expect(ring.position == p)
        #expect(f.spinner.aimedIndex == expected)
    }

    @Test func aimingThroughARotatedContainerUsesTheDirectionOnScreen() {
        let f = Self.opened()
        // The container turned a quarter clockwise: the ring's top is at 3 o'clock on screen,
        // so the item drawn at 12 o'clock on screen is the ring's 9 o'clock one, item 9.
        f.container.transform = Transform(rotation: .pi / 2)
        f.t.host.advance(to: f.t.clock.now)
        Self.stick(f, 0)
        #expect(f.spinner.aimedIndex == 9)
    }

    @Test func aDisabledWedgeKeepsTheAimWhereItWas() {
        let f = Self.opened(disabled: [2])
        Self.stick(f, 90)
        Self.stick(f, 120)  // item 2: disabled
        #expect(f.spinner.aimedIndex == 3)
        Self.stick(f, 150)  // item 1
        #expect(f.spinner.aimedIndex == 1)
    }

    @Test func withoutTakingOnReturnTheRingTurnsTheAimedItemToTheTopAndATakesIt() {
        let f = Self.opened()
        f.spinner.padOptions.takesOnStickReturn = false
        Self.stick(f, 90)
        Self.stick(f, nil)
        #expect(f.spinner.isOpen)
        #expect(f.spinner.aimedIndex == nil)
        f.settle(1)
        #expect(f.spinner.ringPosition == 3)
        #expect(f.spinner.selectedIndex == 3)
        Self.button(f, .a, .enter)
        #expect(!f.spinner.isOpen)
        #expect(f.calls == ["selected:3", "willClose", "closed:3:false", "chosen:3:false"])
    }

    @Test func bAfterTwoStepsRestoresTheValueAtOpenAndClosesWithoutChoosing() {
        let f = Self.opened()
        Self.button(f, .dpadRight, .right)
        Self.button(f, .dpadRight, .right)
        f.settle(1)
        #expect(f.spinner.selectedIndex == 8)
        f.calls.removeAll()
        f.t.log.removeAll()
        Self.button(f, .b, .escape)
        #expect(!f.spinner.isOpen)
        #expect(f.spinner.selectedIndex == 6)
        #expect(f.calls == ["selected:6", "willClose", "closed:6:false"])
        #expect(f.t.log == ["valueChanged"])
    }

    @Test func escapeAfterAnAimRestoresToo() {
        let f = Self.opened()
        Self.stick(f, 90)
        Self.button(f, .b, .escape)
        #expect(!f.spinner.isOpen)
        #expect(f.spinner.selectedIndex == 6)
        #expect(!f.calls.contains { $0.hasPrefix("chosen") })
    }

    @Test func enterTakesAndSaysChosenOnce() {
        let f = Self.opened()
        f.t.key(.right)
        f.settle(1)
        f.calls.removeAll()
        f.t.log.removeAll()
        f.t.key(.enter)
        #expect(!f.spinner.isOpen)
        #expect(f.calls == ["willClose", "closed:7:false", "chosen:7:false"])
        #expect(f.t.log == ["primaryActionTriggered"])
    }

    @Test func aVetoedTakeStaysOpenAndChoosesNothing() {
        let f = Self.opened()
        f.allowsClose = false
        Self.stick(f, 90)
        Self.stick(f, nil)
        #expect(f.spinner.isOpen)
        #expect(!f.calls.contains { $0.hasPrefix("chosen") })
    }

    @Test(arguments: [30.0, 60.0, 240.0])
    func theHoldButtonOpensAndItsReleaseTakesTheAimedItem(fps: Double) {
        let f = SpinnerFixture()
        f.spinner.padOptions.holdButton = .leftShoulder
        f.t.host.setFocus(f.spinner)
        Self.button(f, .leftShoulder, .pageUp, release: false)
        #expect(f.spinner.isOpen)
        f.settle(0.5, fps: fps)
        Self.stick(f, 180)
        Self.stick(f, nil)  // the stick lets go while the button is held: still open, item 0
        #expect(f.spinner.isOpen)
        f.settle(0.5, fps: fps)
        #expect(f.spinner.selectedIndex == 0)
        Self.button(f, .leftShoulder, .pageUp, down: false)
        #expect(!f.spinner.isOpen)
        #expect(f.spinner.selectedIndex == 0)
        #expect(f.calls.last == "chosen:0:false")
    }

    @Test func aClosedSpinnerLeavesTheSticksToTheGame() {
        let f = SpinnerFixture()
        f.t.host.setFocus(f.spinner)
        #expect(!f.spinner.handleStick(StickEvent(pad: Self.pad, stick: .right, x: 1, y: 0, timestamp: 0.1)))
        #expect(!f.spinner.isOpen)
    }

    @Test func aReadersActivateTakesAndEscapeCancels() {
        let f = Self.opened()
        f.t.key(.right)
        #expect(f.spinner.performAccessibilityAction(.escape))
        #expect(f.spinner.selectedIndex == 6)
        #expect(!f.calls.contains { $0.hasPrefix("chosen") })
        f.settle(1)
        f.spinner.isOpen = true
        f.settle(0.5)
        #expect(f.spinner.performAccessibilityAction(.increment))
        #expect(f.spinner.performAccessibilityAction(.activate))
        #expect(f.calls.last == "chosen:7:false")
    }

    @Test func theAimedWedgeIsHighlighted() {
        let f = Self.opened()
        let ring = try! #require(f.spinner.presentation?.ring)
        let before = RecordingCanvas()
        ring.drawOverlay(before)
        Self.stick(f, 90)
        let after = RecordingCanvas()
        ring.drawOverlay(after)
        #expect(after.commands.count == before.commands.count + 1)
    }
}

/// Taking while the wheel still turns takes where it lands.
@Suite struct SpinnerTakeWhileTurningTests {
    @Test(arguments: [30.0, 60.0, 240.0])
    func aRightAfterADPadStepTakesTheSteppedToItem(fps: Double) {
        let f = SpinnerPadTests.opened(fps: fps)
        SpinnerPadTests.button(f, .dpadRight, .right)
        SpinnerPadTests.button(f, .a, .enter)  // 20 ms later: the step spring is still turning
        #expect(!f.spinner.isOpen)
        #expect(f.spinner.selectedIndex == 7)
        #expect(f.calls == ["selected:7", "willClose", "closed:7:false", "chosen:7:false"])
    }
}
