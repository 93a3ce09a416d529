extension SDLCanvas {
    /// Work counters. `stats` counts the current frame (reset by `beginFrame`); `totalStats`
    /// counts since the canvas was made. A steady-state frame has 0 text rasterisations and 0
    /// texture uploads.
    ///
    /// ```swift
    /// canvas.beginFrame(clear: .white)
    /// canvas.drawText("Hello", at: Point(x: 10, y: 10), font: .system(size: 17), color: .black)
    /// canvas.endFrame()
    /// print(canvas.stats.drawCalls, canvas.totalStats.textRasterizations)
    /// ```
    public struct Stats: Equatable, Sendable, CustomStringConvertible {
        /// Glyphs rasterised by FreeType into the glyph atlas (new glyphs, not new strings).
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

    /// Counters for the current frame (since the last `beginFrame`).
    public var stats: Stats { counters.frame }
    /// Counters since the canvas was made.
    public var totalStats: Stats { counters.total }
    /// Frames begun so far.
    public var frameNumber: Int { counters.frameNumber }
}

/// The canvas's counters: the current frame's, those since the canvas was made, and the frames
/// begun. Every count goes to both sets; `beginFrame` starts the frame's afresh.
struct CanvasCounters {
    private(set) var frame = SDLCanvas.Stats()
    private(set) var total = SDLCanvas.Stats()
    private(set) var frameNumber = 0

    mutating func beginFrame() {
        frameNumber += 1
        frame = SDLCanvas.Stats()
    }

    mutating func countDrawCall() {
        frame.drawCalls += 1
        total.drawCalls += 1
    }

    mutating func countTriangles(_ n: Int) {
        frame.triangles += n
        total.triangles += n
    }

    /// A texture made from pixels; `text`: a glyph rasterised for it.
    mutating func countUpload(text: Bool) {
        frame.textureUploads += 1
        total.textureUploads += 1
        if text {
            frame.textRasterizations += 1
            total.textRasterizations += 1
        }
    }

    mutating func countLayer() {
        frame.layers += 1
        total.layers += 1
    }

    mutating func countResampled(pixels: Int) {
        frame.resampledPixels += pixels
        total.resampledPixels += pixels
    }

    mutating func countLayerKept() {
        frame.layersKept += 1
        total.layersKept += 1
    }

    mutating func countLayerRestored() {
        frame.layersRestored += 1
        total.layersRestored += 1
    }
}
