import FlywheelCore
import FlywheelUI
import Foundation

/// The lab's name for `ValueScale`: how a field's slider travel maps onto its range (each
/// numeric field publishes its own in `FeelParameters.numberFields`).
typealias FeelScale = ValueScale

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
/// Ranges, units and scales are FlywheelCore's (`FeelParameters.numberFields`); `FeelLabFieldTests`
/// checks that the pages cover `FeelParameters.fieldNames` exactly.
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

    /// The value as shown beside the control, with its unit, its number written by `numbers`
    /// (the player's locale: "0,998" in German; `.plain`, the default, for messages and reports).
    func display(in feel: FeelParameters, numbers: LocalNumbers = .plain) -> String {
        switch kind {
        case .number(let path, _, let scale, let unit):
            return scale.text(for: feel[keyPath: path], unit: unit, numbers: numbers)
        default:
            let i = choiceIndex(in: feel)
            return choices.indices.contains(i) ? choices[i] : "?"
        }
    }

    /// Every field, page by page: numbers take their range, unit and scale from
    /// `FeelParameters.numberFields` (FlywheelCore's one table); the choices are the lab's own.
    static var all: [FeelField] {
        let numbers = Dictionary(uniqueKeysWithValues: FeelParameters.numberFields.map { ($0.name, $0) })
        let choices: [String: Kind] = [
            "mayRestOnDisabledItems": .toggle(\.mayRestOnDisabledItems), "flingSpeedBasis": .basis,
            "addsMomentumFromRepeatedFlings": .toggle(\.addsMomentumFromRepeatedFlings), "estimatorDegree": .degree,
        ]
        return pages.flatMap { page, names in
            names.compactMap { name -> FeelField? in
                if let n = numbers[name] {
                    return FeelField(
                        name: name, page: page, kind: .number(n.keyPath, range: n.range, scale: n.scale, unit: n.unit))
                }
                return choices[name].map { FeelField(name: name, page: page, kind: $0) }
            }
        }
    }

    /// Which fields each page shows, in order.
    static let pages: [(FeelPage, [String])] = [
        // Coast: how the wheel slows down and where it may stop.
        (
            .coast,
            [
                "decelerationRatePerMillisecond", "stopSpeedItemsPerSecond", "minimumProgrammaticSpinSeconds",
                "mayRestOnDisabledItems", "rubberBandCoefficient", "rubberBandDimensionItems",
            ]
        ),
        // Fling: from the finger's speed to the wheel's.
        (
            .fling,
            [
                "flingSpeedBasis", "flingPointsPerItem", "flingGain", "flingResponseExponent",
                "minimumFlingSpeedItemsPerSecond", "maximumFlingSpeedItemsPerSecond",
            ]
        ),
        // Input: repeated flings and the velocity estimator.
        (
            .momentum,
            [
                "addsMomentumFromRepeatedFlings", "repeatedFlingMomentumFraction", "repeatedFlingWindowSeconds",
                "estimatorHorizonSeconds", "estimatorStopGapSeconds", "estimatorDegree",
            ]
        ),
        // Springs: settling on a detent, steps, long presses.
        (
            .springs,
            [
                "snapSpringDurationSeconds", "snapSpringBounce", "stepSpringDurationSeconds", "stepSpringBounce",
                "longPressMinimumDurationSeconds", "longPressRepeatIntervalSeconds",
            ]
        ),
        // Pop: the spinner's open and close animations.
        (
            .pop,
            [
                "openDurationSeconds", "openSpringDampingRatio", "openInitialSpringVelocity",
                "closeDurationSeconds", "closeSpringDampingRatio", "closeInitialSpringVelocity",
            ]
        ),
    ]
}
