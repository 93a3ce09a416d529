import FlywheelCore
import FlywheelUI
import Foundation

/// The lab's name for `SliderScale`: how a field's slider travel maps onto its range. Most feel
/// numbers span several decades (a stop speed from 0.001 to 100 items/s), so each field picks
/// the scale on which its typical values spread out.
typealias FeelScale = SliderScale

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
            return scale.text(for: feel[keyPath: path], unit: unit)
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
            .init(
                name: "decelerationRatePerMillisecond", page: .coast,
                kind: .number(\.decelerationRatePerMillisecond, range: 0.9...0.99999, scale: rate, unit: "/ms")),
            .init(
                name: "stopSpeedItemsPerSecond", page: .coast,
                kind: .number(\.stopSpeedItemsPerSecond, range: 0.001...100, scale: log, unit: "items/s")),
            .init(
                name: "minimumProgrammaticSpinSeconds", page: .coast,
                kind: .number(
                    \.minimumProgrammaticSpinSeconds, range: 0...600, scale: .logarithmicWithOffset(0.1), unit: "s")),
            .init(name: "mayRestOnDisabledItems", page: .coast, kind: .toggle(\.mayRestOnDisabledItems)),
            .init(
                name: "rubberBandCoefficient", page: .coast,
                kind: .number(\.rubberBandCoefficient, range: 0.01...1, scale: .linear, unit: "")),
            .init(
                name: "rubberBandDimensionItems", page: .coast,
                kind: .number(\.rubberBandDimensionItems, range: 0.1...1000, scale: log, unit: "items")),
            // Fling: from the finger's speed to the wheel's.
            .init(name: "flingSpeedBasis", page: .fling, kind: .basis),
            .init(
                name: "flingPointsPerItem", page: .fling,
                kind: .number(\.flingPointsPerItem, range: 1...10_000, scale: log, unit: "pt/item")),
            .init(
                name: "flingGain", page: .fling,
                kind: .number(\.flingGain, range: 0.01...100, scale: log, unit: "×")),
            .init(
                name: "flingResponseExponent", page: .fling,
                kind: .number(\.flingResponseExponent, range: 0.25...2, scale: .linear, unit: "")),
            .init(
                name: "minimumFlingSpeedItemsPerSecond", page: .fling,
                kind: .number(
                    \.minimumFlingSpeedItemsPerSecond, range: 0...1000, scale: .logarithmicWithOffset(0.1),
                    unit: "items/s")),
            .init(
                name: "maximumFlingSpeedItemsPerSecond", page: .fling,
                kind: .number(\.maximumFlingSpeedItemsPerSecond, range: 0.1...100_000, scale: log, unit: "items/s")),
            // Input: repeated flings and the velocity estimator.
            .init(
                name: "addsMomentumFromRepeatedFlings", page: .momentum, kind: .toggle(\.addsMomentumFromRepeatedFlings)
            ),
            .init(
                name: "repeatedFlingMomentumFraction", page: .momentum,
                kind: .number(\.repeatedFlingMomentumFraction, range: 0...1, scale: .linear, unit: "×")),
            .init(
                name: "repeatedFlingWindowSeconds", page: .momentum,
                kind: .number(
                    \.repeatedFlingWindowSeconds, range: 0...10, scale: .logarithmicWithOffset(0.05), unit: "s")),
            .init(
                name: "estimatorHorizonSeconds", page: .momentum,
                kind: .number(\.estimatorHorizonSeconds, range: 0.005...1, scale: log, unit: "s")),
            .init(
                name: "estimatorStopGapSeconds", page: .momentum,
                kind: .number(\.estimatorStopGapSeconds, range: 0.001...1, scale: log, unit: "s")),
            .init(name: "estimatorDegree", page: .momentum, kind: .degree),
            // Springs: settling on a detent, steps, long presses.
            .init(
                name: "snapSpringDurationSeconds", page: .springs,
                kind: .number(\.snapSpringDurationSeconds, range: 0.01...10, scale: log, unit: "s")),
            .init(
                name: "snapSpringBounce", page: .springs,
                kind: .number(\.snapSpringBounce, range: -0.95...0.95, scale: .linear, unit: "")),
            .init(
                name: "stepSpringDurationSeconds", page: .springs,
                kind: .number(\.stepSpringDurationSeconds, range: 0.01...10, scale: log, unit: "s")),
            .init(
                name: "stepSpringBounce", page: .springs,
                kind: .number(\.stepSpringBounce, range: -0.95...0.95, scale: .linear, unit: "")),
            .init(
                name: "longPressMinimumDurationSeconds", page: .springs,
                kind: .number(\.longPressMinimumDurationSeconds, range: 0.05...10, scale: log, unit: "s")),
            .init(
                name: "longPressRepeatIntervalSeconds", page: .springs,
                kind: .number(\.longPressRepeatIntervalSeconds, range: 0.01...10, scale: log, unit: "s")),
            // Pop: the spinner's open and close animations.
            .init(
                name: "openDurationSeconds", page: .pop,
                kind: .number(\.openDurationSeconds, range: 0...10, scale: .logarithmicWithOffset(0.05), unit: "s")),
            .init(
                name: "openSpringDampingRatio", page: .pop,
                kind: .number(\.openSpringDampingRatio, range: 0.01...10, scale: log, unit: "")),
            .init(
                name: "openInitialSpringVelocity", page: .pop,
                kind: .number(
                    \.openInitialSpringVelocity, range: 0...1000, scale: .logarithmicWithOffset(1), unit: "/s")),
            .init(
                name: "closeDurationSeconds", page: .pop,
                kind: .number(\.closeDurationSeconds, range: 0...10, scale: .logarithmicWithOffset(0.05), unit: "s")),
            .init(
                name: "closeSpringDampingRatio", page: .pop,
                kind: .number(\.closeSpringDampingRatio, range: 0.01...10, scale: log, unit: "")),
            .init(
                name: "closeInitialSpringVelocity", page: .pop,
                kind: .number(
                    \.closeInitialSpringVelocity, range: 0...1000, scale: .logarithmicWithOffset(1), unit: "/s")),
        ]
    }
}
