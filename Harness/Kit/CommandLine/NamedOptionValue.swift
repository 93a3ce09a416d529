import ArgumentParser
import FlywheelCore

/// An option's value that names one of a known set (`--colour-vision`, `--pseudo-locale`,
/// `--layout-direction`, `--target-size`): the one place a name is looked up and an unknown one
/// is refused, naming the option, the value and the known names.
///
/// ```swift
/// let vision = try NamedOptionValue.parse(
///     "deuteranopia", option: "--colour-vision", kind: "colour vision", known: ColourVision.names,
///     ColourVision.init(name:))
/// ```
enum NamedOptionValue {
    /// The value `lookup` finds for `name`; a name it does not know is a `ValidationError`.
    static func parse<Value>(
        _ name: String, option: String, kind: String, known: [String], _ lookup: (String) -> Value?
    ) throws -> Value {
        guard let value = lookup(name) else {
            throw ValidationError(
                "\(option): unknown \(kind) '\(OutsideText.quoted(name))'; known: \(known.joined(separator: ", "))")
        }
        return value
    }
}
