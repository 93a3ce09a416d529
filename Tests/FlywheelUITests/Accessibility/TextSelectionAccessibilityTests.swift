import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// A text field's selection and character boxes as a reader meets them: none unless the field
/// says so (older nodes and plain views keep compiling and answer nil), the selection on the
/// tree text's line, and a virtual part's boxes given in its owner's bounds, read in the window.
@Suite struct TextSelectionAccessibilityTests {
    /// A field with all of its text selectable and boxes 10 points wide per character.
    final class Field: View {
        var text = "Ada", allSelected = false
        override var accessibilityDefaultRole: AccessibilityRole { .textField }
        override var accessibilityValue: String? {
            get { text }
            set {}
        }
        override var accessibilityCaretOffset: Int? { text.count }
        override var accessibilitySelectedRange: Range<Int>? { allSelected ? 0..<text.count : nil }
        override func accessibilityFrameOfCharacter(at offset: Int) -> Rect? {
            guard offset >= 0, offset <= text.count else { return nil }
            let width: Double = offset < text.count ? 10 : 0
            return transformToWindow.apply(Rect(x: 4 + Double(offset) * 10, y: 2, width: width, height: 20))
        }
    }

    /// A node from before selections and character boxes: only what it had then.
    final class OldNode: AccessibilityNode {
        var accessibilityRole: AccessibilityRole { .textField }
        var accessibilityLabel: String? { "Old" }
        var accessibilityValue: String? { "abc" }
        var accessibilityHint: String? { nil }
        var accessibilityFrameInWindow: Rect { .zero }
        var accessibilityStates: AccessibilityStates { [.enabled] }
        var accessibilityActions: [AccessibilityAction] { [] }
        func performAccessibilityAction(_ action: AccessibilityAction) -> Bool { false }
        var accessibilityNodeChildren: [AccessibilityNode] { [] }
        var accessibilityParentNode: AccessibilityNode? { nil }
        func accessibilityBecomeFocused() -> Bool { false }
    }

    @Test func nothingIsSelectedOrBoxedUnlessTheFieldSaysSo() {
        let t = TestHost()
        let label = Label(text: "Score", frame: Rect(x: 0, y: 0, width: 60, height: 20))
        t.host.rootView.addSubview(label)
        #expect(label.accessibilitySelectedRange == nil && label.accessibilityFrameOfCharacter(at: 0) == nil)
        #expect(View().accessibilitySelectedRange == nil)
        let old = OldNode()
        #expect(old.accessibilitySelectedRange == nil && old.accessibilityFrameOfCharacter(at: 1) == nil)
        #expect(AccessibilityTreeText.line(old) == "textField \"Old\" = abc")
    }

    @Test func theSelectionIsOnTheLineWhileThereIsOne() {
        let t = TestHost()
        let field = Field(frame: Rect(x: 10, y: 30, width: 120, height: 24))
        field.accessibilityLabel = "Name"
        t.host.rootView.addSubview(field)
        field.allSelected = true
        #expect(field.accessibilitySelectedRange == 0..<3)
        #expect(AccessibilityTreeText.line(field) == "textField \"Name\" = Ada (caret 3) (selected 0..<3)")
        field.text = ""  // an empty selection is none
        #expect(AccessibilityTreeText.line(field) == "textField \"Name\" =  (caret 0)")
        field.text = "Bo"
        field.allSelected = false
        #expect(field.accessibilitySelectedRange == nil)
        #expect(AccessibilityTreeText.line(field) == "textField \"Name\" = Bo (caret 2)")
        #expect(field.accessibilityFrameOfCharacter(at: 1) == Rect(x: 24, y: 32, width: 10, height: 20))
    }

    @Test func aVirtualPartCarriesItsSelectionAndBoxesInItsOwner() {
        let t = TestHost()
        let owner = View(frame: Rect(x: 100, y: 50, width: 200, height: 40))
        t.host.rootView.addSubview(owner)
        let part = AccessibilityElement(
            owner: owner, role: .textField, label: "Search", value: "spin",
            frameInOwner: Rect(x: 0, y: 0, width: 200, height: 40), states: [.enabled, .editable, .singleLine])
        #expect(part.accessibilitySelectedRange == nil && part.accessibilityFrameOfCharacter(at: 0) == nil)
        part.caretOffset = 4
        part.selectedRange = 1..<3
        #expect(
            AccessibilityTreeText.line(part)
                == "textField \"Search\" = spin (caret 4) (selected 1..<3) [editable singleLine]")
        part.characterFramesInOwner = (0..<4).map { Rect(x: 5 + Double($0) * 8, y: 10, width: 8, height: 16) }
        #expect(part.accessibilityFrameOfCharacter(at: 2) == Rect(x: 121, y: 60, width: 8, height: 16), "in the window")
        #expect(
            part.accessibilityFrameOfCharacter(at: 4) == Rect(x: 137, y: 60, width: 0, height: 16), "after the last")
        #expect(part.accessibilityFrameOfCharacter(at: 5) == nil && part.accessibilityFrameOfCharacter(at: -1) == nil)
    }
}
