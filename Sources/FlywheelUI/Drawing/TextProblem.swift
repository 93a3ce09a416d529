import FlywheelCore

/// A line of text that does not show as written: a character no installed font has, a string
/// shortened with "…" to fit, or text running past its view's sides. Found by a `TextCheck`.
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
    /// Points that did not fit: the width the full string needs beyond its room (truncated) or
    /// the width drawn past the view's sides (clipped); 0 for missing glyphs.
    public var overflow: Double = 0
    /// How many glyphs are the missing-glyph box (missingGlyphs; else 0).
    public var missingGlyphs: Int = 0

    public var description: String {
        let amount: String
        switch kind {
        case .missingGlyphs: amount = "\(missingGlyphs) missing"
        case .truncated, .clipped: amount = "\(NumberText.rounded(overflow, decimals: 1)) pt over"
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
