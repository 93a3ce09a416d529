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

    /// The ring's disc when its fade is fixed to the screen: `AngularFade.spinnerRing` for
    /// `byAngle` (the original's mask), no fade for `none`; nil for `byItemDistance`, whose fade
    /// turns with the items (the disc is then drawn as one wedge per item).
    public var screenFade: AngularFade? {
        switch self {
        case .byAngle: return .spinnerRing
        case .none: return .opaque
        case .byItemDistance: return nil
        }
    }

    /// Opacity for an item at clockwise screen angle `angleFromTop` (any value; wrapped) that is
    /// `itemDistance` items (≥ 0, fractional while turning) from the top.
    public func opacity(angleFromTop: Double, itemDistance: Double) -> Double {
        switch self {
        case .none:
            return 1
        case .byItemDistance:
            return max(0, 1 - 0.25 * abs(itemDistance))
        case .byAngle:
            return AngularFade.spinnerRing.opacity(clockwiseFromTop: angleFromTop)
        }
    }
}
