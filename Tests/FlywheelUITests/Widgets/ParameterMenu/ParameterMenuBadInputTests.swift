import FlywheelCore
import Foundation
import Testing

@testable import FlywheelUI

/// Bad input: each case ends in a working menu, a clear message where the host erred, and
/// nothing lost.
@Suite struct ParameterMenuBadInputTests {
    @Test func noParametersOpensEmptyAndIgnoresMovement() {  // Q4
        let rig = MenuRig(parameters: [])
        rig.pointer(.down, 200, 300)
        #expect(rig.menu.isOpen && rig.menu.rowViews.isEmpty)
        rig.pointer(.move, 150, 250)
        rig.pointer(.move, 100, 250)
        rig.key(.down)
        rig.wheel(1)
        #expect(rig.calls.isEmpty && rig.menu.selectedParameterIndex == 0)
        let canvas = RecordingCanvas()
        rig.host.render(in: canvas)
        #expect(canvas.commands.contains { $0.color == ParameterMenu.centreLineFill })
        rig.pointer(.up, 100, 250)
        #expect(!rig.menu.isOpen)
    }

    @Test func oneStringValueNeverDividesByZero() {  // Q5
        var one = MenuParameter(
            label: "Only", normalisedValue: 0.7, labelFunction: { _ in "Only" },
            stringValues: ["Only"])
        #expect(one.selectedIndex == 0)
        one.selectedIndex = 3
        #expect(one.normalisedValue == 0 && one.selectedIndex == 0)
        let rig = MenuRig(parameters: [one])
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 100, 300)
        #expect(abs(rig.values[0] - 0.4) < 1e-12 && rig.menu.rowViews[0].showsWings)
        #expect(rig.menu.displayedParameters[0].selectedIndex == 0 && rig.menu.rowViews[0].valueText == "Only")
        rig.wait(0.5)
        #expect(rig.menu.rowViews[0].wingPosition == 0)
        rig.host.render(in: RecordingCanvas())
    }

    @Test func nonFiniteValuesAreRefusedNamingTheParameter() {
        let rig = MenuRig()
        var messages: [String] = []
        rig.menu.onProblem = { messages.append($0) }
        var bad = rig.menu.displayedParameters
        bad[2].normalisedValue = 0.3
        bad[3].normalisedValue = .nan
        bad[6].normalisedValue = .infinity
        let refusals = rig.menu.setParameters(bad)
        #expect(refusals.count == 2 && messages == refusals)
        #expect(messages[0].contains("parameter 3") && messages[0].contains("\"P3\"") && messages[0].contains("nan"))
        #expect(messages[1].contains("\"P6\"") && messages[1].contains("inf"))
        #expect(rig.values[3] == 0.5 && rig.values[6] == 0.5 && rig.values[2] == 0.3)
        #expect(rig.menu.parameters[3].normalisedValue == 0.5)
        #expect(rig.menu.lastProblem == messages[1])
        // Non-finite movements never reach the column's physics.
        rig.pointer(.down, 200, 300)
        rig.menu.handleMovement(deltaX: .nan, deltaY: 0)
        rig.menu.handleMovement(deltaX: 0, deltaY: -.infinity)
        #expect(rig.menu.columnPosition == 4 && rig.calls.isEmpty)
    }

    @Test func nonFiniteValueInAFreshListFallsBackToZero() {
        let menu = ParameterMenu()
        let refusals = menu.setParameters([MenuParameter(label: "New", normalisedValue: -.infinity)])
        #expect(refusals.count == 1 && menu.displayedParameters[0].normalisedValue == 0)
        // Non-finite values read as a valid index, never a crash.
        var p = MenuRig.preset(.nan)
        #expect(p.selectedIndex == 0)
        p.normalisedValue = .infinity
        #expect(p.selectedIndex == 6)
        p.normalisedValue = 7
        #expect(p.selectedIndex == 6)
    }

    @Test func emptyAndHugeLabelTextsAreDrawnClipped() {
        let huge = String(repeating: "W", count: 1000)
        let params = [
            MenuParameter(label: "", normalisedValue: 0.5, labelFunction: { _ in "" }),
            MenuParameter(label: huge, normalisedValue: 0.5, labelFunction: { _ in huge }),
            MenuParameter(label: "Words " + String(repeating: "long word ", count: 100), normalisedValue: 0.5),
        ]
        let rig = MenuRig(parameters: params)
        rig.pointer(.down, 200, 300)
        let canvas = RecordingCanvas()
        rig.host.render(in: canvas)
        // Every text is drawn inside a clip no wider than its area; none are empty.
        let texts = canvas.commands.filter { $0.kind == .text }
        #expect(!texts.contains { $0.text?.isEmpty ?? true })
        #expect(texts.allSatisfy { ($0.text?.count ?? 0) <= 120 })
        // Each text is drawn inside the title's or the value's area (its clip), however long.
        var clip: Rect?
        for command in canvas.commands {
            if command.kind == .pushClip { clip = command.bounds }
            if command.kind == .text { #expect(clip.map { $0.width <= 102 } == true) }
        }
        #expect(rig.menu.rowViews[1].valueText.count == 1000)  // the text itself is kept whole
    }

    @Test func duplicateLabelsWorkAndRefreshByPosition() {
        let twins = [
            MenuParameter(label: "Same", normalisedValue: 0.1), MenuParameter(label: "Same", normalisedValue: 0.9),
        ]
        let rig = MenuRig(parameters: twins)
        rig.pointer(.down, 200, 300)
        #expect(rig.menu.selectedParameterIndex == 1)
        rig.pointer(.move, 250, 300)
        #expect(abs(rig.values[1] - 1) < 1e-12 && rig.values[0] == 0.1)
        var back = rig.menu.displayedParameters
        back[0].normalisedValue = .nan
        rig.menu.parameters = back
        #expect(rig.values[0] == 0.1)  // kept by position, not the twin's
    }

    @Test func targetRemovedWhileOpenClosesCleanly() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 200, 250)
        rig.target.removeFromSuperview()
        #expect(!rig.menu.isOpen && rig.menu.superview == nil)
        #expect(rig.host.trackedPointerIDs.isEmpty)
        rig.pointer(.move, 250, 250)
        rig.pointer(.up, 250, 250)
        #expect(rig.calls.isEmpty)
        // Back in the window, it works again.
        rig.host.rootView.addSubview(rig.target)
        rig.host.advance(to: rig.clock.now)
        rig.pointer(.down, 200, 300)
        #expect(rig.menu.isOpen && rig.menu.selectedParameterIndex == 5)
    }
}
