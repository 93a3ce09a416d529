import FlywheelCore
import Testing

@testable import FlywheelUI

/// The spinner to a reader: adjustable, the selected title as its value, a step through the
/// model identical to a user's step, the open ring's items (or picker rows) as list items.
@Suite struct SpinnerAccessibilityTests {
    @Test func aSpinnerIsAdjustableAndReadsTheSelectedTitle() {
        let f = SpinnerFixture(count: 12, selected: 6)
        let s = f.spinner
        #expect(s.accessibilityRole == .adjustable)
        #expect(s.accessibilityLabel == "Spinner")
        #expect(s.accessibilityValue == "Item 6")
        #expect(s.accessibilityStates == [.enabled, .focusable, .expandable])
        #expect(s.accessibilityActions == [.activate, .increment, .decrement])
        #expect(s.accessibilityNodeChildren.isEmpty)
    }

    @Test func anIncrementOfTheOpenRingIsExactlyARightArrowStep() {
        let byKey = SpinnerFixture.opened(count: 12, selected: 6)
        let byReader = SpinnerFixture.opened(count: 12, selected: 6)
        for f in [byKey, byReader] {
            f.t.log.removeAll()
            f.calls.removeAll()
        }
        let playedBefore = byKey.feedback.played.count
        #expect(byKey.feedback.played.count == byReader.feedback.played.count)
        byKey.t.host.setFocus(byKey.spinner)
        byKey.t.key(.right)
        byReader.t.clock.advance(by: 0.01)
        #expect(byReader.spinner.performAccessibilityAction(.increment))
        byKey.settle(1)
        byReader.settle(1)
        #expect(byReader.spinner.selectedIndex == 7)
        #expect(byReader.t.log == byKey.t.log)
        #expect(byReader.t.log.contains("valueChanged"))
        #expect(byReader.calls == byKey.calls)
        #expect(byReader.calls == ["selected:7"])
        #expect(
            Array(byReader.feedback.played.dropFirst(playedBefore))
                == Array(byKey.feedback.played.dropFirst(playedBefore)))
        #expect(byReader.feedback.events.last == .selectionTick)
        #expect(byReader.spinner.accessibilityValue == "Item 7")
    }

    @Test func aStepOfAClosedSpinnerMovesOneItemWithTheTickAndReportsIt() {
        let f = SpinnerFixture(count: 12, selected: 11, disabled: [1])
        let log = f.t.recordAccessibility()
        f.t.log.removeAll()
        #expect(f.spinner.performAccessibilityAction(.increment))  // wraps, as the wheel does
        #expect(f.spinner.selectedIndex == 0)
        #expect(f.spinner.performAccessibilityAction(.increment))  // item 1 is disabled: skipped
        #expect(f.spinner.selectedIndex == 2)
        #expect(f.spinner.performAccessibilityAction(.decrement))
        #expect(f.spinner.selectedIndex == 0)
        #expect(!f.spinner.isOpen)
        #expect(f.t.log == ["valueChanged", "valueChanged", "valueChanged"])
        #expect(f.calls.suffix(3) == ["selected:0", "selected:2", "selected:0"])
        #expect(f.feedback.events == [.selectionTick, .selectionTick, .selectionTick])
        #expect(
            log.lines == [
                "valueChanged Spinner = Item 0", "valueChanged Spinner = Item 2", "valueChanged Spinner = Item 0",
            ])
    }

    @Test func activateOpensAndTheRingsItemsAreListItemsAndEscapeCloses() {
        let f = SpinnerFixture(count: 12, selected: 6)
        let log = f.t.recordAccessibility()
        #expect(f.spinner.performAccessibilityAction(.activate))
        f.settle(0.5)
        #expect(f.spinner.isOpen)
        #expect(f.spinner.accessibilityStates.contains(.expanded))
        #expect(f.spinner.accessibilityActions.contains(.escape))
        #expect(log.lines == ["layoutChanged"])
        let items = f.spinner.accessibilityNodeChildren
        #expect(items.count == 12)
        #expect(items.allSatisfy { $0.accessibilityRole == .listItem && $0.accessibilityParentNode === f.spinner })
        #expect(items.map { $0.accessibilityLabel ?? "" } == (0..<12).map { "Item \($0)" })
        #expect(items.filter { $0.accessibilityStates.contains(.selected) }.map(\.accessibilityLabel) == ["Item 6"])
        // The same objects the next time a reader asks.
        #expect(f.spinner.accessibilityNodeChildren[3] === items[3])
        // The selected item is at the top of the ring, inside the window.
        let top = items[6].accessibilityFrameInWindow
        #expect(top.midY < 100 && abs(top.midX - 200) < 1)
        #expect(items[9].performAccessibilityAction(.activate))
        f.settle(2)
        #expect(f.spinner.selectedIndex == 9)
        #expect(f.spinner.performAccessibilityAction(.escape))
        #expect(!f.spinner.isOpen)
        f.settle(1)
        #expect(f.spinner.accessibilityNodeChildren.isEmpty)
        #expect(log.lines.last == "layoutChanged")
    }

    @Test func theOpenPickersRowsAreTheSpinnersChildrenAndItsWheelIsHidden() {
        let f = SpinnerFixture(count: 30, selected: 10)
        f.spinner.spinnerMode = .pickerOnly
        f.spinner.isOpen = true
        f.settle(0.5)
        #expect(f.spinner.shows == .picker)
        let rows = f.spinner.accessibilityNodeChildren
        #expect(!rows.isEmpty && rows.count < 30)
        #expect(rows.allSatisfy { $0.accessibilityRole == .listItem })
        #expect(rows.filter { $0.accessibilityStates.contains(.selected) }.map(\.accessibilityLabel) == ["Item 10"])
        let adjustables = f.t.host.accessibilityRootNode.accessibilityNodeChildren.filter {
            $0.accessibilityRole == .adjustable
        }
        #expect(adjustables.count == 1 && adjustables[0] === f.spinner)
        f.t.log.removeAll()
        #expect(f.spinner.performAccessibilityAction(.increment))
        f.settle(1)
        #expect(f.spinner.selectedIndex == 11)
        #expect(f.t.log == ["valueChanged", "valueChanged"])  // the wheel's, then the spinner's: as a key step
        #expect(f.calls.last == "selected:11")
    }
}
