import CSDL2
import FlywheelCore
import FlywheelUI

// Retained layers (`View.retainsLayer`): the target's pixels inside a view's box, kept after its
// content is drawn and copied back on later frames instead of drawing it. Only where the canvas
// writes the target's pixels itself (a known surface, no offscreen layer open); elsewhere
// `retainLayer` keeps nothing and the view draws.

/// One kept layer: a copy of the device pixels `x0..<x1` × `y0..<y1` of `surface`. A class, so
/// that noting its use changes no dictionary entry (which allocated, every frame).
final class RetainedPixels {
    var pixels: [UInt32] = []
    var x0 = 0, y0 = 0, x1 = 0, y1 = 0
    var surface: UnsafeMutablePointer<SDL_Surface>?
    var pixelScale = 1.0
    /// The canvas's frame number when the layer was last kept or copied back.
    var lastUsed = 0

    /// Whether the device rectangle `r` lies inside the kept pixels.
    func contains(_ r: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Bool {
        r.x0 >= x0 && r.y0 >= y0 && r.x1 <= x1 && r.y1 <= y1
    }
}

/// Views' retained layers by view: each view's kept pixels, made on first use and reused (their
/// buffer grown, never shrunk), dropped once no view has used them for `idleFrames` frames.
final class RetainedLayerStore {
    private var layers: [ObjectIdentifier: RetainedPixels] = [:]

    /// Frames a kept layer may go unused before it is dropped (its view has gone, or stopped
    /// keeping one).
    static let idleFrames = 600

    /// The pixels kept under `key` (an empty entry made on first use).
    func entry(for key: ObjectIdentifier) -> RetainedPixels {
        if let old = layers[key] { return old }
        let made = RetainedPixels()
        layers[key] = made
        return made
    }

    /// The pixels kept under `key`, if they were taken from `surface` at `pixelScale`.
    func kept(_ key: ObjectIdentifier, on surface: UnsafeMutablePointer<SDL_Surface>, pixelScale: Double)
        -> RetainedPixels?
    {
        guard let kept = layers[key], kept.surface == surface, kept.pixelScale == pixelScale else { return nil }
        return kept
    }

    /// Drops layers no view has used for `idleFrames` frames (looked at every 64th `frame`).
    func evictIdle(frame: Int) {
        guard frame % 64 == 0, !layers.isEmpty else { return }
        let limit = frame - Self.idleFrames
        for (key, kept) in layers where kept.lastUsed < limit { layers[key] = nil }
    }
}

extension SDLCanvas {
    public func retainLayer(_ key: ObjectIdentifier, box: Rect) -> Bool {
        guard let (surface, target, pitch) = layerTarget() else { return false }
        let want = clipped(box, to: state.clip, surface)
        let have = clipped(box, to: state.writeClip, surface)
        guard have == want else { return false }
        let width = max(0, want.x1 - want.x0), height = max(0, want.y1 - want.y0)
        flushForDirectAccess()
        let kept = retainedLayers.entry(for: key)
        if kept.pixels.count < width * height {
            kept.pixels = [UInt32](repeating: 0, count: width * height)
        }
        kept.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<height {
                (base + row * width).update(from: target + (want.y0 + row) * pitch + want.x0, count: width)
            }
        }
        (kept.x0, kept.y0, kept.x1, kept.y1) = (want.x0, want.y0, want.x0 + width, want.y0 + height)
        kept.surface = surface
        kept.pixelScale = pixelScale
        kept.lastUsed = frameNumber
        counters.countLayerKept()
        return true
    }

    public func restoreLayer(_ key: ObjectIdentifier, box: Rect) -> Bool {
        guard let (surface, target, pitch) = layerTarget(), let kept = kept(key, on: surface) else { return false }
        let r = clipped(box, to: state.writeClip, surface)
        guard r.x1 > r.x0, r.y1 > r.y0 else { return true }  // nothing of it to write here
        guard kept.contains(r) else { return false }
        flushForDirectAccess()
        let width = kept.x1 - kept.x0
        kept.pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in r.y0..<r.y1 {
                (target + y * pitch + r.x0).update(
                    from: base + (y - kept.y0) * width + (r.x0 - kept.x0), count: r.x1 - r.x0)
            }
        }
        kept.lastUsed = frameNumber
        counters.countLayerRestored()
        return true
    }

    public func retainedLayerCovers(_ key: ObjectIdentifier, rect: Rect) -> Bool {
        guard let (surface, _, _) = layerTarget(), let kept = kept(key, on: surface) else { return false }
        let r = clipped(rect, to: nil, surface)
        return r.x1 > r.x0 && kept.contains(r)
    }

    /// The pixels kept under `key`, if they were taken from `surface` at the current pixel scale.
    private func kept(_ key: ObjectIdentifier, on surface: UnsafeMutablePointer<SDL_Surface>) -> RetainedPixels? {
        retainedLayers.kept(key, on: surface, pixelScale: pixelScale)
    }

    /// The surface, its pixels and its pitch (pixels) when the canvas writes the frame's own
    /// target (no offscreen layer open).
    private func layerTarget() -> (UnsafeMutablePointer<SDL_Surface>, UnsafeMutablePointer<UInt32>, Int)? {
        guard let surface = directSurface, state.layers.isEmpty, renderer != nil, let pixels = surface.pointee.pixels
        else { return nil }
        return (surface, pixels.assumingMemoryBound(to: UInt32.self), Int(surface.pointee.pitch) / 4)
    }

    /// `box` (window points) snapped outwards to whole device pixels, within `clip` and the surface.
    private func clipped(_ box: Rect, to clip: Rect?, _ surface: UnsafeMutablePointer<SDL_Surface>) -> (
        x0: Int, y0: Int, x1: Int, y1: Int
    ) {
        let c = SDLCanvas.pixelClip(clip, surface)
        let s = pixelScale
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return (0, 0, 0, 0) }
        // Far outside any surface is as good as the surface's edge (and keeps Int(_:) in range).
        func pixel(_ v: Double) -> Int { Int(min(1e9, max(-1e9, v))) }
        let x0 = max(c.x0, pixel((box.minX * s).rounded(.down)))
        let y0 = max(c.y0, pixel((box.minY * s).rounded(.down)))
        let x1 = min(c.x1, pixel((box.maxX * s).rounded(.up)))
        let y1 = min(c.y1, pixel((box.maxY * s).rounded(.up)))
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : (0, 0, 0, 0)
    }

    /// Everything queued (the pending batch, SDL's own queue) reaches the surface first.
    private func flushForDirectAccess() {
        flushBatch()
        if let renderer { SDL_RenderFlush(renderer) }
    }
}
