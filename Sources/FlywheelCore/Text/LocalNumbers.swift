import Foundation

/// Numbers as a player reads them: the locale's decimal separator, grouping, digits and percent
/// style, through Foundation's formatters (ICU). Without a locale every method gives exactly what
/// `NumberText` gives, so a program that sets none shows what it always did. Reports, scripts
/// and files keep `NumberText` ("0.998" everywhere); what is drawn for a player goes through
/// this.
///
/// ```swift
/// let de = LocalNumbers(locale: Locale(identifier: "de"))
/// de.fixed(0.64, decimals: 2)            // "0,64"
/// de.percent(0.64)                       // "64 %"
/// de.parse("0,5")                        // 0.5 (and "0.5" too)
/// LocalNumbers(locale: Locale(identifier: "ar-EG")).fixed(0.64, decimals: 2)   // "٠٫٦٤"
/// LocalNumbers.plain.fixed(0.64, decimals: 2)                                  // "0.64"
/// ```
///
/// Formatted strings are remembered (up to `cacheLimit` of them, then forgotten all at once), so
/// a value shown again costs a lookup, not a formatter: a frame that redraws the same numbers
/// allocates nothing. One instance may be shared between threads (the memory is locked).
public final class LocalNumbers: @unchecked Sendable {
    /// The locale numbers are written in; nil: `NumberText`'s locale-free form.
    public let locale: Locale?
    /// How many formatted strings are remembered before the memory is emptied.
    public static let cacheLimit = 1024

    /// No locale: every method is `NumberText`'s.
    public static let plain = LocalNumbers(locale: nil)

    private enum Style: UInt8 { case rounded, fixed, percent, whole, inText, percentInText }
    private struct Key: Hashable {
        let bits: UInt64
        let decimals: Int8
        let style: Style
    }

    private let lock = NSLock()
    private var cache: [Key: String] = [:]
    private let parser: NumberFormatter?

    /// Numbers written for `locale` (nil: locale-free, as `NumberText`).
    public init(locale: Locale?) {
        self.locale = locale
        if let locale {
            let parser = NumberFormatter()
            parser.locale = locale
            parser.numberStyle = .decimal
            self.parser = parser
            cache.reserveCapacity(Self.cacheLimit)
        } else {
            parser = nil
        }
    }

    /// `value` rounded to at most `decimals` decimals (0...9), trailing zeros dropped, with the
    /// locale's grouping: "1.234,5" in German, "١٬٢٣٤٫٥" in Egyptian Arabic; without a locale
    /// `NumberText.rounded`.
    public func rounded(_ value: Double, decimals: Int) -> String {
        guard let locale, value.isFinite else { return NumberText.rounded(value, decimals: decimals) }
        let d = min(max(decimals, 0), 9)
        return remembered(value, d, .rounded) {
            value.formatted(.number.precision(.fractionLength(0...d)).rounded(rule: .toNearestOrEven).locale(locale))
        }
    }

    /// `value` with exactly `decimals` decimals (0...9): "0,64", "٠٫٦٤"; without a locale
    /// `NumberText.fixed`.
    public func fixed(_ value: Double, decimals: Int) -> String {
        guard let locale, value.isFinite else { return NumberText.fixed(value, decimals: decimals) }
        let d = min(max(decimals, 0), 9)
        return remembered(value, d, .fixed) {
            value.formatted(.number.precision(.fractionLength(d)).rounded(rule: .toNearestOrEven).locale(locale))
        }
    }

    /// `fraction` (1 = 100 %) as a percentage with at most `decimals` decimals, in the locale's
    /// style: "64 %" in German and French, "٦٤٪" in Egyptian Arabic; without a locale
    /// `NumberText.rounded(fraction · 100)` + "%" ("64%").
    public func percent(_ fraction: Double, decimals: Int = 0) -> String {
        let d = min(max(decimals, 0), 9)
        guard let locale, fraction.isFinite else { return NumberText.rounded(fraction * 100, decimals: d) + "%" }
        return remembered(fraction, d, .percent) {
            fraction.formatted(
                .percent.precision(.fractionLength(0...d)).rounded(rule: .toNearestOrEven).locale(locale))
        }
    }

    /// A whole number in the locale's digits and grouping ("12,34,567" in Hindi, "١٢" in
    /// Egyptian Arabic); without a locale `String(value)`.
    public func whole(_ value: Int) -> String {
        guard let locale else { return String(value) }
        return remembered(Double(value), 0, .whole) { value.formatted(.number.locale(locale)) }
    }

    /// `text` with every locale-free number in it ("0.998", "-3", "60", "100%") written in the
    /// locale: "stopSpeed = 0,25" in German, "٦٠ fps" in Egyptian Arabic; a number followed by
    /// "%" is the locale's percentage ("١٠٠٪", "64 %"). A number keeps its decimals and gets no
    /// grouping (so "item 1234" stays one number); a number touching a letter or "_" ("F1",
    /// "x2"), with a leading zero ("07", a padded code), or with two points ("1.2.3") is left as
    /// written. Without a locale, `text` itself.
    ///
    /// The text is written left to right (the program's own words), so where the locale's
    /// number is not plain European digits it is set apart as a left-to-right isolate
    /// (U+2066 … U+2069, `isolatedInText`): its sign stays before its digits ("Rotation: -٥",
    /// never "٥-" read as a trailing minus) and a right-to-left word beside it cannot move it.
    public func localizingNumbers(in text: String) -> String {
        guard let locale else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func isDigit(_ k: Int) -> Bool { k >= 0 && k < scalars.count && ("0"..."9").contains(scalars[k]) }
        func isWordy(_ k: Int) -> Bool {
            guard k >= 0, k < scalars.count else { return false }
            let s = scalars[k]
            return s == "_" || s.properties.isAlphabetic || ("0"..."9").contains(s)
        }
        while i < scalars.count {
            let negative = scalars[i] == "-" && isDigit(i + 1)
            let start = i, digits = negative ? i + 1 : i
            guard isDigit(digits), !isWordy(start - 1), start == 0 || scalars[start - 1] != "." else {
                out.append(scalars[i])
                i += 1
                continue
            }
            var end = digits
            while isDigit(end) { end += 1 }
            var fraction = 0
            if end < scalars.count, scalars[end] == ".", isDigit(end + 1) {
                end += 1
                while isDigit(end) { end += 1; fraction += 1 }
            }
            let leadingZero = scalars[digits] == "0" && isDigit(digits + 1)
            let dotted = end < scalars.count && scalars[end] == "." && isDigit(end + 1)
            let number = String(String.UnicodeScalarView(scalars[start..<end]))
            let percent = end < scalars.count && scalars[end] == "%"
            if leadingZero || dotted || isWordy(end) || fraction > 9 || (end - digits) > 15 {
                out.append(contentsOf: scalars[start..<end])
            } else if let value = Double(number) {
                let written: String
                if percent {
                    written = remembered(value, fraction, .percentInText) {
                        isolatedInText(
                            (value / 100).formatted(
                                .percent.precision(.fractionLength(fraction)).grouping(.never)
                                    .rounded(rule: .toNearestOrEven).locale(locale)))
                    }
                    end += 1
                } else {
                    written = remembered(value, fraction, .inText) {
                        isolatedInText(
                            value.formatted(
                                .number.precision(.fractionLength(fraction)).grouping(.never)
                                    .rounded(rule: .toNearestOrEven).locale(locale)))
                    }
                }
                out.append(contentsOf: written.unicodeScalars)
            } else {
                out.append(contentsOf: scalars[start..<end])
            }
            i = end
        }
        return String(out)
    }

    /// `text` with each digit of a code in it ("#01", a padded count) written in the locale's
    /// digits one for one, the zeros kept: "#٠١" in Egyptian Arabic. Numbers with a value are
    /// `localizingNumbers(in:)`'s; a digit touching a letter or "_" ("F1", "x2") stays as
    /// written. Without a locale, or in one with European digits, `text` itself.
    ///
    /// ```swift
    /// LocalNumbers(locale: Locale(identifier: "ar-EG")).localizingDigits(in: "Associated Text #01")
    /// // "Associated Text #\u{2066}٠١\u{2069}"
    /// ```
    public func localizingDigits(in text: String) -> String {
        guard locale != nil else { return text }
        let digits = (0...9).map { whole($0).unicodeScalars.first { $0.properties.numericType == .decimal } }
        guard digits.allSatisfy({ $0 != nil }), digits[0] != "0" else { return text }
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ k: Int) -> Bool { k >= 0 && k < scalars.count && ("0"..."9").contains(scalars[k]) }
        func isWordy(_ k: Int) -> Bool {
            guard k >= 0, k < scalars.count else { return false }
            return scalars[k] == "_" || scalars[k].properties.isAlphabetic
        }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard isDigit(i) else {
                out.append(scalars[i])
                i += 1
                continue
            }
            var end = i
            while isDigit(end) { end += 1 }
            if isWordy(i - 1) || isWordy(end) {
                out.append(contentsOf: scalars[i..<end])
            } else {
                var run = String.UnicodeScalarView()
                for k in i..<end { run.append(digits[Int(scalars[k].value - 0x30)]!) }
                out.append(contentsOf: isolatedInText(String(run)).unicodeScalars)
            }
            i = end
        }
        return String(out)
    }

    /// `number` (one this locale wrote) ready to sit in left-to-right text: unchanged when it is
    /// written in European digits with no direction marks ("0,5", "64 %"); otherwise without the direction marks the locale puts
    /// round its sign (U+061C, U+200E, U+200F), inside a left-to-right isolate (U+2066 …
    /// U+2069), so it reads sign first, left to right, whatever direction the text around it
    /// has. A number drawn on its own (a label, a tick) keeps the locale's form instead.
    ///
    /// ```swift
    /// let eg = LocalNumbers(locale: Locale(identifier: "ar-EG"))
    /// eg.isolatedInText(eg.whole(-5))   // "\u{2066}-٥\u{2069}": "-٥" in "Rotation: -٥"
    /// ```
    public func isolatedInText(_ number: String) -> String {
        func isMark(_ s: Unicode.Scalar) -> Bool { s.value == 0x061C || s.value == 0x200E || s.value == 0x200F }
        let european = !number.unicodeScalars.contains {
            isMark($0) || (!$0.isASCII && $0.properties.numericType == .decimal)
        }
        if european { return number }
        var body = String.UnicodeScalarView()
        for s in number.unicodeScalars where !isMark(s) { body.append(s) }
        return "\u{2066}" + String(body) + "\u{2069}"
    }

    /// A number a user typed: the locale-free form ("0.5", "-3", "1e-3") always, and the
    /// locale's own ("0,5" in German, "٠٫٥" in Egyptian Arabic, with its grouping). Spaces
    /// around it are ignored; nil when it is neither, or not finite. The whole text must be the
    /// number: "0,5abc" and "0,5,5" are nil, not 0.5.
    public func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let v = Double(trimmed) { return v.isFinite ? v : nil }
        guard let parser, !trimmed.isEmpty else { return nil }
        let v = lock.withLock { () -> Double? in
            // Foundation's parser reads a number off the front ("0,5abc" as 0.5 on Linux).
            guard Self.isOnlyNumber(trimmed, parser) else { return nil }
            return parser.number(from: trimmed)?.doubleValue
        }
        return v.flatMap { $0.isFinite ? $0 : nil }
    }

    /// Whether `text` is a sign, digits of any script with the locale's grouping, and at most one
    /// decimal separator followed by digits only.
    private static func isOnlyNumber(_ text: String, _ parser: NumberFormatter) -> Bool {
        var body = Substring(text)
        for sign in [parser.minusSign, parser.plusSign, "-", "+", "\u{2212}"] {
            if let sign, !sign.isEmpty, body.hasPrefix(sign) {
                body = body.dropFirst(sign.count)
                break
            }
        }
        let decimal = parser.decimalSeparator ?? ".", grouping = parser.groupingSeparator ?? ","
        let parts = body.components(separatedBy: decimal)
        guard parts.count <= 2, body.contains(where: \.isWholeNumber) else { return false }
        let whole = parts[0].replacingOccurrences(of: grouping, with: "")
        return whole.allSatisfy(\.isWholeNumber) && (parts.count == 1 || parts[1].allSatisfy(\.isWholeNumber))
    }

    /// How many formatted strings are remembered now (for tests).
    var rememberedCount: Int { lock.withLock { cache.count } }

    private func remembered(_ value: Double, _ decimals: Int, _ style: Style, _ make: () -> String) -> String {
        let key = Key(bits: value.bitPattern, decimals: Int8(decimals), style: style)
        if let text = lock.withLock({ cache[key] }) { return text }
        let text = make()
        lock.withLock {
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = text
        }
        return text
    }
}
