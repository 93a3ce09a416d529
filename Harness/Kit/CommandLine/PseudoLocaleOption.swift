import FlywheelUI

/// `--pseudo-locale NAME`: the harness's option, shared with `l10n-check` through an option
/// group (a subcommand is handed the group its parent decoded, so `harness l10n-check
/// --pseudo-locale all` reaches the check).
extension PseudoLocale: OptionChoice {
    static let option = ChoiceOptionSpelling(
        long: "pseudo-locale", kind: "pseudo-locale", valueName: "name",
        help:
            "Show every string through a pseudo-locale: accented, long (+40 %, bracketed), rtl (mirrored) or all (the three at once)."
    )
}
