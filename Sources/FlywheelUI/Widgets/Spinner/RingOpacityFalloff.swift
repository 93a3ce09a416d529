import Foundation

/// How the open ring fades away from the top.
///
/// - `byAngle`: RVS_Spinner's conic mask — opacity by screen angle from 12 o'clock, linear
///   between 13 stops 30° apart (1, .55, .40, .25, .10, .03, 0 at 180°), whatever the item count.
/// - `byItemDistance`: opacity `1 − 0.25·d` for an item `d` items from the top (the original's
///   unused `_kDistanceOpacityQuotient`), so crowded and sparse rings fade alike per item.
/// - `none`: every item fully opaque.
///
/// ```swift
/// RingOpacityFalloff.byAngle.opacity(angleFromTop: .pi / 6, itemDistance: 1)   // 0.55
/// ```
public enum RingOpacityFalloff: Sendable, Hashable, CaseIterable {
    case byAngle
    case byItemDistance
    case none

    /// The original's stops at 0°, 30°, … 180° (symmetric on both sides).
    public static let angleStops: [Double] = [1.0, 0.55, 0.40, 0.25, 0.10, 0.03, 0.0]

    /// Opacity for an item at clockwise screen angle `angleFromTop` (any value; wrapped) that is
    /// `itemDistance` items (≥ 0, fractional while turning) from the top.
    public func opacity(angleFromTop: Double, itemDistance: Double) -> Double {
        switch self {
        case .none:
            return 1
        case .byItemDistance:
            return max(0, 1 - 0.25 * abs(itemDistance))
        case .byAngle:
            var a = abs(angleFromTop).truncatingRemainder(dividingBy: 2 * Double.pi)
            if a > Double.pi { a = 2 * Double.pi - a }
            let x = a / (Double.pi / 6)
            let i = min(Int(x), 5)
            let f = x - Double(i)
            let stops = Self.angleStops
            return stops[i] + (stops[i + 1] - stops[i]) * f
        }
    }
}
