import Foundation

/// WCAG 2.2's relative luminance and contrast ratio, and the sRGB transfer function they rest on.
///
/// ```swift
/// Color.black.contrastRatio(with: .white)                 // 21
/// Color(white: 0.5).contrastRatio(with: .white)           // 3.95
/// Color(white: 0.5).relativeLuminance                     // 0.214
/// ```
extension Color {
    /// An sRGB component (0...1) as linear light: WCAG 2.2's formula (its threshold 0.04045, the
    /// IEC standard's).
    public static func linear(fromSRGB c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light (0...1, clamped) as an sRGB component: the inverse of `linear(fromSRGB:)`.
    public static func sRGB(fromLinear l: Double) -> Double {
        let v = l.isNaN ? 0 : min(1, max(0, l))
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// WCAG's relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linear components
    /// (Rec. 709 weights); alpha is ignored (measure colours as they show, composited).
    public var relativeLuminance: Double {
        0.2126 * Color.linear(fromSRGB: red) + 0.7152 * Color.linear(fromSRGB: green) + 0.0722
            * Color.linear(fromSRGB: blue)
    }

    /// WCAG's contrast ratio between two opaque colours: (L1 + 0.05) / (L2 + 0.05), the lighter
    /// over the darker, from 1 (the same) to 21 (black on white).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
