import CSDL2

/// A reusable render-target texture (one per nesting depth), grown as needed.
final class LayerSurface {
    let target: OpaquePointer
    /// Straight-alpha copy for renderers that cannot blend premultiplied textures.
    var straight: OpaquePointer?
    let width: Int32
    let height: Int32

    init(target: OpaquePointer, width: Int32, height: Int32) {
        self.target = target
        self.width = width
        self.height = height
    }

    func destroy() {
        SDL_DestroyTexture(target)
        if let straight { SDL_DestroyTexture(straight) }
        straight = nil
    }
}

/// The render targets of `SDLCanvas`'s offscreen layers, one per nesting depth, reused while big
/// enough (grown in 64 px steps), and how they are composited: with the premultiplied blend
/// where the renderer has it (probed once, with the first target made), else read back and
/// un-premultiplied on the CPU into a straight-alpha copy (through one buffer kept for it).
///
/// ```swift
/// let pool = LayerSurfacePool()
/// let surface = pool.surface(depth: 0, width: 300, height: 200, renderer: renderer)   // 320 x 256
/// // … draw into surface!.target …
/// let straight = pool.readBackIfNeeded(surface!, width: 300, height: 200, renderer: renderer)
/// pool.removeAll()   // before the renderer is destroyed
/// ```
final class LayerSurfacePool {
    private var surfaces: [LayerSurface] = []
    /// nil until probed: whether the renderer can composite premultiplied layers itself.
    private var premultipliedBlendSupported: Bool?
    /// Scratch for un-premultiplying layers on renderers without custom blend modes.
    private var readbackBuffer: [UInt8] = []

    static let premultipliedBlend = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    /// The target texture for nesting `depth`, reused while big enough (grown in 64 px steps).
    /// Layers nest one at a time, so `depth` is at most the number of targets made.
    func surface(depth: Int, width: Int32, height: Int32, renderer: OpaquePointer?) -> LayerSurface? {
        if depth < surfaces.count, surfaces[depth].width >= width, surfaces[depth].height >= height {
            return surfaces[depth]
        }
        guard let renderer else { return nil }
        var w = (width + 63) / 64 * 64, h = (height + 63) / 64 * 64
        if depth < surfaces.count {
            w = max(w, surfaces[depth].width)
            h = max(h, surfaces[depth].height)
        }
        guard
            let target = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h)
        else { return nil }
        SDL_SetTextureScaleMode(target, SDL_ScaleModeLinear)
        if premultipliedBlendSupported == nil {
            premultipliedBlendSupported = SDL_SetTextureBlendMode(target, Self.premultipliedBlend) == 0
        }
        SDL_SetTextureBlendMode(
            target, premultipliedBlendSupported == true ? Self.premultipliedBlend : SDL_BLENDMODE_BLEND)
        let surface = LayerSurface(target: target, width: w, height: h)
        if depth < surfaces.count {
            surfaces[depth].destroy()
            surfaces[depth] = surface
        } else {
            surfaces.append(surface)  // depth == count: layers nest one at a time
        }
        return surface
    }

    /// On renderers without the premultiplied blend: reads the layer's `w` x `h` pixels (the
    /// layer is still the render target), divides colour by alpha and uploads them to a
    /// straight-alpha streaming texture. Returns nil when the renderer composites premultiplied
    /// itself.
    func readBackIfNeeded(_ surface: LayerSurface, width w: Int32, height h: Int32, renderer: OpaquePointer?)
        -> OpaquePointer?
    {
        guard premultipliedBlendSupported != true, let renderer else { return nil }
        let count = Int(w) * Int(h)
        if readbackBuffer.count < count * 4 { readbackBuffer = [UInt8](repeating: 0, count: count * 4) }
        if surface.straight == nil {
            surface.straight = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), surface.width, surface.height)
            if let s = surface.straight {
                SDL_SetTextureBlendMode(s, SDL_BLENDMODE_BLEND)
                SDL_SetTextureScaleMode(s, SDL_ScaleModeLinear)
            }
        }
        guard let straight = surface.straight else { return nil }
        var rect = SDL_Rect(x: 0, y: 0, w: w, h: h)
        readbackBuffer.withUnsafeMutableBytes { raw in
            guard SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, raw.baseAddress, w * 4) == 0
            else { return }
            Self.unpremultiply(raw.bindMemory(to: UInt32.self), count: count)
            _ = SDL_UpdateTexture(straight, &rect, raw.baseAddress, w * 4)
        }
        return straight
    }

    /// ARGB8888 premultiplied -> straight alpha, in place.
    static func unpremultiply(_ pixels: UnsafeMutableBufferPointer<UInt32>, count: Int) {
        for i in 0..<count {
            let p = pixels[i]
            let a = p >> 24
            if a == 255 { continue }
            if a == 0 { pixels[i] = 0; continue }
            let r = min(255, ((p >> 16) & 0xFF) * 255 / a)
            let g = min(255, ((p >> 8) & 0xFF) * 255 / a)
            let b = min(255, (p & 0xFF) * 255 / a)
            pixels[i] = (a << 24) | (r << 16) | (g << 8) | b
        }
    }

    /// Destroys every target (the renderer is going) and forgets the probe.
    func removeAll() {
        for surface in surfaces { surface.destroy() }
        surfaces.removeAll()
        premultipliedBlendSupported = nil
    }
}
