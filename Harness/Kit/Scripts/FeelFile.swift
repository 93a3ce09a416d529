import FlywheelCore
import Foundation

/// The one reader of feel files, for `--feel FILE` and the feel lab's profiles alike:
/// `FeelParameters`' strict rules (every field, no unknown keys, values in range), read with the
/// harness's own JSON parser, once (the feel is decoded from what it built, `JSONValueDecoder`),
/// so that text which is not JSON says where (line and column), a key written twice is refused
/// by name, and a value JSON cannot hold (`NaN`, `Infinity`, `1e999`) is named by its field,
/// with its line.
///
/// ```swift
/// let feel = try FeelFile.load(path: "my-feel.json")
/// // my-feel.json:4: not a JSON object of feel parameters: column 3: duplicate key "flingGain" …
/// // my-feel.json:7: flingGain is nan; it must be a finite number in 0.01...100 (JSON has no NaN)
/// ```
public enum FeelFile {
    /// Why a feel file was refused: every problem (named by its field where it has one) and the
    /// line of the first, when known.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public var problems: [FeelParametersError.Problem]
        public var line: Int?

        /// The problems as one message ("3 problems:" and one a line when there are several).
        public var message: String {
            let texts = problems.map(\.description)
            return texts.count == 1 ? texts[0] : "\(texts.count) problems:\n  " + texts.joined(separator: "\n  ")
        }

        public var description: String { (line.map { "line \($0): " } ?? "") + message }
    }

    /// Reads and checks a feel file; files over `HarnessLimits.maximumFeelBytes` are refused unread.
    /// `key` (such as "--feel") is put before every message.
    public static func load(path: String, key: String? = nil) throws(ScriptError) -> FeelParameters {
        do {
            return try parse(
                HarnessLimits.readFile(path, what: "feel file", limit: HarnessLimits.maximumFeelBytes),
                file: path, key: key)
        } catch {
            throw ScriptError(file: path, line: error.line, key: error.key ?? key, message: error.message)
        }
    }

    /// Checks feel-file text; `file` names it in errors.
    public static func parse(_ data: Data, file: String, key: String? = nil) throws(ScriptError) -> FeelParameters {
        switch check(data) {
        case .success(let feel): return feel
        case .failure(let refusal):
            throw ScriptError(file: file, line: refusal.line, key: key, message: refusal.message)
        }
    }

    /// The checks themselves: the feel, or why not.
    public static func check(_ data: Data) -> Result<FeelParameters, Refusal> {
        let node: JSONNode
        do {
            node = try JSONNode.parse(data)
        } catch {
            // Values JSON cannot hold are what the parser stopped at: named by their fields.
            let named = nonFiniteValues(in: String(decoding: data, as: UTF8.self))
            guard named.isEmpty else { return .failure(Refusal(problems: named.map(\.problem), line: named[0].line)) }
            return .failure(
                Refusal(problems: [.malformed("column \(error.column): \(error.message)")], line: error.line))
        }
        return feel(from: node.value).mapError { Refusal(problems: $0.problems, line: nil) }
    }

    /// `FeelParameters`' own decoding and checks, on a parsed value (a feel file's, or the
    /// `"feel"` of a recording).
    static func feel(from value: JSONValue) -> Result<FeelParameters, FeelParametersError> {
        do {
            return .success(try FeelParameters(from: JSONValueDecoder(value)))
        } catch let error as FeelParametersError {
            return .failure(error)
        } catch {
            return .failure(FeelParametersError(problems: [.malformed(String(describing: error))]))
        }
    }

    /// `"key": NaN`, `Infinity`, `-inf`, or a number too large for a double, by key, with its line.
    static func nonFiniteValues(in text: String) -> [(problem: FeelParametersError.Problem, line: Int)] {
        let pattern =
            #""([A-Za-z0-9_]+)"\s*:\s*([-+]?(?:NaN|nan|Infinity|infinity|inf|Inf|[0-9]+(?:\.[0-9]*)?[eE][-+]?[0-9]+))"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let numbers = Dictionary(uniqueKeysWithValues: FeelParameters.numberFields.map { ($0.name, $0) })
        let names = Set(FeelParameters.fieldNames)
        var found: [(FeelParametersError.Problem, Int)] = []
        let ns = text as NSString
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let key = ns.substring(with: match.range(at: 1)), token = ns.substring(with: match.range(at: 2))
            let value = number(from: token)
            guard !value.isFinite else { continue }
            let line = ns.substring(to: match.range.location).reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            if let field = numbers[key] {
                let range = field.range
                let allowed =
                    "\(NumberText.shortest(range.lowerBound))...\(NumberText.shortest(range.upperBound)) (JSON has no \(token))"
                found.append((.notFinite(field: key, value: value, allowed: allowed), line))
            } else if names.contains(key) {
                found.append((.wrongType(field: key, expected: "not \(token)"), line))
            } else {
                found.append((.unknownKey(key), line))
            }
        }
        return found
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
