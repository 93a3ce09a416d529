import FlywheelCore
import FlywheelUI

/// What the harness reports about one control: its type, its label, its frame, its value, its
/// state and the callbacks it made. Spinners, swipe views and parameter menus report through it
/// (`SpinnerRecorder`, `SwipeViewRecorder`, `ParameterMenuRecorder`), and so can any other
/// control, your own included. The short way is to adopt `ReportableControl` on the control
/// (the harness then makes its `ControlEventRecorder` by itself); for callbacks beyond control
/// events (a delegate), write a recorder, list it in the scene's `controlRecorders`
/// (`ReportingScene`), and the report's `"controls"` carries it (the three built-in types keep
/// their own keys, `"spinners"`, `"swipeViews"` and `"parameterMenus"`).
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
}

extension ControlRecorder {
    public var value: JSONValue { .null }

    /// The control's entry in `"controls"`: `{"type", "label", "frame", "value", state
    /// fields…, "events"}` (`events` are the `callbacks`), positions rounded to 0.01.
    public var controlReport: JSONValue {
        let f = frameInWindow
        let frame = [f.minX, f.minY, f.width, f.height].map { HarnessReport.round($0, to: 0.01) }
        return .object(
            [("type", .string(typeName)), ("label", .string(name)), ("frame", .numbers(frame)), ("value", value)]
                + stateFields + [("events", .array(callbacks.map(JSONValue.string)))])
    }
}

/// A scene, or a view inside one (a panel), with controls to report: it lists one recorder per
/// control. The harness finds every one in the scene's tree, in drawing order.
public protocol ReportingScene: AnyObject {
    var controlRecorders: [any ControlRecorder] { get }
}

extension HarnessShell {
    /// The current scene's recorders: the scene's own, then those of any view inside it that
    /// adopts `ReportingScene`, then one per `ReportableControl` no listed recorder covers, in
    /// drawing order. The one walk of the scene for reports.
    public var controlRecorders: [any ControlRecorder] {
        var result: [any ControlRecorder] = []
        var reportable: [any ReportableControl] = []
        scene.forEachInTree { v in
            if let reporting = v as? ReportingScene { result += reporting.controlRecorders }
            if let control = v as? any ReportableControl { reportable.append(control) }
        }
        guard !reportable.isEmpty else { return result }
        let listed = Set(result.compactMap { ($0 as? ControlEventRecorder)?.control.map(ObjectIdentifier.init) })
        let labels = ControlFinder.namedControls(in: scene)
        for control in reportable where !listed.contains(ObjectIdentifier(control)) {
            let recorder = automaticRecorder(for: control)
            recorder.name =
                labels.first { $0.control === control }?.name ?? control.accessibilityLabel ?? recorder.typeName
            result.append(recorder)
        }
        return result
    }

    /// The current scene's recorders of one kind.
    func recorders<R>(of kind: R.Type) -> [R] { controlRecorders.compactMap { $0 as? R } }

    /// The scene's spinner recorders (see `SpinnerRecorder`).
    var spinnerRecorders: [SpinnerRecorder] { recorders(of: SpinnerRecorder.self) }
    /// The current scene's spinners as report entries.
    var spinnerReports: [SpinnerReport] { spinnerRecorders.map { $0.report() } }
    /// The scene's swipe-view recorders.
    var swipeViewRecorders: [SwipeViewRecorder] { recorders(of: SwipeViewRecorder.self) }
    /// The current scene's swipe views as report entries.
    var swipeViewReports: [SwipeViewReport] { swipeViewRecorders.map { $0.report() } }
    /// The current scene's parameter menus as report entries.
    var parameterMenuReports: [ParameterMenuReport] { recorders(of: ParameterMenuRecorder.self).map { $0.report() } }
    /// Every other control's report entry (the report's `"controls"`).
    var otherControlReports: [JSONValue] {
        controlRecorders.filter { !($0 is SpinnerRecorder || $0 is SwipeViewRecorder || $0 is ParameterMenuRecorder) }
            .map(\.controlReport)
    }

    /// The report of the scene now, for a run of `frames` frames at `fps` that took `frameSeconds` each.
    func report(fps: Double, frames: Int, frameSeconds: [Double]) -> HarnessReport {
        var report = HarnessReport(
            scene: entry.name, fps: fps, frames: frames, frameSeconds: frameSeconds, spinners: spinnerReports,
            swipeViews: swipeViewReports)
        report.parameterMenus = parameterMenuReports
        report.controls = otherControlReports
        report.status = statusLine.last
        report.messages = statusLine.messages
        return report
    }
}
