import ArgumentParser
import FlywheelUI

/// `--pseudo-locale NAME`: the harness's option, shared with `l10n-check` through an option
/// group (a subcommand is handed the group its parent decoded, so `harness l10n-check
/// --pseudo-locale all` reaches the check).
struct PseudoLocaleOption: ParsedOptionGroup {
    @Option(
        help: ArgumentHelp(
            "Show every string through a pseudo-locale: accented, long (+40 %, bracketed), rtl (mirrored) or all (the three at once).",
            valueName: "name"))
    var pseudoLocale: String?

    /// The pseudo-locale named, nil when none was; a name not known is refused, naming the known ones.
    func parsed() throws -> PseudoLocale? {
        try NamedOptionValue.parse(pseudoLocale, option: "--pseudo-locale", kind: "pseudo-locale")
    }
}
