import CSDL2
import FlywheelUI

/// Icon-sized images packed into one shared texture (accelerated renderers), so icons drawn
/// one after another (a row of tab icons, a ring's icons between their untextured frames)
/// need no texture switch and join one `SDL_RenderGeometry` batch (`GeometryBatch`).
///
/// Images are placed on shelves, left to right, with a transparent texel between them (linear
/// filtering reads one texel beyond an edge). Nothing is removed one by one: when an image
/// does not fit, `place` returns nil (the caller draws it from a texture of its own) and the
/// atlas is marked full; `resetIfFull` then starts it afresh at a frame end, at most once every
/// `resetInterval` frames, so a working set bigger than the page falls back instead of
/// repacking every frame.
///
/// ```swift
/// let atlas = ImageAtlas()
/// if let spot = atlas.place(icon, asMask: true, renderer: renderer) {
///     // draw atlas.texture with texture coordinates spot.uv0 ... spot.uv1
/// }
/// ```
final class ImageAtlas {
    /// Where an image is: its texture coordinates (top-left, bottom-right).
    struct Spot {
        var uv0: (Double, Double)
        var uv1: (Double, Double)
    }

    static let side: Int32 = 1024
    /// Larger images keep textures of their own.
    static let maxImageSide = 256
    /// Frames between two resets of a full atlas.
    static let resetInterval = 600

    private(set) var texture: OpaquePointer?
    private var spots: [ImageTextureKey: Spot] = [:]
    private var cursorX: Int32 = 0, shelfY: Int32 = 0, shelfHeight: Int32 = 0
    private(set) var isFull = false
    private var framesSinceReset = 0
    /// Images uploaded since the atlas was made (the canvas counts them as texture uploads).
    private(set) var uploads = 0

    init() {
        spots.reserveCapacity(256)
    }

    deinit { removeAll() }

    /// The atlas texture, made (transparent) on first use.
    func texture(renderer: OpaquePointer) -> OpaquePointer? {
        if let texture { return texture }
        let side = ImageAtlas.side
        guard
            let made = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), side, side)
        else { return nil }
        SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear)
        texture = made
        clear()
        return made
    }

    /// Where `image` (as its white mask when `asMask`) is in the atlas, uploading it on first
    /// use; nil when it is too big or does not fit.
    func place(_ image: Image, asMask: Bool, renderer: OpaquePointer) -> Spot? {
        let key = ImageTextureKey(bitmapID: image.bitmapID, isTemplate: asMask)
        if let spot = spots[key] { return spot }
        let w = Int32(image.width), h = Int32(image.height)
        guard w > 0, h > 0, w <= ImageAtlas.maxImageSide, h <= ImageAtlas.maxImageSide,
            let texture = texture(renderer: renderer), let (x, y) = allocate(w, h)
        else {
            if image.width <= ImageAtlas.maxImageSide, image.height <= ImageAtlas.maxImageSide { isFull = true }
            return nil
        }
        var rect = SDL_Rect(x: x, y: y, w: w, h: h)
        if asMask {
            var mask = image.rgba
            for i in stride(from: 0, to: mask.count, by: 4) {
                mask[i] = 255; mask[i + 1] = 255; mask[i + 2] = 255
            }
            mask.withUnsafeBytes { _ = SDL_UpdateTexture(texture, &rect, $0.baseAddress, w * 4) }
        } else {
            image.rgba.withUnsafeBytes { _ = SDL_UpdateTexture(texture, &rect, $0.baseAddress, w * 4) }
        }
        uploads += 1
        let s = Double(ImageAtlas.side)
        let spot = Spot(
            uv0: (Double(x) / s, Double(y) / s), uv1: (Double(x + w) / s, Double(y + h) / s))
        spots[key] = spot
        return spot
    }

    /// A free w x h spot on the shelves (with the gap), or nil.
    private func allocate(_ w: Int32, _ h: Int32) -> (Int32, Int32)? {
        let side = ImageAtlas.side, gap: Int32 = 1
        if cursorX + w + gap > side {
            shelfY += shelfHeight
            cursorX = 0
            shelfHeight = 0
        }
        guard shelfY + h + gap <= side, cursorX + w + gap <= side else { return nil }
        let spot = (cursorX, shelfY)
        cursorX += w + gap
        shelfHeight = max(shelfHeight, h + gap)
        return spot
    }

    /// At a frame end: empties a full atlas (its images are placed again as they are drawn),
    /// unless it was emptied less than `resetInterval` frames ago. The caller must have drawn
    /// everything that refers to it.
    func resetIfFull() {
        framesSinceReset += 1
        guard isFull, framesSinceReset >= ImageAtlas.resetInterval, texture != nil else { return }
        clear()
    }

    /// Transparent texels everywhere; no image placed.
    private func clear() {
        guard let texture else { return }
        let side = ImageAtlas.side
        let zeros = [UInt8](repeating: 0, count: Int(side) * Int(side) * 4)
        zeros.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, side * 4) }
        spots.removeAll(keepingCapacity: true)
        cursorX = 0
        shelfY = 0
        shelfHeight = 0
        isFull = false
        framesSinceReset = 0
    }

    /// Destroys the texture (the renderer is going away); the next use makes it again.
    func removeAll() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        spots.removeAll()
        isFull = false
    }
}
