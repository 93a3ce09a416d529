import CSDL2
import Synchronization

/// Process-wide SDL, SDL_ttf and SDL_image start-up, done once.
///
/// SDL keeps global state, so the backend starts it in one place. `start(video:)` is idempotent:
/// call it from every entry point (window app, headless renderer, image loader, tests). The video
/// subsystem is started only when asked — headless rendering into a surface needs none, so it
/// works with no display and no `SDL_VIDEODRIVER`.
///
/// ```swift
/// try SDLRuntime.start(video: false)     // headless: surfaces, software renderer, fonts, PNGs
/// try SDLRuntime.start(video: true)      // later: adds the video subsystem for a window
/// ```
public enum SDLRuntime {
    private struct State {
        var core = false
        var video = false
    }

    private static let state = Mutex(State())

    /// Starts SDL (with the video subsystem when `video` is true), SDL_ttf and SDL_image (PNG).
    /// Sets the touch hints first so a touch is delivered once, as a finger, never also as a mouse.
    public static func start(video: Bool) throws(SDLError) {
        try state.withLock { (s: inout State) throws(SDLError) in
            if !s.core {
                SDL_SetMainReady()
                // A touch must arrive once (as a finger), and a mouse never as a finger (docs/architecture.md, "Input").
                SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
                SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
                if SDL_Init(0) != 0 { throw SDLError.last("SDL_Init") }
                if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.last("TTF_Init") }
                let png = Int32(IMG_INIT_PNG.rawValue)
                if IMG_Init(png) & png == 0 { throw SDLError.last("IMG_Init(PNG)") }
                s.core = true
            }
            if video, !s.video {
                if SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
                    throw SDLError.last("SDL_InitSubSystem(VIDEO)")
                }
                s.video = true
            }
        }
    }

    /// True once `start(video: true)` has succeeded.
    public static var isVideoStarted: Bool { state.withLock { $0.video } }
}
