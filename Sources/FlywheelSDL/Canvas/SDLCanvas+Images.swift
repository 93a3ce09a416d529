import CSDL2
import FlywheelCore
import FlywheelUI

/// Image textures are cached per bitmap and per way of drawing it: a template texture holds
/// white pixels with the image's alpha, so any tint is a vertex colour away.
struct ImageTextureKey: Hashable {
    var bitmapID: Int
    var isTemplate: Bool
    /// The size of a resampled copy (software renderer), or 0 x 0 for the bitmap as it is.
    var pixelWidth = 0
    var pixelHeight = 0
    /// Software renderer: how the copy is drawn (`SDLCanvas.modulationClass` when blitted,
    /// `triangleDrawClass` otherwise), so no surface switches
    /// between blitted and triangle drawing, tinted and white, opaque and translucent (each
    /// switch re-maps it and allocates: a picker icon crossing the centre row).
    var drawClass: UInt32 = 0
}

extension SDLCanvas {
    /// Draws `image` filling `rect`, rotated by `rotation` about the rect's centre.
    ///
    /// A template image with a `tint` is drawn as its alpha mask in the tint colour; a template
    /// image without a tint, and a tint on an original image, draw the image's own colours
    /// (as UIKit ignores tints on `.alwaysOriginal` images).
    public func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?, alpha: Double) {
        // Turned about its centre: inside the circle through its corners.
        let diagonal = (rect.width * rect.width + rect.height * rect.height).squareRoot()
        noteDrawn(Rect(center: rect.center, size: Size(width: diagonal, height: diagonal)))
        guard !rect.isEmpty, rect.origin.isFinite else { return }
        let asMask = image.isTemplate && tint != nil
        guard let c = vertexColor(asMask ? tint! : .white, alpha: alpha.isFinite ? min(1, max(0, alpha)) : 1) else {
            return
        }
        var t = currentTransform
        if rotation != 0, rotation.isFinite {
            let about = rect.center
            t = Transform(translationX: -about.x, y: -about.y)
                .concatenating(Transform(rotation: rotation))
                .concatenating(Transform(translationX: about.x, y: about.y))
                .concatenating(t)
        }
        // Rotated or squashed (the picker's cylinder): bilinear, straight into the target.
        let squashed = abs(abs(t.a) - abs(t.d)) > 1e-9
        if !t.isAxisAligned || squashed, drawImageDirectly(image, asMask: asMask, in: rect, transform: t, color: c) {
            return
        }
        if isSoftwareRenderer,
            let (pw, ph) = SDLCanvas.resampledSize(
                of: image, in: rect, under: t, maxPixels: caches.maximumResamplePixels)
        {
            let blitted = t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
            let drawClass: UInt32 = blitted ? SDLCanvas.modulationClass(c) : SDLCanvas.triangleDrawClass
            guard let entry = resampledImageTexture(image, asMask: asMask, width: pw, height: ph, drawClass: drawClass)
            else { return }
            if blitted {
                // Exactly 1:1 on whole pixels, so SDL copies it instead of resampling again.
                let o = t.apply(rect.origin)
                let device = Rect(x: o.x.rounded(), y: o.y.rounded(), width: Double(pw), height: Double(ph))
                drawTexturedQuad(entry.texture, rect: device, transform: .identity, uvMax: entry.paddedUVMax, color: c)
            } else {
                drawTexturedQuad(entry.texture, rect: rect, transform: t, uvMax: entry.paddedUVMax, color: c)
            }
            return
        }
        if drawImageFromAtlas(image, asMask: asMask, in: rect, transform: t, color: c) { return }
        guard let entry = imageTexture(image, asMask: asMask) else { return }
        drawTexturedQuad(entry.texture, rect: rect, transform: t, uvMax: entry.paddedUVMax, color: c)
    }

    /// Accelerated renderers: draws an icon-sized image from the image atlas (icons drawn one
    /// after another share a batch). False when it is not there (too big, atlas full).
    private func drawImageFromAtlas(
        _ image: Image, asMask: Bool, in rect: Rect, transform t: Transform, color c: SDL_Color
    )
        -> Bool
    {
        guard !isSoftwareRenderer, let renderer else { return false }
        let uploads = caches.imageAtlas.uploads
        guard let spot = caches.imageAtlas.place(image, asMask: asMask, renderer: renderer),
            let atlas = caches.imageAtlas.texture
        else { return false }
        if caches.imageAtlas.uploads != uploads { counters.countUpload(text: false) }
        drawTexturedQuad(atlas, rect: rect, transform: t, uvMin: spot.uv0, uvMax: spot.uv1, color: c)
        return true
    }

    /// Draws a rotated or squashed image straight into the target surface: sampled bilinearly from a copy
    /// box-filtered to its on-screen size (made once, kept in `pixelImages`). False when there
    /// is no direct target (software renderer on a known surface, no layer open).
    func drawImageDirectly(_ image: Image, asMask: Bool, in rect: Rect, transform t: Transform, color c: SDL_Color)
        -> Bool
    {
        guard drawsImagesDirectly, hasDirectTarget, let surface = directSurface, let renderer,
            let pixels = surface.pointee.pixels, let inverse = t.inverted()
        else { return false }
        // One copy per size at the larger axis scale: a squash that changes every frame is
        // done by the sampling, not by a new copy.
        let scale = SDLCanvas.maxAxisScale(t)
        let fw = (rect.width * scale).rounded(), fh = (rect.height * scale).rounded()
        // Icon-sized pictures only (a CPU copy holds 8 bytes a pixel): big ones stay textures.
        guard fw >= 1, fh >= 1, fw * fh <= 512 * 512 else { return false }
        let pw = Int(fw), ph = Int(fh)
        let key = ImageTextureKey(
            bitmapID: image.bitmapID, isTemplate: asMask, pixelWidth: pw, pixelHeight: ph,
            drawClass: SDLCanvas.cpuDrawClass)
        let copy = caches.pixelImages.image(for: key, frame: frameNumber, owner: image.bitmapLifetime) {
            PixelImage(image, width: pw, height: ph, whiteMask: asMask)
        }
        // Device pixel -> local point -> image pixel.
        let toImage =
            inverse
            .concatenating(Transform(translationX: -rect.minX, y: -rect.minY))
            .concatenating(Transform(scaleX: Double(pw) / rect.width, y: Double(ph) / rect.height))
        let bounds = SDLCanvas.bounds(of: rect, under: t)
        let clip = directClip(surface)
        let box = (
            x0: max(clip.x0, Int(saturating: bounds.minX.rounded(.down)) - 1),
            y0: max(clip.y0, Int(saturating: bounds.minY.rounded(.down)) - 1),
            x1: min(clip.x1, Int(saturating: bounds.maxX.rounded(.up)) + 1),
            y1: min(clip.y1, Int(saturating: bounds.maxY.rounded(.up)) + 1)
        )
        guard box.x1 > box.x0, box.y1 > box.y0 else { return true }
        SDL_RenderFlush(renderer)
        copy.draw(
            into: pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(surface.pointee.pitch) / 4, box: box,
            inverse: toImage, color: (c.r, c.g, c.b, c.a))
        counters.countDrawCall()
        return true
    }

    /// `ImageTextureKey.drawClass` of the CPU copies (never a texture's).
    static let cpuDrawClass: UInt32 = 0xC0DE

    /// The on-screen pixel size of `image` drawn in `rect` under `t` when it differs from the
    /// bitmap's (nil: draw the bitmap as it is).
    /// Both sides use the larger axis scale, so a squash (the picker's cylinder) draws from one
    /// cached copy instead of resampling to a new height every frame. Nil as well past 4096
    /// a side or `maxPixels` in all (the canvas passes four times its target's pixels).
    static func resampledSize(of image: Image, in rect: Rect, under t: Transform, maxPixels: Int = .max) -> (Int, Int)?
    {
        let s = maxAxisScale(t)
        let w = (rect.width * s).rounded()
        let h = (rect.height * s).rounded()
        guard w >= 1, h >= 1, w <= 4096, h <= 4096, w * h <= Double(maxPixels) else { return nil }
        let pw = Int(w), ph = Int(h)
        return pw == image.width && ph == image.height ? nil : (pw, ph)
    }

    /// A copy of `image` resampled to `width` x `height` (made on first use, cached).
    func resampledImageTexture(
        _ image: Image, asMask: Bool, width: Int, height: Int,
        drawClass: UInt32 = 0
    ) -> TextureCache<ImageTextureKey>.Entry? {
        let key = ImageTextureKey(
            bitmapID: image.bitmapID, isTemplate: asMask, pixelWidth: width, pixelHeight: height,
            drawClass: drawClass)
        if let entry = caches.resampledImageTextures.lookup(key, frame: frameNumber) { return entry }
        let pixels = ImageResampler.resample(
            image.rgba, width: image.width, height: image.height,
            to: width, height, whiteMask: asMask)
        counters.countResampled(pixels: width * height)
        guard let tex = makeStaticTexture(pixels, width: Int32(width), height: Int32(height)) else { return nil }
        caches.resampledImageTextures.insert(
            key, texture: tex, width: Int32(width), height: Int32(height), frame: frameNumber,
            owner: image.bitmapLifetime)
        return caches.resampledImageTextures.lookup(key, frame: frameNumber)
    }

    /// How scaled textures are sampled: linear on GPU renderers; nearest on SDL's software
    /// renderer, whose linear scaling of a blended or tinted texture goes through two temporary
    /// surfaces per blit (five allocations, and slower than the nearest blitter). Images are
    /// resampled to their on-screen size there anyway (ImageResampler); what is still scaled is
    /// a picker row's vertical squash.
    var textureScaleMode: SDL_ScaleMode { isSoftwareRenderer ? SDL_ScaleModeNearest : SDL_ScaleModeLinear }

    /// An RGBA static texture with alpha blending and `textureScaleMode` filtering; counted as
    /// an upload. The texture is one texel wider and taller than the image, the extra column
    /// and row transparent, and the image is drawn with `paddedUVMax`: SDL 2.26's software
    /// renderer samples texel u·width for a triangle's pixels next to a vertex at the image's
    /// right or bottom edge — one past the end of an unpadded texture, an invalid read
    /// (scripts/sdl-geometry-repro). With the padding the same texel numbers stay inside.
    func makeStaticTexture(_ rgba: [UInt8], width w: Int32, height h: Int32) -> OpaquePointer? {
        let pw = w + 1, ph = h + 1
        guard let renderer,
            let tex = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_RGBA32.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), pw, ph)
        else { return nil }
        // The image straight from its bytes, then the transparent column and row (no padded
        // copy of the whole image: a texture made per icon size must not churn the heap).
        var imageRect = SDL_Rect(x: 0, y: 0, w: w, h: h)
        rgba.withUnsafeBytes { _ = SDL_UpdateTexture(tex, &imageRect, $0.baseAddress, w * 4) }
        let zeros = [UInt8](repeating: 0, count: Int(max(pw, ph)) * 4)
        var column = SDL_Rect(x: w, y: 0, w: 1, h: ph), row = SDL_Rect(x: 0, y: h, w: pw, h: 1)
        zeros.withUnsafeBytes {
            _ = SDL_UpdateTexture(tex, &column, $0.baseAddress, 4)
            _ = SDL_UpdateTexture(tex, &row, $0.baseAddress, pw * 4)
        }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(tex, textureScaleMode)
        counters.countUpload(text: false)
        return tex
    }

    /// The texture for `image` (uploaded on first use).
    func imageTexture(_ image: Image, asMask: Bool) -> TextureCache<ImageTextureKey>.Entry? {
        let key = ImageTextureKey(bitmapID: image.bitmapID, isTemplate: asMask)
        if let entry = caches.imageTextures.lookup(key, frame: frameNumber) { return entry }
        let w = Int32(image.width), h = Int32(image.height)
        let tex: OpaquePointer?
        if asMask {
            var mask = image.rgba
            for i in stride(from: 0, to: mask.count, by: 4) {
                mask[i] = 255; mask[i + 1] = 255; mask[i + 2] = 255
            }
            tex = makeStaticTexture(mask, width: w, height: h)
        } else {
            tex = makeStaticTexture(image.rgba, width: w, height: h)
        }
        guard let tex else { return nil }
        caches.imageTextures.insert(
            key, texture: tex, width: w, height: h, frame: frameNumber, owner: image.bitmapLifetime)
        return caches.imageTextures.lookup(key, frame: frameNumber)
    }

    /// Draws the texture region `uvMin`-`uvMax` onto the local `rect` mapped by `transform`, with
    /// the vertex colour `color` (tint and alpha; SDL_RenderGeometry ignores texture colour mods).
    /// Rotated quads get a feathered rim, so their edges are as smooth as shapes'; axis-aligned
    /// ones are exact quads (an image's own pixels are its anti-aliasing).
    func drawTexturedQuad(
        _ texture: OpaquePointer, rect: Rect, transform t: Transform, uvMin: (Double, Double) = (0, 0),
        uvMax: (Double, Double), color c: SDL_Color, premultiplied: Bool = false
    ) {
        beginPath()
        scratch.tess.premultiplied = premultiplied
        let p0 = t.apply(Point(x: rect.minX, y: rect.minY)), p1 = t.apply(Point(x: rect.maxX, y: rect.minY))
        let p2 = t.apply(Point(x: rect.maxX, y: rect.maxY)), p3 = t.apply(Point(x: rect.minX, y: rect.maxY))
        if t.isAxisAligned {
            // SDL's software renderer scales a blit that crosses the target's edge through a
            // temporary surface (allocating every frame): such a quad goes as triangles, which
            // clip for free.
            let centred =
                isSoftwareRenderer && crossesTargetEdge(p0, p2)
                && !SDLCanvas.isOneToOne(texture, from: p0, to: p2, uvMax: uvMax)
            scratch.tess.addTexturedQuad(
                p0, p1, p2, p3, uv0: SDL_FPoint(x: Float(uvMin.0), y: Float(uvMin.1)),
                uv1: SDL_FPoint(x: Float(uvMax.0), y: Float(uvMax.1)), color: c, centred: centred)
        } else if isSoftwareRenderer, max(abs(p2.x - p0.x), abs(p2.y - p0.y), abs(p3.x - p1.x), abs(p3.y - p1.y)) > 1024
        {
            // SDL 2.26's software renderer crashes on very large rotated textured triangles
            // (a big rotated clipping container's layer): draw such a quad as a grid of small ones.
            appendSubdividedQuad(rect: rect, transform: t, uvMax: uvMax, color: c)
        } else if let inverse = t.inverted() {
            scratch.tess.uvMap = UVMap(inverse: inverse, rect: rect, u0: uvMin.0, v0: uvMin.1, u1: uvMax.0, v1: uvMax.1)
            scratch.tess.appendPathPoint(p0); scratch.tess.appendPathPoint(p1); scratch.tess.appendPathPoint(p2);
            scratch.tess.appendPathPoint(p3)
            scratch.tess.fillFan(color: c)
            scratch.tess.uvMap = nil
        }
        submit(texture: texture)
    }

    /// Whether the device rectangle spanned by `p0` and `p2` reaches outside the render target.
    func crossesTargetEdge(_ p0: Point, _ p2: Point) -> Bool {
        guard let renderer else { return false }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return min(p0.x, p2.x) < 0 || min(p0.y, p2.y) < 0 || max(p0.x, p2.x) > Double(w) || max(p0.y, p2.y) > Double(h)
    }

    /// Whether the device rectangle `p0`–`p2` shows the texture region (0,0)-`uvMax` pixel for
    /// pixel (SDL then blits it without scaling).
    static func isOneToOne(_ texture: OpaquePointer, from p0: Point, to p2: Point, uvMax: (Double, Double)) -> Bool {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &w, &h) == 0 else { return false }
        return abs(abs(p2.x - p0.x) - uvMax.0 * Double(w)) < 0.5 && abs(abs(p2.y - p0.y) - uvMax.1 * Double(h)) < 0.5
    }

    /// `rect` under `t` as a grid of cells no bigger than ~256 device pixels, skipping cells
    /// wholly outside the render target; the cells share vertices, so there are no seams.
    private func appendSubdividedQuad(rect: Rect, transform t: Transform, uvMax: (Double, Double), color c: SDL_Color) {
        let corners = [t.apply(Point(x: rect.minX, y: rect.minY)), t.apply(Point(x: rect.maxX, y: rect.maxY))]
        let span = max(abs(corners[1].x - corners[0].x), abs(corners[1].y - corners[0].y), 1)
        let n = min(64, Int(saturating: (span / 256).rounded(.up)) + 1)
        var outW: Int32 = 0, outH: Int32 = 0
        if let renderer { SDL_GetRendererOutputSize(renderer, &outW, &outH) }
        let view = Rect(x: -2, y: -2, width: Double(outW) + 4, height: Double(outH) + 4)
        for j in 0..<n {
            for i in 0..<n {
                let fx0 = Double(i) / Double(n), fx1 = Double(i + 1) / Double(n)
                let fy0 = Double(j) / Double(n), fy1 = Double(j + 1) / Double(n)
                func at(_ fx: Double, _ fy: Double) -> Point {
                    t.apply(Point(x: rect.minX + rect.width * fx, y: rect.minY + rect.height * fy))
                }
                let q0 = at(fx0, fy0), q1 = at(fx1, fy0), q2 = at(fx1, fy1), q3 = at(fx0, fy1)
                let minX = min(q0.x, q1.x, q2.x, q3.x), maxX = max(q0.x, q1.x, q2.x, q3.x)
                let minY = min(q0.y, q1.y, q2.y, q3.y), maxY = max(q0.y, q1.y, q2.y, q3.y)
                guard maxX >= view.minX, minX <= view.maxX, maxY >= view.minY, minY <= view.maxY else { continue }
                let u0 = Float(uvMax.0 * fx0), u1 = Float(uvMax.0 * fx1)
                let v0 = Float(uvMax.1 * fy0), v1 = Float(uvMax.1 * fy1)
                let a = scratch.tess.addVertex(q0, c, SDL_FPoint(x: u0, y: v0)),
                    b = scratch.tess.addVertex(q1, c, SDL_FPoint(x: u1, y: v0))
                let d = scratch.tess.addVertex(q2, c, SDL_FPoint(x: u1, y: v1)),
                    e = scratch.tess.addVertex(q3, c, SDL_FPoint(x: u0, y: v1))
                scratch.tess.addQuad(a, b, d, e)
            }
        }
    }
}

extension TextureCache.Entry {
    /// The image's part of a texture made by `makeStaticTexture` (which adds a transparent column
    /// and row): `width`×`height` of `(width + 1)`×`(height + 1)` texels.
    var paddedUVMax: (Double, Double) { (Double(width) / Double(width + 1), Double(height) / Double(height + 1)) }
}
