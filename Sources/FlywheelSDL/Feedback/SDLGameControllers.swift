import CSDL2
import FlywheelUI

/// The game controllers that are plugged in, opened as they arrive and closed as they leave, so
/// SDL delivers their button events (`SDLEventTranslator` turns those into keys) and the
/// feedback sink can rumble them. `SDLWindowApp` owns one and feeds it its hot-plug events:
///
/// ```swift
/// switch translator.translate(event) {
/// case .controllerAdded(let deviceIndex)?: controllers.deviceAdded(deviceIndex)
/// case .controllerRemoved(let instanceID)?: controllers.deviceRemoved(instanceID)
/// …
/// }
/// ```
///
/// Starting the GAMECONTROLLER subsystem makes SDL report controllers already plugged in as
/// added, on the next event poll. If it cannot start, `status` says why and nothing is opened.
/// Use on the main thread only.
public final class SDLGameControllers {
    /// "game controllers: 1 open (Xbox 360 Controller)" or "game controllers off: <reason>".
    public var status: String {
        if let startError { return "game controllers off: \(startError)" }
        return "game controllers: \(open.count) open" + (open.isEmpty ? "" : " (\(names.joined(separator: ", ")))")
    }
    /// Controller names, in the order they were opened.
    public var names: [String] { open.map(\.name) }
    public var count: Int { open.count }

    private var open: [(instanceID: SDL_JoystickID, controller: OpaquePointer, name: String)] = []
    private let startError: String?
    private let startedSubsystem: Bool

    public init() {
        if SDL_WasInit(SDL_INIT_GAMECONTROLLER) != 0 {
            (startError, startedSubsystem) = (nil, false)
        } else if SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0 {
            (startError, startedSubsystem) = (nil, true)
        } else {
            (startError, startedSubsystem) = (SDLError.last("SDL_InitSubSystem(GAMECONTROLLER)").description, false)
        }
    }

    deinit {
        for c in open { SDL_GameControllerClose(c.controller) }
        if startedSubsystem { SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER) }
    }

    /// A controller was plugged in at joystick device index `deviceIndex`: open it (once).
    public func deviceAdded(_ deviceIndex: Int32) {
        guard startError == nil, SDL_IsGameController(deviceIndex) == SDL_TRUE else { return }
        let id = SDL_JoystickGetDeviceInstanceID(deviceIndex)
        guard !open.contains(where: { $0.instanceID == id }),
            let gc = SDL_GameControllerOpen(deviceIndex)
        else { return }
        let name = SDL_GameControllerName(gc).map { String(cString: $0) } ?? "controller \(id)"
        open.append((id, gc, name))
    }

    /// The controller with joystick instance id `instanceID` was unplugged: close it.
    public func deviceRemoved(_ instanceID: Int32) {
        guard let i = open.firstIndex(where: { $0.instanceID == instanceID }) else { return }
        SDL_GameControllerClose(open[i].controller)
        open.remove(at: i)
    }

    // MARK: Labels

    /// The labels printed on the buttons of the pad with this id (the joystick instance id
    /// `KeyEvent.pad` and `StickEvent.pad` carry), for a `PadPromptView`: its family from
    /// `SDL_GameControllerGetType`, and whether SDL reports Nintendo face buttons by label
    /// (`SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS`, on unless set to "0"). A pad that is not
    /// open gets Xbox labels.
    ///
    /// ```swift
    /// if case .input(.key(let key))? = meaning, let pad = key.pad {
    ///     prompt.labels = SDLGameControllers.labels(for: pad)
    /// }
    /// ```
    public static func labels(for pad: PadID) -> PadLabels {
        let byLabel = SDL_GetHintBoolean(SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS, SDL_TRUE) == SDL_TRUE
        guard let gc = SDL_GameControllerFromInstanceID(SDL_JoystickID(truncatingIfNeeded: pad.rawValue)) else {
            return PadLabels(family: .xbox, facesByLabel: byLabel)
        }
        return PadLabels(family: family(of: SDL_GameControllerGetType(gc)), facesByLabel: byLabel)
    }

    /// The family of an SDL controller type: Xbox 360/One (and Stadia, Luna, Shield, whose
    /// buttons read A B X Y in Xbox's places) → `.xbox`; PS3, PS4, PS5 → `.playStation`;
    /// Switch Pro and Joy-Cons → `.nintendo`; unknown and virtual pads → `.generic`.
    public static func family(of type: SDL_GameControllerType) -> PadFamily {
        switch type {
        case SDL_CONTROLLER_TYPE_XBOX360, SDL_CONTROLLER_TYPE_XBOXONE, SDL_CONTROLLER_TYPE_AMAZON_LUNA,
            SDL_CONTROLLER_TYPE_GOOGLE_STADIA, SDL_CONTROLLER_TYPE_NVIDIA_SHIELD:
            return .xbox
        case SDL_CONTROLLER_TYPE_PS3, SDL_CONTROLLER_TYPE_PS4, SDL_CONTROLLER_TYPE_PS5:
            return .playStation
        case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT,
            SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
            return .nintendo
        default:
            return .generic
        }
    }
}
