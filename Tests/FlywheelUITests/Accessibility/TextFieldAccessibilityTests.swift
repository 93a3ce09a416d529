import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// A text field as a reader meets it: the `textField` role (one element, its drawing no separate
/// elements), the `editable` and `singleLine` states, its text as the value and its caret, all
/// on the tree text's line; a virtual part can be a text field too.
@Suite struct TextFieldAccessibilityTests {
    /// The smallest text field: its text, its caret, and whether it takes typing now.
    final class Field: View {
        var text = "", caret = 0, editing = true
        override var accessibilityDefaultRole: AccessibilityRole { .textField }
        override var accessibilityValue: String? {
            get { text }
            set {}
        }
        override var accessibilityCaretOffset: Int? { caret }
        override var canBecomeFocused: Bool { true }
        override var accessibilityStates: AccessibilityStates {
            editing ? viewAccessibilityStates.union([.editable, .singleLine]) : viewAccessibilityStates
        }
    }

    @Test func aTextFieldIsOneEditableElementWithItsTextAndCaret() {
        let t = TestHost()
        let field = Field(frame: Rect(x: 10, y: 10, width: 120, height: 24))
        field.accessibilityLabel = "Name"
        field.addSubview(Label(text: "Ada", frame: Rect(x: 2, y: 2, width: 60, height: 20)))
        field.text = "Ada"
        field.caret = 1
        t.host.rootView.addSubview(field)
        t.host.setFocus(field)
        #expect(field.isAccessibilityElement && !AccessibilityRole.textField.containsSubviewElements)
        #expect(field.accessibilityNodeChildren.isEmpty, "the label it draws with is no element of its own")
        #expect(t.host.accessibilityRootNode.accessibilityNodeChildren.map { $0 === field } == [true])
        #expect(field.accessibilityStates == [.enabled, .focusable, .focused, .editable, .singleLine])
        #expect(
            AccessibilityTreeText.line(field)
                == "textField \"Name\" = Ada (caret 1) [focused focusable editable singleLine]")
        field.editing = false
        field.caret = 3
        #expect(AccessibilityTreeText.line(field) == "textField \"Name\" = Ada (caret 3) [focused focusable]")
    }

    @Test func onlyTextFieldsHaveACaret() {
        let t = TestHost()
        let label = Label(text: "Score", frame: Rect(x: 0, y: 0, width: 60, height: 20))
        t.host.rootView.addSubview(label)
        #expect(label.accessibilityCaretOffset == nil)
        #expect(AccessibilityTreeText.line(label) == "staticText \"Score\"")
        #expect(View().accessibilityCaretOffset == nil)
    }

    @Test func aVirtualPartCanBeATextField() {
        let owner = View(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        let part = AccessibilityElement(
            owner: owner, role: .textField, label: "Search", value: "spin",
            frameInOwner: Rect(x: 0, y: 0, width: 200, height: 40), states: [.enabled, .editable, .singleLine])
        #expect(part.accessibilityCaretOffset == nil)
        part.caretOffset = 2
        #expect(part.accessibilityCaretOffset == 2)
        #expect(AccessibilityTreeText.line(part) == "textField \"Search\" = spin (caret 2) [editable singleLine]")
    }

    @Test func theNewStatesAreDistinctFromTheOthers() {
        let all: [AccessibilityStates] = [
            .enabled, .selected, .focused, .focusable, .expanded, .expandable, .checked, .checkable, .editable,
            .singleLine,
        ]
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    }
}
