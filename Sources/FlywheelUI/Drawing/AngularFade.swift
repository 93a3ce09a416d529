import FlywheelCore
import Foundation

/// Opacity that varies with the direction from a circle's centre: `stops` spread evenly
/// clockwise around a full turn from 12 o'clock (the first at 0°, the last at 360°), linear in
/// between — what a conic gradient used as a mask gives. The fade is fixed to the shape's local
/// space: a canvas transform that rotates the circle rotates the fade with it.
///
/// ```swift
/// let fade = AngularFade.spinnerRing
/// fade.opacity(clockwiseFromTop: .pi / 6)   // 0.55
/// canvas.fillCircle(center: c, radius: 100, color: .yellow, fade: fade)
/// ```
public struct AngularFade: Sendable, Hashable {
    /// The opacities (0–1), at least two; the first sits at 12 o'clock, the last a full turn later.
    public let stops: [Double]

    /// A fade through `stops` (values are clamped to 0–1; fewer than two stops, or a value that
    /// is not finite, gives the stop list `[1, 1]`: no fade).
    public init(stops: [Double]) {
        if stops.count >= 2, stops.allSatisfy(\.isFinite) {
            self.stops = stops.map { min(1, max(0, $0)) }
        } else {
            self.stops = [1, 1]
        }
    }

    /// RVS_Spinner's mask of the open ring: 13 stops 30° apart, 1 at the top falling to 0 at the
    /// bottom on both sides (1, .55, .40, .25, .10, .03, 0, .03, …, 1).
    public static let spinnerRing = AngularFade(stops: [
        1.0, 0.55, 0.40, 0.25, 0.10, 0.03, 0, 0.03, 0.10, 0.25, 0.40, 0.55, 1.0,
    ])

    /// Opacity 1 all round.
    public static let opaque = AngularFade(stops: [1, 1])

    /// True when every stop is the same: a flat colour.
    public var isUniform: Bool { stops.allSatisfy { $0 == stops[0] } }

    /// The opacity at `angle` radians clockwise from 12 o'clock (any value: wrapped into one turn).
    public func opacity(clockwiseFromTop angle: Double) -> Double {
        guard angle.isFinite else { return stops[0] }
        var turns = (angle / (2 * Double.pi)).truncatingRemainder(dividingBy: 1)
        if turns < 0 { turns += 1 }
        let x = turns * Double(stops.count - 1)
        let i = min(Int(saturating: x), stops.count - 2)
        let f = x - Double(i)
        return stops[i] + (stops[i + 1] - stops[i]) * f
    }
}
