import Foundation

/// Strict JSON for `FeelParameters`: every field must be present with the right type, unknown keys
/// are errors (a misspelt key would otherwise be silently ignored and the feel would not change),
/// and the decoded value must pass `validate()`. All problems are reported at once.
///
/// A failed load never changes anything: the loaders return a `Result`, and
/// `replace(withJSON:)` assigns only on success.
///
/// ```swift
/// let data = try FeelParameters.snappy.jsonData()
/// switch FeelParameters.fromJSON(data) {
/// case .success(let feel): physics.feel = feel
/// case .failure(let error): print(error)       // e.g. unknown key "flingGian": …
/// }
/// ```
extension FeelParameters: Codable {
    struct JSONKey: CodingKey {
        let stringValue: String
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<JSONKey>
        do {
            container = try decoder.container(keyedBy: JSONKey.self)
        } catch {
            throw FeelParametersError(problems: [.malformed("the top level must be a JSON object")])
        }
        var problems: [FeelParametersError.Problem] = []
        let known = Set(Self.fieldNames)
        for key in container.allKeys.map(\.stringValue).sorted() where !known.contains(key) {
            problems.append(.unknownKey(key))
        }
        var result = FeelParameters()
        for field in Self.numberFields {
            if let value = Self.decodeField(Double.self, field.name, "a number", container, &problems) {
                result[keyPath: field.keyPath] = value
            }
        }
        let basisNames = FlingSpeedBasis.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        if let raw = Self.decodeField(String.self, "flingSpeedBasis", basisNames, container, &problems) {
            if let basis = FlingSpeedBasis(rawValue: raw) {
                result.flingSpeedBasis = basis
            } else {
                problems.append(
                    .outOfRange(field: "flingSpeedBasis", value: "\"\(OutsideText.quoted(raw))\"", allowed: basisNames))
            }
        }
        if let value = Self.decodeField(Int.self, "estimatorDegree", "an integer", container, &problems) {
            result.estimatorDegree = value
        }
        if let value = Self.decodeField(
            Bool.self, "addsMomentumFromRepeatedFlings", "true or false",
            container, &problems)
        {
            result.addsMomentumFromRepeatedFlings = value
        }
        if let value = Self.decodeField(Bool.self, "mayRestOnDisabledItems", "true or false", container, &problems) {
            result.mayRestOnDisabledItems = value
        }
        if problems.isEmpty { problems = result.validationProblems() }
        guard problems.isEmpty else { throw FeelParametersError(problems: problems) }
        self = result
    }

    private static func decodeField<T: Decodable>(
        _ type: T.Type, _ name: String, _ expected: String,
        _ container: KeyedDecodingContainer<JSONKey>, _ problems: inout [FeelParametersError.Problem]
    ) -> T? {
        let key = JSONKey(name)
        guard container.contains(key) else {
            problems.append(.missingKey(name))
            return nil
        }
        do {
            return try container.decode(T.self, forKey: key)
        } catch {
            problems.append(.wrongType(field: name, expected: expected))
            return nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        for field in Self.numberFields {
            try container.encode(self[keyPath: field.keyPath], forKey: JSONKey(field.name))
        }
        try container.encode(flingSpeedBasis.rawValue, forKey: JSONKey("flingSpeedBasis"))
        try container.encode(estimatorDegree, forKey: JSONKey("estimatorDegree"))
        try container.encode(addsMomentumFromRepeatedFlings, forKey: JSONKey("addsMomentumFromRepeatedFlings"))
        try container.encode(mayRestOnDisabledItems, forKey: JSONKey("mayRestOnDisabledItems"))
    }
}

extension FeelParameters {
    /// Decodes and validates; never partially succeeds.
    public static func fromJSON(_ data: Data) -> Result<FeelParameters, FeelParametersError> {
        do {
            return .success(try JSONDecoder().decode(FeelParameters.self, from: data))
        } catch let error as FeelParametersError {
            return .failure(error)
        } catch {
            return .failure(FeelParametersError(problems: [.malformed(Self.describe(error))]))
        }
    }

    /// Reads and decodes a JSON file: a regular file of at most 64 KiB (`InputFile`; a named
    /// pipe or a device is refused, never waited on).
    public static func load(contentsOf url: URL) -> Result<FeelParameters, FeelParametersError> {
        do {
            return fromJSON(Data(try InputFile.read(url.path, limit: 64 * 1024)))
        } catch {
            return .failure(FeelParametersError(problems: [.malformed("cannot read \(error)")]))
        }
    }

    /// Replaces `self` with the decoded value, or throws and leaves `self` unchanged.
    public mutating func replace(withJSON data: Data) throws {
        self = try Self.fromJSON(data).get()
    }

    /// Pretty-printed JSON with sorted keys. Throws a `FeelParametersError` if the value is invalid.
    public func jsonData() throws -> Data {
        try validate()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Writes `jsonData()` to `url` with `OutputFile`: a regular file is replaced atomically, a
    /// symbolic link written through, a device or pipe written in place; an `OutputFileError`
    /// names the path and the reason.
    public func save(to url: URL) throws {
        try OutputFile.write(try jsonData(), to: url.path)
    }

    private static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
            return context.debugDescription + underlying
        }
        return String(describing: error)
    }
}
