import FlywheelCore
import Foundation
import Testing

@testable import FlywheelUI

/// PickerWheel input: drag, fling, rubber band, taps, keys, wheel; the events and detent
/// callbacks they cause; frame-rate independence.
@Suite struct PickerWheelInputTests {
    /// The finger coordinate the picker gives the physics for window `y` (local y = y - 40).
    static func fingerItems(_ y: Double) -> Double { -(y - PickerRig.frame.minY) / 40 }

    // MARK: Drag and fling

    @Test func dragFollowsTheFingerOneToOneAndUpMeansHigherRows() {
        let rig = PickerRig(rowCount: 20)
        rig.pointer(.down, y: 200, at: 0.1)
        for k in 1...8 {
            let y = 200 - 10 * Double(k)
            rig.pointer(.move, y: y, at: 0.1 + 0.05 * Double(k))
            #expect(rig.picker.position == (200 - y) / 40)
            #expect(rig.picker.isDragging)
        }
        #expect(rig.picker.position == 2)
        #expect(rig.picker.selectedIndex == 0)  // nothing is selected until the wheel settles
        rig.pointer(.up, y: 120, at: 0.6)  // rested 100 ms: no fling
        rig.run(until: 2)
        #expect(rig.picker.selectedIndex == 2 && rig.picker.position == 2)
        #expect(rig.valueChangedCount == 1)
        #expect(rig.events.first == "touchDown" && rig.events.contains("touchUpInside"))
    }

    @Test func flingLandsOnThePredictedRowWithOneValueChanged() throws {
        let rig = PickerRig(rowCount: 100, selected: 50)
        let up = rig.drag(from: 200, to: 100, at: 0.1, duration: 0.1)
        // The same finger samples through a bare WheelPhysics give the same landing.
        var physics = WheelPhysics(itemCount: 100, wraps: false, position: 50)
        physics.beginDrag(.items(Self.fingerItems(200)), at: 0.1)
        for k in 1...12 {
            physics.drag(.items(Self.fingerItems(200 - 100 * Double(k) / 12)), at: 0.1 + 0.1 * Double(k) / 12)
        }
        physics.drag(.items(Self.fingerItems(100)), at: up)
        let released = physics.endDrag(at: up, pointsPerItem: 40)
        let landing = try #require(released)
        #expect(landing.item > 55)  // a real fling, towards higher rows
        #expect(rig.picker.landingIndex == landing.item)  // known at release
        #expect(rig.picker.selectedIndex == 50)
        #expect(rig.valueChangedCount == 0)
        rig.run(until: landing.restTime - 0.01)
        #expect(rig.picker.isMoving && rig.valueChangedCount == 0)
        rig.run(until: landing.restTime + 0.1)
        #expect(rig.picker.selectedIndex == landing.item && rig.picker.position == Double(landing.item))
        #expect(rig.valueChangedCount == 1)
        #expect(!rig.picker.isMoving && rig.picker.landingIndex == nil)
        #expect(rig.crossings == Array(51...landing.item))
    }

    @Test func rubberBandPastTheTopSettlesOnTheFirstRow() {
        let rig = PickerRig(rowCount: 20)
        rig.pointer(.down, y: 100, at: 0.1)
        for k in 1...12 { rig.pointer(.move, y: 100 + 10 * Double(k), at: 0.1 + 0.03 * Double(k)) }
        // 3 rows of finger travel past the end show as less, and never the full 3.
        #expect(rig.picker.position < -0.5 && rig.picker.position > -3)
        rig.pointer(.up, y: 220, at: 0.6)
        rig.run(until: 0.65)
        #expect(rig.picker.position < 0)
        rig.run(until: 2)
        #expect(rig.picker.position == 0 && rig.picker.selectedIndex == 0)
        #expect(rig.valueChangedCount == 0 && rig.crossings.isEmpty)
    }

    @Test func rubberBandPastTheBottomSettlesOnTheLastRow() {
        let rig = PickerRig(rowCount: 20, selected: 19)
        rig.drag(from: 220, to: 100, at: 0.1, duration: 0.36, hold: 0.1)
        rig.run(until: 0.6)
        #expect(rig.picker.position > 19)
        rig.run(until: 2)
        #expect(rig.picker.position == 19 && rig.picker.selectedIndex == 19)
        #expect(rig.valueChangedCount == 0)
    }

    @Test func aFlingTowardsTheEndStopsOnTheLastRow() {
        let rig = PickerRig(rowCount: 100, selected: 95)
        rig.drag(from: 250, to: 60, at: 0.1, duration: 0.08)
        #expect(rig.picker.landingIndex == 99)
        rig.run(until: 5)
        #expect(rig.picker.selectedIndex == 99 && rig.picker.position == 99)
        #expect(rig.valueChangedCount == 1)
    }

    // MARK: Taps

    @Test func tapsOnRowsBelowAndAboveMoveThere() throws {
        let rig = PickerRig(rowCount: 20, selected: 10)
        let below = try #require(rig.picker.placement(ofRow: 12)).centerY + 40
        rig.tap(y: below, at: 0.1)
        #expect(rig.picker.landingIndex == 12)
        rig.run(until: 1)
        #expect(rig.picker.selectedIndex == 12 && rig.valueChangedCount == 1)
        #expect(rig.crossings == [11, 12])
        let above = try #require(rig.picker.placement(ofRow: 11)).centerY + 40
        rig.tap(y: above, at: 1.1)
        rig.run(until: 2)
        #expect(rig.picker.selectedIndex == 11 && rig.valueChangedCount == 2)
        #expect(!rig.events.contains("primaryActionTriggered"))
    }

    @Test func aTapOnTheCentreRowIsThePrimaryAction() {
        let rig = PickerRig(rowCount: 20, selected: 10)
        rig.tap(y: rig.centreY + 5, at: 0.1)
        rig.run(until: 1)
        #expect(rig.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(rig.picker.selectedIndex == 10 && rig.crossings.isEmpty)
    }

    @Test func aTapOnADisabledRowDoesNothing() throws {
        let rig = PickerRig(rowCount: 20, selected: 10, disabled: [11])
        let row = try #require(rig.picker.placement(ofRow: 11))
        rig.tap(y: row.centerY + 40, at: 0.1)
        rig.run(until: 1)
        #expect(rig.picker.selectedIndex == 10 && rig.valueChangedCount == 0)
    }

    @Test func aTapWhileMovingStopsAtTheNextRow() throws {
        let rig = PickerRig(rowCount: 100, selected: 50)
        rig.drag(from: 200, to: 100, at: 0.1, duration: 0.1)
        let fling = try #require(rig.picker.landingIndex)
        rig.run(until: 0.5)
        var copy = rig.picker.physics
        let stopped = copy.tap(at: 0.5)
        let expected = try #require(stopped)
        #expect(expected.item != fling)
        rig.tap(y: 230, at: 0.5)  // on another row: it stops, it does not go there
        #expect(rig.picker.landingIndex == expected.item)
        rig.run(until: 3)
        #expect(rig.picker.selectedIndex == expected.item)
        #expect(rig.valueChangedCount == 1)
        #expect(rig.crossings == Array(51...expected.item))
    }

    @Test func grabbingAMovingWheelAndDraggingTakesOverTheMotion() {
        let rig = PickerRig(rowCount: 100, selected: 50)
        rig.drag(from: 200, to: 100, at: 0.1, duration: 0.1)
        rig.run(until: 0.4)
        rig.pointer(.down, y: 150, at: 0.4)
        rig.pointer(.move, y: 170, at: 0.45)
        rig.pointer(.move, y: 190, at: 0.5)
        #expect(rig.picker.isDragging)
        let held = rig.picker.position
        rig.pointer(.move, y: 210, at: 0.55)
        #expect(abs(rig.picker.position - (held - 0.5)) < 1e-9)  // 20 pt down = half a row back
        rig.pointer(.up, y: 210, at: 0.7)
        rig.run(until: 3)
        #expect(rig.picker.selectedIndex == Int(rig.picker.position))
        #expect(rig.valueChangedCount == 1)
    }

    // MARK: Keys and wheel

    @Test func keysStepPageAndJumpWhileFocused() {
        let rig = PickerRig(rowCount: 20)
        rig.key(.down, at: 0.1)  // not focused: ignored
        #expect(rig.picker.landingIndex == nil)
        rig.host.setFocus(rig.picker)
        rig.key(.down, at: 0.2)
        #expect(rig.picker.landingIndex == 1 && rig.picker.selectedIndex == 0)
        rig.run(until: 1)
        #expect(rig.picker.selectedIndex == 1 && rig.valueChangedCount == 1)
        // Quick presses add up and settle once.
        rig.key(.down, at: 1.1)
        rig.key(.down, at: 1.12)
        rig.key(.down, at: 1.14)
        #expect(rig.picker.landingIndex == 4)
        rig.run(until: 2)
        #expect(rig.picker.selectedIndex == 4 && rig.valueChangedCount == 2)
        let steps: [(Key, Int)] = [(.pageDown, 9), (.end, 19), (.pageUp, 14), (.up, 13), (.home, 0)]
        for (i, (key, row)) in steps.enumerated() {
            rig.key(key, at: 3 + 2 * Double(i))
            rig.run(until: 4.9 + 2 * Double(i))
            #expect(rig.picker.selectedIndex == row)
        }
        #expect(rig.valueChangedCount == 7)
        rig.key(.up, at: 13)  // already at the top
        rig.key(.pageUp, at: 13.1)
        rig.run(until: 14)
        #expect(rig.picker.selectedIndex == 0 && rig.valueChangedCount == 7)
        rig.key(.enter, at: 14.1)
        #expect(rig.events.last == "primaryActionTriggered")
        #expect(rig.crossings.count == 4 + 5 + 10 + 5 + 1 + 13)
    }

    @Test func keysSkipDisabledRows() {
        let rig = PickerRig(rowCount: 10, selected: 2, disabled: [3, 4])
        rig.host.setFocus(rig.picker)
        rig.key(.down, at: 0.1)
        rig.run(until: 1)
        #expect(rig.picker.selectedIndex == 5)
    }

    @Test func wheelNotchesStepOneRowEach() {
        let rig = PickerRig(rowCount: 20, selected: 5)
        rig.wheel(-1, at: 0.1)  // towards the user: the next row comes up
        rig.run(until: 1)
        #expect(rig.picker.selectedIndex == 6)
        rig.wheel(2, at: 1.1)
        rig.run(until: 2)
        #expect(rig.picker.selectedIndex == 4)
        rig.wheel(0.5, at: 2.1)  // a trackpad's half notch: nothing yet
        #expect(rig.picker.landingIndex == nil)
        rig.wheel(0.5, at: 2.15)
        rig.run(until: 3)
        #expect(rig.picker.selectedIndex == 3)
        #expect(rig.valueChangedCount == 3)
    }

    // MARK: Disabled, cancelled, rotated

    @Test func aDisabledPickerIgnoresInputAndIsDrawnAtHalfOpacity() throws {
        let rig = PickerRig(rowCount: 20, selected: 10)
        let before = try #require(rig.render().commands.first { $0.text == "Row 10" }?.color)
        rig.picker.isEnabled = false
        rig.host.setFocus(rig.picker)
        rig.drag(from: 200, to: 100, at: 0.1, duration: 0.1)
        rig.key(.down, at: 0.5)
        rig.wheel(-1, at: 0.6)
        rig.run(until: 2)
        #expect(rig.picker.selectedIndex == 10 && rig.picker.position == 10 && rig.events.isEmpty)
        let after = try #require(rig.render().commands.first { $0.text == "Row 10" }?.color)
        #expect(after.alpha == 0.5 * before.alpha)
    }

    @Test func aCancelledDragSnapsToTheNearestRow() {
        let rig = PickerRig(rowCount: 20)
        rig.pointer(.down, y: 200, at: 0.1)
        rig.pointer(.move, y: 150, at: 0.2)  // 1.25 rows
        rig.pointer(.cancel, y: 150, at: 0.3)
        rig.run(until: 2)
        #expect(rig.picker.position == 1 && rig.picker.selectedIndex == 1)
        #expect(rig.events.contains("touchCancel") && rig.valueChangedCount == 1)
    }

    @Test func dragsFollowThePickerThroughARotatedContainer() {
        let rig = PickerRig(rowCount: 20)
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        container.rotation = .pi / 4
        rig.host.rootView.addSubview(container)
        container.addSubview(rig.picker)
        // Two points 80 pt apart along the picker's own vertical, wherever that points on screen.
        let from = rig.picker.convert(Point(x: 150, y: 150), to: nil)
        let to = rig.picker.convert(Point(x: 150, y: 70), to: nil)
        rig.send(.pointer(PointerEvent(phase: .down, location: from, timestamp: 0.1)))
        for k in 1...8 {
            let f = Double(k) / 8
            let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            rig.send(.pointer(PointerEvent(phase: .move, location: p, timestamp: 0.1 + 0.05 * Double(k))))
        }
        #expect(abs(rig.picker.position - 2) < 1e-9)
        rig.send(.pointer(PointerEvent(phase: .up, location: to, timestamp: 0.7)))
        rig.run(until: 2)
        #expect(rig.picker.selectedIndex == 2)
    }

    @Test func animatedSelectionWithoutAHostJumps() {
        let picker = PickerWheel(rows: (0..<10).map { PickerRow(title: "\($0)") })
        picker.setSelectedIndex(7, animated: true)
        #expect(picker.selectedIndex == 7 && picker.position == 7 && !picker.isMoving)
    }

    // MARK: Detent callbacks

    @Test func detentCallbacksFireOncePerCrossedRow() {
        let rig = PickerRig(rowCount: 20)
        rig.pointer(.down, y: 200, at: 0.1)
        rig.pointer(.move, y: 154, at: 0.2)  // 1.15 rows
        rig.pointer(.move, y: 108, at: 0.3)  // 2.3 rows
        #expect(rig.crossings == [1, 2])
        rig.pointer(.move, y: 132, at: 0.4)  // back to 1.7: row 2 is still the nearest
        #expect(rig.crossings == [1, 2])
        rig.pointer(.move, y: 148, at: 0.5)  // 1.3: row 1 again
        #expect(rig.crossings == [1, 2, 1])
        rig.pointer(.move, y: 144, at: 0.55)  // 1.4 and rest: it snaps back to row 1
        rig.pointer(.up, y: 144, at: 0.7)
        rig.run(until: 2)
        #expect(rig.crossings == [1, 2, 1])
        #expect(rig.picker.selectedIndex == 1 && rig.valueChangedCount == 1)
        rig.pointer(.down, y: 148, at: 2.1)  // a fling down past the top: one crossing, 0
        rig.pointer(.move, y: 188, at: 2.12)
        rig.pointer(.move, y: 228, at: 2.14)
        rig.pointer(.up, y: 228, at: 2.14)
        rig.run(until: 5)
        #expect(rig.crossings == [1, 2, 1, 0])
        #expect(rig.picker.selectedIndex == 0 && rig.valueChangedCount == 2)
        rig.picker.selectedIndex = 15  // a jump: no callbacks
        rig.run(until: 6)
        #expect(rig.crossings == [1, 2, 1, 0])
    }

    // MARK: Frame-rate independence

    /// One script of drags, a fling, a stopping tap, keys and the wheel.
    static let script: [InputEvent] = {
        var events: [InputEvent] = []
        func pointer(_ phase: PointerEvent.Phase, _ y: Double, _ t: Double) {
            events.append(.pointer(PointerEvent(phase: phase, location: Point(x: 200, y: y), timestamp: t)))
        }
        pointer(.down, 220, 0.1)
        for k in 1...12 { pointer(.move, 220 - 10 * Double(k), 0.1 + Double(k) / 120) }
        pointer(.up, 100, 0.2)
        pointer(.down, 150, 0.7)
        pointer(.up, 150, 0.75)
        // Two taps (a held key would repeat).
        for t in [1.5, 1.52] {
            events.append(.key(KeyEvent(key: .down, isDown: true, timestamp: t)))
            events.append(.key(KeyEvent(key: .down, isDown: false, timestamp: t)))
        }
        events.append(.wheel(WheelEvent(dy: -1, location: Point(x: 200, y: 148), timestamp: 1.6)))
        pointer(.down, 100, 2.0)
        for k in 1...24 { pointer(.move, 100 + 4 * Double(k), 2.0 + Double(k) / 120) }
        pointer(.up, 196, 2.2)
        return events
    }()

    struct Outcome: Equatable {
        var selected: Int
        var events: [String]
        var crossings: [Int]
        /// Positions at every 1/30 s.
        var positions: [Double]
    }

    static func play(fps: Double) -> Outcome {
        let rig = PickerRig(rowCount: 100, selected: 10)
        rig.host.setFocus(rig.picker)
        var next = 0
        var positions: [Double] = []
        let perCommon = Int((fps / 30).rounded())
        var k = 0
        while Double(k) / fps <= 7 {
            let t = Double(k) / fps
            while next < script.count, script[next].timestamp <= t {
                rig.clock.set(to: script[next].timestamp)
                rig.host.handle(script[next])
                next += 1
            }
            rig.clock.set(to: t)
            rig.host.advance(to: t)
            if k % perCommon == 0 { positions.append(rig.picker.position) }
            k += 1
        }
        #expect(!rig.picker.isMoving)
        return Outcome(
            selected: rig.picker.selectedIndex, events: rig.events, crossings: rig.crossings,
            positions: positions)
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func sameScriptSameResultAtAnyFrameRate(fps: Double) {
        let reference = Self.play(fps: 30)
        let other = Self.play(fps: fps)
        #expect(reference.selected == other.selected)
        #expect(reference.events == other.events)
        #expect(reference.crossings == other.crossings)
        #expect(reference.positions == other.positions)
        #expect(reference.events.filter { $0 == "valueChanged" }.count >= 2)
        #expect(reference.crossings.count > 10)
    }
}
