import FlywheelCore
import FlywheelUI

/// The recorder of one `ReportableControl`: listens to all its control events from the moment
/// it is made and reads the rest from the control when the report is written. The harness makes
/// one per reportable control of the scene; a test can make one itself.
///
/// ```swift
/// let recorder = ControlEventRecorder(control: knob, label: "Volume")
/// knob.setValueFromUser(7)
/// recorder.controlReport   // {"type": "Knob", "label": "Volume", …, "value": 7, …, "events": ["valueChanged"]}
/// ```
public final class ControlEventRecorder: ControlRecorder {
    public private(set) weak var control: (any ReportableControl)?
    /// The label the report gives (the harness sets it from the scene's labels at report time).
    public var name: String
    public private(set) var callbacks: [String] = []
    private var token: ControlActionToken?

    public init(control: any ReportableControl, label: String) {
        self.control = control
        self.name = label
        token = control.addAction(for: .allEvents) { [weak self] _, event in self?.record(event) }
    }

    deinit {
        if let token { control?.removeAction(token) }
    }

    /// Logs `event`; a repeated drag event (`touchDragInside`, `touchDragOutside`) is kept once.
    func record(_ event: ControlEvents) {
        let text = event.description
        if event == .touchDragInside || event == .touchDragOutside, callbacks.last == text { return }
        callbacks.append(text)
    }

    public var typeName: String { control?.reportTypeName ?? "gone" }
    public var frameInWindow: Rect { control.map { $0.transformToWindow.apply($0.bounds) } ?? .zero }
    public var value: JSONValue { control?.reportValue ?? .null }
    public var stateFields: [(String, JSONValue)] {
        guard let control else { return [] }
        return [("isEnabled", .bool(control.isEnabled))] + control.reportStateFields
    }
}
