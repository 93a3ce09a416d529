import CSDL2
import FlywheelCore
import FlywheelUI

/// Flywheel's views in an `SDL_Renderer` that your program owns: the piece a game adds to its
/// own window, renderer and event loop.
///
/// You keep the window, the renderer, the event loop and presenting. Each iteration, pass every
/// SDL event to `handle(_:)`, draw your own scene, then call `drawFrame()` to draw the controls
/// over it, and present. When neither you nor the controls need a frame (`needsFrame`), block in
/// `SDL_WaitEventTimeout` so an idle program uses no CPU. `SDLWindowApp` and `HeadlessRenderer`
/// draw their frames through this same type.
///
/// The host covers the renderer's output; views are laid out in points (window coordinates) and
/// drawn at `pixelScale` device pixels per point. It draws into the renderer's default target and
/// restores the draw colour, blend mode, clip rectangle and target it found. Call `detach()`
/// before you destroy the renderer.
///
/// ```swift
/// let renderer = SDL_CreateRenderer(window, -1, 0)!
/// let ui = try SDLRendererHost(renderer: renderer, size: Size(width: 640, height: 480))
/// let spinner = Spinner(values: items, frame: Rect(x: 296, y: 380, width: 48, height: 48))
/// ui.host.rootView.addSubview(spinner)
/// var running = true
/// while running {
///     var event = SDL_Event()
///     let timeout: Int32 = ui.needsFrame ? 16 : 500       // sleep while nothing moves
///     if SDL_WaitEventTimeout(&event, timeout) != 0 {
///         repeat {
///             if case .quit? = ui.handle(event) { running = false }
///         } while SDL_PollEvent(&event) != 0
///     }
///     guard ui.needsFrame else { continue }
///     drawMyBackground(renderer)
///     ui.drawFrame()
///     SDL_RenderPresent(renderer)
/// }
/// ui.detach()
/// SDL_DestroyRenderer(renderer)
/// ```
public final class SDLRendererHost {
    /// The view host; add your views to `host.rootView`.
    public let host: ViewHost
    /// The canvas frames are drawn with (also the host's text measurer).
    public let canvas: SDLCanvas
    /// The time base of animations and of translated SDL event timestamps.
    public let clock: Clock
    /// The colour each frame is cleared to; nil (the default) draws over what the renderer
    /// already shows.
    public var clearColor: Color? {
        didSet { host.setNeedsFrame() }
    }
    /// Device pixels per point; follows the window when the renderer belongs to one.
    public var pixelScale: Double {
        didSet { host.setNeedsFrame() }
    }
    /// Called with every input event translated from SDL, before the host gets it.
    public var onInput: ((InputEvent) -> Void)?
    /// Key presses SDL had queued when its text input last came on: read with it off, they
    /// bring no SDL_TEXTINPUT, so `handle` types their characters itself
    /// (`SDLRendererHost+Events.swift`).
    var keysReadWithoutText = 0
    /// Draw only what changed (the default): used where the target keeps its pixels from one
    /// frame to the next and each frame clears it (`clearColor` set) — SDL's software renderer,
    /// in a window or headless. Off, or anywhere else (GPU back buffers, drawing over the
    /// program's own scene), every frame draws everything. See docs/rendering.md, "Damage".
    public var tracksDamage = true
    /// What the last drawn frame changed, in device pixels: all of the output when nil.
    public private(set) var lastDamagePixels: [SDL_Rect]? = nil
    private var damagePixels: [SDL_Rect] = []

    /// Frames drawn so far (a frame in which nothing changed counts: the target already shows it).
    public private(set) var framesDrawn = 0
    /// Clock time at which the last frame started drawing.
    public private(set) var lastFrameTime = 0.0
    /// Seconds the last frame took to draw (advance, layout and drawing; no presenting).
    public private(set) var lastFrameDuration = 0.0

    var translator: SDLEventTranslator
    /// Shows every frame as a player with this colour-vision deficiency sees it: what is
    /// presented and what `readPixels` returns (screenshots, checks) is filtered
    /// (`SDLRendererHost+ColourVision.swift`). nil (the default): the colours as drawn.
    public var colourVision: ColourVision? {
        didSet {
            colourVisionFilter = colourVision.map(ColourVisionFilter.init)
            host.setNeedsFrame()
        }
    }
    var colourVisionFilter: ColourVisionFilter?
    /// True when the target holds a frame drawn since it was last filtered in place.
    var frameUnfiltered = false
    /// The streaming texture a filtered frame is shown through on a renderer that is not drawn
    /// into directly (a GPU's back buffer).
    var colourVisionTexture: OpaquePointer?
    var colourVisionTextureSize = (width: Int32(0), height: Int32(0))
    /// This host's window as the accessibility bridge publishes it (nil: no window, turned off,
    /// or no accessibility bus).
    var accessibilityWindow: AccessibilityWindow?

    /// Hosts views in `renderer`, covering `size` points. `clock` defaults to a new
    /// `MonotonicClock` (a game's real time); `fonts` to a new `FontLibrary()`. When the renderer
    /// draws into a window, the size and pixel scale are read from the window instead, and the
    /// controls are published to screen readers (`AccessibilityBridge`) unless `accessibility`
    /// is false or `FLYWHEEL_ACCESSIBILITY=0`.
    public init(
        renderer: OpaquePointer, size: Size, clock: Clock = MonotonicClock(), fonts: FontLibrary? = nil,
        pixelScale: Double = 1, accessibility: Bool = true
    ) throws {
        try SDLRuntime.start(video: false)
        self.clock = clock
        self.pixelScale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
        host = ViewHost(size: size, clock: clock)
        canvas = SDLCanvas(renderer: renderer, fonts: try fonts ?? FontLibrary(), pixelScale: self.pixelScale)
        host.textMeasurer = canvas
        translator = SDLEventTranslator(windowSize: size, timeOffset: SDLEventTranslator.offset(to: clock))
        updateGeometry()
        if accessibility, let window = SDL_RenderGetWindow(renderer), let bridge = AccessibilityBridge.startIfPossible()
        {
            accessibilityWindow = bridge.attach(self, window: window)
        }
    }

    deinit {
        dropColourVisionTexture()
        canvas.detach()
        detachAccessibility()
    }

    /// Releases every texture the host made and stops drawing. Call it before
    /// `SDL_DestroyRenderer`; later `drawFrame()` calls do nothing. Screen readers no longer see
    /// the controls.
    public func detach() {
        dropColourVisionTexture()
        canvas.detach()
        detachAccessibility()
    }

    // MARK: Accessibility

    /// Whether screen readers see these controls (the accessibility bridge publishes this
    /// host's window).
    public var isPublishedToScreenReaders: Bool { accessibilityWindow != nil }

    /// Answers screen readers: what they asked since the last call is read, and their requests
    /// (an action, a value, a tab chosen, focus) are performed as a user's input would be. Call
    /// it once per iteration of your loop, before drawing (`SDLWindowApp` does; `handle(_:)`
    /// does when the bridge's wake-up event arrives, so a loop asleep in
    /// `SDL_WaitEventTimeout` is woken for readers). Does nothing when not published.
    public func serviceAccessibility() {
        guard accessibilityWindow != nil, let bridge = AccessibilityBridge.shared else { return }
        bridge.service(now: clock.now)
    }

    /// The longest a loop may sleep before `serviceAccessibility()` while readers are served by
    /// polling (no wake-up thread could start); nil when it may sleep as long as it likes.
    public var accessibilityPollInterval: Double? {
        guard accessibilityWindow != nil, AccessibilityBridge.shared?.needsPolling == true else { return nil }
        return AccessibilityBridge.pollInterval
    }

    private func detachAccessibility() {
        guard let w = accessibilityWindow else { return }
        accessibilityWindow = nil
        host.accessibilityObserver = nil
        AccessibilityBridge.shared?.detach(w)
    }

    // MARK: Frames

    /// True when the controls changed or still move: draw and present a frame soon.
    public var needsFrame: Bool { host.needsFrame }

    /// How long the program may wait for events before the next frame is due: nil when the
    /// controls need no frame (wait as long as you like), otherwise the time left until the
    /// frame slot of a loop capped at `maxFramesPerSecond` (0 = draw now).
    public func secondsUntilNextFrame(maxFramesPerSecond: Double = 60) -> Double? {
        guard host.needsFrame else { return nil }
        guard maxFramesPerSecond > 0, maxFramesPerSecond.isFinite else { return 0 }
        return max(0, lastFrameTime + 1 / maxFramesPerSecond - clock.now)
    }

    /// Draws one frame into the renderer's window or surface (does not present): advances
    /// animations to the clock's time, lays out, clears to `clearColor` (if set) and draws the
    /// view tree — with `tracksDamage`, only the parts that changed. The renderer's draw colour,
    /// blend mode, clip and target are restored after. Returns false when nothing changed and
    /// nothing was drawn (nothing to present).
    @discardableResult
    public func drawFrame() -> Bool {
        guard let renderer = canvas.renderer else { return false }
        let start = clock.now
        host.advance(to: start)
        lastFrameTime = start
        canvas.pixelScale = pixelScale
        drawIntoWindowPixels(renderer)
        // A frame filtered in place for colour vision is drawn whole: its pixels are no longer
        // the ones a part-frame would draw over. So is one whose layout the text check looks at
        // (`TextCheck.checksLayout`, F3 in the harness): it needs every line of the frame.
        host.tracksDamage =
            tracksDamage && clearColor != nil && canvas.directSurface != nil && colourVisionFilter == nil
            && canvas.textCheck?.checksLayout != true
        var plan = host.planFrame(in: canvas, pixelScale: pixelScale)
        guard !plan.isEmpty else {
            // The target already shows this frame: counted, not drawn, nothing to present.
            lastDamagePixels = []
            framesDrawn += 1
            lastFrameDuration = clock.now - start
            return false
        }
        let saved = SavedRendererState(renderer)
        if !render(plan) {
            // A view drew further out than it ever had: this once, the whole frame.
            host.setNeedsFrame()
            plan = host.planFrame(in: canvas, pixelScale: pixelScale)
            render(plan)
        }
        saved.restore(renderer)
        frameUnfiltered = true
        noteDamagePixels(plan.damage)
        framesDrawn += 1
        lastFrameDuration = clock.now - start
        return true
    }

    /// Clears what `plan` says (a rectangle a retained layer covers whole starts from its copy:
    /// no clear) and draws it. False when a view drew outside the damage.
    @discardableResult
    private func render(_ plan: FramePlan) -> Bool {
        if let clearColor {
            if plan.damage.isFull {
                canvas.beginFrame(clear: clearColor)
            } else {
                canvas.beginFrame(clear: clearColor, only: plan.rectanglesToClear)
            }
        } else {
            canvas.beginFrameOverContents()
        }
        let complete = host.draw(plan, in: canvas)
        canvas.endFrame()
        return complete
    }

    private func noteDamagePixels(_ damage: DamageRegion) {
        guard !damage.isFull else {
            lastDamagePixels = nil
            return
        }
        lastDamagePixels = nil  // let the array be uniquely referenced while it is refilled
        damagePixels.removeAll(keepingCapacity: true)
        for r in damage.rectangles { damagePixels.append(SDLCanvas.deviceRect(r, pixelScale: pixelScale)) }
        lastDamagePixels = damagePixels
    }

    /// Shows the last drawn frame: `SDL_RenderPresent`, except that a window drawn by SDL's
    /// software renderer copies only the rectangles that changed to the screen
    /// (`SDL_UpdateWindowSurfaceRects`).
    public func present() {
        guard let renderer = canvas.renderer else { return }
        if colourVisionFilter != nil, presentFiltered(renderer) { return }
        guard let rects = lastDamagePixels, canvas.directSurface != nil,
            let window = SDL_RenderGetWindow(renderer)
        else {
            SDL_RenderPresent(renderer)
            return
        }
        SDL_RenderFlush(renderer)
        guard !rects.isEmpty else { return }
        rects.withUnsafeBufferPointer { _ = SDL_UpdateWindowSurfaceRects(window, $0.baseAddress, Int32($0.count)) }
    }

    /// A window's software renderer draws into the window's own image: the canvas blends into
    /// it directly. Asked every frame, since a resize replaces the image (cheap otherwise).
    private func drawIntoWindowPixels(_ renderer: OpaquePointer) {
        guard canvas.isSoftwareRenderer, let window = SDL_RenderGetWindow(renderer) else { return }
        let surface = SDL_GetWindowSurface(window)
        if surface != canvas.directSurface {
            canvas.drawDirectly(into: surface)
            host.setNeedsFrame()  // a new image holds nothing of the last frame
        }
    }

    /// The renderer's current output read back as straight RGBA (device pixels). With `opaque`,
    /// alpha is set to 255 (a window's back buffer has no meaningful alpha).
    public func readPixels(opaque: Bool = false, name: String? = nil) -> Image {
        guard let renderer = canvas.renderer else {
            return Image(width: 1, height: 1, rgba: [0, 0, 0, 0], name: name ?? "detached")
        }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        var bytes = [UInt8](repeating: 0, count: Int(max(0, w)) * Int(max(0, h)) * 4)
        bytes.withUnsafeMutableBytes { raw in
            _ = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, raw.baseAddress, w * 4)
        }
        if opaque {
            for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 }
        }
        if let filter = colourVisionFilter, frameUnfiltered || canvas.directSurface == nil {
            bytes.withUnsafeMutableBufferPointer { filter.apply(to: $0, red: 0, green: 1, blue: 2) }
        }
        return Image(width: Int(w), height: Int(h), rgba: bytes, name: name ?? "frame \(framesDrawn)")
    }

    /// Reads the window's size (points) and the renderer's output size (pixels) into the host
    /// and `pixelScale`. Does nothing for a renderer that draws into a surface.
    func updateGeometry() {
        guard let renderer = canvas.renderer, let window = SDL_RenderGetWindow(renderer) else { return }
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        guard w > 0, h > 0 else { return }
        host.size = Size(width: Double(w), height: Double(h))
        translator.windowSize = host.size
        if pw > 0 { pixelScale = Double(pw) / Double(w) }
        host.setNeedsFrame()
    }
}

/// The renderer state a frame changes, put back afterwards so the program's own drawing is
/// unaffected.
private struct SavedRendererState {
    var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
    var blend = SDL_BLENDMODE_NONE
    var clip = SDL_Rect()
    var clipEnabled = false
    var target: OpaquePointer?

    init(_ renderer: OpaquePointer) {
        SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a)
        SDL_GetRenderDrawBlendMode(renderer, &blend)
        clipEnabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &clip)
        target = SDL_GetRenderTarget(renderer)
    }

    func restore(_ renderer: OpaquePointer) {
        if target != nil { SDL_SetRenderTarget(renderer, target) }
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
        SDL_SetRenderDrawBlendMode(renderer, blend)
        if clipEnabled {
            var rect = clip
            SDL_RenderSetClipRect(renderer, &rect)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }
}
