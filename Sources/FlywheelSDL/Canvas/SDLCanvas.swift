import CSDL2
import FlywheelCore
import FlywheelUI

// SDLCanvas: the `Canvas` of the SDL backend.
//
// Index of the canvas's files, by folder (Sources/FlywheelSDL/…)
//
// Canvas/ — the canvas itself and what it hands to SDL
//   SDLCanvas.swift               state (transform/alpha/clip stacks), frames, stats
//   SDLCanvas+Submission.swift    triangles to SDL: vertex colours, the flat texture, batching
//   SDLCanvas+Shapes.swift        rects, rounded rects, ellipses, wedges, polygons, lines
//   SDLCanvas+FadedCircle.swift   the disc under a conic fade (the ring's background)
//   SDLCanvas+Images.swift        image textures (cached per bitmap) and textured quads
//   SDLCanvas+Layers.swift        offscreen layers (rotated clipping containers)
//   SDLCanvas+RetainedLayers.swift  views' retained layers: pixels kept and copied back
//   SDLCanvas+Damage.swift        frames that redraw only the damaged rectangles
//   SDLCanvas+DrawnBox.swift      the box each view drew, for damage tracking
//   Tessellator.swift             outlines -> anti-aliased SDL_Vertex triangles
//   GeometryBatch.swift           triangles sharing a texture, one SDL_RenderGeometry call
//   ImageAtlas.swift              icon-sized images packed into one shared texture
//   TextureCache.swift            SDL textures by content key, evicted least-recently-used
//   SDLQuadWalk.swift             a triangle batch walked as SDL's software renderer walks it
//   SoftwareGeometryGuard.swift   splits triangles too large for SDL's software rasteriser
//
// Raster/ — pixels drawn by the canvas itself on a software target (no SDL)
//   SpanRasterizer.swift          shapes: exact-area anti-aliased span fill
//   FadedDiscFill.swift           the disc under a conic fade, blended per pixel
//   PixelImage.swift              rotated or squashed images, sampled bilinearly per pixel
//   ImageResampler.swift          image copies at on-screen size (area average / bilinear)
//   FixedPointBlend.swift         source-over in 8-bit fixed point, two channels per multiply
//   FixedPointLaneBlend.swift     the same blend four pixels at a time, a channel per 16-bit lane
//   TargetTouch.swift             reads the target's cache lines ahead of a blend
//   DirectMappedCache.swift       one-slot-per-key cache in front of a dictionary
//
// Text/ — shaping, fallback, the glyph atlas and text drawing
//   SDLCanvas+Text.swift          text: glyph quads from the atlas, measurement
//   SDLCanvas+DirectText.swift    text blended straight into a software target
//   SDLCanvas+TextCheck.swift     pseudo-locale and the text check (localisation QA)
//   GlyphAtlas.swift              the text store: faces, shaped lines, glyphs by (face, id)
//   FaceTable.swift               faces by id: the chosen fonts' (with their line boxes)
//   FallbackFaces.swift           the face that draws a character the chosen face lacks
//   FontFallback.swift            which installed font file has a character (remembered)
//   GlyphPages.swift              glyph textures and the shelf packing of bitmaps into them
//   GlyphBitmap.swift             one glyph rasterised by FreeType, in its line-high box
//   TextLineBlend.swift           one line's glyph coverage blended into the target
//   GlyphColumns.swift            which glyph column a device pixel reads (1:1 or resized)
//   TextShaper.swift              string -> ShapedLine (order, shape, fall back)
//   TextShaper+Bidi.swift         embedding levels (FriBidi)
//   TextShaper+Fonts.swift        which face draws each character; scripts
//   ExplicitBidiBound.swift       explicit embeddings made well formed before FriBidi
//   ShapedLine.swift              one shaped line: glyph ids in visual order
//   ShapedLineCache.swift         shaped lines by (face, string)
//   ShapingFace.swift             one face: its FreeType face and HarfBuzz font
//
// Text/CBoundary/ — the only Swift that calls the C text libraries (module CText)
//   FreeTypeFace.swift            FreeType: faces, sizes, line boxes, glyph ids, rendered glyphs
//   HarfBuzzShaping.swift         HarfBuzz: fonts over FreeType faces, the shaping buffer, scripts
//   FriBidiLevels.swift           FriBidi: bidi types and embedding levels
//   Fontconfig.swift              fontconfig: which installed font has a character

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
    /// Work counters. `stats` counts the current frame (reset by `beginFrame`); `totalStats`
    /// counts since the canvas was made. A steady-state frame has 0 text rasterisations and 0
    /// texture uploads.
    public struct Stats: Equatable, Sendable, CustomStringConvertible {
        /// Glyphs rasterised by SDL_ttf into the glyph atlas (new glyphs, not new strings).
        public var textRasterizations = 0
        /// Textures created from pixels: images, text, layer read-backs on the software renderer.
        public var textureUploads = 0
        /// Draw calls: `SDL_RenderGeometry` and `SDL_RenderFillRect` calls, and shapes, images
        /// and texts the canvas blended into the target itself. On accelerated renderers shapes
        /// that share a texture go in one call.
        public var drawCalls = 0
        /// Triangles submitted.
        public var triangles = 0
        /// Offscreen layers composited.
        public var layers = 0
        /// Pixels of image copies resampled to an on-screen size (software renderer). Never more
        /// a copy than four times the render target's pixels (`maximumResamplePixels`), whatever
        /// size a view is scaled to.
        public var resampledPixels = 0
        /// Retained layers kept (their pixels copied from the target) and copied back instead
        /// of drawn (`View.retainsLayer`).
        public var layersKept = 0
        public var layersRestored = 0

        public init() {}

        public var description: String {
            "drawCalls \(drawCalls), triangles \(triangles), textRasterizations \(textRasterizations), "
                + "textureUploads \(textureUploads), layers \(layers)"
        }
    }

    /// The renderer drawn into (nil once its owner has detached the canvas before destroying it).
    public private(set) var renderer: OpaquePointer?
    public let fonts: FontLibrary
    /// Device pixels per point; takes effect at the next `beginFrame`.
    public var pixelScale: Double
    /// Counters for the current frame (since the last `beginFrame`).
    @exclusivity(unchecked) public internal(set) var stats = Stats()
    /// Counters since the canvas was made.
    @exclusivity(unchecked) public internal(set) var totalStats = Stats()
    /// Frames begun so far.
    public private(set) var frameNumber = 0
    /// True when the renderer is SDL's software renderer (vertices snap to whole pixels).
    public private(set) var isSoftwareRenderer = false

    // State stacks: the last element is current. Each starts with one base entry.
    //
    // The state every drawing call reads or grows (these stacks, the counters, the path and
    // rasteriser scratch, the target) is `@exclusivity(unchecked)`: a canvas is drawn from one
    // thread, and the run-time exclusivity checks (`swift_beginAccess`, a thread-local access
    // set) were 9.4 % of a picker frame's instructions, most of them on this state (callgrind,
    // docs/benchmarks.md). The compiler still checks what it can see statically.
    @exclusivity(unchecked) var transforms: [Transform] = []
    @exclusivity(unchecked) var alphas: [Double] = []
    /// Device-pixel clip rects with integer edges; nil = no clip.
    @exclusivity(unchecked) var clips: [Rect?] = []
    @exclusivity(unchecked) var layers: [LayerRecord] = []
    /// The device-pixel box of what was drawn since the last `takeDrawnBox()` (damage tracking).
    @exclusivity(unchecked) var drawnBox: Rect?
    /// The damaged rectangle a frame is being redrawn in (device pixels; `beginDamageClip`).
    /// Kept apart from `clips`: it limits which pixels are written, never how a shape is
    /// rasterised, so a pixel comes out the same whether or not the frame is partial.
    @exclusivity(unchecked) var damageClip: Rect?

    @exclusivity(unchecked) var tess = Tessellator()
    /// Triangles waiting to be drawn with one texture (accelerated renderers; see `submit`).
    @exclusivity(unchecked) var batch = GeometryBatch()
    /// Splits triangles too large for SDL's software rasteriser (see `submit`).
    @exclusivity(unchecked) var geometryGuard = SoftwareGeometryGuard()
    /// Shapes drawn straight into `directSurface` (software renderer, no layer open).
    @exclusivity(unchecked) var span = SpanRasterizer()
    /// Scratch for `FadedDiscFill`'s per-row fade values (grown once, reused every frame).
    @exclusivity(unchecked) var fadedDiscAnchors: [Float] = []
    /// The surface the software renderer draws into, when known (see `drawDirectly(into:)`).
    @exclusivity(unchecked) var directSurface: UnsafeMutablePointer<SDL_Surface>?
    /// Whether shapes are filled by the canvas' own span rasteriser when the target surface is
    /// known (true; false draws them as SDL triangles, for comparison).
    public var drawsShapesDirectly = true
    /// Whether rotated images are drawn by the canvas (bilinear, from a box-filtered copy at
    /// their on-screen size) when the target surface is known (true; false leaves them to SDL,
    /// which samples the nearest texel).
    public var drawsImagesDirectly = true
    /// Whether unrotated text is blended by the canvas from the glyphs' coverage when the target
    /// surface is known (true; false draws glyph quads with SDL).
    public var drawsTextDirectly = true
    /// Localisation QA: hears of every line drawn (missing glyphs, truncation, clipping); nil
    /// (the default) checks nothing. See `SDLCanvas+TextCheck.swift`.
    public var textCheck: TextCheck?
    /// Every string measured and drawn passes through this pseudo-locale first (nil: none).
    public var pseudoLocale: PseudoLocale? { didSet { if pseudoLocale != oldValue { pseudoLocalized.removeAll() } } }
    /// Open `beginVerbatimText` calls: while above 0 the pseudo-locale is not applied.
    var verbatimDepth = 0
    /// `pseudoLocale`'s results, by the string given (emptied when it fills).
    var pseudoLocalized: [String: String] = [:]
    /// Images on the CPU at their on-screen size, for `drawsImagesDirectly`. Keyed by size, so an
    /// animated scale makes a copy per frame: the byte budget (`fitImageCachesToTarget`), not
    /// the entry count, is what bounds it, and it stays full at that budget.
    let pixelImages = PixelImageCache(maxEntries: 2048, maxBytes: SDLCanvas.minimumCopyBudget * 2)
    var whiteTexture: OpaquePointer?
    /// One texture per bitmap; one not drawn for a minute of frames goes (a picture shown once
    /// must not stay for the rest of a session).
    let imageTextures = TextureCache<ImageTextureKey>(maxEntries: 512, maxBytes: 256 << 20, maxIdleFrames: 3600)
    /// Images resampled to their on-screen size (software renderer only; see ImageResampler).
    /// Keyed by size like `pixelImages`, and bounded the same way.
    let resampledImageTextures = TextureCache<ImageTextureKey>(
        maxEntries: 2048, maxBytes: SDLCanvas.minimumCopyBudget)
    /// The most pixels an image is resampled to: four times the render target's (an
    /// aspect-filled picture crossing the window's edges stays within it). A picture scaled past
    /// it (a pop spring's overshoot) is drawn from its bitmap, scaled and clipped by SDL, so its
    /// cost is bounded by the target's pixels, not by its size.
    var maximumResamplePixels = 4096 * 4096
    /// `BitmapLifetime.releasedCount` when the image caches were last cleared of released images.
    private var releasedBitmapsSeen = 0
    /// Text: glyphs rasterised once and packed into shared textures.
    let glyphAtlas = GlyphAtlas()
    /// Accelerated renderers: icon-sized images in one texture.
    let imageAtlas = ImageAtlas()
    var layerPool: [LayerSurface] = []
    /// Retained layers' pixels by view (`SDLCanvas+RetainedLayers.swift`).
    var retainedLayers: [ObjectIdentifier: RetainedPixels] = [:]
    /// Scratch for un-premultiplying layers on renderers without custom blend modes.
    var readbackBuffer: [UInt8] = []
    /// nil until probed: whether the renderer can composite premultiplied layers itself.
    var premultipliedBlendSupported: Bool?

    public init(renderer: OpaquePointer, fonts: FontLibrary, pixelScale: Double = 1) {
        self.fonts = fonts
        self.pixelScale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
        transforms.reserveCapacity(64)
        alphas.reserveCapacity(64)
        clips.reserveCapacity(64)
        layers.reserveCapacity(8)
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
        tess.snapsToPixels = isSoftwareRenderer
        directSurface = nil
        glyphAtlas.newTexturesAreZeroed = isSoftwareRenderer
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
        batch.removeAll()
        imageAtlas.removeAll()
        imageTextures.removeAll()
        resampledImageTextures.removeAll()
        pixelImages.removeAll()
        glyphAtlas.removeGlyphs()
        for layer in layerPool { layer.destroy() }
        layerPool.removeAll()
        if let whiteTexture { SDL_DestroyTexture(whiteTexture) }
        whiteTexture = nil
        premultipliedBlendSupported = nil
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
        frameNumber += 1
        stats = Stats()
        resetState()
        guard let renderer else { return }
        flushBatch()  // drawn after the last frame's end (an embedding program's own endFrame-less draws)
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        fitImageCachesToTarget()
    }

    /// Ends a frame: closes layers left open, trims caches. Does not present.
    public func endFrame() {
        while !layers.isEmpty { endLayer() }
        flushBatch()
        removeReleasedImages()
        imageTextures.evictIfNeeded(currentFrame: frameNumber)
        resampledImageTextures.evictIfNeeded(currentFrame: frameNumber)
        glyphAtlas.trimIfNeeded()
        imageAtlas.resetIfFull()
        evictIdleRetainedLayers()
    }

    /// Drops the textures and copies of images released since the last look: their bitmaps can
    /// never be drawn again, and a program that keeps making new pictures (a filtered photo per
    /// slider move) would otherwise fill the caches up to their budgets (hundreds of MB) with them.
    func removeReleasedImages() {
        let released = BitmapLifetime.releasedCount
        guard released != releasedBitmapsSeen else { return }
        releasedBitmapsSeen = released
        imageTextures.removeOrphans()
        resampledImageTextures.removeOrphans()
        pixelImages.removeOrphans()
    }

    /// The byte budget of `resampledImageTextures` for targets up to 1024 x 1024 pixels (4 MB:
    /// one screenful of RGBA); `pixelImages` gets twice that. The largest set of copies one frame
    /// of the harness's scenes draws is under 2.5 MB. They were bounded by entry count before
    /// (256 entries and 64 MB), so what they held rose and fell with the sizes cached, by up to
    /// 10 MB, and a long session's resident size crept up to each new high.
    static let minimumCopyBudget = 4 << 20

    /// Scales the budgets of the per-size copies to the render target (a big window draws big
    /// copies): one screenful of RGBA for the textures, two for the CPU copies.
    func fitImageCachesToTarget() {
        guard let renderer else { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let screenful = max(SDLCanvas.minimumCopyBudget, Int(max(0, w)) * Int(max(0, h)) * 4)
        maximumResamplePixels = max(1, 4 * Int(max(0, w)) * Int(max(0, h)))
        resampledImageTextures.maxBytes = screenful
        pixelImages.maxBytes = screenful * 2
    }

    func resetState() {
        transforms.removeAll(keepingCapacity: true)
        transforms.append(Transform(scaleX: pixelScale, y: pixelScale))
        alphas.removeAll(keepingCapacity: true)
        alphas.append(1)
        clips.removeAll(keepingCapacity: true)
        clips.append(nil)
        damageClip = nil
        layers.removeAll(keepingCapacity: true)
    }

    // MARK: State

    /// The current local -> device-pixel transform.
    public var currentTransform: Transform { transforms[transforms.count - 1] }
    /// The current opacity multiplier.
    public var currentAlpha: Double { alphas[alphas.count - 1] }
    /// The current clip in device pixels of the current target (nil = none).
    public var currentClip: Rect? { clips[clips.count - 1] }
    /// True when the clip is empty: nothing can be drawn.
    var isClippedOut: Bool { clips[clips.count - 1]?.isEmpty ?? false }

    public func pushTransform(_ t: Transform) {
        transforms.append(t.concatenating(currentTransform))
    }

    public func popTransform() {
        if transforms.count > (layers.last?.transformDepth ?? 0) + 1 { transforms.removeLast() }
    }

    public func pushAlpha(_ alpha: Double) {
        let a = alpha.isFinite ? min(1, max(0, alpha)) : 1
        alphas.append(currentAlpha * a)
    }

    public func popAlpha() {
        if alphas.count > (layers.last?.alphaDepth ?? 0) + 1 { alphas.removeLast() }
    }

    public func pushClip(_ rect: Rect) {
        let device = SDLCanvas.pixelAligned(SDLCanvas.bounds(of: rect, under: currentTransform))
        let clip: Rect
        if let outer = currentClip {
            clip = device.intersection(outer) ?? Rect(x: device.minX, y: device.minY, width: 0, height: 0)
        } else {
            clip = device
        }
        clips.append(clip)
        applyClip()
    }

    public func popClip() {
        // Never pop entries that belong to an enclosing layer (unbalanced calls are ignored).
        guard clips.count > (layers.last?.clipDepth ?? 0) + 1 else { return }
        clips.removeLast()
        applyClip()
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
        if let c = writeClip {
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

    func countUpload(text: Bool) {
        stats.textureUploads += 1
        totalStats.textureUploads += 1
        if text {
            stats.textRasterizations += 1
            totalStats.textRasterizations += 1
        }
    }

    /// Device pixels per point of the current transform (geometric mean of the axis scales).
    var currentScale: Double {
        let s = abs(currentTransform.determinant).squareRoot()
        return s.isFinite && s > 0 ? s : 1
    }
}
