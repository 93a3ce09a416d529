import FlywheelCore
import Foundation
import Testing

@testable import FlywheelUI

/// What a user of the menu sees: opening and closing with one press, the per-event axis rule,
/// the column following the finger, the snap, refresh versus rebuild, the rows and wings,
/// keyboard and wheel, and the decisions on the original's quirks.
@Suite struct ParameterMenuBehaviourTests {
    // MARK: Opening and closing

    @Test func pressOpensAtOnceAndLiftCloses() {
        let rig = MenuRig()
        #expect(!rig.menu.isOpen && rig.menu.host == nil)
        rig.pointer(.down, 30, 40)
        #expect(rig.menu.isOpen && rig.menu.superview === rig.host.rootView)
        #expect(rig.menu.frame == rig.host.rootView.bounds)
        // The column is centred on the overlay, not at the press.
        #expect(rig.menu.columnFrame.midX == 200)
        rig.pointer(.up, 30, 40)
        #expect(!rig.menu.isOpen && rig.menu.superview == nil)
        #expect(rig.calls.isEmpty)  // opening and closing never call the delegate
    }

    @Test func overlayNeverTakesInput() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        #expect(rig.host.rootView.hitTest(Point(x: 200, y: 300)) === rig.menu.inputView)
    }

    @Test func presentingViewCentresTheColumnOnIt() {
        let rig = MenuRig()
        let area = View(frame: Rect(x: 0, y: 100, width: 400, height: 400))
        rig.host.rootView.addSubview(area)
        rig.host.rootView.bringSubviewToFront(rig.target)
        rig.menu.presentingView = area
        rig.pointer(.down, 200, 300)
        #expect(rig.menu.superview === area && rig.menu.bounds.height == 400)
        #expect(abs(rig.menu.columnY - (200 - 25 - 200)) < 1e-9)
    }

    // MARK: The axis rule (Q9)

    @Test func anyVerticalComponentMakesAnEventVertical() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 100, 299)  // 100 pt right but 1 pt up: vertical only
        #expect(rig.values[4] == 0.5 && rig.calls.isEmpty)
        #expect(abs(rig.menu.columnY - 74) < 1e-9)
        rig.pointer(.move, 125, 299)  // purely horizontal: the value moves
        #expect(rig.calls.count == 1)
        rig.pointer(.move, 125, 299)  // no movement: nothing
        #expect(rig.calls.count == 1)
    }

    @Test func columnFollowsTheFingerOneToOneAndRestsBetweenRows() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        for k in 1...6 {
            rig.pointer(.move, 200, 300 - 7 * Double(k))
            #expect(abs(rig.menu.columnY - (75 - 7 * Double(k))) < 1e-9)
        }
        rig.wait(1)
        #expect(abs(rig.menu.columnY - 33) < 1e-9)  // no snapping after a vertical move
        #expect(rig.highlighted == [rig.menu.selectedParameterIndex])
    }

    @Test func horizontalMoveSnapsInThreeTenthsOnTheEasedCurve() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 200, 280)  // y 55, row 4 still
        #expect(rig.menu.selectedParameterIndex == 4)
        rig.pointer(.move, 210, 280)  // snap back to y 75 over 0.3 s
        let start = rig.clock.now
        rig.wait(0.15)
        let halfway = 55 + 20 * EasedMove.ease((rig.clock.now - start) / 0.3)
        #expect(abs(rig.menu.columnY - halfway) < 1e-6)
        rig.wait(0.2)
        #expect(abs(rig.menu.columnY - 75) < 1e-9)
    }

    @Test func verticalEventDuringASnapStartsFromTheSnappedPlace() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 200, 280)  // y 55
        rig.pointer(.move, 210, 280)  // snapping to 75
        rig.pointer(.move, 210, 275)  // 5 up: from 75, not from where the snap is
        #expect(abs(rig.menu.columnY - 70) < 1e-9)
    }

    @Test func fullRangeIs250PointsAndDiscreteStepsEvery41point67() {
        var params = MenuRig.nine
        params[4] = MenuRig.preset(0)
        let rig = MenuRig(parameters: params)
        rig.pointer(.down, 0, 300)
        // Finger left moves a discrete value up: 41 pt is not yet a step, 42 pt is.
        rig.pointer(.move, -41, 300)
        #expect(rig.menu.displayedParameters[4].selectedIndex == 0)
        rig.pointer(.move, -42, 300)
        #expect(rig.menu.displayedParameters[4].selectedIndex == 1)
        rig.pointer(.move, -250, 300)
        #expect(rig.values[4] == 1 && rig.menu.rowViews[4].valueText == "Yellow")
    }

    // MARK: Parameters: refresh versus rebuild, one-way (Q8)

    @Test func sameLabelsRefreshWithoutMovingTheSelection() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 200, 250)  // row 5
        let rowsBefore = rig.menu.rowViews.map(ObjectIdentifier.init)
        var updated = rig.menu.displayedParameters
        updated[0].normalisedValue = 0.25
        rig.menu.parameters = updated
        #expect(rig.menu.rowViews.map(ObjectIdentifier.init) == rowsBefore)
        #expect(rig.menu.selectedParameterIndex == 5 && abs(rig.menu.columnY - 25) < 1e-9)
        #expect(rig.menu.rowViews[0].valueText == "0.25")
        #expect(rig.calls.isEmpty)  // setting from code never calls the delegate
    }

    @Test func differentLabelsRebuildAndSelectTheMiddleRow() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 200, 200)  // row 6
        let five = (0..<5).map { MenuParameter(label: "Q\($0)", normalisedValue: 0) }
        rig.menu.parameters = five
        #expect(rig.menu.rowViews.count == 5 && rig.menu.rowViews[0].titleText == "Q0")
        #expect(rig.menu.selectedParameterIndex == 2)
    }

    @Test func gesturesDoNotWriteTheHostsParameters() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 225, 300)
        #expect(rig.menu.displayedParameters[4].normalisedValue == 0.6)
        #expect(rig.menu.parameters[4].normalisedValue == 0.5)  // Q8: one-way
        #expect(rig.calls[0].parameters[4].normalisedValue == 0.6)
    }

    @Test func hostWriteBackShowsLinkedValuesWhileOpen() {
        let rig = MenuRig()
        rig.onChange = { [unowned rig] index, params in
            var linked = params
            linked[0].normalisedValue = 1 - params[index].normalisedValue
            rig.menu.parameters = linked
        }
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 250, 300)  // row 4 → 0.7, row 0 → 0.3
        #expect(abs(rig.menu.rowViews[0].progress - 0.3) < 1e-12)
        #expect(rig.menu.selectedParameterIndex == 4)
    }

    // MARK: Rows and wings

    @Test func selectedRowIsBlueWithWhiteTextOthersWhite() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        let canvas = RecordingCanvas()
        rig.host.render(in: canvas)
        let fills = canvas.commands.filter { $0.kind == .roundedRect && $0.bounds.width == 200 }
        #expect(fills.filter { $0.color == ParameterMenuRow.selectedFill }.count == 1)
        #expect(fills.filter { $0.color == ParameterMenuRow.unselectedFill }.count == 8)
        let blueTexts = canvas.commands.filter { $0.kind == .text && $0.color == Color.blue }
        let whiteTexts = canvas.commands.filter { $0.kind == .text && $0.color == Color.white }
        #expect(whiteTexts.compactMap(\.text) == ["P4", "0.50"])
        #expect(blueTexts.count == 16)
        #expect(rig.highlighted == [4])
    }

    @Test func centreLineIsDrawnBeforeTheRows() {
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        let canvas = RecordingCanvas()
        rig.host.render(in: canvas)
        let yellow = canvas.commands.firstIndex { $0.color == ParameterMenu.centreLineFill }
        let firstRow = canvas.commands.firstIndex { $0.color == ParameterMenuRow.unselectedFill }
        #expect(yellow != nil && firstRow != nil && yellow! < firstRow!)
        #expect(rig.menu.centreLineFrame == Rect(x: 95, y: 274, width: 210, height: 52))
    }

    @Test func discreteRowHasWingsThatSlideToTheNewValue() {
        var params = MenuRig.nine
        params[4] = MenuRig.preset(0.5)
        let rig = MenuRig(parameters: params)
        #expect(rig.menu.rowViews[4].showsWings && !rig.menu.rowViews[3].showsWings)
        #expect(rig.menu.rowViews[4].wingPosition == 3)
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 158, 300)  // 42 pt left: index 4
        #expect(rig.menu.displayedParameters[4].selectedIndex == 4)
        rig.wait(0.1)
        let mid = rig.menu.rowViews[4].wingPosition!
        #expect(mid > 3 && mid < 4)
        rig.wait(0.3)
        #expect(rig.menu.rowViews[4].wingPosition == 4)
        #expect(rig.menu.rowViews[4].progress == 0)
    }

    @Test func wingsShowTheCurrentStringList() {  // Q6: refreshed, not installed once
        var p = MenuRig.preset(0)
        let rig = MenuRig(parameters: [p])
        p.stringValues = ["A", "B"]
        p.labelFunction = { ["A", "B"][Int($0)] }
        rig.menu.parameters = [p]
        #expect(rig.menu.rowViews[0].wingValues == ["A", "B"])
    }

    // MARK: Quirk decisions

    @Test func openingHighlightsAndCentresTheKeptSelection() {  // Q2, Q3
        let rig = MenuRig()
        rig.pointer(.down, 200, 300)
        rig.pointer(.move, 200, 200)  // row 6, between rows
        rig.pointer(.up, 200, 200)
        rig.pointer(.down, 200, 300)
        #expect(rig.menu.selectedParameterIndex == 6 && rig.highlighted == [6])
        #expect(abs(rig.menu.columnY - (275 - 300)) < 1e-9)
        rig.pointer(.move, 225, 300)  // no jump back: row 6 is already centred
        #expect(rig.calls.last?.index == 6 && abs(rig.menu.columnY - (275 - 300)) < 1e-9)
    }

    @Test func detachRemovesTheInputViewFromItsOwnTarget() {  // Q1
        let rig = MenuRig()
        let input = rig.menu.inputView
        #expect(input?.superview === rig.target)
        rig.menu.detach()
        #expect(input?.superview == nil && rig.target.subviews.isEmpty && rig.menu.target == nil)
        rig.pointer(.down, 200, 300)
        #expect(!rig.menu.isOpen)
    }

    @Test func secondPointerWhileOpenIsIgnored() {  // Q10
        let rig = MenuRig()
        rig.pointer(.down, 200, 300, id: 1)
        rig.pointer(.down, 100, 100, id: 2)
        rig.pointer(.move, 100, 50, id: 2)
        #expect(rig.menu.isOpen && abs(rig.menu.columnY - 75) < 1e-9)
        rig.pointer(.up, 100, 50, id: 2)
        #expect(rig.menu.isOpen)
        rig.pointer(.move, 200, 290, id: 1)
        #expect(abs(rig.menu.columnY - 65) < 1e-9)
        rig.pointer(.up, 200, 290, id: 1)
        #expect(!rig.menu.isOpen)
    }

    // MARK: Keyboard and wheel

    @Test func keyboardOpensPicksChangesAndCloses() {
        let rig = MenuRig()
        rig.host.setFocus(rig.menu.inputView)
        rig.key(.enter)
        #expect(rig.menu.isOpen && rig.menu.selectedParameterIndex == 4)
        rig.key(.down)
        #expect(rig.menu.selectedParameterIndex == 5 && rig.highlighted == [5])
        rig.wait(0.4)
        #expect(abs(rig.menu.columnY - 25) < 1e-9)
        rig.key(.right)
        #expect(abs(rig.values[5] - 0.51) < 1e-12 && rig.calls.last?.index == 5)
        rig.key(.up); rig.key(.up)
        rig.key(.left)
        #expect(abs(rig.values[3] - 0.49) < 1e-12)
        rig.key(.escape)
        #expect(!rig.menu.isOpen)
        rig.key(.enter); rig.key(.enter)
        #expect(!rig.menu.isOpen)
    }

    @Test func rightKeyStepsADiscreteValueUp() {
        let rig = MenuRig(parameters: [MenuRig.preset(0.5)])
        rig.host.setFocus(rig.menu.inputView)
        rig.key(.enter)
        rig.key(.right)
        #expect(rig.menu.displayedParameters[0].selectedIndex == 4)
        rig.key(.left); rig.key(.left)
        #expect(rig.menu.displayedParameters[0].selectedIndex == 2)
    }

    @Test func wheelOverTheOpenMenuPicksRows() {
        let rig = MenuRig()
        rig.wheel(1)
        #expect(!rig.menu.isOpen && rig.menu.selectedParameterIndex == 4)  // closed: not taken
        rig.pointer(.down, 200, 300)
        rig.wheel(1)
        #expect(rig.menu.selectedParameterIndex == 3)
        rig.wheel(-2)
        #expect(rig.menu.selectedParameterIndex == 5)
        rig.wheel(-0.5); rig.wheel(-0.5)
        #expect(rig.menu.selectedParameterIndex == 6)
    }

    @Test func focusLeavingClosesAKeyboardMenu() {
        let rig = MenuRig()
        rig.host.setFocus(rig.menu.inputView)
        rig.key(.enter)
        rig.host.setFocus(nil)
        #expect(!rig.menu.isOpen)
    }

    @Test func delegateIsHeldWeakly() {
        let menu = ParameterMenu(parameters: MenuRig.nine)
        do {
            let rig = MenuRig()
            menu.delegate = rig
            #expect(menu.delegate != nil)
        }
        #expect(menu.delegate == nil)
    }
}

/// Attaching behind the target's own subviews, and the `willOpen` hook.
@Suite struct ParameterMenuAttachTests {
    @Test func atBackLetsTheTargetsSubviewsKeepTheirPresses() {
        let rig = MenuRig()
        let button = Button(title: "B", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        rig.target.addSubview(button)
        rig.menu.attach(to: rig.target, atBack: true)
        rig.host.advance(to: rig.clock.now)
        #expect(rig.target.subviews.first === rig.menu.inputView)
        rig.pointer(.down, 50, 50)
        #expect(!rig.menu.isOpen)  // the button took it
        rig.pointer(.up, 50, 50)
        rig.pointer(.down, 300, 400)
        #expect(rig.menu.isOpen)  // the free area opens the menu
    }

    @Test func willOpenCanRefreshTheParametersFirst() {
        let rig = MenuRig()
        var opened = 0
        rig.menu.willOpen = { menu in
            opened += 1
            var p = menu.displayedParameters
            p[4].normalisedValue = 0.9
            menu.parameters = p
        }
        rig.pointer(.down, 200, 300)
        #expect(opened == 1 && rig.menu.rowViews[4].valueText == "0.90")
        rig.pointer(.down, 100, 100, id: 1)  // ignored: no second call
        #expect(opened == 1)
    }
}

/// Values written by the host while the menu is open and still.
@Suite struct ParameterMenuHostWriteTests {
    @Test func hostChangingADiscreteValueSlidesItsWingsWhileOpen() {
        let rig = MenuRig(parameters: [MenuRig.preset(0)])
        rig.pointer(.down, 200, 300)
        rig.wait(0.5)
        var p = rig.menu.displayedParameters
        p[0].selectedIndex = 3
        rig.menu.parameters = p
        #expect(rig.menu.rowViews[0].wingPosition == 0)
        rig.wait(0.1)
        let mid = rig.menu.rowViews[0].wingPosition ?? -1
        #expect(mid > 0 && mid < 3)
        rig.wait(0.3)
        #expect(rig.menu.rowViews[0].wingPosition == 3)
    }
}
