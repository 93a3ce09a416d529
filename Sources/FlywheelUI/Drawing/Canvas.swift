import FlywheelCore

/// The only way widgets draw (docs/rendering.md). Backends implement it: `SDLCanvas` draws with
/// SDL_RenderGeometry; `RecordingCanvas` logs calls for tests.
///
/// Coordinates are points in the *current local space*: the composition of every pushed
/// transform. Angles are radians, 0 = 3 o'clock, growing clockwise (y grows downwards).
///
/// ```swift
/// func draw(_ canvas: Canvas) {
///     canvas.fillEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40), color: .white)
///     canvas.strokeEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40), color: .black, width: 1)
///     canvas.drawText("Hi", at: Point(x: 8, y: 10), font: .system(size: 14), color: .black)
/// }
/// ```
public protocol Canvas: TextMeasuring {
    // MARK: State

    /// Makes `t` (local -> current) part of the transform until the matching `popTransform`.
    func pushTransform(_ t: Transform)
    func popTransform()
    /// Intersects the clip with `rect` (local coordinates) until the matching `popClip`.
    /// Backends clip exactly when the current transform is axis-aligned; under a rotation use a
    /// layer (`beginLayer`), which is what `View` does for rotated `clipsToBounds` containers.
    func pushClip(_ rect: Rect)
    func popClip()
    /// Multiplies the opacity of everything drawn until the matching `popAlpha`.
    func pushAlpha(_ alpha: Double)
    func popAlpha()
    /// Starts an offscreen layer covering `bounds` (local coordinates). Everything drawn until
    /// `endLayer` lands in the layer, clipped to `bounds`; `endLayer` composites the layer through
    /// the transform and alpha that were current at `beginLayer`.
    func beginLayer(bounds: Rect)
    func endLayer()

    // MARK: Shapes

    func fillRect(_ rect: Rect, color: Color)
    func strokeRect(_ rect: Rect, color: Color, width: Double)
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color)
    func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, width: Double)
    func fillEllipse(in rect: Rect, color: Color)
    func strokeEllipse(in rect: Rect, color: Color, width: Double)
    /// A ring sector between two radii and two angles (inner 0 = a pie slice; a full turn = a ring).
    func fillWedge(
        center: Point, innerRadius: Double, outerRadius: Double,
        startAngle: Double, endAngle: Double, color: Color)
    /// A disc whose opacity follows `fade` around its centre (a conic gradient as a mask; the
    /// fade turns with the current transform). The default draws one flat wedge per 5°.
    func fillCircle(center: Point, radius: Double, color: Color, fade: AngularFade)
    /// A simple polygon (convex or star-shaped about its centroid).
    func fillPolygon(_ points: [Point], color: Color)
    /// Straight segments through `points`; `closed` joins the last to the first.
    func strokePolyline(_ points: [Point], color: Color, width: Double, closed: Bool)
    func drawLine(from: Point, to: Point, color: Color, width: Double)

    // MARK: Images and text

    /// Draws `image` scaled to fill `rect`, rotated by `rotation` about the rect's centre.
    /// A `tint` colours template images (alpha mask × tint); a template image with no tint draws
    /// in its own colours, and a tint on a non-template image is ignored (UIKit's rules).
    /// `alpha` multiplies the opacity.
    func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?, alpha: Double)
    /// Draws one line of text with its top-left corner at `origin`.
    func drawText(_ text: String, at origin: Point, font: Font, color: Color)

    // MARK: Damage tracking

    /// The box (points of the frame's base space, the window's) that everything drawn since
    /// the last call covers, clip ignored, and starts a new one; nil when nothing was drawn or
    /// the canvas does not keep it (the default). Damage tracking learns from it how far each
    /// view draws outside its bounds.
    func takeDrawnBox() -> Rect?
    /// Limits drawing to `rect` (the frame's base space, window points) until `endDamageClip`:
    /// one damaged rectangle of a partial frame. A pixel inside must come out as a whole frame
    /// would draw it. The default is `pushClip`.
    func beginDamageClip(_ rect: Rect)
    func endDamageClip()

    // MARK: Retained layers (`View.retainsLayer`)

    /// Keeps the pixels the target now holds inside `box` (window points) and the current clip
    /// under `key`, replacing what it kept before. Returns false, keeping nothing, when it
    /// cannot keep pixels (the default) or when the damage clip cuts the part the current clip
    /// leaves of `box` (what lies outside the damage clip is the last frame's).
    func retainLayer(_ key: ObjectIdentifier, box: Rect) -> Bool
    /// Writes the pixels kept under `key` back inside `box` and the write clip (current clip and
    /// damage clip). Returns false, writing nothing, when it holds none that cover that part
    /// (the default): the caller then draws.
    func restoreLayer(_ key: ObjectIdentifier, box: Rect) -> Bool
    /// Whether the pixels kept under `key` cover all of `rect` (window points) on the current
    /// target: a pass over `rect` may then start from them (the default: no).
    func retainedLayerCovers(_ key: ObjectIdentifier, rect: Rect) -> Bool

    // MARK: Text as written

    /// Until the matching `endVerbatimText`, text is measured and drawn as written, whatever
    /// pseudo-locale the canvas applies (identifiers, file paths, numbers with units, real
    /// translations). The default does nothing (no pseudo-locale).
    func beginVerbatimText()
    func endVerbatimText()
}

/// Text measurement, needed by layout as well as drawing.
public protocol TextMeasuring: AnyObject {
    /// The size of one line of `text` in `font`, in points.
    func measureText(_ text: String, font: Font) -> Size
    /// Whether `text` is a right-to-left paragraph (its first strong character, by the Unicode
    /// Bidirectional Algorithm, is right to left: Hebrew, Arabic). The default says no.
    func isRightToLeft(_ text: String, font: Font) -> Bool
    /// The localisation check hearing of every line drawn and every string shortened, or nil
    /// (the default: nothing is checked).
    var textCheck: TextCheck? { get }
    /// The width of `text` in `font`, in points, for a string measured once while fitting (a
    /// candidate line or a prefix tried by a search): a measurer that caches what it measures
    /// should not keep it. The default is `measureText`'s width.
    func measureCandidateWidth(_ text: String, font: Font) -> Double
}

extension TextMeasuring {
    public func isRightToLeft(_ text: String, font: Font) -> Bool { false }
    public var textCheck: TextCheck? { nil }
    public func measureCandidateWidth(_ text: String, font: Font) -> Double { measureText(text, font: font).width }

    /// `text` cut to fit `width` points with "…" at its end in reading order (the right end
    /// of a left-to-right line, the left end of a right-to-left one: the cut is made in the
    /// logical order and the line is laid out again); `text` itself when it fits. Cuts fall
    /// between grapheme clusters, so a base keeps its marks and an emoji sequence stays whole.
    ///
    /// ```swift
    /// canvas.truncatedText("Associated Text #11 (Oblong)", font: .system(size: 15), width: 120)
    /// // "Associated Text…"
    /// ```
    public func truncatedText(_ text: String, font: Font, width: Double) -> String {
        let full = measureText(text, font: font).width
        guard full > width else { return text }
        let shown = shortened(text, font: font, width: width)
        textCheck?.noteTruncation(of: text, to: shown, overflow: full - max(0, width))
        return shown
    }

    /// `text` broken at spaces into lines no wider than `width` (`continuationWidth`, if given,
    /// for every line after the first), filling each line before starting the next; a word
    /// wider than its line gets a line of its own (and stays wider). Runs of spaces count as one.
    /// At most `maximumLines` lines are made (the text past them is left out).
    ///
    /// Each line's end is found by a search over its word count (doubling, then halving, from
    /// the count the line before took), so a line of n words measures O(log n) candidates —
    /// about two when lines are alike —, never one per space.
    ///
    /// ```swift
    /// canvas.wrappedLines("Open Control Background Color:", font: .system(size: 13), width: 120)
    /// // ["Open Control", "Background Color:"]
    /// ```
    public func wrappedLines(
        _ text: String, font: Font, width: Double, continuationWidth: Double? = nil, maximumLines: Int = .max
    ) -> [String] {
        wrapped(text, font: font, width: width, continuationWidth: continuationWidth, maximumLines: maximumLines).lines
    }

    /// `wrappedLines`, and where the text left out after `maximumLines` starts (nil when none is).
    func wrapped(
        _ text: String, font: Font, width: Double, continuationWidth: Double? = nil, maximumLines: Int = .max
    ) -> (lines: [String], rest: Substring?) {
        var lines: [String] = []
        var words = WordScanner(text)
        var lastCount = 1
        while words.hasMore {
            if lines.count >= maximumLines { return (paragraphDirected(lines, of: text, font: font), words.remainder) }
            let limit = lines.isEmpty ? width : (continuationWidth ?? width)
            // Lines of one text take about as many words each: the last line's count is the guess.
            let count = FittingSearch.largest(upTo: .max, near: lastCount) { n in
                guard words.find(n) else { return false }
                return n <= 1 || measureCandidateWidth(words.line(of: n), font: font) <= limit
            }
            lastCount = max(1, count)
            lines.append(words.take(lastCount))
        }
        return (paragraphDirected(lines, of: text, font: font), nil)
    }

    /// `lines` of one paragraph `text`, each starting with a mark of the paragraph's direction
    /// (U+200E LEFT-TO-RIGHT MARK, or U+200F RIGHT-TO-LEFT MARK when the paragraph's first strong
    /// character is right to left: UAX #9's P2 and P3), so every wrapped line is laid out in the
    /// paragraph's direction, not the one its own first strong character would pick ("ישראל,
    /// भारत" on a line of a left-to-right paragraph stays in that order). The marks are zero
    /// width and draw nothing. Lines of one line, or of a text with no right-to-left letters
    /// (every line is then left to right anyway), are returned as they are; a line that already
    /// starts with a mark keeps it.
    func paragraphDirected(_ lines: [String], of text: String, font: Font) -> [String] {
        guard lines.count > 1, text.unicodeScalars.contains(where: { $0.value >= 0x590 }) else { return lines }
        let mark = isRightToLeft(text, font: font) ? "\u{200F}" : "\u{200E}"
        return lines.map { line in
            let first = line.unicodeScalars.first
            return first == "\u{200E}" || first == "\u{200F}" ? line : mark + line
        }
    }

    /// `text` (at most `TextLimits.maximumShapedScalars` of it: no more is ever shown) cut at
    /// the longest prefix of grapheme clusters that fits `width` with an ellipsis: a binary
    /// search over the prefix's length.
    private func shortened(_ text: String, font: Font, width: Double) -> String {
        let clusters = Array(Substring(text.unicodeScalars.prefix(TextLimits.maximumShapedScalars)))
        // The longest prefix that fits with the ellipsis (widths grow with the prefix).
        let fits = FittingSearch.largest(upTo: clusters.count - 1) { n in
            n == 0
                || measureCandidateWidth(String(clusters[..<n]).trimmingTrailingSpaces() + "\u{2026}", font: font)
                    <= width
        }
        return String(clusters[..<fits]).trimmingTrailingSpaces() + "\u{2026}"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}

/// Horizontal placement of text inside a rectangle. `natural` is left for left-to-right text
/// and right for right-to-left text (UIKit's `.natural`).
public enum TextAlignment: Sendable, Hashable { case left, center, right, natural }

extension Canvas {
    public func takeDrawnBox() -> Rect? { nil }
    public func beginVerbatimText() {}
    public func endVerbatimText() {}
    public func beginDamageClip(_ rect: Rect) { pushClip(rect) }
    public func endDamageClip() { popClip() }
    public func retainLayer(_ key: ObjectIdentifier, box: Rect) -> Bool { false }
    public func restoreLayer(_ key: ObjectIdentifier, box: Rect) -> Bool { false }
    public func retainedLayerCovers(_ key: ObjectIdentifier, rect: Rect) -> Bool { false }

    public func fillCircle(center: Point, radius: Double, color: Color, fade: AngularFade) {
        if fade.isUniform {
            fillCircle(center: center, radius: radius, color: color.multiplyingAlpha(fade.stops[0]))
            return
        }
        let step = Double.pi / 36
        for k in 0..<72 {
            let top = Double(k) * step
            fillWedge(
                center: center, innerRadius: 0, outerRadius: radius, startAngle: top - Double.pi / 2,
                endAngle: top + step - Double.pi / 2,
                color: color.multiplyingAlpha(fade.opacity(clockwiseFromTop: top + step / 2)))
        }
    }

    public func fillCircle(center: Point, radius: Double, color: Color) {
        fillEllipse(in: Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius)), color: color)
    }

    public func strokeCircle(center: Point, radius: Double, color: Color, width: Double) {
        strokeEllipse(
            in: Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius)), color: color, width: width)
    }

    /// A full annulus between two radii.
    public func fillRing(center: Point, innerRadius: Double, outerRadius: Double, color: Color) {
        fillWedge(
            center: center, innerRadius: innerRadius, outerRadius: outerRadius,
            startAngle: 0, endAngle: 2 * Double.pi, color: color)
    }

    public func drawImage(_ image: Image, in rect: Rect) {
        drawImage(image, in: rect, rotation: 0, tint: nil, alpha: 1)
    }

    /// Draws `text` vertically centred in `rect`, placed horizontally by `alignment`.
    public func drawText(_ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment = .center) {
        let size = measureText(text, font: font)
        let x: Double
        switch alignment {
        case .left: x = rect.minX
        case .center: x = rect.midX - size.width / 2
        case .right: x = rect.maxX - size.width
        case .natural: x = isRightToLeft(text, font: font) ? rect.maxX - size.width : rect.minX
        }
        let check = textCheck
        check?.givenBox = rect
        drawText(text, at: Point(x: x, y: rect.midY - size.height / 2), font: font, color: color)
        check?.givenBox = nil
    }
}
