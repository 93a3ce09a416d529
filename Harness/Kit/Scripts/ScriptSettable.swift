import FlywheelCore
import FlywheelUI
import Foundation

/// A control a script's `set` step can change, the way a user would: the change sends
/// `.valueChanged` (only when the value actually changes), so the scene reacts as to a tap.
///
/// Segmented controls, switches and sliders conform here; a control of your own conforms by
/// implementing the three members — or, if it has a numeric `value` in `minimum...maximum`,
/// by adopting `NumericScriptSettable`, which supplies them.
///
/// ```swift
/// extension Dial: NumericScriptSettable {}   // has minimum, maximum, value, setValueFromUser
/// ```
public protocol ScriptSettable: Control {
    /// What `set` accepts, for messages and the help overlay: "4, 5 or 6", "on or off".
    var scriptAcceptedValues: String { get }
    /// The current value, written as `set` would take it.
    var scriptValue: String { get }
    /// Applies `value` as a user would. Returns nil when done, else why it was refused.
    func setFromScript(_ value: String) -> String?
}

/// A control with a number in a range, set by `setValueFromUser` (which sends `.valueChanged`).
public protocol NumericScriptSettable: ScriptSettable {
    var minimum: Double { get }
    var maximum: Double { get }
    var value: Double { get }
    func setValueFromUser(_ value: Double)
}

extension NumericScriptSettable {
    public var scriptAcceptedValues: String {
        "a number in \(JSONValue.format(minimum))...\(JSONValue.format(maximum))"
    }

    public var scriptValue: String { JSONValue.format(value) }

    /// Takes "0.5" always, and the host's locale's own form too ("0,5" under `--locale de`,
    /// "٠٫٥" under `ar-EG`): what a player of that locale types.
    public func setFromScript(_ text: String) -> String? {
        guard let v = (host?.numbers ?? .plain).parse(text), v >= minimum, v <= maximum else {
            return "'\(OutsideText.quoted(text))' is not \(scriptAcceptedValues)"
        }
        setValueFromUser(v)
        return nil
    }
}

extension Slider: NumericScriptSettable {}

extension SegmentedControl: ScriptSettable {
    public var scriptAcceptedValues: String {
        ScriptSettableText.list(titles.enumerated().filter { isEnabled(segment: $0.offset) }.map(\.element))
    }
    public var scriptValue: String { selectedTitle }

    public func setFromScript(_ text: String) -> String? {
        let wanted = text.trimmingCharacters(in: .whitespaces)
        guard
            let i = titles.firstIndex(of: wanted)
                ?? titles.firstIndex(where: { $0.compare(wanted, options: .caseInsensitive) == .orderedSame })
        else {
            return "no segment '\(OutsideText.quoted(text))'; segments: \(titles.joined(separator: ", "))"
        }
        guard isEnabled(segment: i) else { return "segment '\(titles[i])' is disabled" }
        setValueFromUser(i)
        return nil
    }
}

extension Switch: ScriptSettable {
    public var scriptAcceptedValues: String { "on or off" }
    public var scriptValue: String { isOn ? "on" : "off" }

    public func setFromScript(_ text: String) -> String? {
        let on: Bool
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "on", "true", "yes", "1": on = true
        case "off", "false", "no", "0": on = false
        default: return "'\(OutsideText.quoted(text))' is not on or off"
        }
        setValueFromUser(on)
        return nil
    }
}

enum ScriptSettableText {
    /// "a", "a or b", "a, b or c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "nothing" }
        return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}

/// A spinner is set to an item by its title (or its index), like a selection made from code:
/// the delegate hears `hasSelectedTheValue` and `.valueChanged` follows; an open ring turns there.
extension Spinner: ScriptSettable {
    public var scriptAcceptedValues: String {
        values.isEmpty ? "nothing (no values)" : "an item title or an index 0...\(values.count - 1)"
    }

    public var scriptValue: String { value.map { $0.title.isEmpty ? String(selectedIndex) : $0.title } ?? "none" }

    public func setFromScript(_ text: String) -> String? {
        let wanted = text.trimmingCharacters(in: .whitespaces)
        let index =
            values.firstIndex { $0.title == wanted }
            ?? values.firstIndex {
                !$0.title.isEmpty && $0.title.compare(wanted, options: .caseInsensitive) == .orderedSame
            }
            ?? Int(wanted).flatMap { values.indices.contains($0) ? $0 : nil }
        guard let index else { return "'\(OutsideText.quoted(text))' is not \(scriptAcceptedValues)" }
        guard values[index].isEnabled else { return "item '\(OutsideText.quoted(wanted))' is disabled" }
        selectedIndex = index
        return nil
    }
}
