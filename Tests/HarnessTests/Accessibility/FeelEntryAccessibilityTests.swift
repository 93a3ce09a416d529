import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The feel lab's typed-number box as a screen reader meets it: absent while nobody types; while
/// a player types, an editable one-line text field named after the field, its text the value and
/// its caret where the player's is, the old value selected until the first key, each character's
/// box where it is drawn, every edit and caret move told to the reader once.
@Suite(.serialized) struct FeelEntryAccessibilityTests {
    static let field = "rubberBandCoefficient"  // Coast page; shows 0.55 under en

    private func feelLab() throws -> (HeadlessRenderer, FeelLabScene, Slider, FeelNumberEntry) {
        let (renderer, shell) = try HeadlessSession.make(
            scene: "feel", size: Size(width: 800, height: 600), context: SceneContext())
        renderer.run(frames: 20, fps: 60)
        let scene = try #require(shell.scene as? FeelLabScene)
        let cell = try #require(scene.panel.cell(named: Self.field))
        return (renderer, scene, try #require(cell.control as? Slider), try #require(cell.entry))
    }

    private func tree(_ renderer: HeadlessRenderer) -> String {
        AccessibilityTreeText.describe(renderer.host.accessibilityRootNode)
    }

    @Test func whileTypingTheBoxIsAnEditableTextFieldWithItsCaret() throws {
        try withSDL {
            let (renderer, _, slider, entry) = try feelLab()
            #expect(!tree(renderer).contains("textField"), "nobody types: no text field to find")
            renderer.host.setFocus(slider)
            renderer.press(.enter)  // opens with the value selected
            #expect(entry.accessibilityRole == .textField)
            #expect(entry.accessibilityStates.isSuperset(of: [.enabled, .focused, .editable, .singleLine]))
            #expect(entry.accessibilityCaretOffset == 4 && entry.accessibilityValue == "0.55")
            #expect(entry.accessibilitySelectedRange == 0..<4, "Enter selects the old value: the next key replaces it")
            #expect(
                tree(renderer).contains(
                    "textField \"\(Self.field)\" = 0.55 (caret 4) (selected 0..<4) [focused focusable editable singleLine]"
                ),
                "\(tree(renderer))")
            renderer.type("0")
            #expect(entry.accessibilitySelectedRange == nil, "the typed character replaced the selection")
            renderer.type(".75")
            renderer.press(.left)
            renderer.press(.left)
            #expect(entry.accessibilityValue == "0.75" && entry.accessibilityCaretOffset == 2)
            #expect(entry.accessibilitySelectedRange == nil)
            #expect(tree(renderer).contains("textField \"\(Self.field)\" = 0.75 (caret 2) [focused focusable editable"))
            renderer.press(.enter)
            #expect(!entry.isEditing)
            #expect(!entry.accessibilityStates.contains(.editable))
            #expect(!tree(renderer).contains("textField"), "the box is gone with the edit")
        }
    }

    /// Each character's box is where the box draws it: inside the box, left to right, the one
    /// after the last an empty box at the text's end (where the caret is drawn).
    @Test func eachCharacterHasItsBoxInsideTheField() throws {
        try withSDL {
            let (renderer, _, slider, entry) = try feelLab()
            #expect(entry.accessibilityFrameOfCharacter(at: 0) == nil, "no box while nobody types")
            renderer.host.setFocus(slider)
            renderer.press(.enter)
            for character in "0.75" { renderer.type(String(character)) }
            let field = entry.accessibilityFrameInWindow
            let boxes = try (0...4).map { try #require(entry.accessibilityFrameOfCharacter(at: $0)) }
            for box in boxes {
                #expect(box.minX >= field.minX && box.maxX <= field.maxX, "\(box) in \(field)")
                #expect(box.minY >= field.minY && box.maxY <= field.maxY && box.height > 0, "\(box) in \(field)")
            }
            for (a, b) in zip(boxes, boxes.dropFirst()) {
                #expect(a.width > 0 && abs(a.maxX - b.minX) < 1e-9, "one after the other: \(a), \(b)")
            }
            #expect(boxes[4].width == 0, "after the last character: the caret's place")
            let font = entry.font
            let measured = renderer.host.textMeasurer.measureText("0.75", font: font).width
            #expect(abs(boxes[4].minX - boxes[0].minX - measured) < 1e-9, "as wide as the text measures")
            #expect(
                entry.accessibilityFrameOfCharacter(at: 5) == nil && entry.accessibilityFrameOfCharacter(at: -1) == nil)
        }
    }

    @Test func everyEditIsToldToTheReaderOnce() throws {
        try withSDL {
            let (renderer, _, slider, _) = try feelLab()
            let log = RecordingAccessibilityObserver()
            renderer.host.accessibilityObserver = log
            renderer.host.setFocus(slider)
            renderer.press(.enter)
            #expect(log.lines.contains("layoutChanged"), "the box appears in the tree")
            func told(_ act: () -> Void) -> [String] {
                log.removeAll()
                act()
                return log.lines.filter { $0.hasPrefix("valueChanged \(Self.field)") }
            }
            // Each typed character (the first replacing the selected value) is one notification.
            for (typed, shown) in [("0", "0"), (".", "0."), ("7", "0.7"), ("5", "0.75")] {
                #expect(told { renderer.type(typed) } == ["valueChanged \(Self.field) = \(shown)"], "\(log.lines)")
            }
            #expect(told { renderer.press(.backspace) } == ["valueChanged \(Self.field) = 0.7"])
            #expect(told { renderer.press(.left) } == ["valueChanged \(Self.field) = 0.7"], "the caret moved")
            #expect(told { renderer.press(.home) } == ["valueChanged \(Self.field) = 0.7"], "the caret moved")
            #expect(told { renderer.press(.home) }.isEmpty, "already at the start: nothing changed")
            #expect(told { renderer.press(.backspace) }.isEmpty, "nothing before the caret")
            log.removeAll()
            renderer.press(.escape)
            #expect(log.lines.contains("layoutChanged"), "the box leaves the tree: \(log.lines)")
        }
    }
}
