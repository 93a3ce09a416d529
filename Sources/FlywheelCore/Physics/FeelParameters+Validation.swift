import Foundation

/// What is wrong with a `FeelParameters` value or its JSON. Each problem names the field.
///
/// ```swift
/// var feel = FeelParameters.ios
/// feel.flingGain = .nan
/// do { try feel.validate() } catch { print(error) }
/// // flingGain is nan; it must be a finite number in 0.01...100 (multiplier of the fling response)
/// ```
public struct FeelParametersError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One thing that is wrong.
    public enum Problem: Sendable, Equatable, CustomStringConvertible {
        /// A number that is NaN or infinite.
        case notFinite(field: String, value: Double, allowed: String)
        /// A finite number outside its allowed range.
        case outOfRange(field: String, value: String, allowed: String)
        /// Two fields that contradict each other.
        case inconsistent(field: String, message: String)
        /// A JSON key that is not a field.
        case unknownKey(String)
        /// A field missing from the JSON.
        case missingKey(String)
        /// A JSON value of the wrong type for its field.
        case wrongType(field: String, expected: String)
        /// Text that is not a JSON object at all.
        case malformed(String)

        /// The field (or key) the problem is about, if any.
        public var field: String? {
            switch self {
            case .notFinite(let f, _, _), .outOfRange(let f, _, _), .inconsistent(let f, _),
                .wrongType(let f, _), .unknownKey(let f), .missingKey(let f):
                return f
            case .malformed:
                return nil
            }
        }

        public var description: String {
            switch self {
            case .notFinite(let field, let value, let allowed):
                return "\(field) is \(value); it must be a finite number in \(allowed)"
            case .outOfRange(let field, let value, let allowed):
                return "\(field) is \(value); allowed \(allowed)"
            case .inconsistent(let field, let message):
                return "\(field): \(message)"
            case .unknownKey(let key):
                return "unknown key \"\(key)\": not a FeelParameters field (check its spelling)"
            case .missingKey(let key):
                return "missing key \"\(key)\""
            case .wrongType(let field, let expected):
                return "\(field) has the wrong type; expected \(expected)"
            case .malformed(let message):
                return "not a JSON object of feel parameters: \(message)"
            }
        }
    }

    /// Every problem found (never empty).
    public var problems: [Problem]

    public init(problems: [Problem]) { self.problems = problems }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// A numeric field of `FeelParameters`: its JSON name, allowed range and what it measures.
struct FeelNumberField {
    let name: String
    let range: ClosedRange<Double>
    let meaning: String
    let keyPath: WritableKeyPath<FeelParameters, Double>

    var allowed: String {
        "\(NumberText.shortest(range.lowerBound))...\(NumberText.shortest(range.upperBound)) (\(meaning))"
    }
}

extension FeelParameters {
    /// The numeric fields, in declaration order, with their allowed ranges.
    static var numberFields: [FeelNumberField] {
        [
            .init(
                name: "decelerationRatePerMillisecond", range: 0.9...0.99999,
                meaning: "fraction of speed kept per millisecond", keyPath: \.decelerationRatePerMillisecond),
            .init(
                name: "stopSpeedItemsPerSecond", range: 0.001...100,
                meaning: "items/s", keyPath: \.stopSpeedItemsPerSecond),
            .init(
                name: "flingPointsPerItem", range: 1...10_000,
                meaning: "points/s of finger speed per item/s", keyPath: \.flingPointsPerItem),
            .init(
                name: "flingGain", range: 0.01...100,
                meaning: "multiplier of the fling response", keyPath: \.flingGain),
            .init(
                name: "flingResponseExponent", range: 0.25...2,
                meaning: "exponent of the fling response", keyPath: \.flingResponseExponent),
            .init(
                name: "minimumFlingSpeedItemsPerSecond", range: 0...1000,
                meaning: "items/s", keyPath: \.minimumFlingSpeedItemsPerSecond),
            .init(
                name: "maximumFlingSpeedItemsPerSecond", range: 0.1...100_000,
                meaning: "items/s", keyPath: \.maximumFlingSpeedItemsPerSecond),
            .init(
                name: "repeatedFlingMomentumFraction", range: 0...1,
                meaning: "fraction of the wheel's speed", keyPath: \.repeatedFlingMomentumFraction),
            .init(
                name: "repeatedFlingWindowSeconds", range: 0...10,
                meaning: "seconds", keyPath: \.repeatedFlingWindowSeconds),
            .init(
                name: "snapSpringDurationSeconds", range: 0.01...10,
                meaning: "seconds", keyPath: \.snapSpringDurationSeconds),
            .init(
                name: "snapSpringBounce", range: -0.95...0.95,
                meaning: "bounce, 0 = critically damped", keyPath: \.snapSpringBounce),
            .init(
                name: "stepSpringDurationSeconds", range: 0.01...10,
                meaning: "seconds", keyPath: \.stepSpringDurationSeconds),
            .init(
                name: "stepSpringBounce", range: -0.95...0.95,
                meaning: "bounce, 0 = critically damped", keyPath: \.stepSpringBounce),
            .init(
                name: "estimatorHorizonSeconds", range: 0.005...1,
                meaning: "seconds", keyPath: \.estimatorHorizonSeconds),
            .init(
                name: "estimatorStopGapSeconds", range: 0.001...1,
                meaning: "seconds", keyPath: \.estimatorStopGapSeconds),
            .init(
                name: "rubberBandCoefficient", range: 0.01...1,
                meaning: "rubber-band coefficient c", keyPath: \.rubberBandCoefficient),
            .init(
                name: "rubberBandDimensionItems", range: 0.1...1000,
                meaning: "items", keyPath: \.rubberBandDimensionItems),
            .init(
                name: "minimumProgrammaticSpinSeconds", range: 0...600,
                meaning: "seconds", keyPath: \.minimumProgrammaticSpinSeconds),
            .init(
                name: "openDurationSeconds", range: 0...10,
                meaning: "seconds", keyPath: \.openDurationSeconds),
            .init(
                name: "openSpringDampingRatio", range: 0.01...10,
                meaning: "damping ratio", keyPath: \.openSpringDampingRatio),
            .init(
                name: "openInitialSpringVelocity", range: 0...1000,
                meaning: "animation distances per second", keyPath: \.openInitialSpringVelocity),
            .init(
                name: "closeDurationSeconds", range: 0...10,
                meaning: "seconds", keyPath: \.closeDurationSeconds),
            .init(
                name: "closeSpringDampingRatio", range: 0.01...10,
                meaning: "damping ratio", keyPath: \.closeSpringDampingRatio),
            .init(
                name: "closeInitialSpringVelocity", range: 0...1000,
                meaning: "animation distances per second", keyPath: \.closeInitialSpringVelocity),
            .init(
                name: "longPressMinimumDurationSeconds", range: 0.05...10,
                meaning: "seconds", keyPath: \.longPressMinimumDurationSeconds),
            .init(
                name: "longPressRepeatIntervalSeconds", range: 0.01...10,
                meaning: "seconds", keyPath: \.longPressRepeatIntervalSeconds),
        ]
    }

    /// The allowed values of `estimatorDegree`.
    static let estimatorDegreeRange = 1...2

    /// The names of every field, as used in JSON.
    public static var fieldNames: [String] {
        numberFields.map(\.name) + [
            "flingSpeedBasis", "addsMomentumFromRepeatedFlings", "estimatorDegree", "mayRestOnDisabledItems",
        ]
    }

    /// Every problem with this value (empty when it is valid).
    public func validationProblems() -> [FeelParametersError.Problem] {
        var problems: [FeelParametersError.Problem] = []
        for field in Self.numberFields {
            let value = self[keyPath: field.keyPath]
            if !value.isFinite {
                problems.append(.notFinite(field: field.name, value: value, allowed: field.allowed))
            } else if !field.range.contains(value) {
                problems.append(.outOfRange(field: field.name, value: String(value), allowed: field.allowed))
            }
        }
        if !Self.estimatorDegreeRange.contains(estimatorDegree) {
            problems.append(
                .outOfRange(
                    field: "estimatorDegree", value: String(estimatorDegree),
                    allowed: "1...2 (polynomial degree of the velocity fit)"))
        }
        if minimumFlingSpeedItemsPerSecond.isFinite, maximumFlingSpeedItemsPerSecond.isFinite,
            maximumFlingSpeedItemsPerSecond <= minimumFlingSpeedItemsPerSecond
        {
            problems.append(
                .inconsistent(
                    field: "maximumFlingSpeedItemsPerSecond",
                    message: "\(maximumFlingSpeedItemsPerSecond) must be greater than "
                        + "minimumFlingSpeedItemsPerSecond (\(minimumFlingSpeedItemsPerSecond))"))
        }
        return problems
    }

    /// Whether `validate()` would succeed.
    public var isValid: Bool { validationProblems().isEmpty }

    /// Throws a `FeelParametersError` listing every problem, or returns.
    public func validate() throws {
        let problems = validationProblems()
        if !problems.isEmpty { throw FeelParametersError(problems: problems) }
    }
}
