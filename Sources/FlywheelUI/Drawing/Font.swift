import FlywheelCore

/// A font request: family, point size and weight. Backends resolve the family to a file
/// (the SDL backend: DejaVu Sans from fonts-dejavu-core unless overridden).
///
/// ```swift
/// let title = Font.boldSystem(size: 20)   // RVS_Spinner's default displayFont
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Weight: Hashable, Sendable { case regular, bold }

    /// `nil` = the backend's default sans-serif family.
    public var family: String?
    /// Point size, 1...`TextLimits.maximumFontSize`: values below 1 are raised to 1, larger
    /// ones lowered to the limit, and NaN or an infinity is 12 (said on standard error in debug
    /// builds), so no size reaches drawing that could not be rasterised or converted.
    public var size: Double {
        get { points }
        set { points = Font.kept(newValue) }
    }
    public var weight: Weight

    /// The smallest size Flywheel's widgets shrink text to when it does not fit: 9 points. Below
    /// it text takes a compact form or is cut with "…" instead; `TextCheck` reports text drawn
    /// smaller (`tooSmall`). A font an app sets smaller is drawn as set.
    public static let minimumReadableSize = 9.0
    private var points: Double

    public init(family: String? = nil, size: Double, weight: Weight = .regular) {
        self.family = family
        self.points = Font.kept(size)
        self.weight = weight
    }

    /// `size` as a font keeps it.
    private static func kept(_ size: Double) -> Double {
        guard size.isFinite else {
            GeometryLimits.warn("Font.size", given: size, using: 12)
            return 12
        }
        guard size <= TextLimits.maximumFontSize else {
            GeometryLimits.warn("Font.size", given: size, using: TextLimits.maximumFontSize)
            return TextLimits.maximumFontSize
        }
        return max(1, size)
    }

    public static func system(size: Double) -> Font { Font(size: size) }
    public static func boldSystem(size: Double) -> Font { Font(size: size, weight: .bold) }

    public var description: String { "\(family ?? "sans") \(size)\(weight == .bold ? " bold" : "")" }
}
