import CSDL2
import FlywheelCore
import FlywheelUI

// Layers: a rotated clipping container draws its subtree into a target texture in its own
// (unrotated) space, clipped to its bounds by the texture's edges, then the texture is drawn
// rotated. Drawing with SDL_BLENDMODE_BLEND onto a transparent texture leaves premultiplied
// colours, so compositing needs the premultiplied blend (ONE, ONE_MINUS_SRC_ALPHA). Renderers
// without custom blend modes (SDL's software renderer) get the layer read back and
// un-premultiplied on the CPU instead.

/// One open layer: where it goes when it ends and the stack depths to restore.
struct LayerRecord {
    /// nil when the layer is skipped (empty, clipped out or transparent): its content is dropped.
    var surface: LayerSurface?
    var bounds: Rect
    /// Local -> device of the enclosing target, as it was at `beginLayer`.
    var transform: Transform
    var alpha: Double
    var pixelWidth: Int32
    var pixelHeight: Int32
    var transformDepth: Int
    var alphaDepth: Int
    var clipDepth: Int
}

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

extension SDLCanvas {
    public func beginLayer(bounds: Rect) {
        noteDrawn(bounds)  // what the layer composites stays inside it
        flushBatch()  // what is pending belongs to the enclosing target
        let t = currentTransform
        var record = LayerRecord(
            surface: nil, bounds: bounds, transform: t, alpha: currentAlpha,
            pixelWidth: 0, pixelHeight: 0, transformDepth: transforms.count,
            alphaDepth: alphas.count, clipDepth: clips.count)
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        var pw = SDLCanvas.pixels(bounds.width * sx), ph = SDLCanvas.pixels(bounds.height * sy)
        if isSoftwareRenderer, max(pw, ph) > SDLCanvas.softwareLayerLimit {
            // SDL 2.26's software renderer crashes drawing a rotated quad from a texture much
            // over 1024 px; such layers are rendered at reduced resolution instead.
            let k = Double(SDLCanvas.softwareLayerLimit) / Double(max(pw, ph))
            pw = max(1, Int32((Double(pw) * k).rounded(.down)))
            ph = max(1, Int32((Double(ph) * k).rounded(.down)))
        }
        let enclosingIsLive = layers.last.map { $0.surface != nil } ?? true
        if let renderer, enclosingIsLive, !bounds.isEmpty, !isClippedOut, currentAlpha > 0, pw > 0, ph > 0,
            let surface = layerSurface(depth: layers.count, width: pw, height: ph)
        {
            record.surface = surface
            record.pixelWidth = pw
            record.pixelHeight = ph
            SDL_SetRenderTarget(renderer, surface.target)
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
            SDL_RenderClear(renderer)
        }
        layers.append(record)
        if record.surface != nil {
            transforms.append(
                Transform(translationX: -bounds.minX, y: -bounds.minY)
                    .concatenating(Transform(scaleX: Double(pw) / bounds.width, y: Double(ph) / bounds.height)))
            clips.append(Rect(x: 0, y: 0, width: Double(pw), height: Double(ph)))
        } else {
            transforms.append(t)
            clips.append(Rect(x: 0, y: 0, width: 0, height: 0))
        }
        alphas.append(1)
        applyClip()
    }

    public func endLayer() {
        guard let record = layers.popLast() else { return }
        flushBatch()  // into the layer, before it is read back or composited
        let straight = record.surface.flatMap { readBackIfNeeded($0, record) }
        transforms.removeLast(transforms.count - record.transformDepth)
        alphas.removeLast(alphas.count - record.alphaDepth)
        clips.removeLast(clips.count - record.clipDepth)
        guard let renderer, let surface = record.surface else { return }
        SDL_SetRenderTarget(renderer, layers.last?.surface?.target)
        applyClip()
        stats.layers += 1
        totalStats.layers += 1
        let a = SDLCanvas.byte(record.alpha)
        let uvMax = (
            Double(record.pixelWidth) / Double(surface.width), Double(record.pixelHeight) / Double(surface.height)
        )
        if let straight {
            drawTexturedQuad(
                straight, rect: record.bounds, transform: record.transform, uvMax: uvMax,
                color: SDL_Color(r: 255, g: 255, b: 255, a: a))
        } else {
            drawTexturedQuad(
                surface.target, rect: record.bounds, transform: record.transform, uvMax: uvMax,
                color: SDL_Color(r: a, g: a, b: a, a: a), premultiplied: true)
        }
    }

    /// The largest layer side the software renderer draws at full resolution.
    static let softwareLayerLimit: Int32 = 1024

    static func pixels(_ v: Double) -> Int32 {
        guard v.isFinite, v > 0 else { return 0 }
        return Int32(min(8192, v.rounded(.up)))
    }

    /// The target texture for nesting `depth`, reused while big enough (grown in 64 px steps).
    func layerSurface(depth: Int, width: Int32, height: Int32) -> LayerSurface? {
        if depth < layerPool.count, layerPool[depth].width >= width, layerPool[depth].height >= height {
            return layerPool[depth]
        }
        guard let renderer else { return nil }
        var w = (width + 63) / 64 * 64, h = (height + 63) / 64 * 64
        if depth < layerPool.count {
            w = max(w, layerPool[depth].width)
            h = max(h, layerPool[depth].height)
        }
        guard
            let target = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h)
        else { return nil }
        SDL_SetTextureScaleMode(target, SDL_ScaleModeLinear)
        if premultipliedBlendSupported == nil {
            premultipliedBlendSupported = SDL_SetTextureBlendMode(target, SDLCanvas.premultipliedBlend) == 0
        }
        SDL_SetTextureBlendMode(
            target, premultipliedBlendSupported == true ? SDLCanvas.premultipliedBlend : SDL_BLENDMODE_BLEND)
        let surface = LayerSurface(target: target, width: w, height: h)
        if depth < layerPool.count {
            layerPool[depth].destroy()
            layerPool[depth] = surface
        } else {
            layerPool.append(surface)  // depth == count: layers nest one at a time
        }
        return surface
    }

    static let premultipliedBlend = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    /// On renderers without the premultiplied blend: reads the layer's pixels (the layer is
    /// still the render target), divides colour by alpha and uploads them to a straight-alpha
    /// streaming texture. Returns nil when the renderer composites premultiplied itself.
    func readBackIfNeeded(_ surface: LayerSurface, _ record: LayerRecord) -> OpaquePointer? {
        guard premultipliedBlendSupported != true, let renderer else { return nil }
        let w = record.pixelWidth, h = record.pixelHeight
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
            SDLCanvas.unpremultiply(raw.bindMemory(to: UInt32.self), count: count)
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
}
