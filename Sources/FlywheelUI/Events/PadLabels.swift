/// A game controller's family, for the labels printed on its buttons.
public enum PadFamily: String, CaseIterable, Sendable, Hashable {
    /// Xbox and most PC pads: A B X Y, LB/RB, LT/RT, View and Menu.
    case xbox
    /// PlayStation: ✕ ○ □ △, L1/R1, L2/R2, Create (Share) and Options.
    case playStation
    /// Nintendo Switch Pro and Joy-Cons: A B X Y with A on the right, L/R, ZL/ZR, − and +.
    case nintendo
    /// Anything else (a virtual pad, an unknown one): named as on an Xbox pad.
    case generic
}

/// What a player reads on their own pad's buttons: each `PadButton` under the label printed on
/// it, for the pad's family. The backend says which family a pad is (FlywheelSDL:
/// `SDLGameControllers.labels(for:)`, from `SDL_GameControllerGetType`), and whether its face
/// buttons arrive by label or by position.
///
/// **Nintendo pads.** SDL reports a Nintendo pad's face buttons by their labels by default
/// (`SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS` = "1"): `PadButton.a` is then the button
/// printed A, on the right, which confirms, as on a Switch. With the hint "0" they arrive by
/// position, as on an Xbox pad: `.a` is the bottom button, printed B, and that one confirms.
/// `facesByLabel` says which; the labels follow it, so the prompt always names the button that
/// does the action.
///
/// ```swift
/// let labels = PadLabels(family: .playStation)
/// labels.label(for: .a)     // "✕"
/// labels.label(for: .rightShoulder)   // "R1"
/// PadLabels(family: .nintendo, facesByLabel: false).label(for: .a)   // "B": the bottom button
/// ```
public struct PadLabels: Sendable, Hashable {
    public var family: PadFamily
    /// Whether the backend reports a Nintendo pad's face buttons by their labels (SDL's
    /// default) rather than by position. Only Nintendo pads differ.
    public var facesByLabel: Bool

    public init(family: PadFamily, facesByLabel: Bool = true) {
        self.family = family
        self.facesByLabel = facesByLabel
    }

    /// Labels for an Xbox pad: what a keyboard-only program shows before any pad is known.
    public static let xbox = PadLabels(family: .xbox)

    /// The label printed on `button` ("A", "✕", "ZR", "↑").
    public func label(for button: PadButton) -> String {
        switch button {
        case .a, .b, .x, .y: return faceLabel(button)
        case .dpadUp: return "↑"
        case .dpadDown: return "↓"
        case .dpadLeft: return "←"
        case .dpadRight: return "→"
        case .leftShoulder: return pick("LB", "L1", "L")
        case .rightShoulder: return pick("RB", "R1", "R")
        case .leftTrigger: return pick("LT", "L2", "ZL")
        case .rightTrigger: return pick("RT", "R2", "ZR")
        case .leftStick: return pick("LS", "L3", "L stick")
        case .rightStick: return pick("RS", "R3", "R stick")
        case .back: return pick("View", "Create", "−")
        case .start: return pick("Menu", "Options", "+")
        case .guide: return pick("Xbox", "PS", "Home")
        case .misc1: return pick("Share", "Mute", "Capture")
        case .paddle1: return "P1"
        case .paddle2: return "P2"
        case .paddle3: return "P3"
        case .paddle4: return "P4"
        case .touchpad: return "Touchpad"
        }
    }

    /// Whether `button` is one of the four face buttons (drawn round in a prompt).
    public static func isFaceButton(_ button: PadButton) -> Bool {
        button == .a || button == .b || button == .x || button == .y
    }

    private func faceLabel(_ button: PadButton) -> String {
        switch family {
        case .xbox, .generic:
            return button.rawValue.uppercased()
        case .playStation:
            switch button {
            case .a: return "✕"
            case .b: return "○"
            case .x: return "□"
            default: return "△"
            }
        case .nintendo:
            guard !facesByLabel else { return button.rawValue.uppercased() }
            // By position: bottom B, right A, left Y, top X.
            switch button {
            case .a: return "B"
            case .b: return "A"
            case .x: return "Y"
            default: return "X"
            }
        }
    }

    private func pick(_ xbox: String, _ playStation: String, _ nintendo: String) -> String {
        switch family {
        case .xbox, .generic: return xbox
        case .playStation: return playStation
        case .nintendo: return nintendo
        }
    }
}
