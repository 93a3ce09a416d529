import FlywheelUI

/// The key each game-controller button acts as in scripts and fuzz cases: the default mapping
/// the SDL backend applies to a real pad (A Enter, B Escape, the D-pad the arrows, the shoulders
/// PageUp and PageDown, Start Space, Back Tab). Buttons without a key of their own (X, Y, the
/// stick clicks, triggers, paddles …) arrive as key `.other(0)` that still carries the pad and
/// the button, so a view that looks at `padButton` (a spinner's hold button) sees them.
///
/// ```swift
/// PadButtonKeys.key(for: .b)   // .escape
/// ```
enum PadButtonKeys {
    static func key(for button: PadButton) -> Key {
        switch button {
        case .dpadUp: return .up
        case .dpadDown: return .down
        case .dpadLeft: return .left
        case .dpadRight: return .right
        case .a: return .enter
        case .b: return .escape
        case .leftShoulder: return .pageUp
        case .rightShoulder: return .pageDown
        case .start: return .space
        case .back: return .tab
        default: return .other(0)
        }
    }
}
