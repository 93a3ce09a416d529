import Foundation

/// How a travel (a fraction 0…1 of a slider's track) maps onto a value range. Many tuning
/// numbers span several decades (a stop speed from 0.001 to 100 items/s), so a linear track
/// would crowd the useful values into its first pixel; a scale spreads them out.
///
/// The logarithmic scales need a range on which their logarithm is finite (`logarithmic`:
/// positive; `logarithmicWithOffset(c)`: above `-c`; `complementLogarithmic`: below 1); on any
/// other range they fall back to linear.
///
/// ```swift
/// let log = ValueScale.logarithmic
/// log.fraction(of: 1, in: 0.01...100)          // 0.5: 1 is halfway between 0.01 and 100
/// log.value(atFraction: 0.75, in: 0.01...100)  // 10
/// log.text(for: 0.25, unit: "items/s")         // "0.25 items/s"
/// ```
public enum ValueScale: Sendable, Equatable {
    /// Even steps.
    case linear
    /// Even ratios (the range must be positive).
    case logarithmic
    /// Even ratios of `value + offset`: logarithmic, but reaching 0.
    case logarithmicWithOffset(Double)
    /// Even ratios of `1 - value`: rates just below 1 (0.9, 0.99, 0.999, 0.9999 equally spaced).
    case complementLogarithmic

    private func forward(_ v: Double) -> Double {
        switch self {
        case .linear: return v
        case .logarithmic: return log10(v)
        case .logarithmicWithOffset(let c): return log10(v + c)
        case .complementLogarithmic: return -log10(1 - v)
        }
    }

    private func inverse(_ s: Double) -> Double {
        switch self {
        case .linear: return s
        case .logarithmic: return pow(10, s)
        case .logarithmicWithOffset(let c): return pow(10, s) - c
        case .complementLogarithmic: return 1 - pow(10, -s)
        }
    }

    /// The scale actually used on `range`: this one, or linear where its logarithm is not finite.
    private func effective(on range: ClosedRange<Double>) -> ValueScale {
        let lo = forward(range.lowerBound), hi = forward(range.upperBound)
        return lo.isFinite && hi.isFinite ? self : .linear
    }

    /// Where `value` sits along the track, 0…1 (0 for a non-finite value or an empty range).
    public func fraction(of value: Double, in range: ClosedRange<Double>) -> Double {
        let scale = effective(on: range)
        let lo = scale.forward(range.lowerBound), hi = scale.forward(range.upperBound)
        guard value.isFinite, hi > lo else { return 0 }
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        return min(max((scale.forward(clamped) - lo) / (hi - lo), 0), 1)
    }

    /// The value at `fraction` of the track, inside `range`; the ends are exact.
    public func value(atFraction fraction: Double, in range: ClosedRange<Double>) -> Double {
        let scale = effective(on: range)
        let lo = scale.forward(range.lowerBound), hi = scale.forward(range.upperBound)
        let f = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        if f == 0 { return range.lowerBound }
        if f == 1 { return range.upperBound }
        return min(max(scale.inverse(lo + f * (hi - lo)), range.lowerBound), range.upperBound)
    }

    /// `value` rounded to `digits` significant digits in the scale's own terms (for rates near
    /// 1: of `1 - value`; on a linear scale: of the range's span, as 0.004 of a 0…10 range is
    /// noise), so values chosen by dragging are tidy numbers.
    public func tidied(_ value: Double, in range: ClosedRange<Double>, digits: Int = 3) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let rounded: Double
        switch self {
        case .complementLogarithmic:
            rounded = 1 - Self.significant(1 - value, digits: digits)
        case .linear:
            let span = range.upperBound - range.lowerBound
            guard span > 0 else { return value }
            let quantum = pow(10, (log10(span)).rounded(.down) - Double(digits - 1))
            rounded = (value / quantum).rounded() * quantum
        default:
            rounded = Self.significant(value, digits: digits)
        }
        return min(max(rounded, range.lowerBound), range.upperBound)
    }

    /// `v` rounded to `digits` significant digits (0 and non-finite values unchanged).
    public static func significant(_ v: Double, digits: Int) -> Double {
        guard v.isFinite, v != 0 else { return v }
        let quantum = pow(10, (log10(abs(v))).rounded(.down) - Double(digits - 1))
        return (v / quantum).rounded() * quantum
    }

    /// The value with enough digits to see a step of the track (three significant, trailing
    /// zeros dropped; for rates near 1, three of `1 - value`).
    public func format(_ value: Double) -> String { format(value, numbers: .plain) }

    /// `format(value)` written by `numbers` (the player's locale): "0,998" in German, "٠٫٩٩٨" in
    /// Egyptian Arabic; with `LocalNumbers.plain`, exactly `format(value)`.
    public func format(_ value: Double, numbers: LocalNumbers) -> String {
        guard value.isFinite else { return String(describing: value) }
        if value == 0 { return numbers.whole(0) }
        return numbers.rounded(value, decimals: decimals(for: value))
    }

    /// The decimals `format(value)` writes at most: 10^−decimals is the smallest change of
    /// `value` its text shows (a reader's step: 4 for 0.25, 2 for 50).
    ///
    /// ```swift
    /// ValueScale.logarithmic.decimals(for: 0.25)   // 4
    /// ```
    public func decimals(for value: Double) -> Int {
        let basis = self == .complementLogarithmic ? abs(1 - value) : abs(value)
        guard basis > 0, basis.isFinite else { return 3 }
        return max(0, 3 - Int(saturating: (log10(basis)).rounded(.down)))
    }

    /// `format(value)` followed by `unit` (if any): "0.25 items/s".
    public func text(for value: Double, unit: String) -> String { text(for: value, unit: unit, numbers: .plain) }

    /// `format(value, numbers:)` followed by `unit` (if any): "0,25 items/s" in German.
    public func text(for value: Double, unit: String, numbers: LocalNumbers) -> String {
        let text = format(value, numbers: numbers)
        return unit.isEmpty ? text : "\(text) \(unit)"
    }
}
