import ArgumentParser
import FlywheelCore

/// A value an option names from a known set: `names` in the order an error lists them, and
/// `init?(name:)` to look one up (nil for a name not known).
protocol NamedOptionChoice {
    static var names: [String] { get }
    init?(name: String)
}

/// An option's value that names one of a known set (`--colour-vision`, `--pseudo-locale`,
/// `--layout-direction`, `--target-size`): the one place a name is looked up, an absent option is
/// nil and an unknown name is refused, naming the option, the value and the known names.
///
/// ```swift
/// let vision: ColourVision? = try NamedOptionValue.parse(
///     "deuteranopia", option: "--colour-vision", kind: "colour vision")
/// ```
enum NamedOptionValue {
    /// The value `name` names, nil when the option was not given; a name not known is a
    /// `ValidationError`.
    static func parse<Value: NamedOptionChoice>(_ name: String?, option: String, kind: String) throws -> Value? {
        try name.map { try parse($0, option: option, kind: kind) }
    }

    /// The value `name` names (for an option with a default); a name not known is a
    /// `ValidationError`.
    static func parse<Value: NamedOptionChoice>(_ name: String, option: String, kind: String) throws -> Value {
        guard let value = Value(name: name) else {
            throw ValidationError(
                "\(option): unknown \(kind) '\(OutsideText.quoted(name))'; known: \(Value.names.joined(separator: ", "))"
            )
        }
        return value
    }
}

extension TargetSizeStandard: NamedOptionChoice {}
