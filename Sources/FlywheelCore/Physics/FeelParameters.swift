import Foundation

/// Every tunable number of the wheel's feel, in one place, each named with its unit.
///
/// Nothing tunable hides as a literal in a widget: the spinner, the picker and the feel lab read
/// these fields. A value is checked with `validate()` (messages name the field, the value and the
/// allowed range), saved and loaded as feel files (`FeelParameters+JSON.swift`: versioned JSON,
/// unknown keys are errors), and comes in five presets (`FeelParameters+Presets.swift`): `.classic` (RVS_Spinner's flywheel,
/// made frame-rate independent), `.ios` (UIScrollView's normal deceleration), `.snappy`,
/// `.android` (Android's fling spline, `decayModel`) and `.flutterIOS`.
///
/// `FeelParameters()` is the `.ios` preset.
///
/// ```swift
/// var feel = FeelParameters.classic
/// feel.snapSpringBounce = 0.2
/// try feel.validate()
/// let json = try feel.jsonData()
/// ```
///
/// Fling speed pipeline at release (see docs/physics.md):
///
///     S  = finger speed in items/s        (.fingerItemsPerSecond), or
///          tangential finger speed pt/s ÷ flingPointsPerItem  (.tangentialPointsPerSecond)
///     S  < minimumFlingSpeedItemsPerSecond   →  no fling (snap to the nearest item)
///     S  = min(S, maximumFlingSpeedItemsPerSecond)
///     v0 = flingGain · S^flingResponseExponent   (items/s; exponent 1 = proportional)
public struct FeelParameters: Sendable, Equatable {

    /// How the finger's speed at release is measured before the fling response is applied.
    public enum FlingSpeedBasis: String, Sendable, Equatable, CaseIterable, Codable {
        /// The finger's angular speed, converted to items/s: the wheel keeps up with the finger.
        case fingerItemsPerSecond
        /// The finger's tangential speed in points/s divided by `flingPointsPerItem`, whatever the
        /// wheel's size and item count (RVS_Spinner's rule).
        case tangentialPointsPerSecond
    }

    /// The curve a fling coasts along (docs/physics.md, "Decay models").
    public enum DecayModel: String, Sendable, Equatable, CaseIterable, Codable {
        /// A fixed fraction of the speed lost every millisecond, down to the stop speed
        /// (UIScrollView; `decelerationRatePerMillisecond`, `stopSpeedItemsPerSecond`).
        case exponential
        /// Android's spline (`OverScroller`, Compose's `SplineBasedDecay`; the `spline` constants),
        /// measured in points along the finger's path: `flingPointsPerItem` points per item.
        case androidSpline
    }

    // MARK: Coasting

    /// The curve a fling coasts along (default `.exponential`).
    public var decayModel: DecayModel
    /// The constants of the `.androidSpline` model (default Android's own).
    public var spline: AndroidSpline

    /// Fraction of the speed kept every millisecond while coasting (UIScrollView: 0.998 normal,
    /// 0.99 fast). The decay constant is `k = -1000·ln(rate)` per second.
    public var decelerationRatePerMillisecond: Double
    /// Items/s at which a coast has arrived at its detent; the rest of the way is the snap spring.
    /// The landing item is chosen from the point where the coast falls to this speed.
    public var stopSpeedItemsPerSecond: Double

    // MARK: Fling

    /// What the fling response is applied to.
    public var flingSpeedBasis: FlingSpeedBasis
    /// Points of tangential finger speed per item/s, for `.tangentialPointsPerSecond` (RVS_Spinner:
    /// its divisor 600 times 0.1 item per frame at 60 frames/s = 100).
    public var flingPointsPerItem: Double
    /// Multiplier of the fling response `v0 = gain · S^exponent` (dimensionless for exponent 1).
    public var flingGain: Double
    /// Exponent of the fling response (1 = proportional; below 1 compresses fast flings).
    public var flingResponseExponent: Double
    /// Items/s of measured finger speed `S` below which a release is not a fling.
    public var minimumFlingSpeedItemsPerSecond: Double
    /// Items/s to which the measured finger speed `S` is clamped.
    public var maximumFlingSpeedItemsPerSecond: Double
    /// Whether a fling in the direction the wheel is already turning adds to that speed.
    public var addsMomentumFromRepeatedFlings: Bool
    /// Fraction (0…1) of the wheel's speed when grabbed that a repeated fling adds.
    public var repeatedFlingMomentumFraction: Double
    /// Seconds: a repeated fling adds momentum only if the finger let go within this long of
    /// grabbing the turning wheel.
    public var repeatedFlingWindowSeconds: Double

    // MARK: Snap and step

    /// Seconds: perceptual duration of the spring that settles on a detent (after a coast, a slow
    /// release or a tap that stops a spin).
    public var snapSpringDurationSeconds: Double
    /// Bounce (-0.95…0.95, 0 = critically damped) of the snap spring.
    public var snapSpringBounce: Double
    /// Seconds: perceptual duration of the spring of a one-item step (tap, key, `step(by:)`).
    public var stepSpringDurationSeconds: Double
    /// Bounce (-0.95…0.95, 0 = critically damped) of the step spring.
    public var stepSpringBounce: Double

    // MARK: Velocity estimator

    /// Seconds of drag history the velocity fit looks at (Android and Flutter: 0.1).
    public var estimatorHorizonSeconds: Double
    /// Seconds without a sample after which the finger counts as stopped (Android: 0.04).
    public var estimatorStopGapSeconds: Double
    /// Degree of the least-squares fit: 1 (line) or 2 (parabola, Android's default).
    public var estimatorDegree: Int

    // MARK: Rubber band (non-wrapping wheels)

    /// Rubber-band coefficient `c` (UIKit: 0.55).
    public var rubberBandCoefficient: Double
    /// Rubber-band dimension `d` in items: the overscroll limit.
    public var rubberBandDimensionItems: Double

    // MARK: Programmatic spins

    /// Seconds: the default minimum duration of `spin(to:)`.
    public var minimumProgrammaticSpinSeconds: Double

    // MARK: Disabled items

    /// Whether the wheel may come to rest on a disabled item (RVS_Spinner: yes; default: no).
    public var mayRestOnDisabledItems: Bool

    // MARK: Opening and closing (the Spinner's pop animations)

    /// Seconds of the open pop (RVS_Spinner: 0.25).
    public var openDurationSeconds: Double
    /// Damping ratio of the open pop spring (RVS_Spinner: 0.8).
    public var openSpringDampingRatio: Double
    /// Initial velocity of the open pop, in whole animation distances per second (UIKit's
    /// `initialSpringVelocity`; RVS_Spinner: 25).
    public var openInitialSpringVelocity: Double
    /// Seconds of the close shrink (RVS_Spinner: 0.3 for the picker; its spinner reused 0.25).
    public var closeDurationSeconds: Double
    /// Damping ratio of the close spring (RVS_Spinner: 1.0).
    public var closeSpringDampingRatio: Double
    /// Initial velocity of the close, in animation distances per second (RVS_Spinner: 7).
    public var closeInitialSpringVelocity: Double

    // MARK: Long press

    /// Seconds a press must last to count as a long press (UIKit default: 0.5).
    public var longPressMinimumDurationSeconds: Double
    /// Seconds between repeated steps while a long press is held (Android NumberPicker: 0.3).
    public var longPressRepeatIntervalSeconds: Double

    /// The `.ios` preset.
    public init() {
        decayModel = .exponential
        spline = .android
        decelerationRatePerMillisecond = 0.998
        stopSpeedItemsPerSecond = 0.25
        flingSpeedBasis = .fingerItemsPerSecond
        flingPointsPerItem = 100
        flingGain = 1
        flingResponseExponent = 1
        minimumFlingSpeedItemsPerSecond = 0.5
        maximumFlingSpeedItemsPerSecond = 100
        addsMomentumFromRepeatedFlings = true
        repeatedFlingMomentumFraction = 1
        repeatedFlingWindowSeconds = 0.5
        snapSpringDurationSeconds = 0.3
        snapSpringBounce = 0
        stepSpringDurationSeconds = 0.3
        stepSpringBounce = 0
        estimatorHorizonSeconds = 0.1
        estimatorStopGapSeconds = 0.04
        estimatorDegree = 2
        rubberBandCoefficient = 0.55
        rubberBandDimensionItems = 5
        minimumProgrammaticSpinSeconds = 0
        mayRestOnDisabledItems = false
        openDurationSeconds = 0.25
        openSpringDampingRatio = 0.8
        openInitialSpringVelocity = 25
        closeDurationSeconds = 0.3
        closeSpringDampingRatio = 1
        closeInitialSpringVelocity = 7
        longPressMinimumDurationSeconds = 0.5
        longPressRepeatIntervalSeconds = 0.3
    }
}

// MARK: - Derived quantities

extension FeelParameters {
    /// `k = -1000·ln(decelerationRatePerMillisecond)`, per second.
    public var decayPerSecond: Double {
        ExponentialDecay.decayPerSecond(ratePerMillisecond: decelerationRatePerMillisecond)
    }

    /// Items a fling released at `speed` items/s coasts before it stops, under the feel's decay
    /// model: `(|v| - stop speed) / k` (exponential) or Android's spline distance of
    /// `|v| · flingPointsPerItem` points, in items (`.androidSpline`).
    public func coastTravelItems(speed: Double) -> Double {
        switch decayModel {
        case .exponential: return max(abs(speed) - stopSpeedItemsPerSecond, 0) / decayPerSecond
        case .androidSpline: return splineTravelItems(speed: speed)
        }
    }

    /// Items Android's spline carries a fling released at `speed` items/s (`flingPointsPerItem`
    /// points per item).
    public func splineTravelItems(speed: Double) -> Double {
        spline.distance(velocity: abs(speed) * flingPointsPerItem) / flingPointsPerItem
    }

    /// Seconds a fling released at `speed` items/s coasts under the feel's decay model (to the
    /// stop speed for `.exponential`; the snap spring that follows is not counted).
    public func coastDurationSeconds(speed: Double) -> Double {
        switch decayModel {
        case .exponential:
            let v = abs(speed)
            return v > stopSpeedItemsPerSecond ? log(v / stopSpeedItemsPerSecond) / decayPerSecond : 0
        case .androidSpline: return spline.duration(velocity: abs(speed) * flingPointsPerItem)
        }
    }

    /// The snap spring (unit mass).
    public var snapSpring: Spring { Spring(duration: snapSpringDurationSeconds, bounce: snapSpringBounce) }

    /// The step spring (unit mass).
    public var stepSpring: Spring { Spring(duration: stepSpringDurationSeconds, bounce: stepSpringBounce) }

    /// The rubber band for non-wrapping wheels.
    public var rubberBand: RubberBand {
        RubberBand(coefficient: rubberBandCoefficient, dimension: rubberBandDimensionItems)
    }

    /// The fastest a fling can make the wheel turn, in items/s.
    public var maximumWheelSpeedItemsPerSecond: Double {
        flingGain * pow(maximumFlingSpeedItemsPerSecond, flingResponseExponent)
    }

    /// The measured fling speed `S` (items/s, signed) for a finger moving at
    /// `fingerItemsPerSecond` along a path where one item is `pointsPerItem` long.
    public func measuredFlingSpeed(fingerItemsPerSecond: Double, pointsPerItem: Double) -> Double {
        switch flingSpeedBasis {
        case .fingerItemsPerSecond:
            return fingerItemsPerSecond
        case .tangentialPointsPerSecond:
            return fingerItemsPerSecond * pointsPerItem / flingPointsPerItem
        }
    }

    /// The wheel's release velocity (items/s, signed) for a measured fling speed `S`, or nil when
    /// `|S|` is below the minimum (not a fling). Applies the clamp and the response curve.
    public func flingVelocity(measuredSpeed s: Double) -> Double? {
        guard s.isFinite else { return nil }
        let magnitude = abs(s)
        guard magnitude >= minimumFlingSpeedItemsPerSecond, magnitude > 0 else { return nil }
        let clamped = min(magnitude, maximumFlingSpeedItemsPerSecond)
        let response = flingGain * pow(clamped, flingResponseExponent)
        return s < 0 ? -response : response
    }
}
