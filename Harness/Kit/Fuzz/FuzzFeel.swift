import FlywheelCore
import Foundation

/// The feel a fuzz case runs with: the default (`.ios`) in three cases of four, and in the
/// fourth one drawn from the whole valid range of `FeelParameters` — not only the presets — so
/// the contracts (and the bounded work of a frame) are checked against feels at their limits:
/// each number field at its lower end, its upper end, or anywhere between (on the field's own
/// scale: a logarithmic field is drawn evenly in its logarithm), the switches and choices at
/// random. A draw that breaks the one rule between fields (the fastest fling above the slowest)
/// has its fastest fling raised to the top of its range.
///
/// ```swift
/// var rng = FuzzRandom(seed: 1, case: 7)
/// let feel = FuzzFeel.pick(&rng)   // .ios, or a valid feel such as openDurationSeconds 10, …
/// ```
enum FuzzFeel {
    /// One case in this many runs with a drawn feel.
    static let drawEvery = 4

    /// The longest open or close animation of a case whose frames are all drawn: every drawn
    /// frame of a large window costs its pixels, and a case plays its steps up to eight times
    /// (two rates, drawn again, damage on and off, as a script), so ten-second animations made
    /// one case take three minutes of a debug build. The springs keep their drawn damping and
    /// velocity, so the overshoot limit is still drawn.
    static let drawnCaseMaximumAnimationSeconds = 1.0

    static func pick(_ rng: inout FuzzRandom, drawn: Bool = false) -> FeelParameters {
        guard rng.int(in: 1...drawEvery) == 1 else { return .ios }
        var feel = FeelParameters.ios
        for field in FeelParameters.numberFields {
            feel[keyPath: field.keyPath] = value(in: field.range, rng: &rng)
        }
        feel.estimatorDegree = rng.pick([1, 2])
        feel.flingSpeedBasis = rng.pick(FeelParameters.FlingSpeedBasis.allCases)
        feel.addsMomentumFromRepeatedFlings = rng.chance(0.5)
        feel.mayRestOnDisabledItems = rng.chance(0.5)
        if feel.maximumFlingSpeedItemsPerSecond <= feel.minimumFlingSpeedItemsPerSecond {
            let range = FeelParameters.numberFields.first { $0.name == "maximumFlingSpeedItemsPerSecond" }?.range
            feel.maximumFlingSpeedItemsPerSecond = range?.upperBound ?? 100_000
        }
        if drawn {
            feel.openDurationSeconds = min(feel.openDurationSeconds, drawnCaseMaximumAnimationSeconds)
            feel.closeDurationSeconds = min(feel.closeDurationSeconds, drawnCaseMaximumAnimationSeconds)
        }
        return feel.isValid ? feel : .ios
    }

    /// An end of `range` (one time in four each) or a value between, evenly in its logarithm
    /// when the range spans more than a factor of 100 above zero.
    static func value(in range: ClosedRange<Double>, rng: inout FuzzRandom) -> Double {
        switch rng.int(in: 0...3) {
        case 0: return range.lowerBound
        case 1: return range.upperBound
        default:
            let low = range.lowerBound, high = range.upperBound
            guard high > low else { return low }
            if low > 0, high / low > 100 {
                return min(high, max(low, exp(rng.double(in: log(low)..<log(high)))))
            }
            return rng.double(in: low..<high)
        }
    }
}
