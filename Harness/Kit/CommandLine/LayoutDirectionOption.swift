import FlywheelUI

/// `--layout-direction ltr|rtl`: lays every scene out in that direction, as Android's developer
/// option "Force RTL layout direction" does, whatever the strings are. Without it the layout is
/// left to right, or right to left under `--pseudo-locale rtl` (and `all`). Run summaries write
/// the direction by the same names.
///
/// ```swift
/// LayoutDirection(name: "RTL")          // .rightToLeft
/// LayoutDirection.rightToLeft.name      // "rtl"
/// ```
extension LayoutDirection: OptionChoice {
    static let names = ["ltr", "rtl"]

    init?(name: String) {
        switch name.lowercased() {
        case "ltr": self = .leftToRight
        case "rtl": self = .rightToLeft
        default: return nil
        }
    }

    /// The direction's name: `ltr` or `rtl`.
    var name: String { self == .rightToLeft ? "rtl" : "ltr" }

    static let option = ChoiceOptionSpelling(
        long: "layout-direction", kind: "direction", valueName: "ltr|rtl",
        help:
            "Lay every scene out left to right (ltr) or right to left (rtl: rows start at the right, sliders fill from it, pages come from the left)."
    )
}
