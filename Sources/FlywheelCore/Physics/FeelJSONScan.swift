import Foundation

/// What Foundation's JSON decoder does not say about a feel file's text, found by scanning it:
/// the line each key is written on, keys written twice (Foundation keeps one silently), and values
/// JSON cannot hold (`NaN`, `Infinity`, `1e999`: Foundation refuses the first two without saying
/// where, and reads the third as infinity), each named by its key.
///
/// A feel file is one flat object, so every string followed by a colon is one of its keys.
///
/// ```swift
/// let scan = FeelJSONScan(text: "{\n  \"flingGain\": 2,\n  \"flingGain\": 3\n}")
/// scan.duplicateKeys        // [("flingGain", 3)]
/// scan.line(of: "flingGain") // 2
/// ```
struct FeelJSONScan {
    /// Every key in the order written, with its (1-based) line.
    let keys: [(name: String, line: Int)]
    /// Every key followed by a value JSON cannot hold, with that value's text and its line.
    let nonFiniteValues: [(key: String, token: String, line: Int)]

    init(text: String) {
        let ns = text as NSString
        let whole = NSRange(location: 0, length: ns.length)
        var lineStarts = [0]
        for (offset, unit) in text.utf16.enumerated() where unit == 0x0A { lineStarts.append(offset + 1) }
        func line(at location: Int) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= location { low = mid } else { high = mid - 1 }
            }
            return low + 1
        }
        var keys: [(String, Int)] = []
        var nonFinite: [(String, String, Int)] = []
        // Every string token, left to right; the ones followed by a colon are keys.
        for match in Self.key.matches(in: text, range: whole) where match.range(at: 2).location != NSNotFound {
            let name = Self.unescaped(ns.substring(with: match.range(at: 1)))
            keys.append((name, line(at: match.range.location)))
            let valueRange = NSRange(location: NSMaxRange(match.range), length: ns.length - NSMaxRange(match.range))
            if let value = Self.nonFiniteValue.firstMatch(in: text, options: .anchored, range: valueRange) {
                let token = ns.substring(with: value.range(at: 1))
                if !Self.number(from: token).isFinite {
                    nonFinite.append((name, token, line(at: value.range(at: 1).location)))
                }
            }
        }
        self.keys = keys
        self.nonFiniteValues = nonFinite
    }

    /// The line `name` is first written on, if it is a key of the text.
    func line(of name: String) -> Int? { keys.first { $0.name == name }?.line }

    /// Keys written more than once, each with the line of its second writing.
    var duplicateKeys: [(name: String, line: Int)] {
        var seen = Set<String>()
        var found: [(String, Int)] = []
        for key in keys where !seen.insert(key.name).inserted && !found.contains(where: { $0.0 == key.name }) {
            found.append((key.name, key.line))
        }
        return found
    }

    /// The number a value's text stands for (`NaN`, `-Infinity`, `1e999`, `2.5`).
    static func number(from token: String) -> Double {
        let lower = token.lowercased()
        let sign: Double = lower.hasPrefix("-") ? -1 : 1
        let body = lower.trimmingCharacters(in: CharacterSet(charactersIn: "+-"))
        if body == "nan" { return .nan }
        if body.hasPrefix("inf") { return sign * .infinity }
        return Double(token) ?? .nan
    }

    /// The offset of the first byte that is not UTF-8, with its line and column, if there is one.
    static func invalidUTF8(in data: Data) -> (offset: Int, byte: UInt8, line: Int, column: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        var line = 1
        var lineStart = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                if encoded.count == 1 && encoded.first == 0x0A {
                    line += 1
                    lineStart = offset + 1
                }
                offset += encoded.count
            case .error:
                return (offset, data[data.startIndex + offset], line, offset - lineStart + 1)
            case .emptyInput:
                return nil
            }
        }
    }

    /// A string token, and the colon after it when it is a key.
    private static let key = try! NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)"(\s*:)?"#)
    /// A value that may not be finite: a word for one, or a number with an exponent.
    private static let nonFiniteValue = try! NSRegularExpression(
        pattern: #"\s*([-+]?(?:NaN|nan|Infinity|infinity|inf|Inf|[0-9]+(?:\.[0-9]*)?[eE][-+]?[0-9]+))"#)

    /// A key's text with its JSON escapes undone (as written when it has none or a bad one).
    private static func unescaped(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        return (try? JSONDecoder().decode(String.self, from: Data("\"\(raw)\"".utf8))) ?? raw
    }
}
