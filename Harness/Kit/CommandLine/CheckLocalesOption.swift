import ArgumentParser
import FlywheelCore
import FlywheelUI
import Foundation

/// The locales and the layout direction `l10n-check` and `a11y-check` render each scene in, one
/// option group for both:
///
/// - `--locales LIST`: pseudo-locales (accented, long, rtl, all), real locale tags (de, ar-EG,
///   fa: numbers in their digits, laid out in their direction — ar, he and fa mirrored) or both
///   (ar+long), each a render of its own beside the strings as written;
/// - the root's `--locale TAG` and `--pseudo-locale NAME` add one more each;
/// - the root's `--layout-direction ltr|rtl` lays every render out that way, whatever its
///   locale (Android's "Force RTL layout direction").
///
/// ```swift
/// @OptionGroup var checkLocales: CheckLocalesOption
/// let asked = try checkLocales.parsed()   // asked.pseudo [nil, .long], asked.real [ar-EG]
/// ```
struct CheckLocalesOption: ParsableArguments {
    // Not `--locale`: the root command's `--locale` (one player locale) would take it.
    @Option(
        help:
            "Comma-separated locales to check besides the strings as written: pseudo-locales (accented, long, rtl, all), real locale tags (de, ar-EG, fa: numbers in their digits, ar, he and fa mirrored) or both (ar+long)."
    )
    var locales: String?

    /// `--pseudo-locale`, the root's own option group, handed over.
    @OptionGroup var pseudoLocale: ChoiceOption<PseudoLocale>

    /// `--locale TAG`, the root's, handed over: one more real locale.
    @OptionGroup var playerLocale: LocaleOption

    /// `--layout-direction`, the root's, handed over: every render laid out that way.
    @OptionGroup var direction: ChoiceOption<LayoutDirection>

    /// What was asked for.
    struct Asked: Equatable {
        /// nil first: the strings as written, always checked.
        var pseudo: [PseudoLocale?] = [nil]
        var real: [L10nCheckLocale] = []
        var layoutDirection: LayoutDirection?
    }

    /// The locales named (each once, in the order named) and the direction; an unknown name is
    /// refused, naming it.
    func parsed() throws -> Asked {
        var asked = Asked()
        asked.layoutDirection = try direction.parsed()
        let names = [locales, pseudoLocale.name, playerLocale.locale].compactMap { $0 }.joined(separator: ",")
        for name in names.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if PseudoLocale(name: name) == nil, name.contains("+") || LocaleTag.locale(name) != nil {
                let real = try L10nCheckLocale.parse(name)
                if !asked.real.contains(real) { asked.real.append(real) }
                continue
            }
            guard let locale = PseudoLocale(name: name) else {
                throw CommandLineValues.Refusal(
                    description:
                        "--locales: unknown pseudo-locale '\(OutsideText.quoted(name))'; known: \(PseudoLocale.names.joined(separator: ", ")) — and not a locale this machine knows (ar, ar-EG, he, fa, de, hi-IN, ja …)"
                )
            }
            if !asked.pseudo.contains(locale) { asked.pseudo.append(locale) }
        }
        return asked
    }
}
