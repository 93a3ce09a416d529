import CSDL2
import FlywheelCore
import FlywheelUI

extension SDLCanvas {
    /// Starts a frame that redraws only `rects` (points of the current frame's pixel scale):
    /// `beginFrameOverContents`, then each rectangle set to `color` (replaced, not blended, as
    /// `beginFrame(clear:)` does for the whole target). What lies outside keeps the last frame.
    /// With a known target surface the canvas sets the pixels itself (`fill`).
    public func beginFrame(clear color: Color, only rects: [Rect]) {
        beginFrameOverContents()
        guard let renderer else { return }
        let c = color.rgba8
        if let surface = directSurface, let format = surface.pointee.format, let pixels = surface.pointee.pixels {
            SDL_RenderFlush(renderer)  // whatever SDL still has queued goes first
            let value = SDL_MapRGBA(format, c.r, c.g, c.b, c.a)
            let target = pixels.assumingMemoryBound(to: UInt32.self)
            let (pitch, width, height) = (
                Int(surface.pointee.pitch) / 4, Int(surface.pointee.w), Int(surface.pointee.h)
            )
            for r in rects {
                Self.fill(
                    SDLCanvas.deviceRect(r, pixelScale: pixelScale), in: target, pitch: pitch,
                    width: width, height: height, with: value)
            }
            return
        }
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        for r in rects {
            var rect = SDLCanvas.deviceRect(r, pixelScale: pixelScale)
            SDL_RenderFillRect(renderer, &rect)
        }
    }

    /// Sets every pixel of `rect` (clipped to the target) to `value`, row by row with ordinary
    /// stores: what `SDL_RenderFillRect` writes, but SDL 2's fill uses stores that bypass the
    /// cache (`movntps`), so every blend over a freshly cleared damage rectangle read its pixels
    /// back from memory — a quarter of a picker frame's time in a probe beside LVGL's roller
    /// (docs/rendering.md, "Damage").
    static func fill(
        _ rect: SDL_Rect, in pixels: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int,
        with value: UInt32
    ) {
        let x0 = max(0, Int(rect.x)), y0 = max(0, Int(rect.y))
        let x1 = min(width, Int(rect.x) + Int(rect.w)), y1 = min(height, Int(rect.y) + Int(rect.h))
        guard x1 > x0, y1 > y0 else { return }
        for y in y0..<y1 { (pixels + y * pitch + x0).update(repeating: value, count: x1 - x0) }
    }

    /// Limits what is written to `rect` (points of the frame's base space) until
    /// `endDamageClip()`, without changing how anything is rasterised (`DrawState.damageClip`).
    public func beginDamageClip(_ rect: Rect) {
        state.damageClip = SDLCanvas.pixelAligned(SDLCanvas.bounds(of: rect, under: currentTransform))
        applyClip()
    }

    public func endDamageClip() {
        state.damageClip = nil
        applyClip()
    }

    /// `r` (points) in whole device pixels at `pixelScale` (its edges rounded to the nearest
    /// pixel: damage rectangles already lie on pixel edges).
    static func deviceRect(_ r: Rect, pixelScale: Double) -> SDL_Rect {
        let x0 = (r.minX * pixelScale).rounded(), y0 = (r.minY * pixelScale).rounded()
        let x1 = (r.maxX * pixelScale).rounded(), y1 = (r.maxY * pixelScale).rounded()
        return SDL_Rect(
            x: Int32(clamping: Int(x0)), y: Int32(clamping: Int(y0)),
            w: Int32(clamping: Int(max(0, x1 - x0))), h: Int32(clamping: Int(max(0, y1 - y0))))
    }
}
