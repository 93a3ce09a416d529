import FlywheelCore
import Foundation
import Testing

@testable import FlywheelUI

/// The reference numbers of the original (a 600-pt-high overlay, nine rows, a 450-pt column),
/// one test each, number for number.
@Suite struct ParameterMenuVectorTests {
    @Test func centredColumnIsAt75AndTheRebuildNudgeSelectsRow4() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        // Opening puts the selected row (4, from the nudge) at the centre: y = 275 − 4·50 = 75.
        #expect(abs(rig.menu.columnY - 75) < 1e-9)
        #expect(rig.menu.selectedParameterIndex == 4)
        // The nudge itself: from the centred column (position 4 = y 75) 0.1 pt up → y 74.9 → row 4.
        let fresh = ParameterMenu(parameters: MenuRig.nine)
        #expect(abs(fresh.columnPosition - (4 + 0.1 / 50)) < 1e-12)
        rig.menu.setParameters(
            MenuRig.nine.map {
                var p = $0; p.label += "x"; return p
            })  // rebuild
        #expect(abs(rig.menu.columnY - 74.9) < 1e-9)
        #expect(Int(300 - rig.menu.columnY) / 50 == 4 && rig.menu.selectedParameterIndex == 4)
    }

    @Test func limitsAreMinus125And275WithRows8And0() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 200, 900)  // far down: the column stops at the top limit
        #expect(rig.menu.columnY == 275)
        #expect(rig.menu.selectedParameterIndex == 0)
        rig.pointer(.move, 200, -900)  // far up: the bottom limit
        #expect(rig.menu.columnY == -125)
        #expect(rig.menu.selectedParameterIndex == 8)
        #expect(Int(300 - (-125.0)) / 50 == 8)
    }

    @Test func oneVerticalEventOf30PointsUpMovesTo44point9AndRow5() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.menu.handleMovement(deltaX: 0, deltaY: 0.1)  // y 74.9, as after the nudge
        #expect(abs(rig.menu.columnY - 74.9) < 1e-9)
        rig.pointer(.move, 200, 270)  // finger 30 pt up: deltaY = +30
        #expect(abs(rig.menu.columnY - 44.9) < 1e-9)
        #expect(rig.menu.selectedParameterIndex == 5)  // Int(255.1) / 50
    }

    @Test func snapTargetsAre275Minus50k() {
        for k in [4, 5] {
            let rig = MenuRig()
            rig.pointer(.down, 200, 300)
            rig.pointer(.move, 200, 300 - 50 * Double(k - 4) - 10)  // k rows from the top, 10 pt off
            #expect(rig.menu.selectedParameterIndex == k)
            rig.pointer(.move, 190, 300 - 50 * Double(k - 4) - 10)  // a horizontal event: snap
            rig.wait(ParameterMenu.snapDuration + 0.02)
            #expect(abs(rig.menu.columnY - (275 - 50 * Double(k))) < 1e-9)
        }
        #expect(275 - 50 * 4 == 75 && 275 - 50 * 5 == 25)
    }

    @Test func twentyFivePointsRightMovesContinuousUpAndDiscreteDown() {
        let rig = MenuRig(parameters: [MenuParameter(label: "C", normalisedValue: 0.5), MenuRig.preset()])
        rig.pointer(.down, 200, 300)
        // Two rows: the nudge selects row 1 (the discrete one).
        #expect(rig.menu.selectedParameterIndex == 1)
        rig.pointer(.move, 225, 300)  // deltaX = −25
        #expect(abs(rig.values[1] - 0.4) < 1e-12)
        rig.pointer(.move, 225, 350)  // down 50: row 0
        #expect(rig.menu.selectedParameterIndex == 0)
        rig.pointer(.move, 250, 350)
        #expect(abs(rig.values[0] - 0.6) < 1e-12)
    }

    @Test func clampingAt1StillCallsTheDelegate() {
        var nine = MenuRig.nine
        nine[4].normalisedValue = 0.95
        let rig = MenuRig(parameters: nine)
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 225, 300)
        #expect(rig.values[4] == 1.0)
        #expect(rig.calls.count == 1 && rig.calls[0].index == 4)
        rig.pointer(.move, 250, 300)
        #expect(rig.values[4] == 1.0)
        #expect(rig.calls.count == 2 && rig.calls[1].parameters[4].normalisedValue == 1.0)
    }

    @Test func selectedIndexReadsTruncatedAndRoundTrips() {
        var preset = MenuRig.preset(0.5)
        #expect(preset.selectedIndex == 3 && preset.text == "Blue")
        preset.selectedIndex = 5
        #expect(abs(preset.normalisedValue - 5.0 / 6) < 1e-9)
        #expect(preset.selectedIndex == 5)
        // Every index of every list length up to 50 reads back as itself.
        for count in 2...50 {
            var p = MenuParameter(label: "L", normalisedValue: 0, stringValues: (0..<count).map(String.init))
            for i in 0..<count {
                p.selectedIndex = i
                #expect(p.selectedIndex == i, "count \(count) index \(i)")
            }
        }
    }

    @Test func labelFunctionsOfTheDemo() {
        let rgb: @Sendable (Double) -> String = { String(format: "%02X", Int($0 * 255)) }
        let cmyk: @Sendable (Double) -> String = { "\(Int($0 * 100))%" }
        #expect(MenuParameter(label: "R", normalisedValue: 0.5, labelFunction: rgb).text == "7F")
        #expect(MenuParameter(label: "C", normalisedValue: 0.999, labelFunction: cmyk).text == "99%")
        #expect(MenuParameter(label: "I", normalisedValue: 0.75).text == "0.75")
        #expect(MenuParameter(label: "I", normalisedValue: 0.5).text == "0.50")
    }
}
