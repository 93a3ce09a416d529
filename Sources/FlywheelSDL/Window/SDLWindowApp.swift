import CSDL2
import FlywheelCore
import FlywheelUI

/// A resizable, high-DPI aware SDL window driving a `ViewHost`: the interactive app shell.
///
/// The loop (`run`) translates SDL events into the host, advances animations on a
/// `MonotonicClock`, and draws and presents only when the host needs a frame. When nothing
/// moves and nothing changed it blocks in `SDL_WaitEventTimeout`, so an idle window uses no
/// CPU. Without vsync, animation frames are paced to the refresh rate of the window's display
/// (`DisplayPacing`; 60 when unknown) unless `maxFramesPerSecond` says otherwise; input is
/// handled as it arrives, between frames. Frames are drawn by
/// an `SDLRendererHost` (the type for programs that keep their own window and loop).
///
/// Use it from the main thread only.
///
/// ```swift
/// try SDLRuntime.start(video: true)
/// let app = try SDLWindowApp(title: "Flywheel", size: Size(width: 800, height: 600))
/// app.host.rootView.addSubview(RatingControl())
/// app.onEvent = { recorder.append($0) }            // every translated input event
/// app.onFrame = { seconds in stats.add(seconds) }  // after each drawn frame
/// app.run()                                        // until the window is closed
/// ```
public final class SDLWindowApp {
    public var host: ViewHost { rendererHost.host }
    public let clock: MonotonicClock
    public var canvas: SDLCanvas { rendererHost.canvas }
    /// Draws the frames and takes the SDL events (the same host an embedding program uses).
    public let rendererHost: SDLRendererHost
    /// The window and its renderer, destroyed together after the app.
    private let target: SDLRenderTarget<OpaquePointer>
    /// The SDL_Window and SDL_Renderer (for callers that need SDL directly).
    public var window: OpaquePointer { target.destination }
    public var renderer: OpaquePointer { target.renderer }
    /// The render driver in use ("opengl", "software", …).
    public let rendererName: String
    /// True when presenting waits for the display's refresh.
    public let isVSynced: Bool
    /// Game controllers, opened as they are plugged in; their buttons arrive as keys.
    public let controllers: SDLGameControllers

    /// The colour each frame is cleared to.
    public var backgroundColor: Color {
        get { rendererHost.clearColor ?? .white }
        set { rendererHost.clearColor = newValue }
    }
    /// Device pixels per point (drawable size / window size), updated on resize.
    public var pixelScale: Double { rendererHost.pixelScale }
    /// Frame cap while animating when presenting is not vsynced; nil (the default) paces frames
    /// to the refresh rate of the window's display (`framesPerSecond`); 0 draws as fast as it can.
    public var maxFramesPerSecond: Double?
    /// The rate animation frames are paced to without vsync: `maxFramesPerSecond` when set, else
    /// the window's display refresh rate (read again each frame, as the window may move to another
    /// display), 60 when SDL does not know it.
    public var framesPerSecond: Double {
        DisplayPacing.framesPerSecond(refreshRate: DisplayPacing.refreshRate(of: window), override: maxFramesPerSecond)
    }
    /// Longest single wait while idle; the loop re-checks `until` this often.
    public var idleWaitSeconds: Double = 0.5

    /// Called with every input event translated from SDL, before the host gets it (recording).
    /// Events given to `injectEvent` are not reported here.
    public var onEvent: ((InputEvent) -> Void)? {
        get { rendererHost.onInput }
        set { rendererHost.onInput = newValue }
    }
    /// Called after each drawn frame with the time spent drawing it (seconds, before present).
    public var onFrame: ((Double) -> Void)?

    /// Frames drawn so far (presented, and drawn for snapshots).
    public var frameCount: Int { rendererHost.framesDrawn }
    /// The window changed size since the last frame: the next one is drawn (laid out at the new
    /// size) and presented as soon as the events waiting are handled, not at its frame slot.
    private var resizedSinceFrame = false
    /// Clock time at which the last frame started drawing.
    public var lastFrameTime: Double { rendererHost.lastFrameTime }
    /// Seconds the last frame took to draw (before present).
    public var lastFrameDuration: Double { rendererHost.lastFrameDuration }

    private var injected: [InputEvent] = []
    private var quitRequested = false

    /// Opens a window of `size` points, centred, drawn by the renderer `renderer` picks (see
    /// `RendererChoice`: software on a machine without a GPU, else accelerated with vsync if the
    /// driver has it, falling back to software). Screen readers see the controls
    /// (`AccessibilityBridge`) unless `accessibility` is false or `FLYWHEEL_ACCESSIBILITY=0`.
    public init(
        title: String, size: Size, resizable: Bool = true, fonts: FontLibrary? = nil,
        renderer choice: RendererChoice = .automatic, accessibility: Bool = true
    ) throws {
        try SDLRuntime.start(video: true)
        var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard
            let window = SDL_CreateWindow(
                title, centred, centred, Int32(saturating: max(1, size.width.rounded())),
                Int32(saturating: max(1, size.height.rounded())), flags)
        else {
            throw SDLError.last("SDL_CreateWindow")
        }
        let made: (OpaquePointer, Bool)
        do {
            made = try SDLWindowApp.makeRenderer(window, choice: choice)
        } catch {
            SDL_DestroyWindow(window)
            throw error
        }
        target = SDLRenderTarget(rendererFor: window, renderer: made.0)
        isVSynced = made.1
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(target.renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        clock = MonotonicClock()
        rendererHost = try SDLRendererHost(
            renderer: target.renderer, size: size, clock: clock, fonts: fonts, accessibility: accessibility)
        rendererHost.clearColor = .white
        controllers = SDLGameControllers()
    }

    /// The target goes after this, its renderer first.
    deinit { rendererHost.detach() }

    /// The renderers `choice` allows, in order; the error lists every attempt.
    private static func makeRenderer(_ window: OpaquePointer, choice: RendererChoice) throws(SDLError)
        -> (OpaquePointer, Bool)
    {
        let choice = choice.resolved  // looks for a GPU device once
        choice.prepareHints()
        var failures: [String] = []
        for (name, flags) in choice.attempts {
            if let r = SDL_CreateRenderer(window, -1, flags) {
                return (r, flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0)
            }
            failures.append("\(name): \(String(cString: SDL_GetError()))")
        }
        throw SDLError(
            call: "SDL_CreateRenderer", message: "no renderer could be created (\(failures.joined(separator: "; ")))")
    }

    // MARK: Loop

    /// Runs the event/draw loop until the window is closed, `requestQuit()` is called, `until`
    /// returns true (checked every iteration, at least every `idleWaitSeconds`), or
    /// `maxFrames` frames have been drawn. With `maxFrames` the loop draws every iteration
    /// (paced to the frame cap) so a bounded run always ends.
    public func run(maxFrames: Int? = nil, until: (() -> Bool)? = nil) {
        quitRequested = false
        var drawn = 0
        while !quitRequested {
            if let maxFrames, drawn >= maxFrames { break }
            if let until, until() { break }
            let forced = maxFrames != nil
            let wait = waitTime(forced: forced)
            if wait >= idleWaitSeconds { onIdle?() }
            pumpEvents(waitingAtMost: wait)
            if quitRequested { break }
            rendererHost.serviceAccessibility()  // readers' requests, before the frame
            while !injected.isEmpty { host.handle(injected.removeFirst()) }
            rendererHost.updateTextInput()  // focus may have moved to or from a text field
            // Input that woke the loop early is handled at once, but the frame waits for its
            // slot: a mouse moving at 1000 Hz over a coasting wheel must not draw 1000 frames.
            // A resize does not wait: the window already shows its new size, and until a frame
            // at that size is presented the system shows the old picture in a corner over black.
            let resized = resizedSinceFrame
            resizedSinceFrame = false
            if host.needsFrame || forced || resized, resized || waitTime(forced: forced) == 0 {
                // A frame whose changes cancel out (nothing damaged) is neither drawn nor shown.
                if rendererHost.drawFrame() || forced {
                    rendererHost.present()
                    drawn += 1
                    onFrame?(lastFrameDuration)
                }
            }
        }
    }

    /// Called when the loop is about to block because nothing moves (e.g. to pause audio).
    public var onIdle: (() -> Void)?

    /// Ends `run` after the current iteration.
    public func requestQuit() { quitRequested = true }

    /// Queues an input event (replay); the loop delivers it to the host on its next iteration.
    public func injectEvent(_ event: InputEvent) { injected.append(event) }

    /// How long the loop may block for events: not at all with work queued, until the next
    /// frame slot while animating, `idleWaitSeconds` when idle.
    private func waitTime(forced: Bool) -> Double {
        if !injected.isEmpty { return 0 }
        guard forced || host.needsFrame else {
            return min(idleWaitSeconds, rendererHost.accessibilityPollInterval ?? .infinity)
        }
        if isVSynced { return 0 }
        if let cap = maxFramesPerSecond, !(cap > 0) { return 0 }  // uncapped
        return max(0, lastFrameTime + 1 / framesPerSecond - clock.now)
    }

    private func pumpEvents(waitingAtMost seconds: Double) {
        var event = SDL_Event()
        let got: Bool
        if seconds > 0 {
            got = SDL_WaitEventTimeout(&event, Int32(saturating: max(1, (seconds * 1000).rounded(.up)))) != 0
        } else {
            got = SDL_PollEvent(&event) != 0
        }
        guard got else { return }
        handle(event)
        while !quitRequested, SDL_PollEvent(&event) != 0 { handle(event) }
    }

    private func handle(_ event: SDL_Event) {
        switch rendererHost.handle(event) {
        case .controllerAdded(let deviceIndex)?:
            controllers.deviceAdded(deviceIndex)
        case .controllerRemoved(let instanceID)?:
            controllers.deviceRemoved(instanceID)
        case .quit?:
            quitRequested = true
        case .resized?:
            resizedSinceFrame = true
        default:
            break
        }
    }

    // MARK: Screenshots

    /// The current state drawn afresh and read back (device pixels, straight RGBA). The frame
    /// is not presented; the next loop iteration draws as usual.
    public func snapshot() -> Image {
        rendererHost.drawFrame()
        host.setNeedsFrame()
        // Window back buffers have no meaningful alpha: the frame is opaque.
        return rendererHost.readPixels(opaque: true, name: "window frame \(frameCount)")
    }

    /// Writes the current state as a PNG (see `snapshot()`).
    public func saveScreenshot(_ path: String) throws {
        try SDLImageLoader().savePNG(snapshot(), to: path)
    }
}
