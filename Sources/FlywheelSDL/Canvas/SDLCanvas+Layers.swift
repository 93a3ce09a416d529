import CSDL2
import FlywheelCore
import FlywheelUI

// Layers: a rotated clipping container draws its subtree into a target texture in its own
// (unrotated) space, clipped to its bounds by the texture's edges, then the texture is drawn
// rotated. Drawing with SDL_BLENDMODE_BLEND onto a transparent texture leaves premultiplied
// colours, so compositing needs the premultiplied blend (ONE, ONE_MINUS_SRC_ALPHA). Renderers
// without custom blend modes (SDL's software renderer) get the layer read back and
// un-premultiplied on the CPU instead (`LayerSurfacePool`).

/// One open layer: where it goes when it ends and the stack depths to restore.
struct LayerRecord {
    /// nil when the layer is skipped (empty, clipped out or transparent): its content is dropped.
    var surface: LayerSurface?
    var bounds: Rect
    /// Local -> device of the enclosing target, as it was at `beginLayer`.
    var transform: Transform
    var alpha: Double
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    /// The stack depths the layer started at (set by `DrawState.openLayer`).
    var transformDepth = 0
    var alphaDepth = 0
    var clipDepth = 0
}

extension SDLCanvas {
    public func beginLayer(bounds: Rect) {
        noteDrawn(bounds)  // what the layer composites stays inside it
        flushBatch()  // what is pending belongs to the enclosing target
        let t = currentTransform
        var record = LayerRecord(surface: nil, bounds: bounds, transform: t, alpha: currentAlpha)
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        var pw = SDLCanvas.pixels(bounds.width * sx), ph = SDLCanvas.pixels(bounds.height * sy)
        if isSoftwareRenderer, max(pw, ph) > SDLCanvas.softwareLayerLimit {
            // SDL 2.26's software renderer crashes drawing a rotated quad from a texture much
            // over 1024 px; such layers are rendered at reduced resolution instead.
            let k = Double(SDLCanvas.softwareLayerLimit) / Double(max(pw, ph))
            pw = max(1, Int32((Double(pw) * k).rounded(.down)))
            ph = max(1, Int32((Double(ph) * k).rounded(.down)))
        }
        let enclosingIsLive = state.layers.last.map { $0.surface != nil } ?? true
        if let renderer, enclosingIsLive, !bounds.isEmpty, !state.isClippedOut, currentAlpha > 0, pw > 0, ph > 0,
            let surface = layerSurfaces.surface(depth: state.layers.count, width: pw, height: ph, renderer: renderer)
        {
            record.surface = surface
            record.pixelWidth = pw
            record.pixelHeight = ph
            SDL_SetRenderTarget(renderer, surface.target)
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
            SDL_RenderClear(renderer)
        }
        if record.surface != nil {
            state.openLayer(
                record,
                transform: Transform(translationX: -bounds.minX, y: -bounds.minY)
                    .concatenating(Transform(scaleX: Double(pw) / bounds.width, y: Double(ph) / bounds.height)),
                clip: Rect(x: 0, y: 0, width: Double(pw), height: Double(ph)))
        } else {
            // Skipped: drawn under the enclosing transform into an empty clip (nothing shows).
            state.openLayer(record, transform: t, clip: Rect(x: 0, y: 0, width: 0, height: 0))
        }
        applyClip()
    }

    public func endLayer() {
        guard let record = state.closeLayer() else { return }
        flushBatch()  // into the layer, before it is read back or composited
        let straight = record.surface.flatMap {
            layerSurfaces.readBackIfNeeded($0, width: record.pixelWidth, height: record.pixelHeight, renderer: renderer)
        }
        guard let renderer, let surface = record.surface else { return }
        SDL_SetRenderTarget(renderer, state.layers.last?.surface?.target)
        applyClip()
        counters.countLayer()
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
}
