import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The feel lab's typed-number box as a screen reader meets it: absent while nobody types; while
/// a player types, an editable one-line text field named after the field, its text the value and
/// its caret where the player's is, every edit and caret move told to the reader.
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
            #expect(
                tree(renderer).contains(
                    "textField \"\(Self.field)\" = 0.55 (caret 4) [focused focusable editable singleLine]"),
                "\(tree(renderer))")
            renderer.type("0.75")
            renderer.press(.left)
            renderer.press(.left)
            #expect(entry.accessibilityValue == "0.75" && entry.accessibilityCaretOffset == 2)
            #expect(tree(renderer).contains("textField \"\(Self.field)\" = 0.75 (caret 2) [focused focusable editable"))
            renderer.press(.enter)
            #expect(!entry.isEditing)
            #expect(!entry.accessibilityStates.contains(.editable))
            #expect(!tree(renderer).contains("textField"), "the box is gone with the edit")
        }
    }

    @Test func everyEditAndCaretMoveIsToldToTheReader() throws {
        try withSDL {
            let (renderer, _, slider, _) = try feelLab()
            let log = RecordingAccessibilityObserver()
            renderer.host.accessibilityObserver = log
            renderer.host.setFocus(slider)
            renderer.press(.enter)
            #expect(log.lines.contains("layoutChanged"), "the box appears in the tree")
            log.removeAll()
            renderer.type("7")
            renderer.press(.backspace)
            renderer.press(.home)
            let told = log.lines.filter { $0.hasPrefix("valueChanged \(Self.field)") }
            // The selection cleared (text and caret), "7" typed (text, caret), Backspace (text,
            // caret), Home (caret): each change of the text or the caret is one notification.
            #expect(told.count >= 5, "\(log.lines)")
            #expect(told.contains("valueChanged \(Self.field) = 7"))
            #expect(told.last == "valueChanged \(Self.field) = ")
            log.removeAll()
            renderer.press(.escape)
            #expect(log.lines.contains("layoutChanged"), "the box leaves the tree: \(log.lines)")
        }
    }
}
