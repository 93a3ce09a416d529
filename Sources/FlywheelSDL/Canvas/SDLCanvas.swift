import CSDL2
import FlywheelCore
import FlywheelUI

// SDLCanvas: the `Canvas` of the SDL backend.
//
// Index of Canvas/ (Sources/FlywheelSDL/Canvas/): the canvas itself and what it hands to SDL.
// Its text drawing is in Text/ (indexed in `GlyphAtlas.swift`); the pixels it blends
// itself on a software target are in Raster/.
//
// The canvas and its state (docs/architecture.md, "Where the canvas's state lives")
//   SDLCanvas.swift               the class: its stored state, attaching, frames, push and pop
//   DrawState.swift               transform/alpha/clip stacks, open layers, damage clip, drawn box
//   DrawingScratch.swift          buffers reused by every drawing call (tessellator, batch, …)
//   DirectDrawing.swift           what the canvas draws itself on a known surface (the toggles)
//   CanvasCaches.swift            glyph/image atlases, texture and copy caches: budgets, trimming
//   SDLCanvas+Stats.swift         work counters per frame and in total
// Drawing
//   SDLCanvas+Submission.swift    triangles to SDL: vertex colours, the flat texture, batching
//   SDLCanvas+Shapes.swift        rects, rounded rects, ellipses, wedges, polygons, lines
//   SDLCanvas+FadedCircle.swift   the disc under a conic fade (the ring's background)
//   SDLCanvas+Images.swift        image textures (cached per bitmap) and textured quads
//   SDLCanvas+Layers.swift        offscreen layers (rotated clipping containers)
//   LayerSurfacePool.swift        the layers' render targets, and compositing them
//   SDLCanvas+RetainedLayers.swift  views' retained layers: pixels kept and copied back
//   SDLCanvas+Damage.swift        frames that redraw only the damaged rectangles
//   SDLCanvas+DrawnBox.swift      the box each view drew, for damage tracking
// Helpers
//   Tessellator.swift             outlines -> anti-aliased SDL_Vertex triangles
//   GeometryBatch.swift           triangles sharing a texture, one SDL_RenderGeometry call
//   ImageAtlas.swift              icon-sized images packed into one shared texture
//   TextureCache.swift            SDL textures by content key, evicted least-recently-used
//   SDLQuadWalk.swift             a triangle batch walked as SDL's software renderer walks it
//   SoftwareGeometryGuard.swift   splits triangles too large for SDL's software rasteriser

/// Draws the view tree with an `SDL_Renderer`: shapes as anti-aliased `SDL_RenderGeometry`
/// triangles, images and text as textured quads, clips as clip rects, rotated clipping
/// containers through target textures (docs/rendering.md).
///
/// All transforms are applied to vertices on the CPU; the base transform is `pixelScale`, so
/// views work in points and a high-DPI drawable gets sharp pixels. Steady-state frames allocate
/// nothing and rasterise no text: vertex buffers are reused, textures are cached by content.
///
/// The canvas does not own the renderer. Call `releaseTextures()` before destroying it.
///
/// ```swift
/// let canvas = SDLCanvas(renderer: renderer, fonts: try FontLibrary(), pixelScale: 2)
/// canvas.beginFrame(clear: .white)
/// canvas.fillCircle(center: Point(x: 50, y: 50), radius: 20, color: .systemBlue)
/// canvas.drawText("Hello", at: Point(x: 10, y: 80), font: .system(size: 17), color: .black)
/// canvas.endFrame()
/// SDL_RenderPresent(renderer)
/// print(canvas.stats.drawCalls)
/// ```
public final class SDLCanvas: Canvas {
    // Stored state, grouped by concern: each group is a type with its rules inside it.
    //
    // The state every drawing call reads or grows (the draw state, the counters, the scratch
    // buffers, the target, the renderer and its scale) is `@exclusivity(unchecked)`: a canvas is drawn from one thread, and
    // the run-time exclusivity checks (`swift_beginAccess`, a thread-local access set) were
    // 9.4 % of a picker frame's instructions, most of them on this state (callgrind,
    // docs/benchmarks.md). The compiler still checks what it can see statically. The groups that
    // hold buffers are structs changed in place, never copied.

    /// The renderer drawn into (nil once its owner has detached the canvas before destroying it).
    @exclusivity(unchecked) public private(set) var renderer: OpaquePointer?
    public let fonts: FontLibrary
    /// Device pixels per point; takes effect at the next `beginFrame`.
    @exclusivity(unchecked) public var pixelScale: Double
    /// True when the renderer is SDL's software renderer (vertices snap to whole pixels).
    @exclusivity(unchecked) public private(set) var isSoftwareRenderer = false
    /// The surface the software renderer draws into, when known (see `drawDirectly(into:)`).
    @exclusivity(unchecked) var directSurface: UnsafeMutablePointer<SDL_Surface>?
    /// What the canvas draws itself into `directSurface` (`drawsShapesDirectly` and its siblings).
    @exclusivity(unchecked) var directDrawing = DirectDrawing.all
    /// Transform, alpha and clip stacks, open layers, the damage clip and the drawn box.
    @exclusivity(unchecked) var state = DrawState()
    /// This frame's and all-time work counters (`stats`, `totalStats`, `frameNumber`).
    @exclusivity(unchecked) var counters = CanvasCounters()
    /// The tessellator, the pending batch and the other buffers drawing calls reuse.
    @exclusivity(unchecked) var scratch = DrawingScratch()
    /// Text check, pseudo-locale and verbatim text (`textCheck`, `pseudoLocale`).
    @exclusivity(unchecked) var textQA = TextQA()
    /// Glyph and image atlases, image textures and copies, with their budgets.
    let caches = CanvasCaches()
    /// Offscreen layers' render targets.
    let layerSurfaces = LayerSurfacePool()
    /// Views' retained layers' pixels (`SDLCanvas+RetainedLayers.swift`).
    let retainedLayers = RetainedLayerStore()

    /// The glyph atlas the text path draws from (held by `caches`).
    var glyphAtlas: GlyphAtlas { caches.glyphAtlas }

    public init(renderer: OpaquePointer, fonts: FontLibrary, pixelScale: Double = 1) {
        self.fonts = fonts
        self.pixelScale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
        attach(renderer)
    }

    deinit { releaseTextures() }

    /// Points the canvas at `renderer` (dropping textures made for the previous one).
    func attach(_ renderer: OpaquePointer) {
        releaseTextures()
        self.renderer = renderer
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0 {
            isSoftwareRenderer = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        }
        scratch.tess.snapsToPixels = isSoftwareRenderer
        directSurface = nil
        caches.glyphAtlas.newTexturesAreZeroed = isSoftwareRenderer
        resetState()
    }

    /// Tells the canvas the 32-bit ARGB (or XRGB: a window's own image) surface its software
    /// renderer draws into, so shapes, text and images are blended straight into it
    /// (`SpanRasterizer`, `PixelImage`) instead of as SDL triangles and blits. nil (or another
    /// format) turns that off. Only for a renderer that draws into this very surface:
    /// `SDL_CreateSoftwareRenderer(surface)`, or a window's software renderer and
    /// `SDL_GetWindowSurface(window)` (`SDLRendererHost` does that itself).
    ///
    /// ```swift
    /// let renderer = SDL_CreateSoftwareRenderer(surface)!
    /// let canvas = SDLCanvas(renderer: renderer, fonts: try FontLibrary())
    /// canvas.drawDirectly(into: surface)
    /// ```
    public func drawDirectly(into surface: UnsafeMutablePointer<SDL_Surface>?) {
        guard let surface, isSoftwareRenderer, let format = surface.pointee.format,
            format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
                || format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
        else {
            directSurface = nil
            return
        }
        directSurface = surface
    }

    /// Destroys every texture the canvas made (caches, layers). Call before destroying the
    /// renderer; later draws recreate what they need.
    public func releaseTextures() {
        scratch.batch.removeAll()
        caches.removeAll()
        layerSurfaces.removeAll()
    }

    /// Stops using the renderer: releases textures and forgets it (draws become no-ops).
    func detach() {
        releaseTextures()
        renderer = nil
    }

    // MARK: Frames

    /// Starts a frame: resets the state stacks, targets the window/surface and clears it.
    public func beginFrame(clear color: Color) {
        beginFrameOverContents()
        guard let renderer else { return }
        let c = color.rgba8
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_RenderClear(renderer)
    }

    /// Starts a frame drawn over what the window/surface already shows (an embedding program's
    /// own drawing): `beginFrame(clear:)` without the clear.
    public func beginFrameOverContents() {
        counters.beginFrame()
        resetState()
        guard let renderer else { return }
        flushBatch()  // drawn after the last frame's end (an embedding program's own endFrame-less draws)
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        fitImageCachesToTarget()
    }

    /// Ends a frame: closes layers left open, trims caches. Does not present.
    public func endFrame() {
        while !state.layers.isEmpty { endLayer() }
        flushBatch()
        caches.endFrame(frameNumber)
        retainedLayers.evictIdle(frame: frameNumber)
    }

    /// The byte budget of the per-size image copies for small targets (`CanvasCaches`).
    static let minimumCopyBudget = CanvasCaches.minimumCopyBudget

    /// Fits the caches' budgets to the render target's size.
    func fitImageCachesToTarget() {
        guard let renderer else { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        caches.fit(targetWidth: Int(w), height: Int(h))
    }

    func resetState() {
        state.reset(base: Transform(scaleX: pixelScale, y: pixelScale))
    }

    // MARK: State

    /// The current local -> device-pixel transform.
    public var currentTransform: Transform { state.transform }
    /// The current opacity multiplier.
    public var currentAlpha: Double { state.alpha }
    /// The current clip in device pixels of the current target (nil = none).
    public var currentClip: Rect? { state.clip }

    public func pushTransform(_ t: Transform) { state.pushTransform(t) }
    public func popTransform() { state.popTransform() }
    public func pushAlpha(_ alpha: Double) { state.pushAlpha(alpha) }
    public func popAlpha() { state.popAlpha() }

    public func pushClip(_ rect: Rect) {
        state.pushClip(device: SDLCanvas.pixelAligned(SDLCanvas.bounds(of: rect, under: currentTransform)))
        applyClip()
    }

    public func popClip() {
        if state.popClip() { applyClip() }
    }

    /// The axis-aligned bounds of a transformed rect (Transform.apply(Rect) builds arrays; this
    /// runs every frame and must not allocate).
    static func bounds(of r: Rect, under t: Transform) -> Rect { t.boundingBox(of: r) }

    static func pixelAligned(_ r: Rect) -> Rect {
        let x0 = r.minX.rounded(), y0 = r.minY.rounded()
        let x1 = max(x0, r.maxX.rounded()), y1 = max(y0, r.maxY.rounded())
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func applyClip() {
        guard let renderer else { return }
        flushBatch()
        if let c = state.writeClip {
            // An empty clip (a view's clip outside the damaged rectangle) writes nothing; SDL
            // takes a 0×0 rectangle as such, whereas no rectangle would lift the clip.
            var r = SDL_Rect(
                x: Int32(clamping: Int(c.minX)), y: Int32(clamping: Int(c.minY)),
                w: Int32(clamping: Int(max(0, c.width))), h: Int32(clamping: Int(max(0, c.height))))
            SDL_RenderSetClipRect(renderer, &r)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    /// Device pixels per point of the current transform (geometric mean of the axis scales).
    var currentScale: Double {
        let s = abs(currentTransform.determinant).squareRoot()
        return s.isFinite && s > 0 ? s : 1
    }
}
