import CSDL2
import FlywheelUI

/// What `SDLCanvas` keeps between frames so a steady frame uploads and rasterises nothing, with
/// each cache's budget and the trimming done as a frame ends:
///
/// - `glyphAtlas`: glyphs rasterised once and packed into shared textures; trimmed when full.
/// - `imageAtlas`: icon-sized images in one texture (accelerated renderers); reset when full.
/// - `imageTextures`: one texture per bitmap, 512 of them and 256 MB at most; one not drawn for
///   a minute of frames goes (a picture shown once must not stay for the rest of a session).
/// - `resampledImageTextures` (software renderer) and `pixelImages` (CPU copies drawn rotated
///   or squashed): images at their on-screen size, keyed by size, so an animated scale makes a
///   copy per frame. Their byte budgets (one and two screenfuls of RGBA, `fit(targetWidth:height:)`),
///   not their entry counts, bound them, and they stay full at those budgets.
/// - the white texture flat colours are drawn with on the software renderer.
///
/// Images whose bitmaps were released leave every image cache at the next frame end.
///
/// ```swift
/// let caches = CanvasCaches()
/// caches.fit(targetWidth: 800, height: 600)   // budgets for an 800 x 600 target
/// caches.endFrame(frameNumber)                // trims what is over budget or unused
/// caches.removeAll()                          // before the renderer is destroyed
/// ```
final class CanvasCaches {
    let glyphAtlas = GlyphAtlas()
    let imageAtlas = ImageAtlas()
    let imageTextures = TextureCache<ImageTextureKey>(maxEntries: 512, maxBytes: 256 << 20, maxIdleFrames: 3600)
    let resampledImageTextures = TextureCache<ImageTextureKey>(
        maxEntries: 2048, maxBytes: CanvasCaches.minimumCopyBudget)
    let pixelImages = PixelImageCache(maxEntries: 2048, maxBytes: CanvasCaches.minimumCopyBudget * 2)
    /// The most pixels an image is resampled to: four times the render target's (an
    /// aspect-filled picture crossing the window's edges stays within it). A picture scaled past
    /// it (a pop spring's overshoot) is drawn from its bitmap, scaled and clipped by SDL, so its
    /// cost is bounded by the target's pixels, not by its size.
    private(set) var maximumResamplePixels = 4096 * 4096
    /// `BitmapLifetime.releasedCount` when the image caches were last cleared of released images.
    private var releasedBitmapsSeen = 0
    private var whiteTexture: OpaquePointer?

    /// The byte budget of `resampledImageTextures` for targets up to 1024 x 1024 pixels (4 MB:
    /// one screenful of RGBA); `pixelImages` gets twice that. The largest set of copies one frame
    /// of the harness's scenes draws is under 2.5 MB. They were bounded by entry count before
    /// (256 entries and 64 MB), so what they held rose and fell with the sizes cached, by up to
    /// 10 MB, and a long session's resident size crept up to each new high.
    static let minimumCopyBudget = 4 << 20

    /// Scales the budgets of the per-size copies to a render target of `w` x `h` pixels (a big
    /// window draws big copies): one screenful of RGBA for the textures, two for the CPU copies.
    func fit(targetWidth w: Int, height h: Int) {
        let screenful = max(Self.minimumCopyBudget, max(0, w) * max(0, h) * 4)
        maximumResamplePixels = max(1, 4 * max(0, w) * max(0, h))
        resampledImageTextures.maxBytes = screenful
        pixelImages.maxBytes = screenful * 2
    }

    /// A frame's end: released images go, the textures over budget or idle are evicted, the
    /// glyph atlas is trimmed and the image atlas reset when full.
    func endFrame(_ frame: Int) {
        removeReleasedImages()
        imageTextures.evictIfNeeded(currentFrame: frame)
        resampledImageTextures.evictIfNeeded(currentFrame: frame)
        glyphAtlas.trimIfNeeded()
        imageAtlas.resetIfFull()
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

    /// A 4x4 white texture on `renderer` (made on first use): what flat colours are drawn with
    /// on the software renderer.
    func whiteTexture(on renderer: OpaquePointer) -> OpaquePointer? {
        if let whiteTexture { return whiteTexture }
        guard
            let tex = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 4, 4)
        else { return nil }
        let white = [UInt32](repeating: 0xFFFF_FFFF, count: 16)
        white.withUnsafeBytes { _ = SDL_UpdateTexture(tex, nil, $0.baseAddress, 16) }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        whiteTexture = tex
        return tex
    }

    /// Destroys every texture and copy held (the renderer is going); later draws remake them.
    func removeAll() {
        imageAtlas.removeAll()
        imageTextures.removeAll()
        resampledImageTextures.removeAll()
        pixelImages.removeAll()
        glyphAtlas.removeGlyphs()
        if let whiteTexture { SDL_DestroyTexture(whiteTexture) }
        whiteTexture = nil
    }
}
