import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Typed text (`InputEvent.text`): it reaches the focused view, then its ancestors, and nobody
/// else; the host wants the platform's text input exactly while the focused view takes text.
@Suite struct TextInputRoutingTests {
    /// A container that takes any text its subviews leave.
    final class Catcher: View {
        var caught: [String] = []
        override func handleText(_ event: TextEvent) -> Bool {
            caught.append(event.text)
            return true
        }
    }

    private func text(_ t: TestHost, _ s: String) {
        t.clock.advance(by: 0.01)
        t.host.handle(.text(TextEvent(text: s, timestamp: t.clock.now)))
    }

    @Test func textGoesToTheFocusedViewThenItsAncestors() {
        let t = TestHost()
        let catcher = Catcher(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let field = EditingField(frame: Rect(x: 10, y: 10, width: 80, height: 20))
        let other = EditingField(frame: Rect(x: 10, y: 50, width: 80, height: 20))
        other.editing = true
        catcher.addSubview(field)
        t.host.rootView.addSubview(catcher)
        t.host.rootView.addSubview(other)

        text(t, "x")  // nothing focused: dropped, even though another field edits
        #expect(other.typed.isEmpty && catcher.caught.isEmpty)

        t.host.setFocus(field)
        field.editing = true
        text(t, "0,5")
        text(t, "٠٫٥")
        #expect(field.typed == ["0,5", "٠٫٥"] && catcher.caught.isEmpty)

        field.editing = false  // the field leaves it: its ancestor has it
        text(t, "7")
        #expect(field.typed == ["0,5", "٠٫٥"] && catcher.caught == ["7"])
        #expect(other.typed.isEmpty)
    }

    @Test func theHostWantsTextInputOnlyWhileTheFocusedViewTakesText() {
        let t = TestHost()
        let field = EditingField(frame: Rect(x: 10, y: 10, width: 80, height: 20))
        let button = Button(title: "b", frame: Rect(x: 10, y: 50, width: 80, height: 30))
        t.host.rootView.addSubview(field)
        t.host.rootView.addSubview(button)
        #expect(!t.host.wantsTextInput)
        t.host.setFocus(field)
        #expect(!t.host.wantsTextInput, "focused but not editing")
        field.editing = true
        #expect(t.host.wantsTextInput)
        t.host.setFocus(button)
        #expect(!t.host.wantsTextInput)
        t.host.setFocus(field)
        field.removeFromSuperview()
        #expect(!t.host.wantsTextInput, "a field that leaves the window takes its focus with it")
    }

    /// A form that takes text for one of its sliders (`takesTextInput(for:)`).
    final class SliderForm: View {
        let typing = Slider(minimum: 0, maximum: 1, value: 0.5)
        let plain = Slider(minimum: 0, maximum: 1, value: 0.5)
        var caught: [String] = []
        override init(frame: Rect) {
            super.init(frame: frame)
            typing.frame = Rect(x: 0, y: 0, width: 100, height: 24)
            plain.frame = Rect(x: 0, y: 30, width: 100, height: 24)
            addSubview(typing)
            addSubview(plain)
        }
        override func takesTextInput(for focused: View) -> Bool { focused === typing }
        override func handleText(_ event: TextEvent) -> Bool {
            caught.append(event.text)
            return true
        }
    }

    /// The host wants text input while an ancestor takes text for the focused view, so a key
    /// that starts editing already comes with its text; over the form's other slider, or a
    /// slider outside it, it does not.
    @Test func anAncestorThatTakesTextForTheFocusedViewTurnsTextInputOn() {
        let t = TestHost()
        let outer = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let form = SliderForm(frame: Rect(x: 0, y: 0, width: 150, height: 100))
        let outside = Slider(minimum: 0, maximum: 1, value: 0.5)
        outside.frame = Rect(x: 160, y: 0, width: 100, height: 24)
        outer.addSubview(form)
        t.host.rootView.addSubview(outer)
        t.host.rootView.addSubview(outside)
        t.host.setFocus(form.typing)
        #expect(t.host.wantsTextInput)
        text(t, "0")
        #expect(form.caught == ["0"], "the text goes up from the focused slider to the form")
        t.host.setFocus(form.plain)
        #expect(!t.host.wantsTextInput)
        t.host.setFocus(outside)
        #expect(!t.host.wantsTextInput)
        t.host.setFocus(form)  // the form itself, not the slider it takes text for
        #expect(!t.host.wantsTextInput)
    }

    @Test func aTextEventKeepsItsTimeAndMovesToAnother() {
        let e = InputEvent.text(TextEvent(text: "ab", timestamp: 2))
        #expect(e.timestamp == 2)
        #expect(e.at(5) == .text(TextEvent(text: "ab", timestamp: 5)))
        let key = InputEvent.key(KeyEvent(key: .enter, isDown: true, timestamp: 1))
        #expect(key.at(3).timestamp == 3)
    }
}
