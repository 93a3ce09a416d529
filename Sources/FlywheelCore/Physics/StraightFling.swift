import Foundation

/// What a feel does with a straight fling: released at a finger speed in points per second
/// along a path where one item is `flingPointsPerItem` points long, with no detent to land on.
/// The fling response (minimum, clamp, gain, exponent) applies, then the feel's decay model.
/// The machine-readable form of the feel lab's plot (`harness feel simulate`).
///
/// ```swift
/// let fling = StraightFling(feel: .android, pointsPerSecond: 1000)
/// fling.distancePoints        // 194.3…: Android's distance for 1000 dp/s
/// fling.durationSeconds       // 0.555…
/// fling.position(at: 0.1)     // points from the release
/// ```
public struct StraightFling: Sendable, Equatable {
    /// The feel's release speed in items/s (0 when the release is not a fling).
    public let releaseItemsPerSecond: Double
    /// Points from release to rest (to the stop speed for `.exponential`).
    public let distancePoints: Double
    /// Seconds from release to rest (to the stop speed for `.exponential`).
    public let durationSeconds: Double
    /// Points per item of the feel (`flingPointsPerItem`).
    public let pointsPerItem: Double
    private let exponential: ExponentialDecay?
    private let spline: SplineCoast?

    /// The fling of `feel` released at `pointsPerSecond` (signed; not finite counts as 0).
    public init(feel: FeelParameters, pointsPerSecond: Double) {
        pointsPerItem = feel.flingPointsPerItem
        let fingerItems = pointsPerSecond.isFinite ? pointsPerSecond / pointsPerItem : 0
        let measured = feel.measuredFlingSpeed(fingerItemsPerSecond: fingerItems, pointsPerItem: pointsPerItem)
        let v = feel.flingVelocity(measuredSpeed: measured) ?? 0
        releaseItemsPerSecond = v
        let sign: Double = v < 0 ? -1 : 1
        switch feel.decayModel {
        case .exponential:
            exponential = ExponentialDecay(position: 0, velocity: v, decayPerSecond: feel.decayPerSecond)
            spline = nil
        case .androidSpline:
            exponential = nil
            spline = v == 0 ? nil : SplineCoast(from: 0, velocity: v, spline: feel.spline, pointsPerItem: pointsPerItem)
        }
        distancePoints = sign * feel.coastTravelItems(speed: v) * pointsPerItem
        durationSeconds = feel.coastDurationSeconds(speed: v)
    }

    /// Points from the release `t` seconds after it (at rest from `durationSeconds` on).
    public func position(at t: Double) -> Double {
        guard t < durationSeconds else { return distancePoints }
        if let exponential { return exponential.position(at: t) * pointsPerItem }
        if let spline { return spline.position(at: t) * pointsPerItem }
        return 0
    }

    /// Points per second `t` seconds after the release (0 from `durationSeconds` on).
    public func velocity(at t: Double) -> Double {
        guard t < durationSeconds else { return 0 }
        if let exponential { return exponential.velocity(at: t) * pointsPerItem }
        if let spline { return spline.velocity(at: t) * pointsPerItem }
        return 0
    }
}
