import Foundation

/// The iOS rubber band: how far content moves when dragged `x` past its edge.
///
///     f(x) = (1 - 1/(x·c/d + 1))·d = x·d·c / (d + c·x)        inverse: x = d·f / (c·(d - f))
///
/// `c` is the coefficient (0.55 in UIKit), `d` the dimension (the viewport; the picker uses a
/// number of items). `f` grows like `c·x` for small overscroll and never reaches `d`. Negative
/// overscroll mirrors positive.
///
/// ```swift
/// let band = RubberBand(coefficient: 0.55, dimension: 5)
/// band.offset(forOverscroll: 1)        // 0.495…
/// band.overscroll(forOffset: 0.495…)   // 1
/// band.clamp(-1, to: 0...19)           // -0.495…
/// ```
public struct RubberBand: Sendable, Equatable {
    /// `c`: 0.55 is UIKit's; smaller is stiffer.
    public var coefficient: Double
    /// `d`: the limit the offset approaches as the overscroll grows.
    public var dimension: Double

    public init(coefficient: Double = 0.55, dimension: Double) {
        self.coefficient = coefficient
        self.dimension = dimension
    }

    /// The displayed offset for an overscroll `x` (same sign as `x`, |result| < d).
    public func offset(forOverscroll x: Double) -> Double {
        let magnitude = abs(x)
        let f = magnitude * dimension * coefficient / (dimension + coefficient * magnitude)
        return x < 0 ? -f : f
    }

    /// The overscroll that displays as `f` (|f| < d; larger offsets give infinity).
    public func overscroll(forOffset f: Double) -> Double {
        let magnitude = abs(f)
        guard magnitude < dimension else { return f < 0 ? -.infinity : .infinity }
        let x = dimension * magnitude / (coefficient * (dimension - magnitude))
        return f < 0 ? -x : x
    }

    /// `df/dx` at overscroll `x`: `c·d² / (d + c|x|)²` (c at the edge, falling toward 0).
    public func slope(atOverscroll x: Double) -> Double {
        let denominator = dimension + coefficient * abs(x)
        return coefficient * dimension * dimension / (denominator * denominator)
    }

    /// `position` with any part outside `range` rubber-banded.
    public func clamp(_ position: Double, to range: ClosedRange<Double>) -> Double {
        Self.mapOutside(range, position) { offset(forOverscroll: $0) }
    }

    /// The inverse of `clamp`: the unbanded position that displays as `displayed`.
    public func unclamp(_ displayed: Double, from range: ClosedRange<Double>) -> Double {
        Self.mapOutside(range, displayed) { overscroll(forOffset: $0) }
    }

    /// `value` inside `range` as it is; past an end, that end plus `map` of the distance past it
    /// (signed: negative below the range).
    private static func mapOutside(
        _ range: ClosedRange<Double>, _ value: Double, _ map: (Double) -> Double
    ) -> Double {
        if value < range.lowerBound { return range.lowerBound + map(value - range.lowerBound) }
        if value > range.upperBound { return range.upperBound + map(value - range.upperBound) }
        return value
    }
}
