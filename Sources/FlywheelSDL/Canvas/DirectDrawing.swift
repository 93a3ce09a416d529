/// What `SDLCanvas` draws itself, straight into its target surface, when it knows that surface
/// (`drawDirectly(into:)`, software renderer, no offscreen layer open). Everything is on by
/// default; turning a kind off leaves it to SDL, for comparison. Images and text are drawn
/// directly only while shapes are too.
///
/// ```swift
/// var direct = DirectDrawing.all
/// direct.remove(.text)   // glyph quads drawn by SDL
/// ```
struct DirectDrawing: OptionSet {
    let rawValue: UInt8

    /// Shapes filled by the canvas's own span rasteriser (else SDL triangles).
    static let shapes = DirectDrawing(rawValue: 1)
    /// Rotated and squashed images sampled bilinearly from a copy box-filtered to their
    /// on-screen size (else SDL, which samples the nearest texel).
    static let images = DirectDrawing(rawValue: 2)
    /// Unrotated text blended from the glyphs' coverage (else glyph quads drawn by SDL).
    static let text = DirectDrawing(rawValue: 4)

    /// Everything on: the canvas's default.
    static let all: DirectDrawing = [.shapes, .images, .text]
}

extension SDLCanvas {
    /// Whether shapes are filled by the canvas' own span rasteriser when the target surface is
    /// known (true; false draws them as SDL triangles, for comparison).
    public var drawsShapesDirectly: Bool {
        get { directDrawing.contains(.shapes) }
        set { directDrawing.set(.shapes, newValue) }
    }

    /// Whether rotated images are drawn by the canvas (bilinear, from a box-filtered copy at
    /// their on-screen size) when the target surface is known (true; false leaves them to SDL,
    /// which samples the nearest texel).
    public var drawsImagesDirectly: Bool {
        get { directDrawing.contains(.images) }
        set { directDrawing.set(.images, newValue) }
    }

    /// Whether unrotated text is blended by the canvas from the glyphs' coverage when the target
    /// surface is known (true; false draws glyph quads with SDL).
    public var drawsTextDirectly: Bool {
        get { directDrawing.contains(.text) }
        set { directDrawing.set(.text, newValue) }
    }
}

extension DirectDrawing {
    /// Turns `kind` on or off.
    mutating func set(_ kind: DirectDrawing, _ on: Bool) {
        if on { insert(kind) } else { remove(kind) }
    }
}
