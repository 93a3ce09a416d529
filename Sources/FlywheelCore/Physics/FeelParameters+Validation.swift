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
        /// A JSON key written twice in one file (which of the two was meant cannot be known).
        case duplicateKey(String)
        /// A feel file whose `"version"` is newer than this Flywheel reads.
        case newerVersion(Int)
        /// Text that is not a JSON object at all.
        case malformed(String)

        /// The field (or key) the problem is about, if any.
        public var field: String? {
            switch self {
            case .notFinite(let f, _, _), .outOfRange(let f, _, _), .inconsistent(let f, _),
                .wrongType(let f, _), .unknownKey(let f), .missingKey(let f), .duplicateKey(let f):
                return f
            case .newerVersion:
                return "version"
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
                return "unknown key \"\(OutsideText.quoted(key))\": not a FeelParameters field (check its spelling)"
            case .missingKey(let key):
                return "missing key \"\(OutsideText.quoted(key))\""
            case .wrongType(let field, let expected):
                return "\(field) has the wrong type; expected \(expected)"
            case .duplicateKey(let key):
                return
                    "duplicate key \"\(OutsideText.quoted(key))\": written more than once (which was meant cannot be known)"
            case .newerVersion(let version):
                return "this feel file was made by a newer Flywheel (feel format version \(version)); Flywheel "
                    + "\(Flywheel.version) reads versions up to \(Flywheel.feelFormatVersion): update Flywheel to load it"
            case .malformed(let message):
                return "not a JSON object of feel parameters: \(message)"
            }
        }
    }

    /// Every problem found (never empty).
    public var problems: [Problem]
    /// The line of the JSON text the first problem is on, when it is about a key written there.
    public var line: Int?

    public init(problems: [Problem], line: Int? = nil) {
        self.problems = problems
        self.line = line
    }

    public var description: String {
        (line.map { "line \($0): " } ?? "") + problems.map(\.description).joined(separator: "\n")
    }
}

extension FeelParameters {
    /// The allowed values of `estimatorDegree`.
    static let estimatorDegreeRange = 1...2

    /// The names of every field, as used in JSON.
    public static var fieldNames: [String] {
        numberFields.map(\.name) + [
            "flingSpeedBasis", "addsMomentumFromRepeatedFlings", "estimatorDegree", "mayRestOnDisabledItems",
        ]
    }

    /// The names of the decay model's fields, which only version-2 feel files hold.
    public static var decayModelFieldNames: [String] {
        ["decayModel"] + splineNumberFields.map(\.name)
    }

    /// Every problem with this value (empty when it is valid).
    public func validationProblems() -> [FeelParametersError.Problem] {
        var problems: [FeelParametersError.Problem] = []
        for field in Self.numberFields + Self.splineNumberFields {
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
