import FlywheelCore

/// The bounds that keep drawing any string cheap, whatever an app passes: past them text is cut
/// or refused before the expensive steps (shaping, bidi, fallback, rasterising) see it. Every
/// canvas and widget applies the same figures.
///
/// ```swift
/// TextLimits.maximumShapedScalars   // 4096: a longer line is cut before it is shaped
/// ```
public enum TextLimits {
    /// The most Unicode scalars of one line that are shaped; the rest is not drawn or measured
    /// (a 4096-character line is some 40,000 points wide at 15 pt: no box shows more).
    public static let maximumShapedScalars = 4096
    /// The most scalars read from one line while looking for the `maximumShapedScalars` kept
    /// (combining marks past `maximumNonStarters` are read and dropped).
    public static let maximumReadScalars = 8192
    /// The most non-starters (characters of a non-zero canonical combining class: accents and
    /// other marks) kept after one starter, as in Unicode's Stream-Safe Text Format (UAX #15);
    /// further ones are dropped. 100,000 marks on one letter draw as its first 30.
    public static let maximumNonStarters = 30
    /// The largest font size in points a `Font` keeps (larger sizes are lowered to it).
    public static let maximumFontSize = 1024.0
    /// The largest pixel size glyphs are shaped and rasterised at (after the pixel scale): a
    /// glyph's box then fits a page of the glyph atlas (512 pixels a side), so a line of huge
    /// text shares pages instead of taking one per glyph and emptying the atlas every frame.
    /// Larger text is measured and drawn at this size.
    public static let maximumPixelSize = 256
}
