import Foundation
import FlywheelCore
import FlywheelUI

/// How a slider's travel maps onto a field's range. Most feel numbers span several decades
/// (a stop speed from 0.001 to 100 items/s), so a linear slider would leave the useful values
/// in its first pixel; each field picks the scale on which its typical values spread out.
enum FeelScale: Sendable, Equatable {
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

    /// Where `value` sits along the slider, 0…1.
    func fraction(of value: Double, in range: ClosedRange<Double>) -> Double {
        let lo = forward(range.lowerBound), hi = forward(range.upperBound)
        guard value.isFinite, hi > lo else { return 0 }
        return min(max((forward(min(max(value, range.lowerBound), range.upperBound)) - lo) / (hi - lo), 0), 1)
    }

    /// The value at `fraction` of the slider, kept inside `range`.
    func value(atFraction fraction: Double, in range: ClosedRange<Double>) -> Double {
        let lo = forward(range.lowerBound), hi = forward(range.upperBound)
        let f = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        if f == 0 { return range.lowerBound }
        if f == 1 { return range.upperBound }
        return min(max(inverse(lo + f * (hi - lo)), range.lowerBound), range.upperBound)
    }

    /// `value` rounded to three significant digits in the scale's own terms (for rates near 1:
    /// of `1 - value`), so values set by dragging save as tidy JSON.
    func tidied(_ value: Double, in range: ClosedRange<Double>) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let rounded: Double
        switch self {
        case .complementLogarithmic:
            rounded = 1 - Self.significant(1 - value, digits: 3)
        case .linear:
            // Three significant digits of the range, not of the value: 0.004 of a bounce is noise.
            let quantum = pow(10, (log10(range.upperBound - range.lowerBound)).rounded(.down) - 2)
            rounded = (value / quantum).rounded() * quantum
        default:
            rounded = Self.significant(value, digits: 3)
        }
        return min(max(rounded, range.lowerBound), range.upperBound)
    }

    static func significant(_ v: Double, digits: Int) -> Double {
        guard v.isFinite, v != 0 else { return v }
        let quantum = pow(10, (log10(abs(v))).rounded(.down) - Double(digits - 1))
        return (v / quantum).rounded() * quantum
    }

    /// The value as the lab shows it: enough digits to see a slider step (six for rates near 1).
    func format(_ value: Double) -> String {
        guard value.isFinite else { return String(describing: value) }
        if value == 0 { return "0" }
        let digits = self == .complementLogarithmic
            ? 3 - Int((log10(abs(1 - value))).rounded(.down))
            : 3 - Int((log10(abs(value))).rounded(.down))
        return Plot.format(value, decimals: max(0, digits))
    }
}

/// The lab's pages of fields.
enum FeelPage: Int, CaseIterable, Sendable {
    case coast, fling, momentum, springs, pop

    var title: String {
        switch self {
        case .coast: return "Coast"
        case .fling: return "Fling"
        case .momentum: return "Input"
        case .springs: return "Springs"
        case .pop: return "Pop"
        }
    }
}

/// One `FeelParameters` field as the lab edits it: its JSON name (the label, so a profile file
/// and the panel read alike), its page, and how it is edited. Numbers get a slider on their
/// scale with their allowed range and a unit; the two booleans, the speed basis and the
/// estimator's degree get segmented controls.
///
/// The ranges repeat `FeelParameters.validate()`'s; `FeelLabFieldTests` checks that both ends
/// validate and that just beyond them is refused with the field's name, and that the table
/// covers `FeelParameters.fieldNames` exactly.
struct FeelField {
    enum Kind {
        case number(WritableKeyPath<FeelParameters, Double>, range: ClosedRange<Double>, scale: FeelScale, unit: String)
        case toggle(WritableKeyPath<FeelParameters, Bool>)
        case basis
        case degree
    }

    let name: String
    let page: FeelPage
    let kind: Kind

    /// The segments of a non-numeric field.
    var choices: [String] {
        switch kind {
        case .number: return []
        case .toggle: return ["off", "on"]
        case .basis: return ["finger items/s", "tangential pt/s"]
        case .degree: return ["1", "2"]
        }
    }

    /// The selected segment for `feel` (non-numeric fields).
    func choiceIndex(in feel: FeelParameters) -> Int {
        switch kind {
        case .number: return -1
        case .toggle(let path): return feel[keyPath: path] ? 1 : 0
        case .basis: return feel.flingSpeedBasis == .fingerItemsPerSecond ? 0 : 1
        case .degree: return feel.estimatorDegree - 1
        }
    }

    /// `feel` with segment `index` chosen (non-numeric fields).
    func applying(choice index: Int, to feel: FeelParameters) -> FeelParameters {
        var f = feel
        switch kind {
        case .number: break
        case .toggle(let path): f[keyPath: path] = index == 1
        case .basis: f.flingSpeedBasis = index == 0 ? .fingerItemsPerSecond : .tangentialPointsPerSecond
        case .degree: f.estimatorDegree = index + 1
        }
        return f
    }

    /// The value as shown beside the control, with its unit.
    func display(in feel: FeelParameters) -> String {
        switch kind {
        case .number(let path, _, let scale, let unit):
            let text = scale.format(feel[keyPath: path])
            return unit.isEmpty ? text : "\(text) \(unit)"
        default:
            let i = choiceIndex(in: feel)
            return choices.indices.contains(i) ? choices[i] : "?"
        }
    }

    /// Every field, page by page.
    static var all: [FeelField] {
        let rate = FeelScale.complementLogarithmic, log = FeelScale.logarithmic
        return [
            // Coast: how the wheel slows down and where it may stop.
            .init(name: "decelerationRatePerMillisecond", page: .coast,
                  kind: .number(\.decelerationRatePerMillisecond, range: 0.9...0.99999, scale: rate, unit: "/ms")),
            .init(name: "stopSpeedItemsPerSecond", page: .coast,
                  kind: .number(\.stopSpeedItemsPerSecond, range: 0.001...100, scale: log, unit: "items/s")),
            .init(name: "minimumProgrammaticSpinSeconds", page: .coast,
                  kind: .number(\.minimumProgrammaticSpinSeconds, range: 0...600, scale: .logarithmicWithOffset(0.1), unit: "s")),
            .init(name: "mayRestOnDisabledItems", page: .coast, kind: .toggle(\.mayRestOnDisabledItems)),
            .init(name: "rubberBandCoefficient", page: .coast,
                  kind: .number(\.rubberBandCoefficient, range: 0.01...1, scale: .linear, unit: "")),
            .init(name: "rubberBandDimensionItems", page: .coast,
                  kind: .number(\.rubberBandDimensionItems, range: 0.1...1000, scale: log, unit: "items")),
            // Fling: from the finger's speed to the wheel's.
            .init(name: "flingSpeedBasis", page: .fling, kind: .basis),
            .init(name: "flingPointsPerItem", page: .fling,
                  kind: .number(\.flingPointsPerItem, range: 1...10_000, scale: log, unit: "pt/item")),
            .init(name: "flingGain", page: .fling,
                  kind: .number(\.flingGain, range: 0.01...100, scale: log, unit: "×")),
            .init(name: "flingResponseExponent", page: .fling,
                  kind: .number(\.flingResponseExponent, range: 0.25...2, scale: .linear, unit: "")),
            .init(name: "minimumFlingSpeedItemsPerSecond", page: .fling,
                  kind: .number(\.minimumFlingSpeedItemsPerSecond, range: 0...1000, scale: .logarithmicWithOffset(0.1), unit: "items/s")),
            .init(name: "maximumFlingSpeedItemsPerSecond", page: .fling,
                  kind: .number(\.maximumFlingSpeedItemsPerSecond, range: 0.1...100_000, scale: log, unit: "items/s")),
            // Input: repeated flings and the velocity estimator.
            .init(name: "addsMomentumFromRepeatedFlings", page: .momentum, kind: .toggle(\.addsMomentumFromRepeatedFlings)),
            .init(name: "repeatedFlingMomentumFraction", page: .momentum,
                  kind: .number(\.repeatedFlingMomentumFraction, range: 0...1, scale: .linear, unit: "×")),
            .init(name: "repeatedFlingWindowSeconds", page: .momentum,
                  kind: .number(\.repeatedFlingWindowSeconds, range: 0...10, scale: .logarithmicWithOffset(0.05), unit: "s")),
            .init(name: "estimatorHorizonSeconds", page: .momentum,
                  kind: .number(\.estimatorHorizonSeconds, range: 0.005...1, scale: log, unit: "s")),
            .init(name: "estimatorStopGapSeconds", page: .momentum,
                  kind: .number(\.estimatorStopGapSeconds, range: 0.001...1, scale: log, unit: "s")),
            .init(name: "estimatorDegree", page: .momentum, kind: .degree),
            // Springs: settling on a detent, steps, long presses.
            .init(name: "snapSpringDurationSeconds", page: .springs,
                  kind: .number(\.snapSpringDurationSeconds, range: 0.01...10, scale: log, unit: "s")),
            .init(name: "snapSpringBounce", page: .springs,
                  kind: .number(\.snapSpringBounce, range: -0.95...0.95, scale: .linear, unit: "")),
            .init(name: "stepSpringDurationSeconds", page: .springs,
                  kind: .number(\.stepSpringDurationSeconds, range: 0.01...10, scale: log, unit: "s")),
            .init(name: "stepSpringBounce", page: .springs,
                  kind: .number(\.stepSpringBounce, range: -0.95...0.95, scale: .linear, unit: "")),
            .init(name: "longPressMinimumDurationSeconds", page: .springs,
                  kind: .number(\.longPressMinimumDurationSeconds, range: 0.05...10, scale: log, unit: "s")),
            .init(name: "longPressRepeatIntervalSeconds", page: .springs,
                  kind: .number(\.longPressRepeatIntervalSeconds, range: 0.01...10, scale: log, unit: "s")),
            // Pop: the spinner's open and close animations.
            .init(name: "openDurationSeconds", page: .pop,
                  kind: .number(\.openDurationSeconds, range: 0...10, scale: .logarithmicWithOffset(0.05), unit: "s")),
            .init(name: "openSpringDampingRatio", page: .pop,
                  kind: .number(\.openSpringDampingRatio, range: 0.01...10, scale: log, unit: "")),
            .init(name: "openInitialSpringVelocity", page: .pop,
                  kind: .number(\.openInitialSpringVelocity, range: 0...1000, scale: .logarithmicWithOffset(1), unit: "/s")),
            .init(name: "closeDurationSeconds", page: .pop,
                  kind: .number(\.closeDurationSeconds, range: 0...10, scale: .logarithmicWithOffset(0.05), unit: "s")),
            .init(name: "closeSpringDampingRatio", page: .pop,
                  kind: .number(\.closeSpringDampingRatio, range: 0.01...10, scale: log, unit: "")),
            .init(name: "closeInitialSpringVelocity", page: .pop,
                  kind: .number(\.closeInitialSpringVelocity, range: 0...1000, scale: .logarithmicWithOffset(1), unit: "/s")),
        ]
    }
}
