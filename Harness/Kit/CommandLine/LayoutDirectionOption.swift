import ArgumentParser
import FlywheelCore
import FlywheelUI

/// `--layout-direction ltr|rtl`: lays every scene out in that direction, as Android's developer
/// option "Force RTL layout direction" does, whatever the strings are. Without it the layout is
/// left to right, or right to left under `--pseudo-locale rtl` (and `all`).
struct LayoutDirectionOption: ParsedOptionGroup {
    @Option(
        help: ArgumentHelp(
            "Lay every scene out left to right (ltr) or right to left (rtl: rows start at the right, sliders fill from it, pages come from the left).",
            valueName: "ltr|rtl"))
    var layoutDirection: String?

    /// The direction asked for, or nil when not given.
    func parsed() throws -> LayoutDirection? {
        try NamedOptionValue.parse(layoutDirection, option: "--layout-direction", kind: "direction")
    }
}
