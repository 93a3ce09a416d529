import Foundation

/// Feel files: the one reader and the one writer of `FeelParameters` as JSON, for a game and for
/// the harness alike (`FeelFileFormat` describes the two forms that load).
///
/// A game ships a file that gives only what differs from a preset, and a later Flywheel that
/// adds a field fills it in from that preset:
///
/// ```json
/// { "format": "flywheel-feel", "version": 1, "base": "snappy", "flingGain": 1.5 }
/// ```
///
/// Reading is strict: an unknown (misspelt) key, a key written twice, a value of the wrong type
/// or out of range, and a file from a newer Flywheel are refused, with every problem at once and
/// the line of the first. A failed load never changes anything: the readers return a `Result`,
/// and `replace(withJSON:)` assigns only on success.
///
/// ```swift
/// let data = try FeelParameters.snappy.jsonData(base: "ios")   // only what snappy changes
/// switch FeelParameters.fromJSON(data) {
/// case .success(let feel): physics.feel = feel
/// case .failure(let error): print(error)       // e.g. line 4: unknown key "flingGian": …
/// }
/// ```
extension FeelParameters {
    /// Decodes and validates feel-file text; never partially succeeds.
    public static func fromJSON(_ data: Data) -> Result<FeelParameters, FeelParametersError> {
        if let bad = FeelJSONScan.invalidUTF8(in: data) {
            let byte = NumberText.padded(Int(bad.byte), width: 2, radix: 16)
            return .failure(
                FeelParametersError(
                    problems: [
                        .malformed("column \(bad.column): invalid UTF-8 at byte offset \(bad.offset) (byte 0x\(byte))")
                    ],
                    line: bad.line))
        }
        let scan = FeelJSONScan(text: String(decoding: data, as: UTF8.self))
        if let first = scan.nonFiniteValues.first {
            return .failure(FeelParametersError(problems: scan.nonFiniteValues.map(nonFiniteProblem), line: first.line))
        }
        if let first = scan.duplicateKeys.first {
            return .failure(
                FeelParametersError(problems: scan.duplicateKeys.map { .duplicateKey($0.name) }, line: first.line))
        }
        let members: [String: FeelFileFormat.Scalar]
        do {
            members = try JSONDecoder().decode([String: FeelFileFormat.Scalar].self, from: data)
        } catch {
            let isObject = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)).map {
                $0 is NSDictionary
            }
            let message = isObject == false ? "the top level must be a JSON object" : "the text is not valid JSON"
            return .failure(FeelParametersError(problems: [.malformed(message)]))
        }
        return FeelFileFormat.feel(from: members).mapError { error in
            var located = error
            located.line = error.problems.lazy.compactMap { $0.field.flatMap(scan.line(of:)) }.first
            return located
        }
    }

    /// Reads and decodes a feel file: a regular file of at most 64 KiB (`InputFile`; a named
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

    /// A versioned feel file, pretty-printed: `"format"`, `"version"`, then the fields in
    /// alphabetical order. With `base` (a preset's name, such as `"ios"`) the file names it and
    /// gives only the fields that differ from it; without, it gives every field. Throws a
    /// `FeelParametersError` if the value is invalid or `base` names no preset.
    ///
    /// ```swift
    /// var feel = FeelParameters.snappy
    /// feel.flingGain = 1.5
    /// try feel.jsonData(base: "snappy")
    /// // {
    /// //   "format" : "flywheel-feel",
    /// //   "version" : 1,
    /// //   "base" : "snappy",
    /// //   "flingGain" : 1.5
    /// // }
    /// ```
    public func jsonData(base: String? = nil) throws -> Data {
        try validate()
        var lines = ["\"format\" : \"\(FeelFileFormat.name)\"", "\"version\" : 1"]
        var reference: FeelParameters?
        if let base {
            guard let preset = Self.presets.first(where: { $0.name == base }) else {
                let names = Self.presets.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw FeelParametersError(
                    problems: [.outOfRange(field: "base", value: "\"\(OutsideText.quoted(base))\"", allowed: names)])
            }
            lines.append("\"base\" : \"\(base)\"")
            reference = preset.feel
        }
        let fields = jsonFieldTexts(differingFrom: reference)
        if fields.contains(where: { Self.decayModelFieldNames.contains($0.name) }) {
            lines[1] = "\"version\" : \(Flywheel.feelFormatVersion)"
        }
        for (name, text) in fields { lines.append("\"\(name)\" : \(text)") }
        return Data(("{\n  " + lines.joined(separator: ",\n  ") + "\n}\n").utf8)
    }

    /// Writes `jsonData(base:)` to `url` with `OutputFile`: a regular file is replaced atomically,
    /// a symbolic link written through, a device or pipe written in place; an `OutputFileError`
    /// names the path and the reason.
    public func save(to url: URL, base: String? = nil) throws {
        try OutputFile.write(try jsonData(base: base), to: url.path)
    }

    /// Each field's name and JSON text, sorted by name; with `reference`, only those that differ.
    /// Without one, the decay model's fields come only when the model is not the exponential
    /// default (so a file of an exponential feel stays version 1).
    func jsonFieldTexts(differingFrom reference: FeelParameters? = nil) -> [(name: String, text: String)] {
        var fields: [(String, String)] = []
        let modelReference = reference ?? (decayModel == .exponential && spline == .android ? self : nil)
        for field in Self.splineNumberFields
        where modelReference?[keyPath: field.keyPath] != self[keyPath: field.keyPath] {
            fields.append((field.name, NumberText.shortest(self[keyPath: field.keyPath])))
        }
        if modelReference?.decayModel != decayModel { fields.append(("decayModel", "\"\(decayModel.rawValue)\"")) }
        for field in Self.numberFields where reference?[keyPath: field.keyPath] != self[keyPath: field.keyPath] {
            fields.append((field.name, NumberText.shortest(self[keyPath: field.keyPath])))
        }
        if reference?.flingSpeedBasis != flingSpeedBasis {
            fields.append(("flingSpeedBasis", "\"\(flingSpeedBasis.rawValue)\""))
        }
        if reference?.estimatorDegree != estimatorDegree { fields.append(("estimatorDegree", String(estimatorDegree))) }
        if reference?.addsMomentumFromRepeatedFlings != addsMomentumFromRepeatedFlings {
            fields.append(("addsMomentumFromRepeatedFlings", String(addsMomentumFromRepeatedFlings)))
        }
        if reference?.mayRestOnDisabledItems != mayRestOnDisabledItems {
            fields.append(("mayRestOnDisabledItems", String(mayRestOnDisabledItems)))
        }
        return fields.sorted { $0.0 < $1.0 }
    }

    /// A value JSON cannot hold, named by its field (or as a key that is not one).
    private static func nonFiniteProblem(_ found: (key: String, token: String, line: Int))
        -> FeelParametersError.Problem
    {
        if let field = (numberFields + splineNumberFields).first(where: { $0.name == found.key }) {
            let range = field.range
            let allowed =
                "\(NumberText.shortest(range.lowerBound))...\(NumberText.shortest(range.upperBound)) (JSON has no \(found.token))"
            return .notFinite(field: found.key, value: FeelJSONScan.number(from: found.token), allowed: allowed)
        }
        if fieldNames.contains(found.key) || decayModelFieldNames.contains(found.key)
            || FeelFileFormat.headerKeys.contains(found.key)
        {
            return .wrongType(field: found.key, expected: "not \(found.token)")
        }
        return .unknownKey(found.key)
    }
}
