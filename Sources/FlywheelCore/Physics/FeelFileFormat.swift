import Foundation

/// The feel file: one JSON object. Two forms load.
///
/// - **Versioned** (what `FeelParameters.jsonData(base:)` writes): `"format": "flywheel-feel"`,
///   `"version": 1` or `2`, an optional `"base"` preset (`"ios"`, the default preset, when absent), and
///   any fields. A field the file leaves out takes the base's value, so a file written before a
///   field existed keeps loading after it is added. A `"version"` newer than this Flywheel reads
///   is refused, saying the file was made by a newer Flywheel.
/// - **Unversioned** (files saved before the format had a version): every field, nothing else.
///
/// Version 2 added the decay model (`"decayModel"` and the `"spline…"` constants): a version-1
/// file naming one is refused, and the writer says version 2 only when it writes one.
///
/// In both, a key that is not a field is an error (a misspelt field would otherwise be ignored),
/// and so is a key written twice.
///
/// ```json
/// { "format": "flywheel-feel", "version": 1, "base": "snappy", "flingGain": 1.5 }
/// ```
enum FeelFileFormat {
    /// The value of `"format"`.
    static let name = "flywheel-feel"
    /// The keys that say a file is versioned.
    static let headerKeys = ["format", "version", "base"]

    /// A JSON value as a feel file holds it.
    enum Scalar: Decodable {
        case bool(Bool)
        case number(Double)
        case string(String)
        /// null, an array or an object: never a field's value.
        case other

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let b = try? value.decode(Bool.self) {
                self = .bool(b)
            } else if let n = try? value.decode(Double.self) {
                self = .number(n)
            } else if let s = try? value.decode(String.self) {
                self = .string(s)
            } else {
                self = .other
            }
        }
    }

    /// The feel a file's members describe, or every problem with them.
    static func feel(from members: [String: Scalar]) -> Result<FeelParameters, FeelParametersError> {
        let isVersioned = headerKeys.contains { members[$0] != nil }
        var problems: [FeelParametersError.Problem] = []
        var feel = FeelParameters()
        if isVersioned {
            switch header(members) {
            case .failure(let error): return .failure(error)
            case .success(let (base, headerProblems)):
                feel = base
                problems = headerProblems
            }
            if case .number(1) = members["version"] {
                for key in FeelParameters.decayModelFieldNames where members[key] != nil {
                    problems.append(
                        .inconsistent(field: key, message: "needs \"version\": 2 (version 1 has no decay model)"))
                }
            }
        }
        let known = Set(
            FeelParameters.fieldNames + FeelParameters.decayModelFieldNames + (isVersioned ? headerKeys : []))
        for key in members.keys.sorted() where !known.contains(key) { problems.append(.unknownKey(key)) }
        readFields(members, into: &feel, requireAll: !isVersioned, problems: &problems)
        readDecayModel(members, into: &feel, problems: &problems)
        if problems.isEmpty { problems = feel.validationProblems() }
        return problems.isEmpty ? .success(feel) : .failure(FeelParametersError(problems: problems))
    }

    /// The base a versioned file starts from and what is wrong with its header; a newer version
    /// is refused alone (its other keys may be fields this Flywheel does not know yet).
    private static func header(_ members: [String: Scalar])
        -> Result<(FeelParameters, [FeelParametersError.Problem]), FeelParametersError>
    {
        var problems: [FeelParametersError.Problem] = []
        switch members["version"] {
        case nil: problems.append(.missingKey("version"))
        case .number(let v) where v == v.rounded() && v >= 1 && v <= Double(Int32.max):
            if Int(v) > Flywheel.feelFormatVersion {
                return .failure(FeelParametersError(problems: [.newerVersion(Int(v))]))
            }
        case .number(let v):
            problems.append(
                .outOfRange(field: "version", value: NumberText.shortest(v), allowed: "a whole number from 1"))
        default: problems.append(.wrongType(field: "version", expected: "a whole number"))
        }
        switch members["format"] {
        case nil: problems.append(.missingKey("format"))
        case .string(name): break
        case .string(let other):
            problems.append(
                .outOfRange(field: "format", value: "\"\(OutsideText.quoted(other))\"", allowed: "\"\(name)\""))
        default: problems.append(.wrongType(field: "format", expected: "the string \"\(name)\""))
        }
        let presetNames = FeelParameters.presets.map { "\"\($0.name)\"" }.joined(separator: ", ")
        var base = FeelParameters()
        switch members["base"] {
        case nil: break
        case .string(let preset):
            if let found = FeelParameters.presets.first(where: { $0.name == preset }) {
                base = found.feel
            } else {
                problems.append(
                    .outOfRange(field: "base", value: "\"\(OutsideText.quoted(preset))\"", allowed: presetNames))
            }
        default: problems.append(.wrongType(field: "base", expected: "a preset's name (\(presetNames))"))
        }
        return .success((base, problems))
    }

    /// Reads the decay model's fields that are present (never required: files older than them
    /// keep the exponential model).
    private static func readDecayModel(
        _ members: [String: Scalar], into feel: inout FeelParameters, problems: inout [FeelParametersError.Problem]
    ) {
        for field in FeelParameters.splineNumberFields {
            guard let value = members[field.name] else { continue }
            if case .number(let n) = value {
                feel[keyPath: field.keyPath] = n
            } else {
                problems.append(.wrongType(field: field.name, expected: "a number"))
            }
        }
        guard let value = members["decayModel"] else { return }
        let names = FeelParameters.DecayModel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        if case .string(let raw) = value {
            if let model = FeelParameters.DecayModel(rawValue: raw) {
                feel.decayModel = model
            } else {
                problems.append(
                    .outOfRange(field: "decayModel", value: "\"\(OutsideText.quoted(raw))\"", allowed: names))
            }
        } else {
            problems.append(.wrongType(field: "decayModel", expected: names))
        }
    }

    /// Reads every field present into `feel`; with `requireAll`, a missing field is a problem.
    private static func readFields(
        _ members: [String: Scalar], into feel: inout FeelParameters, requireAll: Bool,
        problems: inout [FeelParametersError.Problem]
    ) {
        func member(_ name: String) -> Scalar? {
            guard let value = members[name] else {
                if requireAll { problems.append(.missingKey(name)) }
                return nil
            }
            return value
        }
        for field in FeelParameters.numberFields {
            guard let value = member(field.name) else { continue }
            if case .number(let n) = value {
                feel[keyPath: field.keyPath] = n
            } else {
                problems.append(.wrongType(field: field.name, expected: "a number"))
            }
        }
        let basisNames = FeelParameters.FlingSpeedBasis.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        if let value = member("flingSpeedBasis") {
            if case .string(let raw) = value {
                if let basis = FeelParameters.FlingSpeedBasis(rawValue: raw) {
                    feel.flingSpeedBasis = basis
                } else {
                    problems.append(
                        .outOfRange(
                            field: "flingSpeedBasis", value: "\"\(OutsideText.quoted(raw))\"", allowed: basisNames))
                }
            } else {
                problems.append(.wrongType(field: "flingSpeedBasis", expected: basisNames))
            }
        }
        if let value = member("estimatorDegree") {
            if case .number(let n) = value, n == n.rounded(), abs(n) < 1e9 {
                feel.estimatorDegree = Int(n)
            } else {
                problems.append(.wrongType(field: "estimatorDegree", expected: "an integer"))
            }
        }
        let flags: [(String, WritableKeyPath<FeelParameters, Bool>)] = [
            ("addsMomentumFromRepeatedFlings", \.addsMomentumFromRepeatedFlings),
            ("mayRestOnDisabledItems", \.mayRestOnDisabledItems),
        ]
        for (name, keyPath) in flags {
            guard let value = member(name) else { continue }
            if case .bool(let b) = value {
                feel[keyPath: keyPath] = b
            } else {
                problems.append(.wrongType(field: name, expected: "true or false"))
            }
        }
    }
}
