import CSDL2
import FlywheelCore
import FlywheelUI

/// Renders a view tree with no window and no display: an `SDL_Surface` drawn by SDL's
/// software renderer, on a `VirtualClock` that moves only when told to. It is the test driver
/// of every UI feature — build views, inject timestamped input, render frames, read pixels.
///
/// Time: `run(frames:fps:)` advances the clock by `1/fps` before each frame; `send` moves the
/// clock to an event's timestamp (never backwards) before delivering it; the gesture helpers
/// (`tap`, `drag`, `press`, `scroll`) do both, rendering a frame after each event.
///
/// ```swift
/// let r = try HeadlessRenderer(size: Size(width: 320, height: 200))
/// let rating = RatingControl()
/// rating.frame = Rect(x: 20, y: 20, width: 200, height: 40)
/// r.host.rootView.addSubview(rating)
/// r.tap(at: Point(x: 150, y: 40))                   // down, a few frames, up
/// r.drag(from: Point(x: 30, y: 40), to: Point(x: 200, y: 40), duration: 0.3)
/// r.run(frames: 30, fps: 60)                         // let animations finish
/// #expect(r.snapshot().pixel(x: 150, y: 40).a == 255)
/// try r.savePNG("/tmp/rating.png")
/// ```
public final class HeadlessRenderer {
    /// The time base: starts at 0, moved by `run`, `send` and the gesture helpers.
    public let clock: VirtualClock
    /// The view host; add views to `host.rootView`.
    public var host: ViewHost { rendererHost.host }
    /// The canvas frames are drawn with (also the host's text measurer).
    public var canvas: SDLCanvas { rendererHost.canvas }
    /// Draws the frames (the same host an embedding program uses).
    public let rendererHost: SDLRendererHost
    /// The colour each frame is cleared to.
    public var background: Color {
        get { rendererHost.clearColor ?? .clear }
        set { rendererHost.clearColor = newValue }
    }
    /// Device pixels per point.
    public let pixelScale: Double
    /// Frames rendered so far.
    public var framesRendered: Int { rendererHost.framesDrawn }
    /// The frame interval the gesture helpers use between events (seconds).
    public var gestureFrameInterval = 1.0 / 60

    /// The software renderer and the surface it draws into (replaced by `resize`).
    private var target: SDLRenderTarget<UnsafeMutablePointer<SDL_Surface>>
    /// The surface frames are drawn into.
    var surface: UnsafeMutablePointer<SDL_Surface> { target.destination }

    /// Makes a `size`-point canvas (`size × pixelScale` pixels). `fonts` defaults to a new
    /// `FontLibrary()` (DejaVu Sans); it throws when no font or no SDL is available.
    public init(size: Size, pixelScale: Double = 1, fonts: FontLibrary? = nil, background: Color = .white) throws {
        try SDLRuntime.start(video: false)
        let scale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
        target = try HeadlessRenderer.makeTarget(size: size, pixelScale: scale)
        self.pixelScale = scale
        clock = VirtualClock()
        rendererHost = try SDLRendererHost(
            renderer: target.renderer, size: size, clock: clock, fonts: fonts, pixelScale: scale)
        rendererHost.clearColor = background
        canvas.drawDirectly(into: target.destination)
    }

    /// The target goes after this, its renderer first.
    deinit { rendererHost.detach() }

    /// The most device pixels a canvas may have (points × `pixelScale` on each side):
    /// 268,435,456, that is 16384 x 16384, 1 GiB of RGBA. SDL 2's software renderer addresses a
    /// surface's bytes with 32-bit integers, so a canvas of 2 GiB or more would be drawn outside
    /// its memory; this keeps half that margin. Every size of 8192 x 8192 points or less fits at
    /// pixel scale 2; at 3, a thin 8192 x 100 fits and 8192 x 8192 does not.
    public static let maximumPixels = 1 << 28
    /// The longest canvas side in device pixels (SDL's rasteriser works in half pixels in 32-bit
    /// integers; 32768 = 8192 points at pixel scale 4).
    public static let maximumPixelsPerSide = 32768

    /// The device pixel size of a `size`-point canvas at `pixelScale`, or nil when it is not
    /// finite or over `maximumPixels` or `maximumPixelsPerSide`.
    public static func pixelSize(of size: Size, pixelScale: Double) -> (width: Int, height: Int)? {
        let w = max(1, (size.width * pixelScale).rounded()), h = max(1, (size.height * pixelScale).rounded())
        let side = Double(maximumPixelsPerSide)
        guard w.isFinite, h.isFinite, w <= side, h <= side, w * h <= Double(maximumPixels) else { return nil }
        return (Int(w), Int(h))
    }

    /// Why `size` at `pixelScale` is refused: its pixel size and the limit it breaks.
    public static func refusal(_ size: Size, pixelScale: Double) -> String {
        let limit =
            max(size.width, size.height) * pixelScale > Double(maximumPixelsPerSide)
            ? "the limit is \(maximumPixelsPerSide) pixels a side"
            : "the limit is \(maximumPixels) pixels (16384x16384, 1 GiB)"
        return "\(describe(size, pixelScale: pixelScale)); \(limit)"
    }

    /// "800x600 points at pixel scale 3 is 2400x1800 pixels": how a size reads in messages.
    public static func describe(_ size: Size, pixelScale: Double) -> String {
        func f(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
        let pw = (size.width * pixelScale).rounded(), ph = (size.height * pixelScale).rounded()
        return "\(f(size.width))x\(f(size.height)) points at pixel scale \(f(pixelScale)) is \(f(pw))x\(f(ph)) pixels"
    }

    private static func makeTarget(size: Size, pixelScale: Double) throws(SDLError)
        -> SDLRenderTarget<UnsafeMutablePointer<SDL_Surface>>
    {
        guard let (pw, ph) = pixelSize(of: size, pixelScale: pixelScale) else {
            throw SDLError(
                call: "HeadlessRenderer",
                message: refusal(size, pixelScale: pixelScale))
        }
        let w = Int32(pw), h = Int32(ph)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.last("SDL_CreateRGBSurfaceWithFormat(\(w)x\(h))")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError.last("SDL_CreateSoftwareRenderer")
        }
        return SDLRenderTarget(rendererFor: surface, renderer: renderer)
    }

    /// The canvas size in device pixels.
    public var pixelSize: (width: Int, height: Int) { (Int(surface.pointee.w), Int(surface.pointee.h)) }

    // MARK: Frames

    /// Advances the host to the clock's time (animations, layout) and draws one frame.
    public func renderFrame() {
        rendererHost.drawFrame()
    }

    /// Renders `frames` frames, advancing the clock by `1/fps` before each.
    public func run(frames: Int, fps: Double = 60) {
        let dt = fps > 0 && fps.isFinite ? 1 / fps : 1.0 / 60
        for _ in 0..<max(0, frames) {
            clock.advance(by: dt)
            renderFrame()
        }
    }

    /// Renders frames at `fps` for `seconds` of virtual time.
    public func run(seconds: Double, fps: Double = 60) {
        run(frames: Int(saturating: (seconds * fps).rounded(.up)), fps: fps)
    }

    /// Makes the canvas `size` points; the host lays out again. Cached textures are dropped.
    public func resize(to size: Size) throws {
        let newTarget = try HeadlessRenderer.makeTarget(size: size, pixelScale: pixelScale)
        canvas.detach()
        target = newTarget  // the old renderer and surface go here
        canvas.attach(newTarget.renderer)
        canvas.drawDirectly(into: newTarget.destination)
        host.size = size
        // A new target holds nothing of the last frame, even at the same size.
        host.setNeedsFrame()
    }

    // MARK: Pixels

    /// The last rendered frame as straight RGBA.
    public func snapshot() -> Image {
        rendererHost.readPixels(name: "headless frame \(framesRendered)")
    }

    /// Writes the last rendered frame as a PNG.
    public func savePNG(_ path: String) throws {
        try SDLImageLoader().savePNG(snapshot(), to: path)
    }
}
