import CSDL2
import FlywheelCore
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// SDL events built by hand, translated without a window.
@Suite struct EventTranslatorTests {
    private var translator = SDLEventTranslator(windowSize: Size(width: 400, height: 300), timeOffset: 10)

    private func event(_ type: SDL_EventType, timestamp: UInt32 = 1500) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.common.timestamp = timestamp
        return e
    }

    private func pointer(_ out: SDLAppEvent?) -> PointerEvent? {
        if case .input(.pointer(let p))? = out { return p }
        return nil
    }

    @Test mutating func mouseLeftButtonIsPointerZeroOnTheHostClock() {
        var down = event(SDL_MOUSEBUTTONDOWN, timestamp: 1500)
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.x = 12; down.button.y = 34
        #expect(
            pointer(translator.translate(down))
                == PointerEvent(phase: .down, id: 0, location: Point(x: 12, y: 34), timestamp: 11.5))

        var drag = event(SDL_MOUSEMOTION, timestamp: 1520)
        drag.motion.state = 1  // left button held
        drag.motion.x = 20; drag.motion.y = 40
        #expect(pointer(translator.translate(drag))?.phase == .move)
        #expect(pointer(translator.translate(drag))?.timestamp == 11.52)

        var hover = event(SDL_MOUSEMOTION)
        hover.motion.state = 0
        #expect(translator.translate(hover) == nil)  // no hover in the UI model

        var right = event(SDL_MOUSEBUTTONDOWN)
        right.button.button = UInt8(SDL_BUTTON_RIGHT)
        #expect(translator.translate(right) == nil)

        var up = event(SDL_MOUSEBUTTONUP)
        up.button.button = UInt8(SDL_BUTTON_LEFT)
        #expect(pointer(translator.translate(up))?.phase == .up)
    }

    @Test mutating func mouseEventsSynthesisedFromTouchAreIgnored() {
        var down = event(SDL_MOUSEBUTTONDOWN)
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.which = UInt32.max  // SDL_TOUCH_MOUSEID
        #expect(translator.translate(down) == nil)
    }

    @Test mutating func fingersAreScaledAndGetSmallReusedIDs() {
        var a = event(SDL_FINGERDOWN)
        a.tfinger.touchId = 7; a.tfinger.fingerId = 123_456
        a.tfinger.x = 0.5; a.tfinger.y = 0.25
        let first = pointer(translator.translate(a))
        #expect(first == PointerEvent(phase: .down, id: 1, location: Point(x: 200, y: 75), timestamp: 11.5))

        var b = event(SDL_FINGERDOWN)
        b.tfinger.touchId = 7; b.tfinger.fingerId = 99
        b.tfinger.x = 1; b.tfinger.y = 1
        #expect(pointer(translator.translate(b))?.id == 2)
        #expect(pointer(translator.translate(b))?.location == Point(x: 400, y: 300))

        var move = event(SDL_FINGERMOTION)
        move.tfinger.touchId = 7; move.tfinger.fingerId = 123_456
        move.tfinger.x = 0.25; move.tfinger.y = 0.5
        #expect(
            pointer(translator.translate(move))
                == PointerEvent(phase: .move, id: 1, location: Point(x: 100, y: 150), timestamp: 11.5))

        var up = event(SDL_FINGERUP)
        up.tfinger.touchId = 7; up.tfinger.fingerId = 123_456
        #expect(pointer(translator.translate(up))?.id == 1)
        #expect(translator.activeFingers.count == 1)

        var again = event(SDL_FINGERDOWN)
        again.tfinger.touchId = 7; again.tfinger.fingerId = 555
        #expect(pointer(translator.translate(again))?.id == 1)  // the lowest free id

        var stray = event(SDL_FINGERMOTION)
        stray.tfinger.touchId = 7; stray.tfinger.fingerId = 424_242
        #expect(translator.translate(stray) == nil)  // never went down

        var mouseTouch = event(SDL_FINGERDOWN)
        mouseTouch.tfinger.touchId = -1  // SDL_MOUSE_TOUCHID
        #expect(translator.translate(mouseTouch) == nil)
    }

    @Test mutating func fingerPositionsFollowResizes() {
        var resize = event(SDL_WINDOWEVENT)
        resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        resize.window.data1 = 800; resize.window.data2 = 600
        #expect(translator.translate(resize) == .resized(Size(width: 800, height: 600)))
        var a = event(SDL_FINGERDOWN)
        a.tfinger.touchId = 1; a.tfinger.fingerId = 1
        a.tfinger.x = 0.5; a.tfinger.y = 0.5
        #expect(pointer(translator.translate(a))?.location == Point(x: 400, y: 300))
    }

    @Test mutating func wheelUsesPreciseDeltasUpIsPositiveAndFlippedIsCorrected() {
        var w = event(SDL_MOUSEWHEEL)
        w.wheel.y = 1; w.wheel.preciseY = 1.5; w.wheel.mouseX = 30; w.wheel.mouseY = 40
        w.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        #expect(
            translator.translate(w)
                == .input(.wheel(WheelEvent(dx: 0, dy: 1.5, location: Point(x: 30, y: 40), timestamp: 11.5))))
        w.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(
            translator.translate(w)
                == .input(.wheel(WheelEvent(dx: 0, dy: -1.5, location: Point(x: 30, y: 40), timestamp: 11.5))))
        var coarse = event(SDL_MOUSEWHEEL)
        coarse.wheel.y = -2
        if case .input(.wheel(let e))? = translator.translate(coarse) {
            #expect(e.dy == -2)
        } else {
            Issue.record("no wheel")
        }
    }

    @Test mutating func keysMapWithRepeatAndModifiers() {
        func key(_ sym: SDL_KeyCode, down: Bool = true, repeating: Bool = false, mod: SDL_Keymod = KMOD_NONE)
            -> KeyEvent?
        {
            var e = event(down ? SDL_KEYDOWN : SDL_KEYUP)
            e.key.keysym.sym = SDL_Keycode(sym.rawValue)
            e.key.repeat = repeating ? 1 : 0
            e.key.keysym.mod = UInt16(mod.rawValue)
            if case .input(.key(let k))? = translator.translate(e) { return k }
            return nil
        }
        #expect(
            key(SDLK_RIGHT, repeating: true) == KeyEvent(key: .right, isDown: true, isRepeat: true, timestamp: 11.5))
        #expect(key(SDLK_LEFT, down: false)?.isDown == false)
        #expect(key(SDLK_PAGEUP)?.key == .pageUp)
        #expect(key(SDLK_PAGEDOWN)?.key == .pageDown)
        #expect(key(SDLK_HOME)?.key == .home)
        #expect(key(SDLK_END)?.key == .end)
        #expect(key(SDLK_UP)?.key == .up)
        #expect(key(SDLK_DOWN)?.key == .down)
        #expect(key(SDLK_RETURN)?.key == .enter)
        #expect(key(SDLK_KP_ENTER)?.key == .enter)
        #expect(key(SDLK_SPACE)?.key == .space)
        #expect(key(SDLK_ESCAPE)?.key == .escape)
        #expect(key(SDLK_TAB, mod: KMOD_LSHIFT)?.modifiers == [.shift])
        #expect(key(SDLK_BACKSPACE)?.key == .backspace)
        #expect(key(SDLK_F1)?.key == .function(1))
        #expect(key(SDLK_F12)?.key == .function(12))
        #expect(key(SDLK_a, mod: SDL_Keymod(KMOD_RCTRL.rawValue | KMOD_LALT.rawValue))?.modifiers == [.control, .alt])
        #expect(key(SDLK_a)?.key == .character("a"))
        #expect(key(SDLK_1)?.key == .character("1"))
        #expect(key(SDLK_LGUI, mod: KMOD_LGUI)?.modifiers == [.command])
        #expect(key(SDLK_CAPSLOCK)?.key == .other(Int(SDLK_CAPSLOCK.rawValue)))
    }

    @Test mutating func windowAndQuitEvents() {
        #expect(translator.translate(event(SDL_QUIT)) == .quit)
        var exposed = event(SDL_WINDOWEVENT)
        exposed.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
        #expect(translator.translate(exposed) == .redraw)
        var focus = event(SDL_WINDOWEVENT)
        focus.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        #expect(translator.translate(focus) == .focusLost)
        #expect(translator.translate(event(SDL_RENDER_DEVICE_RESET)) == .renderReset(deviceLost: true))
        #expect(translator.translate(event(SDL_TEXTINPUT)) == nil, "no text: nothing typed")
    }

    private func textInput(_ bytes: [UInt8]) -> SDL_Event {
        var e = event(SDL_TEXTINPUT, timestamp: 2500)
        withUnsafeMutableBytes(of: &e.text.text) { raw in
            for (i, b) in bytes.prefix(raw.count).enumerated() { raw[i] = b }
        }
        return e
    }

    /// SDL_TEXTINPUT's UTF-8 becomes `.text` on the host clock: a German comma, Arabic-Indic
    /// digits with the Arabic decimal separator, a whole word from an input method.
    @Test mutating func textInputBecomesTextOnTheHostClock() {
        for typed in ["0,5", "٠٫٥", "ä", "日本語"] {
            #expect(
                translator.translate(textInput(Array(typed.utf8)))
                    == .input(.text(TextEvent(text: typed, timestamp: 12.5))), "\(typed)")
        }
        #expect(translator.translate(textInput([0xFF, 0xFE])) == nil, "not UTF-8: dropped")
        // A full buffer without a NUL is read to its end, not past it.
        let full = SDL_TextInputEvent().text
        let long = String(repeating: "7", count: MemoryLayout.size(ofValue: full))
        let read = translator.translate(textInput(Array(long.utf8)))
        #expect(read == .input(.text(TextEvent(text: long, timestamp: 12.5))))
    }
}
