import FlywheelCore

/// A line of text that does not show as written: a character no installed font has, a string
/// shortened with "…" to fit, text running past its view's sides; and, from a whole frame's
/// layout (`TextCheck.checksLayout`), text cut at its top or bottom, half under a view drawn
/// over it, overlapping other text or a control, too small to read, or anything painted outside
/// its scroll area. Found by a `TextCheck`.
///
/// ```swift
/// for p in check.problems { print(p) }
/// // clipped: "Some Disabled Items" in Basic › Disabled › segment 2 (12.5 pt over)
/// ```
public struct TextProblem: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        /// A character fell back to the missing-glyph box: no font on the machine has it.
        case missingGlyphs
        /// The string was shortened with "…" to fit its room (`TextMeasuring.truncatedText`).
        case truncated
        /// The drawn line runs past its view's left or right side, or past the box it was
        /// given (`Canvas.drawText(_:in:font:color:alignment:)`).
        case clipped
        /// More than a quarter of the line's height is cut off at its top or bottom by a view
        /// that clips (or the window's edge); a scroll area's cut does not count (scrolling
        /// shows the rest).
        case clippedVertically
        /// Part of the line, but not all of it, lies under an opaque view drawn after it (the
        /// status line over a row). A line hidden entirely is not reported: it is put away.
        case covered
        /// The line's visible box meets another line's (`otherPath`) or a control the line's
        /// view does not belong to: the two overprint.
        case overlap
        /// Drawn smaller than `TextCheck.minimumTextSize` points (its font size times the
        /// view's scale).
        case tooSmall
        /// A view inside a scroll area painted outside the area's visible box (`otherPath`):
        /// scrolled content drawing over what is around the scroll area. Not a line of text:
        /// `text` is the view's path, `overflow` how far it reaches out.
        case outsideScroll
        /// A number drawn in another digit system than the player locale's (ASCII "3" under
        /// ar-EG, which writes "٣"), key names such as "F1" aside. Found over a whole frame by
        /// the harness's `l10n-check` (and `a11y-check`), not by `TextCheck`; `detail` names the
        /// digits.
        case otherDigits
        /// Inside a row, Tab or a reader steps against the layout direction (to the left in a
        /// left-to-right row, to the right in a mirrored one) from `otherPath` to this view.
        /// Found over a whole frame by the harness's `l10n-check` (and `a11y-check`); `detail`
        /// says which order.
        case orderAgainstDirection

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    public var kind: Kind
    /// The view that drew it, from the outermost named ancestor: each view's accessibility
    /// label (or its type's name), then the part of the view (`TextPartNaming`), joined by " › ".
    public var viewPath: String
    /// The string as the program gave it (before truncation and any pseudo-locale).
    public var text: String
    /// The string as drawn (shortened, pseudo-localised).
    public var shown: String
    /// Points that did not fit: the width the full string needs beyond its room (truncated),
    /// the width drawn past the view's sides (clipped), the height cut off (clippedVertically),
    /// the height under the cover (covered), how far the paint reaches out of the scroll area
    /// (outsideScroll); 0 for the others.
    public var overflow: Double = 0
    /// How many glyphs are the missing-glyph box (missingGlyphs; else 0).
    public var missingGlyphs: Int = 0
    /// What the line meets (overlap), lies under (covered) or runs out of (outsideScroll): that
    /// view's path, or the other line's.
    public var otherPath: String?
    /// The size the line was drawn at, in points (tooSmall; else 0).
    public var size: Double = 0
    /// What the check that found it says about it, in words (otherDigits: the digit systems;
    /// orderAgainstDirection: the order and the way it runs); nil for the others.
    public var detail: String?

    public init(
        kind: Kind, viewPath: String, text: String, shown: String, overflow: Double = 0, missingGlyphs: Int = 0,
        otherPath: String? = nil, size: Double = 0, detail: String? = nil
    ) {
        self.kind = kind
        self.viewPath = viewPath
        self.text = text
        self.shown = shown
        self.overflow = overflow
        self.missingGlyphs = missingGlyphs
        self.otherPath = otherPath
        self.size = size
        self.detail = detail
    }

    public var description: String {
        let amount: String
        switch kind {
        case .missingGlyphs: amount = "\(missingGlyphs) missing"
        case .truncated, .clipped, .clippedVertically: amount = "\(NumberText.rounded(overflow, decimals: 1)) pt over"
        case .covered: amount = "\(NumberText.rounded(overflow, decimals: 1)) pt under \(otherPath ?? "?")"
        case .overlap: amount = "meets \(otherPath ?? "?")"
        case .tooSmall: amount = "\(NumberText.rounded(size, decimals: 1)) pt"
        case .outsideScroll:
            return
                "outsideScroll: \(viewPath) paints \(NumberText.rounded(overflow, decimals: 1)) pt outside \(otherPath ?? "?")"
        case .otherDigits, .orderAgainstDirection: amount = detail ?? kind.rawValue
        }
        return "\(kind.rawValue): \"\(text)\" in \(viewPath) (\(amount))"
    }
}

/// A view that draws several strings names the part a point of its bounds belongs to, so a text
/// problem says which one ("segment 2", "tab 5").
public protocol TextPartNaming: AnyObject {
    /// The part of the view at `point` (the view's own coordinates), or nil.
    func textPartName(at point: Point) -> String?
}
