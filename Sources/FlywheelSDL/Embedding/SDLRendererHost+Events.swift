import CSDL2
import FlywheelCore
import FlywheelUI

extension SDLRendererHost {
    /// Feeds one SDL event to the controls and returns what it meant, so your loop can react to
    /// the rest (`.quit`, controllers). Input goes to the views (after `onInput`); a resize
    /// re-reads the window's size and pixel scale; an expose asks for a frame; losing focus
    /// cancels pointers in flight and stops a held key's repeat; a renderer reset drops
    /// textures. Events the controls do not use return nil. The accessibility bridge's wake-up
    /// is served here (screen readers' requests performed) and returns nil.
    ///
    /// An input comes back whether or not a control used it; to tell the two apart (a game's
    /// own A must not jump as the wheel opens), call `process(_:)` instead.
    ///
    /// ```swift
    /// while SDL_PollEvent(&event) != 0 {
    ///     switch ui.handle(event) {
    ///     case .quit?: running = false
    ///     case .input(.key(let key))? where key.key == .escape: running = false
    ///     default: break
    ///     }
    /// }
    /// ```
    @discardableResult
    public func handle(_ event: SDL_Event) -> SDLAppEvent? {
        process(event).meaning
    }

    /// Feeds one SDL event to the controls, as `handle(_:)` does, and says whether they used
    /// it: `consumed` is true when a control took the input (a press it opened with, a step,
    /// a focus move, a pointer it tracks, a stick it aims with, and the release of a key whose
    /// press it used). Act on the rest in your game.
    ///
    /// ```swift
    /// while SDL_PollEvent(&event) != 0 {
    ///     let outcome = ui.process(event)
    ///     if case .quit? = outcome.meaning { running = false }
    ///     if !outcome.consumed { game.handle(event) }   // A jumps only when the wheel did not take it
    /// }
    /// ```
    public func process(_ event: SDL_Event) -> SDLEventOutcome {
        if let bridge = AccessibilityBridge.shared, bridge.isWakeEvent(event) {
            bridge.noteWake()
            serviceAccessibility()
            return SDLEventOutcome(meaning: nil, consumed: true)
        }
        let meaning = translator.translate(event)
        var consumed = false
        switch meaning {
        case .input(let e)?:
            let readWithoutText = event.type == SDL_KEYDOWN.rawValue && keysReadWithoutText > 0
            if readWithoutText { keysReadWithoutText -= 1 }
            consumed = deliver(e)
            // Text input still on (else SDL would have dropped the text): the press's text.
            if readWithoutText, SDL_IsTextInputActive() == SDL_TRUE,
                let text = Self.text(ofKeyReadWithoutText: event.key)
            {
                consumed = deliver(.text(TextEvent(text: text, timestamp: e.timestamp))) || consumed
            }
        case .resized?:
            updateGeometry()
        case .redraw?:
            host.setNeedsFrame()
        case .focusLost?:
            host.cancelAllPointers(timestamp: clock.now)
            host.endKeyRepeat()
        case .renderReset(let deviceLost)?:
            if deviceLost { canvas.releaseTextures() }
            host.setNeedsFrame()
        case .controllerAdded?, .controllerRemoved?, .quit?, nil:
            break
        }
        return SDLEventOutcome(meaning: meaning, consumed: consumed)
    }

    /// What the controls, and the game controllers' mapping, make of pad buttons and sticks:
    /// the key each button stands for, the sticks' dead zones, the triggers' threshold
    /// (`PadMapping`; `.standard` unless changed). Change it at any time, or load a file:
    ///
    /// ```swift
    /// do { ui.padMapping = try PadMapping(contentsOf: URL(fileURLWithPath: "pad.json")) }
    /// catch { print(error) }   // the mapping in use is kept
    /// ```
    public var padMapping: PadMapping {
        get { translator.padMapping }
        set { translator.padMapping = newValue }
    }

    /// Delivers an input event you made yourself (a replay, a synthetic tap) to the views;
    /// whether they used it (`ViewHost.handle(_:)`).
    @discardableResult
    public func send(_ event: InputEvent) -> Bool {
        let used = host.handle(event)
        updateTextInput()
        return used
    }

    /// An event translated from SDL: to `onInput` (recordings keep it), then the views; whether
    /// they used it.
    private func deliver(_ event: InputEvent) -> Bool {
        onInput?(event)
        let used = host.handle(event)
        updateTextInput()
        return used
    }

    /// The text a key press read while text input was off would have typed: its printable
    /// ASCII character when no modifier (Shift, AltGr, Caps Lock, Control, Alt, GUI) could have
    /// changed it; nil otherwise (the character is not known without the keyboard's layout).
    static func text(ofKeyReadWithoutText key: SDL_KeyboardEvent) -> String? {
        let changing =
            KMOD_SHIFT.rawValue | KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue
            | KMOD_CAPS.rawValue | KMOD_MODE.rawValue
        guard UInt32(key.keysym.mod) & changing == 0,
            case .character(let c) = SDLEventTranslator.key(for: key.keysym.sym)
        else { return nil }
        return String(c)
    }

    /// Turns SDL's text input on while typed text means something to the focused view
    /// (`ViewHost.wantsTextInput`: a feel-lab number box being edited, or the focused slider of
    /// a number field, where typing opens the box) and off otherwise, so SDL_TEXTINPUT events
    /// (and an input method, an on-screen keyboard) come only then. SDL makes SDL_TEXTINPUT
    /// for a key only if text input was on when the key was read, so it is on before the first
    /// key that starts editing: keys that arrive together all bring their text. `handle` and
    /// `send` call it after each input event; call it after changing focus in code.
    ///
    /// Keys SDL has already read when text input comes on (a click on the slider and the typing
    /// after it read in one go) have no SDL_TEXTINPUT: they are counted now, and `handle` types
    /// each one's character after the key (`text(ofKeyReadWithoutText:)`), as SDL would have.
    ///
    /// ```swift
    /// ui.host.setFocus(field)
    /// ui.updateTextInput()
    /// ```
    public func updateTextInput() {
        let wanted = host.wantsTextInput
        guard wanted != (SDL_IsTextInputActive() == SDL_TRUE) else { return }
        if wanted {
            SDL_StartTextInput()
            // Counts without taking them off the queue (-1 when SDL's events are not running).
            keysReadWithoutText = max(
                0, Int(SDL_PeepEvents(nil, Int32.max, SDL_PEEKEVENT, SDL_KEYDOWN.rawValue, SDL_KEYDOWN.rawValue)))
        } else {
            SDL_StopTextInput()  // drops queued SDL_TEXTINPUT too
            keysReadWithoutText = 0
        }
    }
}

/// What `SDLRendererHost.process(_:)` made of one SDL event: its meaning (as `handle(_:)`
/// returns it) and whether the controls used it.
///
/// ```swift
/// let outcome = ui.process(event)
/// if !outcome.consumed, case .input(.key(let key))? = outcome.meaning, key.padButton == .a { player.jump() }
/// ```
public struct SDLEventOutcome: Equatable, Sendable {
    /// The event's meaning; nil for events that mean nothing to the controls.
    public var meaning: SDLAppEvent?
    /// True when the controls used the event: the game should not act on it as well.
    public var consumed: Bool

    public init(meaning: SDLAppEvent?, consumed: Bool) {
        self.meaning = meaning
        self.consumed = consumed
    }
}
