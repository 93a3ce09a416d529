import CSDL2
import FlywheelCore

/// Mouse events put on SDL's queue as the mouse would deliver them, for the tests that drive a
/// real window through its own loop (recording, the languages picker).
enum SDLMouseQueue {
    /// A left-button, motion or wheel event at `p` (window points) for window `window` (0: the
    /// one that has the mouse).
    static func push(_ type: SDL_EventType, at p: Point, window: UInt32 = 0, wheel: Int32 = 0) {
        var e = SDL_Event()
        e.type = type.rawValue
        switch type {
        case SDL_MOUSEWHEEL:
            e.wheel.windowID = window
            e.wheel.y = wheel
            e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
            e.wheel.mouseX = Int32(p.x.rounded())
            e.wheel.mouseY = Int32(p.y.rounded())
        case SDL_MOUSEMOTION:
            e.motion.windowID = window
            e.motion.x = Int32(p.x.rounded())
            e.motion.y = Int32(p.y.rounded())
        default:
            e.button.windowID = window
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            e.button.clicks = 1
            e.button.x = Int32(p.x.rounded())
            e.button.y = Int32(p.y.rounded())
        }
        _ = SDL_PushEvent(&e)
    }
}
