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
/// digits, punctuation and symbols inside a string are kept, so values read as they are. Any
/// other string is transformed, user data included (a spinner's item titles, a picker's rows):
/// the canvas cannot tell them from the program's own.
///
/// ```swift
/// PseudoLocale.accented.apply("Row 30")   // "Řǿẇ 30"
/// PseudoLocale.long.apply("Settings")     // "[Settings ·]"
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

    /// The names `init(name:)` takes, in order.
    public static let names = ["accented", "long", "rtl", "all"]

    /// "accented", "long", "rtl" or "all"; nil for any other name.
    public init?(name: String) {
        switch name.lowercased() {
        case "accented": self = .accented
        case "long": self = .long
        case "rtl": self = .rtl
        case "all": self = .all
        default: return nil
        }
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
        let letters = text.unicodeScalars.reduce(0) { $0 + ($1.properties.isAlphabetic ? 1 : 0) }
        guard letters > 0 else { return text }
        var s = text
        if accents { s = String(String.UnicodeScalarView(s.unicodeScalars.map(Self.accented))) }
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

    private static let fancy = Array("ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ".unicodeScalars)

    private static func accented(_ u: Unicode.Scalar) -> Unicode.Scalar {
        let v = u.value
        if v >= 65 && v <= 90 { return fancy[Int(v - 65)] }
        if v >= 97 && v <= 122 { return fancy[Int(v - 97 + 26)] }
        return u
    }
}
