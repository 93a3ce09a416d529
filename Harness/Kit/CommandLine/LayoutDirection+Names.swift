import FlywheelUI

/// `ltr` and `rtl`: the names `--layout-direction` takes and run summaries write.
///
/// ```swift
/// LayoutDirection(name: "RTL")          // .rightToLeft
/// LayoutDirection.rightToLeft.name      // "rtl"
/// ```
extension LayoutDirection: NamedOptionChoice {
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
}
