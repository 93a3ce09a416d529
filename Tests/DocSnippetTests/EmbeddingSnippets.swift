// swift-format-ignore-file
// (The layout is the documentation's, aligned comments and all, copied as written.)
import CSDL2
import FlywheelCore
import FlywheelSDL
import FlywheelUI

// The Swift of the article "Embedding in your SDL program" (FlywheelSDL), its blocks in order in
// one function, compiled. The parameters stand for the game's own items, state and drawing.

/// The game's own input handling, in the article's "Act only on what the controls did not use".
protocol EmbeddingGame {
    func handle(_ event: SDL_Event)
}

func embeddingInYourSDLProgram(
    items: [SpinnerItem], myWorldIsAnimating: Bool, drawMyWorld: (OpaquePointer) -> Void, game: EmbeddingGame
) throws {
    var running = true
    SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    let window = SDL_CreateWindow("My game", 100, 100, 640, 400, SDL_WINDOW_SHOWN.rawValue)!
    let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)!

    let ui = try SDLRendererHost(renderer: renderer, size: Size(width: 640, height: 400))
    let spinner = Spinner(values: items, frame: Rect(x: 296, y: 332, width: 48, height: 48))
    ui.host.rootView.addSubview(spinner)

    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
        switch ui.handle(event) {
        case .quit?: running = false
        case .input(.key(let key))? where key.key == .escape && key.isDown: running = false
        default: break
        }
    }

    while SDL_PollEvent(&event) != 0 {
        let outcome = ui.process(event)
        if case .quit? = outcome.meaning { running = false }
        if !outcome.consumed { game.handle(event) }   // A jumps only when no control took it
    }

    let outcome = ui.process(event)
    let controllers = SDLGameControllers()
    // in the loop:
    switch outcome.meaning {
    case .controllerAdded(let deviceIndex)?: controllers.deviceAdded(deviceIndex)
    case .controllerRemoved(let instanceID)?: controllers.deviceRemoved(instanceID)
    default: break
    }

    while running {
        let busy = myWorldIsAnimating || ui.needsFrame
        // Sleep until an event while idle; otherwise wait only until the next frame is due.
        let wait = busy ? (ui.secondsUntilNextFrame(maxFramesPerSecond: 60) ?? 1.0 / 60) : 1.0
        if SDL_WaitEventTimeout(&event, Int32(max(1, (wait * 1000).rounded(.up)))) != 0 {
            repeat {
                if case .quit? = ui.handle(event) { running = false }
            } while SDL_PollEvent(&event) != 0
        }
        guard busy || ui.needsFrame else { continue }
        drawMyWorld(renderer)
        ui.drawFrame()
        SDL_RenderPresent(renderer)
    }

    ui.detach()
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
}
