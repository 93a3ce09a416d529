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
            let format = SDL_PIXELFORMAT_ARGB8888.rawValue
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 200, 100, 32, format))
            defer { SDL_FreeSurface(surface) }
            let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
            defer { SDL_DestroyRenderer(renderer) }
            let ui = try SDLRendererHost(renderer: renderer, size: Size(width: 200, height: 100), clock: VirtualClock())
            defer { ui.detach() }
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
}
