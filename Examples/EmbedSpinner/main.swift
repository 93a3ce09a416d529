// EmbedSpinner: Flywheel's controls inside an SDL program that owns its window, renderer and
// event loop, the way a game would add them.
//   swift run EmbedSpinner
// The program draws its own scrolling landscape; a Spinner (bottom centre) picks where the
// landscape scrolls to, a RatingControl (top left) rates it. Escape (or a pad's B) that no control
// used, or closing the window, quits. A pad's first button focuses the first control; the D-pad
// moves focus, A opens and takes, B closes.
// When nothing moves the loop sleeps in SDL_WaitEventTimeout, so an idle window uses no CPU.
// FLYWHEEL_EXAMPLE_FRAMES=N draws N frames and quits; FLYWHEEL_EXAMPLE_SCREENSHOT=PATH saves the
// last one (the example tests run it that way, headless).
import CSDL2
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

let env = ProcessInfo.processInfo.environment
let frameLimit = env["FLYWHEEL_EXAMPLE_FRAMES"].flatMap { Int($0) }
let width: Int32 = 640, height: Int32 = 400

// 1. The program's own SDL set-up.
guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
    fatalError("SDL_Init: \(String(cString: SDL_GetError()))")
}
let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
guard
    let window = SDL_CreateWindow(
        "Flywheel: EmbedSpinner", centred, centred, width, height,
        SDL_WINDOW_SHOWN.rawValue)
else {
    fatalError("SDL_CreateWindow: \(String(cString: SDL_GetError()))")
}
guard
    let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
else {
    fatalError("SDL_CreateRenderer: \(String(cString: SDL_GetError()))")
}
var landscape = Landscape()

// 2. Flywheel's host draws into that renderer; the controls go into its root view. Game
// controllers are opened as they are plugged in (their buttons and sticks then reach the controls).
let ui = try SDLRendererHost(renderer: renderer, size: Size(width: Double(width), height: Double(height)))
let controllers = SDLGameControllers()
let places = Landscape.places.map { place in
    SpinnerItem(title: place.name, icon: Landscape.icon(place.color), value: place.offset)
}
let spinner = Spinner(values: places, selectedIndex: 0, frame: Rect(x: 296, y: 332, width: 48, height: 48))
spinner.tintColor = .white
spinner.openBackgroundColor = Color(white: 1, alpha: 0.35)
spinner.addAction(for: .valueChanged) { control, _ in
    guard let place = (control as! Spinner).value else { return }
    landscape.scroll(to: place.value as! Double, now: SDL_GetTicks())
    print("scrolling to \(place.title)")
}
let rating = RatingControl(starCount: 5)
rating.frame = Rect(x: 12, y: 12, width: 248, height: 40)
rating.activeColor = .yellow
rating.inactiveColor = Color(white: 1, alpha: 0.4)
rating.addAction(for: .valueChanged) { control, _ in print("rated \((control as! RatingControl).value) stars") }
ui.host.rootView.addSubview(rating)
ui.host.rootView.addSubview(spinner)

// 3. The program's loop: its events, its drawing, Flywheel's drawing on top, present.
var running = true
var framesDrawn = 0
var needsRedraw = true
while running {
    let busy = needsRedraw || landscape.isMoving || ui.needsFrame || frameLimit != nil
    var event = SDL_Event()
    // Sleep until an event arrives while nothing moves; otherwise wait only for the next frame.
    let timeout = busy ? Int32(((ui.secondsUntilNextFrame() ?? 1.0 / 60) * 1000).rounded(.up)) : 1000
    if SDL_WaitEventTimeout(&event, max(1, timeout)) != 0 {
        repeat {
            // `process` also says whether a control used the event: the game acts on the rest.
            let outcome = ui.process(event)
            switch outcome.meaning {
            case .quit?: running = false
            case .controllerAdded(let deviceIndex)?: controllers.deviceAdded(deviceIndex)
            case .controllerRemoved(let instanceID)?: controllers.deviceRemoved(instanceID)
            // Escape (or a pad's B) quits only when no control used it: with the wheel open, it
            // closes the wheel instead.
            case .input(.key(let key))? where key.key == .escape && key.isDown && !outcome.consumed: running = false
            case .redraw?, .resized?: needsRedraw = true
            default: break
            }
        } while SDL_PollEvent(&event) != 0
    }
    guard running, needsRedraw || landscape.isMoving || ui.needsFrame || frameLimit != nil else { continue }
    landscape.draw(in: renderer, width: width, height: height, now: SDL_GetTicks())
    ui.drawFrame()
    SDL_RenderPresent(renderer)
    needsRedraw = false
    framesDrawn += 1
    if let frameLimit, framesDrawn >= frameLimit { running = false }
}

if let path = env["FLYWHEEL_EXAMPLE_SCREENSHOT"] {
    // Read back what was last drawn: draw once more without presenting.
    landscape.draw(in: renderer, width: width, height: height, now: SDL_GetTicks())
    ui.drawFrame()
    try SDLImageLoader().savePNG(ui.readPixels(opaque: true), to: path)
}
// 4. Tear down in order: Flywheel's textures before the renderer.
ui.detach()
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
