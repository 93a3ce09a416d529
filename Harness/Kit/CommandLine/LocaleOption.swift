import ArgumentParser
import Foundation

/// `--locale TAG`: the player's locale for numbers (and, with the layout work, direction). The
/// harness's own strings stay English.
struct LocaleOption: ParsedOptionGroup {
    @Option(
        help: ArgumentHelp(
            "Write the numbers a player reads in this locale's digits, separators and percent style (ar, ar-EG, he, fa, de, hi-IN, ja …); reports and scripts keep \"0.998\".",
            valueName: "tag"))
    var locale: String?

    /// The locale named, nil when none; a tag this machine does not know is an error naming it.
    func parsed() throws -> Locale? {
        guard let locale else { return nil }
        do {
            return try LocaleTag.parse(locale, option: "--locale")
        } catch {
            throw ValidationError(error.description)
        }
    }
}
