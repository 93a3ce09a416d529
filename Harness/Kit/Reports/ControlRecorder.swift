import FlywheelCore
import FlywheelUI

/// What the harness reports about one control: its type, its label, its frame, its value, its
/// state and the callbacks it made. Every control reports through it: spinners, swipe views and
/// parameter menus (`SpinnerRecorder`, `SwipeViewRecorder`, `ParameterMenuRecorder`), and any
/// other control, your own included. The short way is to adopt `ReportableControl` on the control
/// (the harness then makes its `ControlEventRecorder` by itself); for callbacks beyond control
/// events (a delegate), write a recorder, list it in the scene's `controlRecorders`
/// (`ReportingScene`), and the report's `"controls"` carries it (the three built-in types keep
/// their own lists, `"spinners"`, `"swipeViews"` and `"parameterMenus"`: `reportList`).
///
/// ```swift
/// final class DialRecorder: ControlRecorder, DialDelegate {
///     let name = "Gain"
///     let dial: Dial
///     private(set) var callbacks: [String] = []
///     init(dial: Dial) {
///         self.dial = dial
///         dial.delegate = self
///     }
///     func dialDidSnap(_ dial: Dial) { callbacks.append("didSnap") }
///     var typeName: String { "Dial" }
///     var frameInWindow: Rect { dial.transformToWindow.apply(dial.bounds) }
///     var value: JSONValue { .number(dial.value) }
///     var stateFields: [(String, JSONValue)] { [("isSnapping", .bool(dial.isSnapping))] }
/// }
/// // "controls": [{"type": "Dial", "label": "Gain", "frame": [20, 40, 80, 80], "value": 0.5,
/// //               "isSnapping": false, "events": ["didSnap"]}]
/// ```
public protocol ControlRecorder: AnyObject {
    /// The control's type as reports name it ("spinner", "swipeView", "parameterMenu", "knob").
    var typeName: String { get }
    /// The label the report uses for this control (one per control in its scene).
    var name: String { get }
    /// The control's value (`"value"` in `"controls"`; default null).
    var value: JSONValue { get }
    /// The control's bounding box in window points (zero once the control is gone).
    var frameInWindow: Rect { get }
    /// The control's state now: named fields, in the order the report writes them.
    var stateFields: [(String, JSONValue)] { get }
    /// The callbacks (control events, delegate calls) so far, in order.
    var callbacks: [String] { get }
    /// The report's list the control's entry goes in (default `.controls`).
    var reportList: ReportList { get }
    /// The control's entry in that list (default `controlReport`; the built-in kinds write
    /// their own shapes).
    var reportEntry: JSONValue { get }
}

/// The lists of a report's controls: `"controls"` for any control, and one list of its own for
/// each built-in kind, whose entries have the shape that kind has always been reported in.
public enum ReportList: String, CaseIterable, Sendable {
    case spinners, swipeViews, parameterMenus, controls
}

extension ControlRecorder {
    public var value: JSONValue { .null }
    public var reportList: ReportList { .controls }
    public var reportEntry: JSONValue { controlReport }

    /// The control's entry in `"controls"`: `{"type", "label", "frame", "value", state
    /// fields…, "events"}` (`events` are the `callbacks`), positions rounded to 0.01.
    public var controlReport: JSONValue {
        .object(
            [("type", .string(typeName)), ("label", .string(name)), ("frame", reportFrame), ("value", value)]
                + stateFields + [("events", .strings(callbacks))])
    }

    /// `frameInWindow` as the report writes it: `[x, y, width, height]` rounded to 0.01.
    public var reportFrame: JSONValue {
        let f = frameInWindow
        return .numbers([f.minX, f.minY, f.width, f.height].map { HarnessReport.round($0, to: 0.01) })
    }
}
