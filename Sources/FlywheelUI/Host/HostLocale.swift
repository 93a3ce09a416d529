import FlywheelCore
import Foundation

/// What a host's views read in: the player's locale, the number form it gives
/// (`LocalNumbers`) and the window's layout direction. Setting a locale sets both of the
/// others (`ViewHost.locale`); the direction may then be set apart (`ViewHost.layoutDirection`).
struct HostLocale {
    /// Nil: locale-free numbers ("0.64", "64%"), left to right.
    private(set) var locale: Locale?
    /// How views write numbers: `locale`'s form.
    private(set) var numbers = LocalNumbers.plain
    /// The layout direction of every view that does not force its own.
    var layoutDirection = LayoutDirection.leftToRight

    /// Sets the locale, its number form and its direction. False when it is the one in use.
    mutating func setLocale(_ newValue: Locale?) -> Bool {
        guard newValue != locale else { return false }
        locale = newValue
        numbers = LocalNumbers(locale: newValue)
        layoutDirection = newValue.map(LayoutDirection.init(locale:)) ?? .leftToRight
        return true
    }
}
