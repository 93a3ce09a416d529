/// An RGBA colour with components from 0 to 1 (sRGB, not premultiplied).
///
/// `isClear` means alpha 0, which is what RVS_Spinner's `UIColor.isClear` amounts to.
/// The named colours are the ones the original harnesses use.
///
/// ```swift
/// let navy = Color(red: 0.0039, green: 0.0196, blue: 0.192)
/// navy.withAlpha(0.5).alpha    // 0.5
/// Color.clear.isClear          // true
/// ```
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Components are clamped to 0...1; NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A grey of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// From 8-bit components.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }

    /// Alpha is zero: nothing would be drawn.
    public var isClear: Bool { alpha == 0 }

    /// The same colour with its alpha *replaced* (as UIColor.withAlphaComponent).
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// The same colour with its alpha multiplied by `k`.
    public func multiplyingAlpha(_ k: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * k) }

    /// Straight interpolation between two colours, `t` in 0...1.
    public func mixed(with other: Color, _ t: Double) -> Color {
        let u = min(1, max(0, t))
        return Color(
            red: red + (other.red - red) * u, green: green + (other.green - green) * u,
            blue: blue + (other.blue - blue) * u, alpha: alpha + (other.alpha - alpha) * u)
    }

    /// 8-bit components, rounded.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (
            UInt8(saturating: (red * 255).rounded()), UInt8(saturating: (green * 255).rounded()),
            UInt8(saturating: (blue * 255).rounded()), UInt8(saturating: (alpha * 255).rounded())
        )
    }

    public var description: String {
        let c = rgba8
        return "rgba(\(c.r),\(c.g),\(c.b),\(c.a))"
    }
}

extension Color {
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    /// UIKit's gray (white 0.5).
    public static let gray = Color(white: 0.5)
    /// UIKit's lightGray (white 2/3).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// UIKit's darkGray (white 1/3).
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// iOS system blue (the default tint of controls).
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// iOS `.label` in light mode: black.
    public static let label = Color.black
}
