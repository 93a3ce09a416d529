import CAccessibilityBridge
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// The accessibility bridge's Swift parts that need no bus: node ids, the action bits the C side
/// names, the numbers a reader's Value interface shows, and where the bridge does not start.
/// (The bridge on a real bus: HarnessTests' ScreenReaderSessionTests.)
@Suite struct AccessibilityBridgePartsTests {
    @Test func nodeIDsAreStableWeakAndNeverReused() {
        let table = AccessibilityNodeTable()
        var view: View? = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let kept = View()
        #expect(table.existingID(for: view!) == nil)
        let id = table.id(for: view!)
        #expect(id > 0 && table.id(for: view!) == id && table.existingID(for: view!) == id)
        let other = table.id(for: kept)
        #expect(other != id && table.node(id) === view)
        view = nil  // a view that leaves is not kept alive by a reader having met it
        #expect(table.node(id) == nil)
        #expect(table.removeGone() == [id])
        #expect(table.count == 1 && table.node(other) === kept)
        let next = table.id(for: View())
        #expect(next > other)
    }

    @Test func actionsHaveOneBitEachInTheCSidesOrder() {
        #expect(
            AccessibilityAction.bridgeOrder == [
                .activate, .increment, .decrement, .scrollForward, .scrollBackward, .escape,
            ])
        for (i, action) in AccessibilityAction.bridgeOrder.enumerated() {
            #expect(action.bridgedBit == UInt32(1) << UInt32(i))
            #expect(AccessibilityAction(bridgedBit: action.bridgedBit) == action)
        }
        #expect(Set(AccessibilityAction.allCases) == Set(AccessibilityAction.bridgeOrder))
        #expect(AccessibilityAction(bridgedBit: 0) == nil && AccessibilityAction(bridgedBit: 3) == nil)
        #expect(AccessibilityAction(bridgedBit: 1 << 6) == nil)
    }

    @Test func valuesShowTheSelectionStarsOrSliderPosition() throws {
        let icon = Image(width: 1, height: 1, rgba: [0, 0, 0, 255], name: "dot")
        let items = ["A", "B", "C", "D"].map { SpinnerItem(title: $0, icon: icon) }
        let spinner = Spinner(values: items, selectedIndex: 2)
        #expect(AccessibilityNumericValue(of: spinner) == .init(current: 2, minimum: 0, maximum: 3, step: 1))
        let rating = RatingControl(starCount: 5)
        rating.value = 3
        #expect(AccessibilityNumericValue(of: rating) == .init(current: 3, minimum: 1, maximum: 5, step: 1))
        let slider = Slider(minimum: -7, maximum: 7, value: 1)
        slider.step = 1
        #expect(AccessibilityNumericValue(of: slider) == .init(current: 1, minimum: -7, maximum: 7, step: 1))
        #expect(AccessibilityNumericValue(of: View()) == nil)
        let value = try #require(AccessibilityNumericValue(of: spinner))
        #expect(value.steps(to: 0) == -2 && value.steps(to: 3) == 1 && value.steps(to: 99) == 1)
        #expect(value.steps(to: .nan) == 0 && value.steps(to: 2.4) == 0)
        // An unstepped slider's increment is the last digit its text shows, so a reader rounds
        // the value as shown: 0.25 on a 0.001…100 slider is "0.25", not "0.2" (the key step
        // 0.99999 made Orca write one decimal).
        let wide = Slider(minimum: 0.001, maximum: 100, value: 0.25, scale: .logarithmic)
        let shown = try #require(AccessibilityNumericValue(of: wide))
        #expect(shown.step == 0.0001 && wide.valueText == "0.25", "\(shown) \(wide.valueText)")
        wide.value = 50
        #expect(AccessibilityNumericValue(of: wide)?.step == 0.01)
    }

    /// Every role but `.none` is a role the C side maps (a text field is ATK's entry), and a text
    /// field's states reach it as EDITABLE and SINGLE_LINE.
    @Test func aTextFieldIsBridgedAsAnEditableSingleLineEntry() {
        let field = View(frame: Rect(x: 0, y: 0, width: 80, height: 20))
        field.accessibilityRole = .textField
        #expect(field.bridgedRole == FLYWHEEL_A11Y_ROLE_TEXT_FIELD)
        var seen: Set<UInt32> = []
        for role in AccessibilityRole.allCases where role != .none {
            let view = View()
            view.accessibilityRole = role
            #expect(view.bridgedRole != FLYWHEEL_A11Y_ROLE_UNKNOWN, "\(role)")
            seen.insert(view.bridgedRole.rawValue)
        }
        #expect(seen.count == AccessibilityRole.allCases.count - 1, "each role its own constant")
        let element = AccessibilityElement(
            owner: field, role: .textField, label: "Name", frameInOwner: field.bounds,
            states: [.enabled, .editable, .singleLine])
        let bits = element.bridgedStates
        #expect(bits & UInt32(FLYWHEEL_A11Y_STATE_EDITABLE) != 0 && bits & UInt32(FLYWHEEL_A11Y_STATE_SINGLE_LINE) != 0)
        element.states = [.enabled]
        #expect(element.bridgedStates == UInt32(FLYWHEEL_A11Y_STATE_ENABLED), "read only: not editable")
    }

    @Test func aRendererWithoutAWindowIsNotPublished() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 64, height: 64))
            #expect(!r.rendererHost.isPublishedToScreenReaders)
            #expect(r.host.accessibilityObserver == nil)
            #expect(r.rendererHost.accessibilityPollInterval == nil)
        }
    }
}
