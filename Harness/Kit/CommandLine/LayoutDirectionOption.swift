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
    /// The directions, in the order an error lists their names.
    static let all: [LayoutDirection] = [.leftToRight, .rightToLeft]

    static let names = all.map(\.name)

    init?(name: String) {
        let lower = name.lowercased()
        guard let direction = Self.all.first(where: { $0.name == lower }) else { return nil }
        self = direction
    }

    /// The direction's name, the one place it is spelled: `ltr` or `rtl`.
    var name: String {
        switch self {
        case .leftToRight: "ltr"
        case .rightToLeft: "rtl"
        }
    }

    static let option = ChoiceOptionSpelling(
        long: "layout-direction", kind: "direction", valueName: "ltr|rtl",
        help:
            "Lay every scene out left to right (ltr) or right to left (rtl: rows start at the right, sliders fill from it, pages come from the left)."
    )
}
