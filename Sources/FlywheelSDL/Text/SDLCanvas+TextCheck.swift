import FlywheelCore
import FlywheelUI

/// The canvas's side of localisation QA: a pseudo-locale applied to every string measured and
/// drawn, and each line drawn told to the text check (`TextCheck`) with its box and how many of
/// its glyphs are the missing-glyph box (glyph id 0 once every fallback font was tried).
extension SDLCanvas {
    /// Results kept before the pseudo-locale's memory is emptied.
    static let pseudoLocalizedMemory = 4096

    /// `text` as shown: through `pseudoLocale`, if any (results remembered).
    func shownText(_ text: String) -> String {
        guard let locale = pseudoLocale, verbatimDepth == 0, !text.isEmpty else { return text }
        if let done = pseudoLocalized[text] { return done }
        if pseudoLocalized.count >= Self.pseudoLocalizedMemory { pseudoLocalized.removeAll(keepingCapacity: true) }
        let shown = locale.apply(text)
        pseudoLocalized[text] = shown
        return shown
    }

    public func beginVerbatimText() { verbatimDepth += 1 }
    public func endVerbatimText() { verbatimDepth = max(0, verbatimDepth - 1) }

    /// Tells `check` of `text` (as given) drawn as `shown` in `box` (its measured line) in
    /// `color`.
    func reportDrawnText(_ text: String, shown: String, in box: Rect, font: Font, color: Color, to check: TextCheck) {
        var missing = 0
        if let face = glyphAtlas.face(for: font, pixelSize: SDLCanvas.pixelSize(font, scale: pixelScale), fonts: fonts)
        {
            for g in glyphAtlas.shapedLine(shown, face: face, fonts: fonts).glyphs where g.id == 0 { missing += 1 }
        }
        // In the window's points, unless drawn into a layer (whose transform starts afresh).
        var windowBox: Rect?
        if layers.isEmpty {
            let device = SDLCanvas.bounds(of: box, under: currentTransform), s = pixelScale > 0 ? pixelScale : 1
            windowBox = Rect(x: device.minX / s, y: device.minY / s, width: device.width / s, height: device.height / s)
        }
        check.didDraw(
            text, shown: shown, box: box, missingGlyphs: missing, font: font, opacity: color.alpha * currentAlpha,
            windowBox: windowBox)
    }

    /// Tells `check` of an opaque `rect` (current local coordinates) filled: in window points,
    /// cut to the clip, when the transform keeps axes aligned and no layer is being drawn.
    func reportOpaqueFill(_ rect: Rect, to check: TextCheck) {
        guard layers.isEmpty, currentTransform.isAxisAligned else { return }
        var device = SDLCanvas.bounds(of: rect, under: currentTransform)
        if let clip = currentClip {
            guard let cut = device.intersection(clip) else { return }
            device = cut
        }
        let s = pixelScale > 0 ? pixelScale : 1
        check.didFillOpaque(
            Rect(x: device.minX / s, y: device.minY / s, width: device.width / s, height: device.height / s))
    }
}
