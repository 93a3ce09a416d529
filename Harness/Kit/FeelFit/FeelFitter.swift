import FlywheelCore
import Foundation

/// Fits each decay model to a recorded fling by least squares and says how well each fits
/// (`harness feel fit`).
///
/// - Exponential: `x(t) = v0 · (1 - e^(-k t)) / k`; fitted `v0` and `k`, reported as the rate per
///   millisecond `e^(-k/1000)`.
/// - Android's spline: Android's fling released at `v0` with the scroll friction fitted (the
///   exponent, tensions and inflexion keep Android's values). One fling fixes only its distance
///   and duration: friction and exponent trade off along a line through them, so only one of the
///   two can come from it.
///
/// Each fit minimises the sum of squared position differences over every sample (Nelder–Mead on
/// the logarithms of the parameters, so they stay positive). A recording that moves backward is
/// mirrored for the fit, and its release speed given back negative.
///
/// ```swift
/// let fits = FeelFitter.fit(recording)
/// fits[0].model            // the better model first
/// fits[0].rmsResidual      // points
/// ```
enum FeelFitter {
    /// One model's best fit.
    struct Fit {
        var model: FeelParameters.DecayModel
        /// Release speed, points/s, signed as the recording moves (negative for a fling that
        /// travels backward).
        var releaseSpeed: Double
        /// The fitted feel: `.ios` with the fitted rate, or `.android` with the fitted constants.
        var feel: FeelParameters
        /// Root mean square of the position residuals, points.
        var rmsResidual: Double
        /// Largest position residual, points.
        var maxResidual: Double
    }

    /// The fits, best (smallest RMS residual) first.
    static func fit(_ recording: FlingRecording) -> [Fit] {
        let mirrored = (recording.samples.last?.x ?? 0) < 0
        let samples = recording.samples.map { (t: $0.t, x: mirrored ? -$0.x : $0.x) }
        let distance = max(samples.map(\.x).max() ?? 1, 1e-6)
        // The release speed from the first samples' slope (a line through the first 4).
        let head = Array(samples.prefix(4))
        let meanT = head.map(\.t).reduce(0, +) / Double(head.count)
        let meanX = head.map(\.x).reduce(0, +) / Double(head.count)
        let sxx = head.map { ($0.t - meanT) * ($0.t - meanT) }.reduce(0, +)
        let sxy = head.map { ($0.t - meanT) * ($0.x - meanX) }.reduce(0, +)
        let v0Guess = max(sxx > 0 ? sxy / sxx : distance, 1e-3)

        func residuals(_ position: (Double) -> Double) -> (sse: Double, rms: Double, max: Double) {
            var sse = 0.0, worst = 0.0
            for s in samples {
                let r = position(s.t) - s.x
                sse += r * r
                worst = max(worst, abs(r))
            }
            return (sse, (sse / Double(samples.count)).squareRoot(), worst)
        }

        // Exponential: p = [ln v0, ln k].
        func exponential(_ p: [Double]) -> (Double) -> Double {
            let (v0, k) = (exp(p[0]), exp(p[1]))
            return { t in v0 * -expm1(-k * t) / k }
        }
        let e = NelderMead.minimise(start: [log(v0Guess), log(v0Guess / distance)], step: [0.3, 0.3]) {
            residuals(exponential($0)).sse
        }
        var expFeel = FeelParameters.ios
        expFeel.decelerationRatePerMillisecond = min(max(exp(-exp(e[1]) / 1000), 0.9), 0.99999)
        let expResiduals = residuals(exponential(e))

        // Spline: p = [ln v0, ln friction].
        func spline(_ p: [Double]) -> AndroidSpline {
            var constants = AndroidSpline.android
            constants.scrollFriction = min(max(exp(p[1]), 0.0001), 1)
            return constants
        }
        func splinePosition(_ p: [Double]) -> (Double) -> Double {
            let coast = SplineCoast(from: 0, velocity: exp(p[0]), spline: spline(p), pointsPerItem: 1)
            return { t in coast.position(at: t) }
        }
        let android = AndroidSpline.android
        let s = NelderMead.minimise(
            start: [log(v0Guess), log(android.scrollFriction)], step: [0.3, 0.5]
        ) { residuals(splinePosition($0)).sse }
        var splineFeel = FeelParameters.android
        splineFeel.spline = spline(s)
        let splineResiduals = residuals(splinePosition(s))

        let sign: Double = mirrored ? -1 : 1
        let fits = [
            Fit(
                model: .exponential, releaseSpeed: sign * exp(e[0]), feel: expFeel, rmsResidual: expResiduals.rms,
                maxResidual: expResiduals.max),
            Fit(
                model: .androidSpline, releaseSpeed: sign * exp(s[0]), feel: splineFeel,
                rmsResidual: splineResiduals.rms,
                maxResidual: splineResiduals.max),
        ]
        return fits.sorted { $0.rmsResidual < $1.rmsResidual }
    }
}
