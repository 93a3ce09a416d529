/// One numeric field of `FeelParameters`, published so that every editor, validator and file
/// reads the same table: its JSON name, the range `validate()` allows, its unit, the scale on
/// which its typical values spread out, and what it measures.
///
/// ```swift
/// for field in FeelParameters.numberFields {
///     let value = feel[keyPath: field.keyPath]
///     print(field.name, field.scale.text(for: value, unit: field.unit), field.allowed)
/// }
/// // decelerationRatePerMillisecond 0.998 /ms 0.9...0.99999 (fraction of speed kept per millisecond) …
/// ```
public struct FeelNumberField: Sendable {
    /// The field's name in Swift and in JSON.
    public let name: String
    /// The values `FeelParameters.validate()` accepts (both ends included).
    public let range: ClosedRange<Double>
    /// The unit shown beside a value ("items/s", "s"; empty for plain numbers).
    public let unit: String
    /// The scale an editor's slider uses (most fields span several decades).
    public let scale: ValueScale
    /// What the number measures, as validation messages say it.
    public let meaning: String
    /// The field itself.
    public let keyPath: WritableKeyPath<FeelParameters, Double> & Sendable

    /// The range and meaning as messages give them: "0.01...100 (multiplier of the fling response)".
    public var allowed: String {
        "\(NumberText.shortest(range.lowerBound))...\(NumberText.shortest(range.upperBound)) (\(meaning))"
    }
}

extension FeelParameters {
    /// The numeric fields, in declaration order, with their ranges, units and scales (built once).
    public static let numberFields: [FeelNumberField] = [
        .init(
            name: "decelerationRatePerMillisecond", range: 0.9...0.99999, unit: "/ms",
            scale: .complementLogarithmic,
            meaning: "fraction of speed kept per millisecond", keyPath: \.decelerationRatePerMillisecond),
        .init(
            name: "stopSpeedItemsPerSecond", range: 0.001...100, unit: "items/s", scale: .logarithmic,
            meaning: "items/s", keyPath: \.stopSpeedItemsPerSecond),
        .init(
            name: "flingPointsPerItem", range: 1...10_000, unit: "pt/item", scale: .logarithmic,
            meaning: "points/s of finger speed per item/s", keyPath: \.flingPointsPerItem),
        .init(
            name: "flingGain", range: 0.01...100, unit: "×", scale: .logarithmic,
            meaning: "multiplier of the fling response", keyPath: \.flingGain),
        .init(
            name: "flingResponseExponent", range: 0.25...2, unit: "", scale: .linear,
            meaning: "exponent of the fling response", keyPath: \.flingResponseExponent),
        .init(
            name: "minimumFlingSpeedItemsPerSecond", range: 0...1000, unit: "items/s",
            scale: .logarithmicWithOffset(0.1),
            meaning: "items/s", keyPath: \.minimumFlingSpeedItemsPerSecond),
        .init(
            name: "maximumFlingSpeedItemsPerSecond", range: 0.1...100_000, unit: "items/s", scale: .logarithmic,
            meaning: "items/s", keyPath: \.maximumFlingSpeedItemsPerSecond),
        .init(
            name: "repeatedFlingMomentumFraction", range: 0...1, unit: "×", scale: .linear,
            meaning: "fraction of the wheel's speed", keyPath: \.repeatedFlingMomentumFraction),
        .init(
            name: "repeatedFlingWindowSeconds", range: 0...10, unit: "s", scale: .logarithmicWithOffset(0.05),
            meaning: "seconds", keyPath: \.repeatedFlingWindowSeconds),
        .init(
            name: "snapSpringDurationSeconds", range: 0.01...10, unit: "s", scale: .logarithmic,
            meaning: "seconds", keyPath: \.snapSpringDurationSeconds),
        .init(
            name: "snapSpringBounce", range: -0.95...0.95, unit: "", scale: .linear,
            meaning: "bounce, 0 = critically damped", keyPath: \.snapSpringBounce),
        .init(
            name: "stepSpringDurationSeconds", range: 0.01...10, unit: "s", scale: .logarithmic,
            meaning: "seconds", keyPath: \.stepSpringDurationSeconds),
        .init(
            name: "stepSpringBounce", range: -0.95...0.95, unit: "", scale: .linear,
            meaning: "bounce, 0 = critically damped", keyPath: \.stepSpringBounce),
        .init(
            name: "estimatorHorizonSeconds", range: 0.005...1, unit: "s", scale: .logarithmic,
            meaning: "seconds", keyPath: \.estimatorHorizonSeconds),
        .init(
            name: "estimatorStopGapSeconds", range: 0.001...1, unit: "s", scale: .logarithmic,
            meaning: "seconds", keyPath: \.estimatorStopGapSeconds),
        .init(
            name: "rubberBandCoefficient", range: 0.01...1, unit: "", scale: .linear,
            meaning: "rubber-band coefficient c", keyPath: \.rubberBandCoefficient),
        .init(
            name: "rubberBandDimensionItems", range: 0.1...1000, unit: "items", scale: .logarithmic,
            meaning: "items", keyPath: \.rubberBandDimensionItems),
        .init(
            name: "minimumProgrammaticSpinSeconds", range: 0...600, unit: "s", scale: .logarithmicWithOffset(0.1),
            meaning: "seconds", keyPath: \.minimumProgrammaticSpinSeconds),
        .init(
            name: "openDurationSeconds", range: 0...10, unit: "s", scale: .logarithmicWithOffset(0.05),
            meaning: "seconds", keyPath: \.openDurationSeconds),
        .init(
            name: "openSpringDampingRatio", range: 0.01...10, unit: "", scale: .logarithmic,
            meaning: "damping ratio", keyPath: \.openSpringDampingRatio),
        .init(
            name: "openInitialSpringVelocity", range: 0...1000, unit: "/s", scale: .logarithmicWithOffset(1),
            meaning: "animation distances per second", keyPath: \.openInitialSpringVelocity),
        .init(
            name: "closeDurationSeconds", range: 0...10, unit: "s", scale: .logarithmicWithOffset(0.05),
            meaning: "seconds", keyPath: \.closeDurationSeconds),
        .init(
            name: "closeSpringDampingRatio", range: 0.01...10, unit: "", scale: .logarithmic,
            meaning: "damping ratio", keyPath: \.closeSpringDampingRatio),
        .init(
            name: "closeInitialSpringVelocity", range: 0...1000, unit: "/s", scale: .logarithmicWithOffset(1),
            meaning: "animation distances per second", keyPath: \.closeInitialSpringVelocity),
        .init(
            name: "longPressMinimumDurationSeconds", range: 0.05...10, unit: "s", scale: .logarithmic,
            meaning: "seconds", keyPath: \.longPressMinimumDurationSeconds),
        .init(
            name: "longPressRepeatIntervalSeconds", range: 0.01...10, unit: "s", scale: .logarithmic,
            meaning: "seconds", keyPath: \.longPressRepeatIntervalSeconds),
    ]

    /// The numeric constants of the `.androidSpline` decay model (feel-file version 2 fields).
    public static let splineNumberFields: [FeelNumberField] = [
        .init(
            name: "splineDecelerationRate", range: 1.01...10, unit: "", scale: .logarithmic,
            meaning: "Android's DECELERATION_RATE, ln 0.78 / ln 0.9", keyPath: \.spline.decelerationRate),
        .init(
            name: "splineInflexion", range: 0.01...0.99, unit: "", scale: .linear,
            meaning: "time fraction of the spline's inflexion", keyPath: \.spline.inflexion),
        .init(
            name: "splineStartTension", range: 0...1, unit: "", scale: .linear,
            meaning: "tension at the spline's start", keyPath: \.spline.startTension),
        .init(
            name: "splineEndTension", range: 0...1, unit: "", scale: .linear,
            meaning: "tension at the spline's end", keyPath: \.spline.endTension),
        .init(
            name: "splineScrollFriction", range: 0.0001...1, unit: "", scale: .logarithmic,
            meaning: "Android's scroll friction", keyPath: \.spline.scrollFriction),
    ]
}
