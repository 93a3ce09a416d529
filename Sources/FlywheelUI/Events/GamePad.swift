/// Which game controller an input came from: the backend's id for the pad (on SDL, the
/// joystick instance id, unique while the pad stays plugged in). Keyboard keys have none.
///
/// ```swift
/// if let pad = keyEvent.pad { feedback.rumble(pad: pad) }
/// ```
public struct PadID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "pad \(rawValue)" }
}

/// A game controller's buttons, by SDL's Xbox-style names: `.a` is the bottom face button (✕
/// on a PlayStation pad). On a Nintendo pad SDL reports the face buttons by their labels unless
/// `SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS` is "0": `.a` is then the button printed A, on the
/// right (`PadLabels` names each button as the pad prints it; docs/controllers.md). The two
/// triggers count as buttons once pulled past their threshold (`PadMapping.triggerThreshold`).
public enum PadButton: String, CaseIterable, Sendable, Hashable {
    case a, b, x, y
    case back, guide, start
    case leftStick, rightStick
    case leftShoulder, rightShoulder
    case dpadUp, dpadDown, dpadLeft, dpadRight
    case misc1, paddle1, paddle2, paddle3, paddle4, touchpad
    case leftTrigger, rightTrigger

    /// The button's name as scripts, recordings and mapping files write it ("a", "dpadUp",
    /// "leftTrigger"), read back by `init(rawValue:)` in any case.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match
    }
}

/// One of a game controller's two analogue sticks.
public enum PadStick: String, CaseIterable, Sendable, Hashable {
    case left, right
}
