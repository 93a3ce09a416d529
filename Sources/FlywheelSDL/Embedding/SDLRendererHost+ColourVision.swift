import CSDL2
import FlywheelCore
import FlywheelUI

/// Colour-vision simulation where a frame leaves the host (`colourVision`): the frame is drawn
/// as always, then filtered (`ColourVisionFilter`) on its way to the screen and to `readPixels`.
///
/// - A window drawn by SDL's software renderer: the window's image is filtered in place and
///   shown whole. Frames are then drawn whole too (no damage tracking): a part-frame would draw
///   over pixels already filtered.
/// - Any other renderer (a GPU's back buffer): the frame is read back, filtered, uploaded to a
///   streaming texture and copied over the output before presenting.
/// - Headless (a surface that is never presented): `readPixels` filters what it returns.
extension SDLRendererHost {
    /// Filters and presents the frame; false when it could not (the frame is presented as drawn).
    func presentFiltered(_ renderer: OpaquePointer) -> Bool {
        guard let filter = colourVisionFilter else { return false }
        if let surface = canvas.directSurface, let window = SDL_RenderGetWindow(renderer) {
            SDL_RenderFlush(renderer)
            if frameUnfiltered {
                filterInPlace(surface, filter)
                frameUnfiltered = false
            }
            SDL_UpdateWindowSurface(window)
            return true
        }
        guard canvas.directSurface == nil else { return false }
        let frame = readPixels(opaque: true)
        let w = Int32(frame.width), h = Int32(frame.height)
        if colourVisionTexture == nil || colourVisionTextureSize != (w, h) {
            dropColourVisionTexture()
            colourVisionTexture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h)
            colourVisionTextureSize = (w, h)
        }
        guard let texture = colourVisionTexture else { return false }
        frame.rgba.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, w * 4) }
        let target = SDL_GetRenderTarget(renderer)
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
        if target != nil { SDL_SetRenderTarget(renderer, target) }
        host.setNeedsFrame()  // a GPU's next back buffer holds nothing of this one
        return true
    }

    /// Filters an ARGB8888 surface's pixels where they are.
    private func filterInPlace(_ surface: UnsafeMutablePointer<SDL_Surface>, _ filter: ColourVisionFilter) {
        // Locking is a no-op for plain surfaces and required for RLE ones (SDL_MUSTLOCK is a macro).
        guard SDL_LockSurface(surface) == 0 else { return }
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        // ARGB8888 is a 32-bit value: blue, green, red, alpha in memory on a little-endian machine.
        let (r, g, b) = UInt32(littleEndian: 1) == 1 ? (2, 1, 0) : (1, 2, 3)
        for y in 0..<h {
            filter.apply(
                to: UnsafeMutableBufferPointer(start: bytes + y * pitch, count: w * 4), red: r, green: g, blue: b)
        }
    }

    /// Destroys the streaming texture, if any.
    func dropColourVisionTexture() {
        if let texture = colourVisionTexture { SDL_DestroyTexture(texture) }
        colourVisionTexture = nil
        colourVisionTextureSize = (0, 0)
    }
}
