import FlywheelCore
import FlywheelUI

/// A control of your own that the harness reports by itself: every control in the scene that
/// adopts this protocol gets an entry in the report's `"controls"` list —
/// `{"type", "label", "frame", "value", "isEnabled", your fields…, "events"}` — with no recorder
/// to write and no change to the scene. Every member has a default, so the conformance can be
/// one line; give `reportValue` and `reportStateFields` to say more.
///
/// `label` is the text shown beside the control (the rule `set` uses, for a `ScriptSettable`
/// control), else its `accessibilityLabel`. `events` are the control events it sent, in order, a
/// run of the same drag event written once (their number depends on how often the pointer moved).
///
/// ```swift
/// extension Knob: ReportableControl {
///     public var reportValue: JSONValue { .number(Double(value)) }
///     public var reportStateFields: [(String, JSONValue)] { [("isCoasting", .bool(isCoasting))] }
/// }
/// // "controls": [{"type": "Knob", "label": "Volume", "frame": [340, 180, 120, 120], "value": 7,
/// //               "isEnabled": true, "isCoasting": false,
/// //               "events": ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"]}]
/// ```
public protocol ReportableControl: Control {
    /// The type the report names (default: the class's name, "Knob").
    var reportTypeName: String { get }
    /// The control's value (default: `scriptValue` as a string for a `ScriptSettable` control, else null).
    var reportValue: JSONValue { get }
    /// More state, in the order the report writes it (default: none). Numbers must be finite:
    /// `harness fuzz` checks.
    var reportStateFields: [(String, JSONValue)] { get }
}

extension ReportableControl {
    public var reportTypeName: String { String(describing: type(of: self)) }
    public var reportValue: JSONValue { (self as? any ScriptSettable).map { .string($0.scriptValue) } ?? .null }
    public var reportStateFields: [(String, JSONValue)] { [] }
}
