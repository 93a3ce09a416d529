import FlywheelCore
import Foundation

/// A locale named on the command line (`--locale ar-EG`, `l10n-check --locales de,ar`): a BCP 47
/// tag or an ICU identifier ("ar-EG", "ar_EG", "zh-Hant-TW") whose language this machine's ICU
/// has data for, and whose region, if any, exists. Anything else is refused with a message
/// naming the tag, so a typo never runs silently as English.
///
/// ```swift
/// let egypt = try LocaleTag.parse("ar-EG", option: "--locale")   // Locale "ar-EG"
/// LocaleTag.locale("xx")                                         // nil: no such language
/// ```
public enum LocaleTag {
    /// The locale `tag` names, or nil when it is not one (see the type's summary).
    public static func locale(_ tag: String) -> Locale? {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isASCIILetter)
        else { return nil }
        guard parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy(\.isASCIILetterOrDigit) })
        else { return nil }
        let code = language.lowercased()
        guard Locale.availableIdentifiers.contains(code) else { return nil }
        for part in parts.dropFirst() where part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)) {
            guard Locale.Region.isoRegions.contains(where: { $0.identifier == part.uppercased() }) else { return nil }
        }
        return Locale(identifier: parts.joined(separator: "-"))
    }

    /// The locale `tag` names; else an error naming `option` and the tag, with examples.
    public static func parse(_ tag: String, option: String) throws(LocaleTagError) -> Locale {
        guard let locale = locale(tag) else { throw LocaleTagError(option: option, tag: tag) }
        return locale
    }
}

/// A tag `LocaleTag` refused: "--locale: 'xx' is not a locale this machine knows (…)".
public struct LocaleTagError: Error, CustomStringConvertible {
    public let option: String
    public let tag: String

    public var description: String {
        "\(option): '\(OutsideText.quoted(tag))' is not a locale this machine knows "
            + "(a language with ICU data, then an optional region: ar, ar-EG, he, fa, de, hi-IN, ja)"
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIILetterOrDigit: Bool { isASCII && (isLetter || isNumber) }
}
