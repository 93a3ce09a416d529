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
    /// Point size; values below 1 are raised to 1.
    public var size: Double
    public var weight: Weight

    public init(family: String? = nil, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size.isFinite ? max(1, size) : 12
        self.weight = weight
    }

    public static func system(size: Double) -> Font { Font(size: size) }
    public static func boldSystem(size: Double) -> Font { Font(size: size, weight: .bold) }

    public var description: String { "\(family ?? "sans") \(size)\(weight == .bold ? " bold" : "")" }
}
