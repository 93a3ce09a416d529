/// A pseudo-locale: every string shown passes through a transform that looks like a translation,
/// so a layout can be tried for translation without translations (Android's `en-XA` and `ar-XB`).
///
/// - `accented`: Latin letters become accented look-alikes ("Settings" → "Şḗŧŧīƞɠş"), so text
///   that skips the transform (drawn from an image, say) stands out and fonts show their accents.
/// - `long`: about 40 % longer, in brackets ("[Settings ···]"), since translations from English
///   often are (at least one dot); a shortened string ends in "…" with no closing bracket, so a cut shows.
/// - `rtl`: right to left, the string mirrored by a right-to-left override between right-to-left
///   marks (as `ar-XB` does): natural alignment goes right and the line reads backwards.
/// - `all`: the three at once.
///
/// **Data rule**: a string with no letter (a number, "12:30", "—", "…") is left as it is, and
/// digits, punctuation and symbols inside a string are kept, so values read as they are: under
/// `rtl` every number ("30", "0.25", "12:30") stays in its own order, isolated left to right
/// inside the mirrored line ("Row 30" reads "30 woR", not "03 woR"). A span between a Unicode
/// isolate (U+2066 LRI, U+2067 RLI or U+2068 FSI) and its U+2069 PDI is data too — a value, a
/// file path, a name — and is left exactly as written, in its own order (`PseudoLocale.data`
/// wraps one). Any other string is transformed, user data included (a spinner's item titles, a
/// picker's rows): the canvas cannot tell them from the program's own.
///
/// ```swift
/// PseudoLocale.accented.apply("Row 30")   // "Řǿẇ 30"
/// PseudoLocale.long.apply("Settings")     // "[Settings ·]"
/// PseudoLocale.accented.apply("Show: " + PseudoLocale.data("on"))   // "Şħǿẇ: \u{2068}on\u{2069}"
/// PseudoLocale(name: "all")               // accented, long and right to left
/// ```
public struct PseudoLocale: Hashable, Sendable, CustomStringConvertible {
    public var accents: Bool
    public var lengthens: Bool
    public var rightToLeft: Bool

    public init(accents: Bool = false, lengthens: Bool = false, rightToLeft: Bool = false) {
        self.accents = accents
        self.lengthens = lengthens
        self.rightToLeft = rightToLeft
    }

    /// The layout direction the pseudo-locale asks for: right to left when it mirrors text
    /// (`rtl`, `all`: Android's ar-XB mirrors layouts too), else nil (the host's own).
    public var layoutDirection: LayoutDirection? { rightToLeft ? .rightToLeft : nil }

    public static let accented = PseudoLocale(accents: true)
    public static let long = PseudoLocale(lengthens: true)
    public static let rtl = PseudoLocale(rightToLeft: true)
    public static let all = PseudoLocale(accents: true, lengthens: true, rightToLeft: true)

    /// Each pseudo-locale a name stands for, in the order help text lists them.
    static let named: [(name: String, locale: PseudoLocale)] = [
        ("accented", .accented), ("long", .long), ("rtl", .rtl), ("all", .all),
    ]

    /// The names `init(name:)` takes, in order.
    public static let names = named.map(\.name)

    /// "accented", "long", "rtl" or "all" (any case); nil for any other name.
    public init?(name: String) {
        let lower = name.lowercased()
        guard let entry = Self.named.first(where: { $0.name == lower }) else { return nil }
        self = entry.locale
    }

    public var description: String {
        if self == .all { return "all" }
        return [accents ? "accented" : nil, lengthens ? "long" : nil, rightToLeft ? "rtl" : nil]
            .compactMap { $0 }.joined(separator: "+")
    }

    /// Extra length of `long`, as a fraction of the characters.
    public static let lengthening = 0.4
    /// Marks a shortened string (`TextMeasuring.truncatedText`).
    static let ellipsis: Character = "\u{2026}"

    /// `text` as this pseudo-locale shows it.
    public func apply(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let isData = Self.dataMask(scalars)
        var letters = 0
        for (u, data) in zip(scalars, isData) where !data && u.properties.isAlphabetic { letters += 1 }
        guard letters > 0 else { return text }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let u = scalars[i]
            if isData[i] {
                out.append(u)
                i += 1
            } else if rightToLeft, let end = Self.numberEnd(scalars, from: i, isData: isData) {
                // A number keeps its order inside the mirrored line: isolated left to right.
                out.append(Self.leftToRightIsolate)
                out.append(contentsOf: scalars[i..<end])
                out.append(Self.popIsolate)
                i = end
            } else {
                out.append(accents ? Self.accented(u) : u)
                i += 1
            }
        }
        var s = String(out)
        if lengthens {
            if s.last == Self.ellipsis {
                s = "[" + s
            } else {
                // Brackets, a space and middle dots: 40 % more characters (at least one dot).
                let extra = Int((Double(text.count) * Self.lengthening).rounded(.up))
                s = "[" + s + " " + String(repeating: "\u{B7}", count: max(1, extra - 3)) + "]"
            }
        }
        if rightToLeft { s = "\u{200F}\u{202E}" + s + "\u{202C}\u{200F}" }
        return s
    }

    /// `value` marked as data for every pseudo-locale: between U+2068 FIRST STRONG ISOLATE and
    /// U+2069 POP DIRECTIONAL ISOLATE (invisible; a bidi-aware renderer gives the value its own
    /// direction, as it should for a value inside a translated sentence). Paths, values and
    /// names inside a message go through it.
    ///
    /// ```swift
    /// let message = "Profile file: " + PseudoLocale.data("./flywheel-feel.json")
    /// ```
    public static func data(_ value: String) -> String {
        "\u{2068}" + value + "\u{2069}"
    }

    /// `text` without the isolates `data(_:)` adds (for a log or a report, where they would be noise).
    public static func withoutDataMarks(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isIsolateInitiator($0) || $0 == popIsolate }) else { return text }
        return String(
            String.UnicodeScalarView(text.unicodeScalars.filter { !isIsolateInitiator($0) && $0 != popIsolate }))
    }

    static let leftToRightIsolate: Unicode.Scalar = "\u{2066}"
    static let popIsolate: Unicode.Scalar = "\u{2069}"

    static func isIsolateInitiator(_ u: Unicode.Scalar) -> Bool { (0x2066...0x2068).contains(u.value) }

    /// For each scalar, whether it is inside an isolated span (its isolate and PDI included); an
    /// isolate never closed runs to the end.
    static func dataMask(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var mask = [Bool](repeating: false, count: scalars.count)
        var depth = 0
        for (i, u) in scalars.enumerated() {
            if isIsolateInitiator(u) {
                depth += 1
                mask[i] = true
            } else if u == popIsolate, depth > 0 {
                mask[i] = true
                depth -= 1
            } else {
                mask[i] = depth > 0
            }
        }
        return mask
    }

    /// The end of the number starting at `start` — digits, with ".", ",", ":" or "/" between two
    /// digits ("0.25", "1,000", "12:30", "3/4") — or nil when no digit is there.
    static func numberEnd(_ scalars: [Unicode.Scalar], from start: Int, isData: [Bool]) -> Int? {
        func isDigit(_ k: Int) -> Bool {
            k < scalars.count && !isData[k] && scalars[k].properties.numericType == .decimal
        }
        guard isDigit(start) else { return nil }
        var end = start + 1
        while end < scalars.count {
            if isDigit(end) {
                end += 1
            } else if [".", ",", ":", "/"].contains(scalars[end]), isDigit(end + 1) {
                end += 2
            } else {
                break
            }
        }
        return end
    }

    private static let fancy = Array("ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ".unicodeScalars)

    private static func accented(_ u: Unicode.Scalar) -> Unicode.Scalar {
        let v = u.value
        if v >= 65 && v <= 90 { return fancy[Int(v - 65)] }
        if v >= 97 && v <= 122 { return fancy[Int(v - 97 + 26)] }
        return u
    }
}
