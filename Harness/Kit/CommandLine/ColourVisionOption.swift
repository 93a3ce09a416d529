import ArgumentParser
import FlywheelCore

/// `--colour-vision NAME`: the harness's option, shared with `a11y-check` through an option
/// group (as `--pseudo-locale` is with `l10n-check`). The window, screenshots, `--render-all`
/// and the check's pixels are all shown as a player with that deficiency sees them.
struct ColourVisionOption: ParsedOptionGroup {
    @Option(
        name: .customLong("colour-vision"),
        help: ArgumentHelp(
            "Show every frame as a colour-blind player sees it: protanopia, deuteranopia, tritanopia or achromatopsia.",
            valueName: "name"))
    var colourVision: String?

    /// The deficiency named, nil when none was; a name not known is refused, naming the known ones.
    func parsed() throws -> ColourVision? {
        try NamedOptionValue.parse(colourVision, option: "--colour-vision", kind: "colour vision")
    }
}
