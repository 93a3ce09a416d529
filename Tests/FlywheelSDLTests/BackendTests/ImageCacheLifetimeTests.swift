import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// The canvas's image caches hold only what can still be drawn, within budgets that stay put:
/// a long session (`harness soak`) must not grow.
@Suite(.serialized) struct ImageCacheLifetimeTests {
    /// A program that makes a new picture now and then (the parameter menu's filtered photo):
    /// the texture of each picture it lets go must go too, not wait for the cache's budget.
    @Test func texturesOfReleasedImagesGoAtTheNextFrameEnd() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 64, height: 64))
            r.canvas.drawsImagesDirectly = false
            let kept = makeTestIcon()
            for pass in 0..<20 {
                let picture = makeTestIcon(size: 16 + pass)  // a new bitmap every pass
                r.canvas.beginFrame(clear: .white)
                r.canvas.drawImage(kept, in: Rect(x: 0, y: 0, width: 32, height: 32))
                r.canvas.drawImage(picture, in: Rect(x: 32, y: 0, width: Double(16 + pass), height: 16))
                r.canvas.endFrame()
            }
            // The last picture is gone once this frame ends; the kept icon's texture stays.
            r.canvas.beginFrame(clear: .white)
            r.canvas.drawImage(kept, in: Rect(x: 0, y: 0, width: 32, height: 32))
            r.canvas.endFrame()
            #expect(r.canvas.cachedImageCount == 1)
            #expect(r.canvas.caches.resampledImageTextures.count == 0)
        }
    }

    /// Rotated pictures are drawn from CPU copies at their on-screen size; those of a released
    /// picture go as well, and a template copy of a live image keeps its bitmap's copies.
    @Test func copiesOfReleasedImagesGoAndTemplateCopiesKeepTheirs() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 64, height: 64))
            let kept = makeTestIcon()
            var picture: Image? = makeTestIcon(size: 24)
            r.canvas.beginFrame(clear: .white)
            r.canvas.drawImage(
                kept.asTemplate(), in: Rect(x: 0, y: 0, width: 32, height: 32), rotation: 0.3, tint: .red, alpha: 1)
            r.canvas.drawImage(
                picture!, in: Rect(x: 32, y: 32, width: 24, height: 24), rotation: 0.3, tint: nil, alpha: 1)
            r.canvas.endFrame()
            #expect(r.canvas.caches.pixelImages.count == 2)
            picture = nil
            r.canvas.beginFrame(clear: .white)
            r.canvas.endFrame()
            // The template copy made for the draw is gone, but `kept` still has that bitmap.
            #expect(r.canvas.caches.pixelImages.count == 1)
        }
    }

    /// Copies keyed by on-screen size (an opening ring's icons grow every frame) are bounded by
    /// bytes, so the cache sits at one size after a while instead of rising and falling by MBs.
    @Test func perSizeCopiesStayWithinTheirByteBudgets() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 256, height: 256))
            let icon = makeTestIcon(size: 64)
            for side in 8..<250 {
                r.canvas.beginFrame(clear: .white)
                let rect = Rect(x: 0, y: 0, width: Double(side), height: Double(side))
                r.canvas.drawImage(icon, in: rect)
                r.canvas.drawImage(icon, in: rect, rotation: 0.2, tint: nil, alpha: 1)
                r.canvas.endFrame()
            }
            #expect(r.canvas.caches.resampledImageTextures.maxBytes == SDLCanvas.minimumCopyBudget)
            #expect(r.canvas.caches.resampledImageTextures.totalBytes <= SDLCanvas.minimumCopyBudget)
            #expect(r.canvas.caches.pixelImages.byteCount <= 2 * SDLCanvas.minimumCopyBudget)
            #expect(r.canvas.caches.pixelImages.byteCount > SDLCanvas.minimumCopyBudget)  // full: bytes bind
        }
    }
}
