import FlywheelCore

/// `--colour-vision NAME`: the harness's option, shared with `a11y-check` through an option
/// group (as `--pseudo-locale` is with `l10n-check`). The window, screenshots, `--render-all`
/// and the check's pixels are all shown as a player with that deficiency sees them.
extension ColourVision: OptionChoice {
    static let option = ChoiceOptionSpelling(
        long: "colour-vision", kind: "colour vision", valueName: "name",
        help:
            "Show every frame as a colour-blind player sees it: protanopia, deuteranopia, tritanopia or achromatopsia."
    )
}
