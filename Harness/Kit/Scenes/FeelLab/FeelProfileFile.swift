import FlywheelCore
import FlywheelUI
import Foundation

/// Reading a profile file for the lab: `FeelParameters.load`'s strict rules (unknown, missing and
/// mistyped keys, values out of range — every problem named by its field), plus one thing JSON
/// itself cannot say. JSON has no NaN or infinity, so a profile that writes `"flingGain": NaN`
/// (or `Infinity`, or `1e999`) is not JSON at all and the parser's complaint names no field; the
/// lab then finds those values and reports them by field.
///
/// ```swift
/// switch FeelProfileFile.load(contentsOf: url) {
/// case .success(let feel): use(feel)
/// case .failure(let error): print(error)   // flingGain is nan; it must be a finite number in 0.01...100 …
/// }
/// ```
enum FeelProfileFile {
    static func load(contentsOf url: URL) -> Result<FeelParameters, FeelParametersError> {
        do {
            return decode(
                try HarnessLimits.readFile(url.path, what: "feel file", limit: HarnessLimits.maximumFeelBytes))
        } catch {
            return .failure(FeelParametersError(problems: [.malformed(error.description)]))
        }
    }

    /// Also refused, with the line and column: text that is not JSON and keys written twice.
    static func decode(_ data: Data) -> Result<FeelParameters, FeelParametersError> {
        do {
            _ = try JSONNode.parse(data)
        } catch {
            let named = nonFiniteValues(in: String(decoding: data, as: UTF8.self))
            return .failure(FeelParametersError(problems: named.isEmpty ? [.malformed(error.description)] : named))
        }
        let result = FeelParameters.fromJSON(data)
        guard case .failure(let error) = result else { return result }
        return .failure(naming(error, in: data))
    }

    /// `error` with the non-finite values found in `data` reported by field, in place of the
    /// parser's complaints about them ("not valid JSON", or "wrong type" for `1e999`).
    private static func naming(_ error: FeelParametersError, in data: Data) -> FeelParametersError {
        let named = nonFiniteValues(in: String(decoding: data, as: UTF8.self))
        guard !named.isEmpty else { return error }
        let fields = Set(named.compactMap(\.field))
        let others = error.problems.filter { p in
            guard let field = p.field else { return false }  // the parser's "not JSON": explained by `named`
            return !fields.contains(field)
        }
        return FeelParametersError(problems: named + others)
    }

    /// `"key": NaN`, `Infinity`, `-inf`, or a number too large for a double, by key.
    static func nonFiniteValues(in text: String) -> [FeelParametersError.Problem] {
        let pattern =
            #""([A-Za-z0-9_]+)"\s*:\s*([-+]?(?:NaN|nan|Infinity|infinity|inf|Inf|[0-9]+(?:\.[0-9]*)?[eE][-+]?[0-9]+))"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let fields = Dictionary(FeelField.all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var problems: [FeelParametersError.Problem] = []
        let ns = text as NSString
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let key = ns.substring(with: match.range(at: 1)), token = ns.substring(with: match.range(at: 2))
            let value = number(from: token)
            guard !value.isFinite else { continue }
            guard let field = fields[key] else {
                problems.append(.unknownKey(key))
                continue
            }
            guard case .number(_, let range, _, _) = field.kind else {
                problems.append(.wrongType(field: key, expected: "not \(token)"))
                continue
            }
            problems.append(
                .notFinite(
                    field: key, value: value,
                    allowed:
                        "\(NumberText.rounded(range.lowerBound, decimals: 9))...\(NumberText.rounded(range.upperBound, decimals: 9)) (JSON has no \(token))"
                ))
        }
        return problems
    }

    private static func number(from token: String) -> Double {
        let lower = token.lowercased()
        let sign: Double = lower.hasPrefix("-") ? -1 : 1
        let body = lower.trimmingCharacters(in: CharacterSet(charactersIn: "+-"))
        if body == "nan" { return .nan }
        if body.hasPrefix("inf") { return sign * .infinity }
        return Double(token) ?? .nan
    }
}
