import Foundation

/// The built-in feels. docs/physics.md explains every number.
///
/// ```swift
/// var physics = try WheelPhysics(itemCount: 12, feel: .classic)
/// FeelParameters.classic.decelerationRatePerMillisecond   // 0.994^(60/1000) = 0.999639…
/// ```
extension FeelParameters {
    /// RVS_Spinner's flywheel constants, converted so they no longer depend on the frame rate:
    ///
    /// - `v *= 0.994` every 60 Hz frame → per millisecond `0.994^(60/1000)` (0.697 of the speed
    ///   kept per second at any frame rate).
    /// - Velocity `lv/600` "nudges" with `0.1` item per nudge per frame at 60 frames/s → items/s
    ///   = lv / 100: the fling is measured from the tangential finger speed in points/s divided by
    ///   100 points per item/s (`.tangentialPointsPerSecond`, `flingPointsPerItem` 100).
    /// - Start threshold 0.8 nudge → 4.8 items/s; cap 100 nudges → 600 items/s.
    /// - The original loses distance to truncation (it throws away fractional items every detent,
    ///   up to half its speed between 29 and 57 items/s), so a plain proportional response would
    ///   coast 153 items where it coasts 126. The response curve `1.58 · S^0.85` and the stop
    ///   speed 5.85 items/s are fitted so the coast travels what the original travels for 500,
    ///   1200 and 6000 pt/s (1, 20 and 126 items).
    /// - Snap and step springs of 0.2 s: the original eased every detent change over 0.2 s.
    public static let classic: FeelParameters = {
        var feel = FeelParameters()
        feel.decelerationRatePerMillisecond = perMillisecondRate(perFrame: 0.994, framesPerSecond: 60)
        feel.stopSpeedItemsPerSecond = 5.85
        feel.flingSpeedBasis = .tangentialPointsPerSecond
        feel.flingPointsPerItem = 100  // divisor 600 ÷ (0.1 item × 60 frames/s)
        feel.flingGain = 1.58
        feel.flingResponseExponent = 0.85
        feel.minimumFlingSpeedItemsPerSecond = 4.8  // 0.8 nudge × 0.1 item × 60 frames/s
        feel.maximumFlingSpeedItemsPerSecond = 600  // 100 nudges × 0.1 item × 60 frames/s
        feel.addsMomentumFromRepeatedFlings = false
        feel.snapSpringDurationSeconds = 0.2
        feel.stepSpringDurationSeconds = 0.2
        return feel
    }()

    /// UIScrollView's normal deceleration (0.998 per millisecond), the finger's own speed, and a
    /// critically damped 0.3 s snap. Repeated flings add momentum, as on iOS.
    public static let ios = FeelParameters()

    /// UIScrollView's fast deceleration (0.99 per millisecond): short, decisive coasts.
    public static let snappy: FeelParameters = {
        var feel = FeelParameters()
        feel.decelerationRatePerMillisecond = 0.99
        feel.stopSpeedItemsPerSecond = 0.5
        feel.maximumFlingSpeedItemsPerSecond = 60
        feel.snapSpringDurationSeconds = 0.2
        feel.stepSpringDurationSeconds = 0.2
        return feel
    }()

    /// Android's fling (`OverScroller`, Compose's `SplineBasedDecay`): the `.androidSpline` model
    /// with Android's constants, one point taken as one dp, the finger's own speed (as
    /// `VelocityTracker` gives it) capped at 8,000 dp/s as `ViewConfiguration`'s maximum fling
    /// velocity caps it (80 items/s at 100 points per item), and the snap spring of `.ios` for
    /// the detents.
    public static let android: FeelParameters = {
        var feel = FeelParameters()
        feel.decayModel = .androidSpline
        feel.maximumFlingSpeedItemsPerSecond = androidMaximumFlingPointsPerSecond / feel.flingPointsPerItem
        return feel
    }()

    /// Android's maximum fling velocity (`ViewConfiguration.getScaledMaximumFlingVelocity`,
    /// `MAXIMUM_FLING_VELOCITY` = 8,000 dp/s): faster releases fling as this one does.
    public static let androidMaximumFlingPointsPerSecond = 8000.0

    /// Flutter's iOS scrolling (`BouncingScrollPhysics`): a `FrictionSimulation` with drag 0.135
    /// per second (0.135^(1/1000) = 0.998 per millisecond, UIScrollView's normal rate to 5 digits)
    /// started at 0.91 of the finger's speed; `.ios` starts at the whole speed.
    public static let flutterIOS: FeelParameters = {
        var feel = FeelParameters()
        feel.decelerationRatePerMillisecond = pow(0.135, 1.0 / 1000)
        feel.flingGain = 0.91
        return feel
    }()

    /// The presets by name, for command lines and the feel lab.
    public static let presets: [(name: String, feel: FeelParameters)] = [
        ("classic", .classic), ("ios", .ios), ("snappy", .snappy), ("android", .android),
        ("flutter-ios", .flutterIOS),
    ]

    /// The per-millisecond rate equivalent to multiplying by `perFrame` every frame at
    /// `framesPerSecond`: `perFrame^(framesPerSecond/1000)`.
    public static func perMillisecondRate(perFrame: Double, framesPerSecond: Double) -> Double {
        pow(perFrame, framesPerSecond / 1000)
    }
}
