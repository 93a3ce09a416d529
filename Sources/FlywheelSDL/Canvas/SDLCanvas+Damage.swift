import CSDL2
import FlywheelCore
import FlywheelUI

extension SDLCanvas {
    /// Starts a frame that redraws only `rects` (points of the current frame's pixel scale):
    /// `beginFrameOverContents`, then each rectangle set to `color` (replaced, not blended, as
    /// `beginFrame(clear:)` does for the whole target). What lies outside keeps the last frame.
    public func beginFrame(clear color: Color, only rects: [Rect]) {
        beginFrameOverContents()
        guard let renderer else { return }
        let c = color.rgba8
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        for r in rects {
            var rect = SDLCanvas.deviceRect(r, pixelScale: pixelScale)
            SDL_RenderFillRect(renderer, &rect)
        }
    }

    /// Limits what is written to `rect` (points of the frame's base space) until
    /// `endDamageClip()`, without changing how anything is rasterised (`damageClip`).
    public func beginDamageClip(_ rect: Rect) {
        damageClip = SDLCanvas.pixelAligned(SDLCanvas.bounds(of: rect, under: currentTransform))
        applyClip()
    }

    public func endDamageClip() {
        damageClip = nil
        applyClip()
    }

    /// The clip pixels are written through: the current clip, and in the frame's own target
    /// (not inside a layer) the damage clip too.
    var writeClip: Rect? {
        guard let damage = damageClip, layers.isEmpty else { return currentClip }
        guard let c = currentClip else { return damage }
        return c.intersection(damage) ?? Rect(x: c.minX, y: c.minY, width: 0, height: 0)
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
