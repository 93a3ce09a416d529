import CSDL2
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import FlywheelUITestSupport
import Testing

@testable import FlywheelSDL

/// SDL's text input follows the focused view: on while it takes text, off otherwise, so
/// SDL_TEXTINPUT (and an input method) comes only while a field edits; the text SDL sends then
/// reaches that view.
@Suite struct SDLTextInputTests {
    private func textInput(_ text: String) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &e.text.text) { raw in
            for (i, b) in Array(text.utf8).prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        return e
    }

    private var isActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }

    @Test func textInputIsOnExactlyWhileTheFocusedViewEdits() throws {
        try withSDL {
            let headless = try HeadlessRenderer(size: Size(width: 200, height: 100))
            let ui = headless.rendererHost
            let field = EditingField(frame: Rect(x: 10, y: 10, width: 80, height: 20))
            ui.host.rootView.addSubview(field)

            SDL_StartTextInput()  // as SDL starts on a desktop
            ui.send(.key(KeyEvent(key: .space, isDown: true, timestamp: 0)))
            #expect(!isActive, "nothing takes text: off after the first event")

            ui.host.setFocus(field)
            ui.updateTextInput()
            #expect(!isActive, "focused but not editing")
            field.editing = true
            ui.send(.key(KeyEvent(key: .enter, isDown: true, timestamp: 0.1)))
            #expect(isActive)
            let meaning = ui.handle(textInput("0,5"))
            guard case .input(.text(let typed))? = meaning else {
                Issue.record("SDL_TEXTINPUT read as \(String(describing: meaning))")
                return
            }
            #expect(typed.text == "0,5")
            #expect(field.typed == ["0,5"])

            field.editing = false
            ui.send(.key(KeyEvent(key: .enter, isDown: true, timestamp: 0.2)))
            #expect(!isActive)
        }
    }

    /// A form over a slider, as the feel lab's panel: it takes text for its focused slider, and
    /// text starting with a digit opens `box` (focused, editing) with it; the digit's key is taken.
    final class NumberForm: View {
        let slider = Slider(minimum: 0, maximum: 1, value: 0.5)
        let box = EditingField(frame: Rect(x: 10, y: 40, width: 80, height: 20))
        override init(frame: Rect) {
            super.init(frame: frame)
            slider.frame = Rect(x: 10, y: 10, width: 120, height: 24)
            addSubview(slider)
            addSubview(box)
        }
        override func takesTextInput(for focused: View) -> Bool { focused === slider }
        override func handleText(_ event: TextEvent) -> Bool {
            guard host?.focusedView === slider, event.text.first?.isNumber == true else { return false }
            box.editing = true
            host?.setFocus(box)
            return box.handleText(event)
        }
        override func handleKey(_ event: KeyEvent) -> Bool {
            if case .character(let c) = event.key, c.isNumber, host?.focusedView === slider { return true }
            return false
        }
    }

    /// Pushes the events SDL's keyboard makes for `typed`, all before any is read (one pump):
    /// each key's down, its SDL_TEXTINPUT only while text input is on (as SDL_SendKeyboardText
    /// checks), its up.
    private func pushKeys(_ typed: String) {
        for c in typed {
            let sym = SDL_Keycode(c.asciiValue.map(Int32.init) ?? 0)
            var down = SDL_Event()
            down.type = SDL_KEYDOWN.rawValue
            down.key.keysym.sym = sym
            SDL_PushEvent(&down)
            if isActive {
                var text = textInput(String(c))
                SDL_PushEvent(&text)
            }
            var up = down
            up.type = SDL_KEYUP.rawValue
            SDL_PushEvent(&up)
        }
    }

    /// Keys typed faster than frames onto a focused slider that a form takes text for: text
    /// input was on before the first key, so every character reaches the box that the first one
    /// opened. A plain slider turns text input off, and its arrow keys still step it.
    @Test func keysPushedInOneBatchOntoATypingSliderAllArrive() throws {
        try withSDL {
            let headless = try HeadlessRenderer(size: Size(width: 300, height: 200))
            let ui = headless.rendererHost
            let form = NumberForm(frame: Rect(x: 0, y: 0, width: 150, height: 100))
            let plain = Slider(minimum: 0, maximum: 1, value: 0.5)
            plain.frame = Rect(x: 160, y: 10, width: 120, height: 24)
            ui.host.rootView.addSubview(form)
            ui.host.rootView.addSubview(plain)
            // SDL's queue (the tests start SDL without video, which brings it).
            #expect(SDL_InitSubSystem(SDL_INIT_EVENTS) == 0)
            defer { SDL_QuitSubSystem(SDL_INIT_EVENTS) }
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)

            ui.host.setFocus(plain)
            ui.updateTextInput()
            #expect(!isActive, "no input method over a plain slider")
            pushKeys("0")
            var event = SDL_Event()
            var read = 0
            while SDL_PollEvent(&event) != 0 {
                ui.handle(event)
                // Only the keys: under a real video driver SDL queues events of its own too.
                if event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue { read += 1 }
            }
            #expect(read == 2 && form.box.typed.isEmpty, "a key down and up, no text")

            ui.host.setFocus(form.slider)
            ui.updateTextInput()
            #expect(isActive, "on before anything is typed")
            var right = SDL_Event()
            right.type = SDL_KEYDOWN.rawValue
            right.key.keysym.sym = SDL_Keycode(SDLK_RIGHT.rawValue)
            SDL_PushEvent(&right)
            pushKeys("0,45")
            while SDL_PollEvent(&event) != 0 { ui.handle(event) }
            #expect(form.slider.value > 0.5, "Right still steps the focused slider")
            #expect(form.box.typed.joined() == "0,45")
            #expect(ui.host.focusedView === form.box && isActive)
            form.box.editing = false
            ui.host.setFocus(plain)
            ui.updateTextInput()
            #expect(!isActive)

            // A click on the form's slider and the typing after it, read in one go: the keys
            // were read with text input off, so the host types their characters itself.
            form.box.reset()
            for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
                var click = SDL_Event()
                click.type = type.rawValue
                click.button.button = UInt8(SDL_BUTTON_LEFT)
                click.button.x = 70
                click.button.y = 22
                SDL_PushEvent(&click)
            }
            pushKeys("0,45")
            var shifted = SDL_Event()  // Shift and "=": "+" on some layouts; not known here
            shifted.type = SDL_KEYDOWN.rawValue
            shifted.key.keysym.sym = SDL_Keycode(SDLK_EQUALS.rawValue)
            shifted.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
            SDL_PushEvent(&shifted)
            #expect(!isActive)
            while SDL_PollEvent(&event) != 0 { ui.handle(event) }
            #expect(form.box.typed == ["0", ",", "4", "5"], "each once, in order; the shifted key types nothing")
            #expect(ui.host.focusedView === form.box && isActive)
            #expect(ui.keysReadWithoutText == 0)
        }
    }
}
