import CSDL2
import FlywheelCore
import FlywheelUI

/// What one SDL event means to an app: an input event for the host, or a window matter.
///
/// ```swift
/// switch translator.translate(event) {
/// case .input(let e)?: host.handle(e)
/// case .resized(let size)?: host.size = size
/// case .quit?: running = false
/// default: break
/// }
/// ```
public enum SDLAppEvent: Equatable, Sendable {
    case input(InputEvent)
    /// The window's size in points changed.
    case resized(Size)
    /// The window must be drawn again (exposed, shown, restored).
    case redraw
    /// The window lost keyboard focus: pointers in flight should be cancelled.
    case focusLost
    /// The renderer lost its textures (`deviceLost`) or just its target textures.
    case renderReset(deviceLost: Bool)
    /// A game controller was plugged in at this joystick device index: open it
    /// (`SDLGameControllers.deviceAdded`) to receive its buttons.
    case controllerAdded(deviceIndex: Int32)
    /// The game controller with this joystick instance id was unplugged.
    case controllerRemoved(instanceID: Int32)
    case quit
}

/// Translates SDL events into Flywheel's input events (docs/architecture.md, "Input").
///
/// - Mouse: the left button is pointer 0; motion is reported only while it is held (the UI
///   has no hover), and mouse events SDL synthesised from touches are ignored.
/// - Touch: each finger gets a small id ≥ 1 for as long as it is down; SDL's normalised
///   0…1 positions are scaled to the window size in points.
/// - Wheel: precise deltas when SDL has them, `dy` > 0 = up, "flipped" devices corrected.
/// - Keyboard: arrows, PageUp/Down, Home/End, Return/keypad Enter, Space, Escape, Tab,
///   Backspace, F1–F24, printable ASCII as `.character`, anything else as `.other(keycode)`;
///   auto-repeat and Shift/Ctrl/Alt/GUI modifiers kept.
/// - Text: SDL_TEXTINPUT (UTF-8, what the layout or input method typed) as `.text`; SDL sends
///   it only while text input is on (`SDLRendererHost.updateTextInput`).
/// - Game controller: buttons become the keys their `padMapping` names (standard: d-pad =
///   arrows, A = Enter, B = Escape, shoulders = PageUp/PageDown, triggers = Home/End, Start =
///   Space, Back = Tab), with the pad (`PadID`, SDL's joystick instance id) and the button,
///   never repeated (the host repeats held arrows, `ViewHost.keyRepeat`) and without
///   modifiers. Stick motion becomes `.stick` events after each stick's radial dead zone, one
///   per change of the position (a stick let go ends on (0, 0)); a trigger pulled past the
///   mapping's threshold is pressed, as a button. The translator keeps each pad's axes, since
///   SDL reports x and y apart. Hot-plugging is reported so the app can open and close
///   controllers.
/// - Time: SDL stamps events in milliseconds since SDL started; `timeOffset` moves them onto
///   the host clock's seconds so events and frames share one clock (docs/architecture.md, "Time").
///
/// ```swift
/// var translator = SDLEventTranslator(windowSize: Size(width: 800, height: 600),
///                                     timeOffset: SDLEventTranslator.offset(to: clock))
/// var event = SDL_Event()
/// while SDL_PollEvent(&event) != 0 {
///     if case .input(let e)? = translator.translate(event) { host.handle(e) }
/// }
/// ```
public struct SDLEventTranslator {
    /// The window size in points (touch positions are scaled to it; updated on resize).
    public var windowSize: Size
    /// Seconds added to `SDL timestamp / 1000` to land on the host clock.
    public var timeOffset: Double
    /// SDL finger id -> our pointer id, for fingers currently down.
    public private(set) var activeFingers: [Int64: Int] = [:]
    /// What each controller button does, the sticks' dead zones and the triggers' threshold
    /// (`PadMapping.standard` unless changed; changing it takes effect from the next event).
    public var padMapping = PadMapping.standard
    /// Each pad's axes as SDL last reported them, and what was last sent for them.
    private var padAxes: [Int32: PadAxisState] = [:]

    /// SDL_TOUCH_MOUSEID and SDL_MOUSE_TOUCHID are cast macros that Swift does not import.
    static let touchMouseID = UInt32.max
    static let mouseTouchID = Int64(-1)

    public init(windowSize: Size, timeOffset: Double = 0) {
        self.windowSize = windowSize
        self.timeOffset = timeOffset
    }

    /// The offset that puts SDL's event timestamps (SDL_GetTicks) on `clock`.
    public static func offset(to clock: Clock) -> Double {
        clock.now - Double(SDL_GetTicks()) / 1000
    }

    /// The meaning of `event`, or nil when the app does not care about it.
    public mutating func translate(_ event: SDL_Event) -> SDLAppEvent? {
        let time = Double(event.common.timestamp) / 1000 + timeOffset
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != Self.touchMouseID, Int32(b.button) == SDL_BUTTON_LEFT else { return nil }
            let phase: PointerEvent.Phase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            return pointer(phase, id: 0, Point(x: Double(b.x), y: Double(b.y)), time)
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            // SDL_BUTTON_LMASK is a function-like macro: bit (SDL_BUTTON_LEFT - 1).
            guard m.which != Self.touchMouseID, m.state & (1 << UInt32(SDL_BUTTON_LEFT - 1)) != 0 else { return nil }
            return pointer(.move, id: 0, Point(x: Double(m.x), y: Double(m.y)), time)
        case SDL_MOUSEWHEEL.rawValue:
            return wheel(event.wheel, time)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return finger(event.tfinger, type: event.type, time)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let k = event.key
            return .input(
                .key(
                    KeyEvent(
                        key: Self.key(for: k.keysym.sym), isDown: event.type == SDL_KEYDOWN.rawValue,
                        isRepeat: k.repeat != 0, modifiers: Self.modifiers(k.keysym.mod),
                        timestamp: time)))
        case SDL_TEXTINPUT.rawValue:
            guard let text = Self.text(of: event.text) else { return nil }
            return .input(.text(TextEvent(text: text, timestamp: time)))
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            let b = event.cbutton
            guard let button = Self.padButton(forControllerButton: b.button) else { return nil }
            return padKey(button, pad: b.which, isDown: event.type == SDL_CONTROLLERBUTTONDOWN.rawValue, time)
        case SDL_CONTROLLERAXISMOTION.rawValue:
            return axis(event.caxis, time)
        case SDL_CONTROLLERDEVICEADDED.rawValue:
            return .controllerAdded(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED.rawValue:
            padAxes[event.cdevice.which] = nil
            return .controllerRemoved(instanceID: event.cdevice.which)
        case SDL_WINDOWEVENT.rawValue:
            return window(event.window)
        case SDL_RENDER_TARGETS_RESET.rawValue:
            return .renderReset(deviceLost: false)
        case SDL_RENDER_DEVICE_RESET.rawValue:
            return .renderReset(deviceLost: true)
        default:
            return nil
        }
    }

    /// A button of `pad` as the key the mapping gives it; nil when the game keeps the button.
    private func padKey(_ button: PadButton, pad: Int32, isDown: Bool, _ time: Double) -> SDLAppEvent? {
        guard let key = padMapping[button] else { return nil }
        return .input(
            .key(KeyEvent(key: key, isDown: isDown, pad: PadID(Int(pad)), padButton: button, timestamp: time)))
    }

    /// One axis of a pad moved: a stick event when the stick's position (after its dead zone)
    /// changed, a trigger's press or release when it crossed the threshold, else nil.
    private mutating func axis(_ a: SDL_ControllerAxisEvent, _ time: Double) -> SDLAppEvent? {
        var state = padAxes[a.which] ?? PadAxisState()
        defer { padAxes[a.which] = state }
        // SDL's axes run −32768…32767 (triggers 0…32767); y is positive down, as on screen.
        let value = max(-1, Double(a.value) / 32767)
        let stick: PadStick
        switch Int32(a.axis) {
        case SDL_CONTROLLER_AXIS_LEFTX.rawValue: (state.raw[0], stick) = (value, .left)
        case SDL_CONTROLLER_AXIS_LEFTY.rawValue: (state.raw[1], stick) = (value, .left)
        case SDL_CONTROLLER_AXIS_RIGHTX.rawValue: (state.raw[2], stick) = (value, .right)
        case SDL_CONTROLLER_AXIS_RIGHTY.rawValue: (state.raw[3], stick) = (value, .right)
        case SDL_CONTROLLER_AXIS_TRIGGERLEFT.rawValue, SDL_CONTROLLER_AXIS_TRIGGERRIGHT.rawValue:
            let left = Int32(a.axis) == SDL_CONTROLLER_AXIS_TRIGGERLEFT.rawValue
            let pressed = value > padMapping.triggerThreshold
            guard pressed != (state.triggers[left ? 0 : 1] != 0) else { return nil }
            state.triggers[left ? 0 : 1] = pressed ? 1 : 0
            return padKey(left ? .leftTrigger : .rightTrigger, pad: a.which, isDown: pressed, time)
        default:
            return nil
        }
        let i = stick == .left ? 0 : 2
        let p = padMapping.applyingDeadZone(of: stick, x: state.raw[i], y: state.raw[i + 1])
        guard p.x != state.sent[i] || p.y != state.sent[i + 1] else { return nil }
        (state.sent[i], state.sent[i + 1]) = (p.x, p.y)
        return .input(.stick(StickEvent(pad: PadID(Int(a.which)), stick: stick, x: p.x, y: p.y, timestamp: time)))
    }

    private func pointer(_ phase: PointerEvent.Phase, id: Int, _ p: Point, _ time: Double) -> SDLAppEvent {
        .input(.pointer(PointerEvent(phase: phase, id: id, location: p, timestamp: time)))
    }

    private func wheel(_ w: SDL_MouseWheelEvent, _ time: Double) -> SDLAppEvent? {
        guard w.which != Self.touchMouseID else { return nil }
        let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        // precise* is 0 on old drivers that only report whole steps.
        let dx = w.preciseX != 0 ? Double(w.preciseX) : Double(w.x)
        let dy = w.preciseY != 0 ? Double(w.preciseY) : Double(w.y)
        guard dx != 0 || dy != 0 else { return nil }
        return .input(
            .wheel(
                WheelEvent(
                    dx: dx * flip, dy: dy * flip,
                    location: Point(x: Double(w.mouseX), y: Double(w.mouseY)), timestamp: time)))
    }

    private mutating func finger(_ f: SDL_TouchFingerEvent, type: UInt32, _ time: Double) -> SDLAppEvent? {
        guard f.touchId != Self.mouseTouchID else { return nil }
        let location = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
        switch type {
        case SDL_FINGERDOWN.rawValue:
            let id = activeFingers[f.fingerId] ?? lowestFreeFingerID()
            activeFingers[f.fingerId] = id
            return pointer(.down, id: id, location, time)
        case SDL_FINGERMOTION.rawValue:
            guard let id = activeFingers[f.fingerId] else { return nil }
            return pointer(.move, id: id, location, time)
        default:
            guard let id = activeFingers.removeValue(forKey: f.fingerId) else { return nil }
            return pointer(.up, id: id, location, time)
        }
    }

    /// Finger ids are reused once lifted, so they stay small (1 for a single finger).
    private func lowestFreeFingerID() -> Int {
        var id = 1
        while activeFingers.values.contains(id) { id += 1 }
        return id
    }

    private mutating func window(_ w: SDL_WindowEvent) -> SDLAppEvent? {
        switch UInt32(w.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            let size = Size(width: Double(w.data1), height: Double(w.data2))
            windowSize = size
            return .resized(size)
        case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
            return .redraw
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            return .focusLost
        default:
            return nil
        }
    }

    /// The UTF-8 text of an SDL_TEXTINPUT event (up to its first NUL), nil when empty or not
    /// valid UTF-8.
    static func text(of e: SDL_TextInputEvent) -> String? {
        var field = e.text
        let bytes = withUnsafeBytes(of: &field) { raw in Array(raw.prefix { $0 != 0 }) }
        guard !bytes.isEmpty, let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return text
    }

    /// The `Key` for an SDL keycode.
    public static func key(for sym: SDL_Keycode) -> Key {
        switch UInt32(bitPattern: sym) {
        case SDLK_LEFT.rawValue: return .left
        case SDLK_RIGHT.rawValue: return .right
        case SDLK_UP.rawValue: return .up
        case SDLK_DOWN.rawValue: return .down
        case SDLK_PAGEUP.rawValue: return .pageUp
        case SDLK_PAGEDOWN.rawValue: return .pageDown
        case SDLK_HOME.rawValue: return .home
        case SDLK_END.rawValue: return .end
        case SDLK_RETURN.rawValue, SDLK_RETURN2.rawValue, SDLK_KP_ENTER.rawValue: return .enter
        case SDLK_SPACE.rawValue: return .space
        case SDLK_ESCAPE.rawValue: return .escape
        case SDLK_TAB.rawValue: return .tab
        case SDLK_BACKSPACE.rawValue: return .backspace
        case SDLK_F1.rawValue...SDLK_F12.rawValue: return .function(Int(UInt32(bitPattern: sym) - SDLK_F1.rawValue) + 1)
        case SDLK_F13.rawValue...SDLK_F24.rawValue:
            return .function(Int(UInt32(bitPattern: sym) - SDLK_F13.rawValue) + 13)
        case 33...126: return .character(Character(Unicode.Scalar(UInt8(sym))))
        default: return .other(Int(sym))
        }
    }

    /// The key a game-controller button stands for in the standard mapping
    /// (`PadMapping.standard`, whose table lists them), nil for buttons the UI leaves to the
    /// game (X, Y, Guide, stick clicks, paddles). A translator uses its own `padMapping`.
    public static func key(forControllerButton button: UInt8) -> Key? {
        padButton(forControllerButton: button).flatMap { PadMapping.standard[$0] }
    }

    /// The `PadButton` of an SDL_GameControllerButton; nil for one SDL added after these.
    public static func padButton(forControllerButton button: UInt8) -> PadButton? {
        switch Int32(button) {
        case SDL_CONTROLLER_BUTTON_A.rawValue: return .a
        case SDL_CONTROLLER_BUTTON_B.rawValue: return .b
        case SDL_CONTROLLER_BUTTON_X.rawValue: return .x
        case SDL_CONTROLLER_BUTTON_Y.rawValue: return .y
        case SDL_CONTROLLER_BUTTON_BACK.rawValue: return .back
        case SDL_CONTROLLER_BUTTON_GUIDE.rawValue: return .guide
        case SDL_CONTROLLER_BUTTON_START.rawValue: return .start
        case SDL_CONTROLLER_BUTTON_LEFTSTICK.rawValue: return .leftStick
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK.rawValue: return .rightStick
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER.rawValue: return .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER.rawValue: return .rightShoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP.rawValue: return .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN.rawValue: return .dpadDown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue: return .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue: return .dpadRight
        case SDL_CONTROLLER_BUTTON_MISC1.rawValue: return .misc1
        case SDL_CONTROLLER_BUTTON_PADDLE1.rawValue: return .paddle1
        case SDL_CONTROLLER_BUTTON_PADDLE2.rawValue: return .paddle2
        case SDL_CONTROLLER_BUTTON_PADDLE3.rawValue: return .paddle3
        case SDL_CONTROLLER_BUTTON_PADDLE4.rawValue: return .paddle4
        case SDL_CONTROLLER_BUTTON_TOUCHPAD.rawValue: return .touchpad
        default: return nil
        }
    }

    /// Modifier keys from SDL's `keysym.mod`.
    public static func modifiers(_ mod: UInt16) -> KeyModifiers {
        let m = UInt32(mod)
        var out: KeyModifiers = []
        if m & KMOD_SHIFT.rawValue != 0 { out.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { out.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { out.insert(.alt) }
        if m & KMOD_GUI.rawValue != 0 { out.insert(.command) }
        return out
    }
}

/// One pad's axes as SDL last reported them (x and y arrive as separate events), what was last
/// sent for each stick, and whether each trigger is pressed.
private struct PadAxisState {
    /// Left x, left y, right x, right y in −1…1, before the dead zone (no heap: an axis event
    /// allocates nothing).
    var raw = SIMD4<Double>()
    /// The positions last sent, in the same order.
    var sent = SIMD4<Double>()
    /// Left, right.
    var triggers = SIMD2<UInt8>()
}
