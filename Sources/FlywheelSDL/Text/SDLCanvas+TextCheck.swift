import FlywheelCore
import FlywheelUI

/// The canvas's text-facing state, for localisation QA: the text check told of every line
/// drawn, the pseudo-locale every string measured and drawn passes through first (its results
/// remembered, forgotten when it changes or when the memory fills), and how many
/// `beginVerbatimText` calls are open (while any is, strings are shown as given).
///
/// ```swift
/// var qa = TextQA()
/// qa.pseudoLocale = .accented
/// qa.shown("Save")       // the pseudo-localised string, remembered
/// qa.beginVerbatim()
/// qa.shown("Save")       // "Save"
/// ```
struct TextQA {
    /// Hears of every line drawn (missing glyphs, truncation, clipping); nil checks nothing.
    var check: TextCheck?
    var pseudoLocale: PseudoLocale? { didSet { if pseudoLocale != oldValue { remembered.removeAll() } } }
    /// Open `beginVerbatimText` calls: while above 0 the pseudo-locale is not applied.
    private(set) var verbatimDepth = 0
    /// `pseudoLocale`'s results, by the string given.
    private var remembered: [String: String] = [:]

    /// Results kept before the memory is emptied.
    static let memory = 4096

    /// `text` as shown: through `pseudoLocale`, if any and no verbatim text is open.
    mutating func shown(_ text: String) -> String {
        guard let locale = pseudoLocale, verbatimDepth == 0, !text.isEmpty else { return text }
        if let done = remembered[text] { return done }
        if remembered.count >= Self.memory { remembered.removeAll(keepingCapacity: true) }
        let shown = locale.apply(text)
        remembered[text] = shown
        return shown
    }

    mutating func beginVerbatim() { verbatimDepth += 1 }
    /// Closes one verbatim span (an unbalanced call is ignored).
    mutating func endVerbatim() { verbatimDepth = max(0, verbatimDepth - 1) }
}

/// The canvas's side of localisation QA: each line drawn told to the text check (`TextCheck`)
/// with its box and how many of its glyphs are the missing-glyph box (glyph id 0 once every
/// fallback font was tried), and strings shown through the pseudo-locale (`TextQA`).
extension SDLCanvas {
    /// Localisation QA: hears of every line drawn (missing glyphs, truncation, clipping); nil
    /// (the default) checks nothing.
    public var textCheck: TextCheck? {
        get { textQA.check }
        set { textQA.check = newValue }
    }

    /// Every string measured and drawn passes through this pseudo-locale first (nil: none).
    public var pseudoLocale: PseudoLocale? {
        get { textQA.pseudoLocale }
        set { textQA.pseudoLocale = newValue }
    }

    /// `text` as shown: through `pseudoLocale`, if any (results remembered).
    func shownText(_ text: String) -> String { textQA.shown(text) }

    public func beginVerbatimText() { textQA.beginVerbatim() }
    public func endVerbatimText() { textQA.endVerbatim() }

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
        if state.layers.isEmpty {
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
        guard state.layers.isEmpty, currentTransform.isAxisAligned else { return }
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
