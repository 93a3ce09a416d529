import CSDL2
import FlywheelSDL
import FlywheelUI

/// A game controller that exists only in SDL (`SDL_JoystickAttachVirtualEx`), opened as a game
/// controller, so a test drives pads through the real event path: set a button or an axis,
/// then `pumpEvents(into:)` polls SDL's queue into an `SDLRendererHost` as a program's loop
/// would. Every SDL controller button and axis exists, at SDL's own numbers, and the pad
/// records the rumbles asked of it. Use inside `withSDL`; the pad is detached when it goes.
///
/// ```swift
/// try withSDL {
///     let pad = try VirtualPad()
///     let ui = try SDLRendererHost(renderer: renderer, size: size, clock: clock)
///     pad.press(SDL_CONTROLLER_BUTTON_A)
///     let outcomes = pad.pumpEvents(into: ui)       // the A press, as SDL delivered it
///     pad.release(SDL_CONTROLLER_BUTTON_A)
///     pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 32_767)   // the right stick to 3 o'clock
///     #expect(pad.rumbles.isEmpty)
/// }
/// ```
public final class VirtualPad {
    /// One rumble SDL asked of the pad.
    public struct Rumble: Equatable, Sendable {
        public var low: UInt16
        public var high: UInt16
    }

    /// The joystick device index it was attached at.
    public let deviceIndex: Int32
    /// Its joystick instance id: what `KeyEvent.pad` and `StickEvent.pad` carry.
    public let instanceID: SDL_JoystickID
    /// The opened game controller.
    public let controller: OpaquePointer
    /// The rumbles asked of it, oldest first (through `SDL_GameControllerRumble`).
    public private(set) var rumbles: [Rumble] = []

    /// The pad as the UI names it.
    public var pad: PadID { PadID(Int(instanceID)) }

    /// Attaches and opens a virtual pad with every button and axis; its hot-plug event is
    /// drained. Throws when SDL cannot (no virtual joystick driver).
    public init(name: String = "Flywheel virtual pad") throws {
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        if SDL_WasInit(SDL_INIT_GAMECONTROLLER) == 0, SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0 {
            throw SDLError.last("SDL_InitSubSystem(GAMECONTROLLER)")
        }
        var desc = SDL_VirtualJoystickDesc()
        desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        desc.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        desc.axis_mask = (1 << UInt32(SDL_CONTROLLER_AXIS_MAX.rawValue)) - 1
        desc.button_mask = (1 << UInt32(SDL_CONTROLLER_BUTTON_MAX.rawValue)) - 1
        desc.Rumble = { userdata, low, high in
            guard let userdata else { return -1 }
            Unmanaged<RumbleLog>.fromOpaque(userdata).takeUnretainedValue().entries.append(Rumble(low: low, high: high))
            return 0
        }
        let log = RumbleLog()
        desc.userdata = Unmanaged.passUnretained(log).toOpaque()
        let index = name.withCString { cName -> Int32 in
            desc.name = cName
            return SDL_JoystickAttachVirtualEx(&desc)
        }
        guard index >= 0 else { throw SDLError.last("SDL_JoystickAttachVirtualEx") }
        guard let gc = SDL_GameControllerOpen(index) else {
            SDL_JoystickDetachVirtual(index)
            throw SDLError.last("SDL_GameControllerOpen")
        }
        deviceIndex = index
        controller = gc
        rumbleLog = log
        instanceID = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(gc))
        Self.drainEvents()
    }

    deinit {
        SDL_GameControllerClose(controller)
        // The device index may have moved if pads before it left: find it by instance id.
        for i in 0..<max(0, SDL_NumJoysticks()) where SDL_JoystickGetDeviceInstanceID(i) == instanceID {
            SDL_JoystickDetachVirtual(i)
            break
        }
        Self.drainEvents()
    }

    /// Written by SDL's rumble callback; kept alive as long as the pad.
    private let rumbleLog: RumbleLog

    /// Holds `button` down (seen at the next pump).
    public func press(_ button: SDL_GameControllerButton) { set(button, down: true) }
    /// Lets `button` go.
    public func release(_ button: SDL_GameControllerButton) { set(button, down: false) }

    public func set(_ button: SDL_GameControllerButton, down: Bool) {
        SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), UInt8(down ? SDL_PRESSED : SDL_RELEASED))
    }

    /// Puts an axis at `value` (sticks −32768…32767, y down; triggers 0…32767).
    public func setAxis(_ axis: SDL_GameControllerAxis, _ value: Int16) {
        SDL_JoystickSetVirtualAxis(joystick, Int32(axis.rawValue), value)
    }

    private var joystick: OpaquePointer { SDL_GameControllerGetJoystick(controller) }

    /// Pumps SDL's events and hands every one to `ui.process`, as a program's loop does; what
    /// each meant and whether the controls used it, in order. Also refreshes `rumbles`.
    @discardableResult
    public func pumpEvents(into ui: SDLRendererHost) -> [SDLEventOutcome] {
        SDL_PumpEvents()
        var out: [SDLEventOutcome] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { out.append(ui.process(event)) }
        rumbles = rumbleLog.entries
        return out
    }

    /// Rumbles recorded so far (SDL calls the pad back when a rumble is asked of it).
    public func refreshRumbles() { rumbles = rumbleLog.entries }

    /// Empties SDL's event queue (hot-plug events of pads coming and going).
    public static func drainEvents() {
        SDL_PumpEvents()
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }
}

/// Where the C rumble callback writes (it gets this object as its userdata).
private final class RumbleLog {
    var entries: [VirtualPad.Rumble] = []
}
