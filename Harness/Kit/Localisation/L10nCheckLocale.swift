import FlywheelCore
import FlywheelUI
import Foundation

/// A locale `l10n-check --locales` runs in beside the pseudo-locales: a real one (`de`, `ar-EG`:
/// numbers in its form, through `SceneContext.locale`), optionally combined with a pseudo-locale
/// (`ar+long`: Arabic numbers and every string 40 % longer).
///
/// ```swift
/// let egypt = try L10nCheckLocale.parse("ar-EG")       // name "ar-EG"
/// let both = try L10nCheckLocale.parse("de+long")      // German numbers, long strings
/// ```
public struct L10nCheckLocale: Hashable, Sendable {
    /// The locale's tag as named ("ar-EG").
    public var tag: String
    /// A pseudo-locale applied on top, if any.
    public var pseudo: PseudoLocale?

    public init(tag: String, pseudo: PseudoLocale? = nil) {
        self.tag = tag
        self.pseudo = pseudo
    }

    /// The folder and the reports' name for it: "ar-EG", "de+long".
    public var name: String { pseudo.map { "\(tag)+\($0)" } ?? tag }

    /// The locale itself.
    public var locale: Locale { Locale(identifier: tag) }

    /// `TAG` or `TAG+PSEUDO`; an unknown tag or pseudo-locale is refused, naming it.
    public static func parse(_ text: String) throws(CommandLineValues.Refusal) -> L10nCheckLocale {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, let tag = parts.first, LocaleTag.locale(tag) != nil else {
            throw CommandLineValues.Refusal(
                description:
                    "--locales: '\(OutsideText.quoted(text))' is neither a pseudo-locale (\(PseudoLocale.names.joined(separator: ", "))) "
                    + "nor a locale this machine knows (ar, ar-EG, he, fa, de, hi-IN, ja …), nor TAG+PSEUDO (ar+long)")
        }
        guard parts.count == 2 else { return L10nCheckLocale(tag: tag) }
        guard let pseudo = PseudoLocale(name: parts[1]) else {
            throw CommandLineValues.Refusal(
                description:
                    "--locales: unknown pseudo-locale '\(OutsideText.quoted(parts[1]))' in '\(OutsideText.quoted(text))'; known: \(PseudoLocale.names.joined(separator: ", "))"
            )
        }
        return L10nCheckLocale(tag: tag, pseudo: pseudo)
    }
}

/// The locales a check (`l10n-check`, `a11y-check`) renders each scene in, in order: the
/// pseudo-locales (nil: the strings as written), then the real locales, each with the
/// pseudo-locale it carries; and the scene context of one.
enum CheckLocales {
    /// Each render's pseudo-locale and real locale.
    static func renders(pseudo: [PseudoLocale?], real: [L10nCheckLocale]) -> [(PseudoLocale?, L10nCheckLocale?)] {
        pseudo.map { ($0, nil) } + real.map { ($0.pseudo, $0) }
    }

    /// A context for one render: the pseudo-locale, the real locale's numbers and direction,
    /// and `layoutDirection` over both when given (`--layout-direction`).
    static func context(
        pseudo: PseudoLocale?, real: L10nCheckLocale?, layoutDirection: LayoutDirection?
    ) -> SceneContext {
        let context = SceneContext(pseudoLocale: pseudo)
        context.locale = real?.locale
        context.layoutDirection = layoutDirection
        return context
    }
}
