import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Typing a number into a feel-lab field, in the player's locale: "0,5" under de, "٠٫٥" under
/// ar-EG and "0.5" everywhere commit 0.5 through the slider (the path of a step); garbage, NaN,
/// infinities and numbers out of range change nothing and say so, naming the field and the
/// text; Escape cancels, Backspace deletes, Enter or a click opens the field.
@Suite(.serialized) struct FeelLabTypingTests {
    static let size = Size(width: 800, height: 600)
    static let field = "rubberBandCoefficient"  // Coast page, 0.01...1, linear; iOS: 0.55

    private func feelLab(_ tag: String?, size: Size = size) throws -> (HeadlessRenderer, HarnessShell, FeelLabScene) {
        let context = SceneContext()
        context.locale = tag.map { Locale(identifier: $0) }
        let (renderer, shell) = try HeadlessSession.make(scene: "feel", size: size, context: context)
        renderer.run(frames: 20, fps: 60)
        return (renderer, shell, try #require(shell.scene as? FeelLabScene))
    }

    private func cell(_ scene: FeelLabScene) throws -> (FeelEditorPanel.Cell, Slider, FeelNumberEntry) {
        let cell = try #require(scene.panel.cell(named: Self.field))
        return (cell, try #require(cell.control as? Slider), try #require(cell.entry))
    }

    /// Focuses the field's slider and presses Enter: the entry opens with the value selected.
    private func open(_ renderer: HeadlessRenderer, _ scene: FeelLabScene) throws -> FeelNumberEntry {
        let (_, slider, entry) = try cell(scene)
        renderer.host.setFocus(slider)
        renderer.press(.enter)
        #expect(entry.isEditing && renderer.host.focusedView === entry)
        #expect(renderer.host.wantsTextInput, "the window turns text input on")
        return entry
    }

    /// Keys typed in one burst, as SDL queues them: all of a batch's events are made before the
    /// first is handled, each key down, its text (SDL makes SDL_TEXTINPUT only while text input
    /// is on: `wantsTextInput` when the keys were made) and its key up. Handling them can turn
    /// text input off (Enter commits): SDL then drops the text events still queued
    /// (SDL_StopTextInput flushes them), so the rest are dropped here too. A frame follows.
    private func typeInOneBatch(_ renderer: HeadlessRenderer, _ typed: String) {
        let t = renderer.clock.now
        let textOn = renderer.host.wantsTextInput
        var queue: [InputEvent] = []
        for c in typed {
            let key: Key = c == "\n" ? .enter : .character(c)
            queue.append(.key(KeyEvent(key: key, isDown: true, timestamp: t)))
            if textOn, c != "\n" { queue.append(.text(TextEvent(text: String(c), timestamp: t))) }
            queue.append(.key(KeyEvent(key: key, isDown: false, timestamp: t)))
        }
        for event in queue {
            if case .text = event, !renderer.host.wantsTextInput { continue }  // flushed by SDL_StopTextInput
            renderer.send(event)
        }
        renderer.renderFrame()
    }

    /// The bug a fast typist met: "0,45" typed on the focused slider in one batch of events
    /// became "0" — only the first key opened the box, the others came before text input was on
    /// and had no text. Now the slider's text input is on before the first key.
    @Test(arguments: [("de", "0,45", "0,45"), ("en", "0.45", "0.45"), ("de", "-0,45", "-0,45")])
    func keysTypedInOneBatchOnTheSliderAreAllKept(tag: String, typed: String, shown: String) throws {
        try withSDL {
            let (renderer, shell, scene) = try feelLab(tag)
            let (cell, slider, entry) = try cell(scene)
            renderer.host.setFocus(slider)
            #expect(renderer.host.wantsTextInput, "text input is on before anything is typed")
            typeInOneBatch(renderer, typed)
            #expect(entry.isEditing && entry.text == shown && entry.caret == shown.count)
            typeInOneBatch(renderer, "\n")
            if typed.hasPrefix("-") {
                #expect(scene.feel.rubberBandCoefficient == 0.55, "out of range: refused, as typed")
                #expect(shell.statusLog.last?.contains("'\(typed)' is not a number") == true)
            } else {
                #expect(scene.feel.rubberBandCoefficient == 0.45 && slider.value == 0.45)
                #expect(shell.statusLog.contains("Feel: rubberBandCoefficient = 0.45 (custom, from ios)"))
                #expect(cell.valueLabel.text == shown)
            }
            #expect(renderer.host.focusedView === slider && renderer.host.wantsTextInput)
        }
    }

    /// Enter in the same batch as the number: everything before it goes in, then it commits.
    @Test func aBatchEndingWithEnterCommitsEveryCharacter() throws {
        try withSDL {
            let (renderer, _, scene) = try feelLab("de")
            let (_, slider, entry) = try cell(scene)
            renderer.host.setFocus(slider)
            typeInOneBatch(renderer, "0,45\n")
            #expect(!entry.isEditing && scene.feel.rubberBandCoefficient == 0.45)
        }
    }

    /// Only where typing means something: a choice's segmented control, or a plain slider in
    /// another scene, leaves text input off (no input method opens over it); keys still move a
    /// focused number slider, and other text on it opens nothing.
    @Test func textInputIsOnOnlyOverANumbersSlider() throws {
        try withSDL {
            let (renderer, _, scene) = try feelLab("de")
            let choice = try #require(scene.panel.cell(named: "mayRestOnDisabledItems")?.control)
            renderer.host.setFocus(choice)
            #expect(!renderer.host.wantsTextInput)
            let (_, slider, entry) = try cell(scene)
            renderer.host.setFocus(slider)
            renderer.press(.right)
            #expect(slider.value > 0.55 && !entry.isEditing, "Right still steps the slider")
            renderer.type("x")
            renderer.type(" ")
            #expect(!entry.isEditing && renderer.host.focusedView === slider)
            renderer.press(.character("0"))  // the key alone opens nothing: its text does
            #expect(!entry.isEditing)
            renderer.type("0")
            #expect(entry.isEditing && entry.text == "0")

            let (other, otherShell) = try HeadlessSession.make(
                scene: "rotator", size: Self.size, context: SceneContext())
            let rotator = try #require(otherShell.scene as? RotatorScene)
            other.host.setFocus(rotator.rotationSlider)
            #expect(other.host.focusedView === rotator.rotationSlider)
            #expect(!other.host.wantsTextInput, "a plain slider takes no text")
        }
    }

    @Test(arguments: [("de", "0,5"), ("ar-EG", "٠٫٥"), ("ar-EG", "0.5"), ("en", "0.5"), ("de", "0.5")])
    func aNumberInTheLocalesFormCommits(tag: String, typed: String) throws {
        try withSDL {
            let (renderer, shell, scene) = try feelLab(tag)
            let (cell, slider, _) = try cell(scene)
            let entry = try open(renderer, scene)
            #expect(entry.isAllSelected)
            #expect(!entry.accessibilityElementsHidden && entry.accessibilityLabel == Self.field)
            renderer.type(typed)  // replaces the selected value
            #expect(entry.accessibilityValue == typed, "a reader hears what was typed")
            #expect(entry.text == typed && entry.caret == typed.count)
            renderer.press(.enter)
            #expect(scene.feel.rubberBandCoefficient == 0.5, "\(tag) \(typed)")
            #expect(scene.spinner.feel.rubberBandCoefficient == 0.5 && scene.picker.feel.rubberBandCoefficient == 0.5)
            #expect(scene.presetName == "custom")
            #expect(shell.statusLog.contains("Feel: rubberBandCoefficient = 0.5 (custom, from ios)"))
            #expect(!entry.isEditing && entry.isHidden && !cell.valueLabel.isHidden)
            #expect(renderer.host.focusedView === slider, "the focus goes back to the slider")
            #expect(renderer.host.wantsTextInput, "text input stays on over the slider, for the next number")
            #expect(cell.valueLabel.text == cell.field.display(in: scene.feel, numbers: renderer.host.numbers))
        }
    }

    @Test func theEgyptianValueLabelShowsArabicIndicDigitsAfterTyping() throws {
        try withSDL {
            let (renderer, _, scene) = try feelLab("ar-EG")
            _ = try open(renderer, scene)
            #expect(try cell(scene).2.text == "٠٫٥٥", "editing starts from the value as shown")
            renderer.type("٠٫٧٥")
            renderer.press(.enter)
            #expect(scene.feel.rubberBandCoefficient == 0.75)
            #expect(try cell(scene).0.valueLabel.text == "٠٫٧٥")
        }
    }

    @Test(arguments: [".", "abc", "", "nan", "inf", "-inf", "1e999", "0,5,5", "7", "0", "-0.5"])
    func garbageKeepsTheValueAndNamesTheFieldAndTheText(typed: String) throws {
        try withSDL {
            let (renderer, shell, scene) = try feelLab("de")
            let before = scene.feel
            let entry = try open(renderer, scene)
            renderer.press(.backspace)  // clears the selected value
            #expect(entry.text.isEmpty)
            if !typed.isEmpty { renderer.type(typed) }
            renderer.press(.enter)
            #expect(scene.feel == before && scene.spinner.feel == before && scene.picker.feel == before)
            #expect(scene.spinner.feel.rubberBandCoefficient.isFinite)
            let status = shell.statusLog.last ?? ""
            // Kept locale-free for the report; the status line shows its numbers in German.
            #expect(
                status == "Feel: refused rubberBandCoefficient: '\(typed)' is not a number from 0.01 to 1",
                "\(status)")
            #expect(shell.statusLabel.text.contains(Self.field) && shell.statusLabel.text.contains("from 0,01 to 1"))
            let (cell, slider, _) = try cell(scene)
            #expect(!entry.isEditing && slider.value == 0.55 && cell.valueLabel.text == "0,55")
        }
    }

    @Test func escapeCancelsAndRestoresTheShownValue() throws {
        try withSDL {
            let (renderer, shell, scene) = try feelLab("de")
            let posted = shell.statusLog.count
            let entry = try open(renderer, scene)
            renderer.type("0,3")
            renderer.press(.escape)
            #expect(!entry.isEditing && entry.isHidden)
            #expect(scene.feel == .ios && shell.statusLog.count == posted, "nothing applied, nothing said")
            let (cell, slider, _) = try cell(scene)
            #expect(!cell.valueLabel.isHidden && cell.valueLabel.text == "0,55")
            #expect(renderer.host.focusedView === slider)
            #expect(scene.spinner.isOpen, "Escape in the field does not reach the spinner")
        }
    }

    @Test func backspaceAndTheCaretEditTheText() throws {
        try withSDL {
            let (renderer, _, scene) = try feelLab("de")
            let (_, slider, entry) = try cell(scene)
            renderer.host.setFocus(slider)
            renderer.press(.character("0"))  // typing on the slider starts the text with its text
            renderer.type("0")
            #expect(entry.isEditing && entry.text == "0" && !entry.isAllSelected)
            renderer.type(",59")
            renderer.press(.backspace)
            #expect(entry.text == "0,5")
            renderer.press(.left)
            renderer.press(.left)
            #expect(entry.caret == 1)
            renderer.type("8")  // typed at the caret, after the "0"
            #expect(entry.text == "08,5" && entry.caret == 2)
            renderer.press(.home)
            renderer.press(.backspace)  // nothing before the caret
            #expect(entry.text == "08,5" && entry.caret == 0)
            renderer.press(.end)
            renderer.press(.backspace)
            renderer.press(.backspace)
            #expect(entry.text == "08" && entry.caret == 2)
            renderer.press(.character("x"))  // a key's character comes as text, not as the key
            #expect(entry.text == "08")
            renderer.type("\u{7F}\n")  // control characters are left out
            #expect(entry.text == "08")
            renderer.press(.escape)
            #expect(scene.feel == .ios)
        }
    }

    @Test func aClickOnTheValueOpensItAndLeavingCommits() throws {
        try withSDL {
            let (renderer, _, scene) = try feelLab(nil)
            let (cell, _, entry) = try cell(scene)
            let label = cell.valueLabel
            renderer.tap(at: label.convert(Point(x: label.bounds.midX, y: label.bounds.midY), to: nil))
            #expect(entry.isEditing && renderer.host.focusedView === entry && entry.frame == label.frame)
            renderer.type("0.25")
            #expect(entry.text == "0.25")
            // Focus leaving the box commits what it holds.
            let other = try #require(scene.panel.cell(named: "stopSpeedItemsPerSecond")?.control)
            renderer.host.setFocus(other)
            #expect(!entry.isEditing && scene.feel.rubberBandCoefficient == 0.25)
            #expect(renderer.host.focusedView === other, "the focus stays where it went")
        }
    }

    @Test func changingThePageCommitsAndTabLeavesTheField() throws {
        try withSDL {
            let (renderer, _, scene) = try feelLab(nil)
            let entry = try open(renderer, scene)
            renderer.type("0.4")
            renderer.press(.tab)
            #expect(!entry.isEditing && scene.feel.rubberBandCoefficient == 0.4)
            _ = try open(renderer, scene)
            renderer.type("0.3")
            scene.panel.page = .fling
            #expect(!entry.isEditing && entry.isHidden && scene.feel.rubberBandCoefficient == 0.3)
        }
    }

    /// At 500×400 the plots take the fields' place: a number being typed is set as they go.
    @Test func showingThePlotsInASmallWindowCommits() throws {
        try withSDL {
            let (renderer, _, scene) = try feelLab(nil, size: Size(width: 500, height: 400))
            let entry = try open(renderer, scene)
            renderer.type("0.2")
            #expect(ControlFinder.set("Show", to: "Plots", in: scene) == nil)
            renderer.run(frames: 2, fps: 60)
            #expect(scene.panel.isHidden && !entry.isEditing && scene.feel.rubberBandCoefficient == 0.2)
            #expect(!renderer.host.wantsTextInput)
        }
    }

    /// A script types as a player does: a tap on the value, `type`, Enter, under `--locale de`;
    /// the report keeps the locale-free "0.5".
    @Test func aScriptTypesIntoTheField() throws {
        try withSDL {
            let (_, _, scene) = try feelLab("de")
            let label = try cell(scene).0.valueLabel
            let p = label.convert(Point(x: label.bounds.midX, y: label.bounds.midY), to: nil)
            let text = """
                {"scene": "feel", "steps": [{"wait": 0.3}, {"tap": [\(p.x), \(p.y)]}, {"key": "Backspace"},
                  {"type": "0,5"}, {"key": "Enter"}, {"wait": 0.1}]}
                """
            let script = try HarnessScript.parse(Data(text.utf8), file: "type.json")
            #expect(script.steps[3].action == .type("0,5"))
            var options = HarnessRunOptions(scene: "feel", size: Self.size, fps: 60, script: script)
            options.locale = Locale(identifier: "de")
            let report = try ScriptedSession.run(options, quiet: true)
            #expect(report.messages.map(\.text).contains("Feel: rubberBandCoefficient = 0.5 (custom, from ios)"))
        }
    }
}
