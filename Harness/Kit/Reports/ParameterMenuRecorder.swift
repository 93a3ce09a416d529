import FlywheelCore
import FlywheelUI

/// Keeps one parameter menu's delegate calls for the report (the scene, as the delegate, calls
/// `record`), and turns the menu's state into a `ParameterMenuReport`.
///
/// ```swift
/// let recorder = ParameterMenuRecorder(name: "menu", menu: menu)
/// recorder.record("didChange:4")
/// recorder.report().json    // {"name": "menu", "isOpen": false, …, "delegate": ["didChange:4"]}
/// ```
final class ParameterMenuRecorder {
    let name: String
    let menu: ParameterMenu
    private(set) var delegateCalls: [String] = []

    init(name: String, menu: ParameterMenu) {
        self.name = name
        self.menu = menu
    }

    func record(_ call: String) { delegateCalls.append(call) }

    func report() -> ParameterMenuReport {
        ParameterMenuReport(
            name: name, isOpen: menu.isOpen, selectedParameterIndex: menu.selectedParameterIndex,
            parameters: menu.displayedParameters.map {
                ParameterMenuReport.Parameter(label: $0.label, normalisedValue: $0.normalisedValue, text: $0.text)
            },
            delegate: delegateCalls)
    }
}

extension ParameterMenuRecorder: ControlRecorder {
    var typeName: String { "parameterMenu" }
    var frameInWindow: Rect { menu.superview == nil ? .zero : menu.transformToWindow.apply(menu.bounds) }
    /// The menu's report fields between its name and its delegate calls.
    var stateFields: [(String, JSONValue)] { report().fields.filter { !["name", "delegate"].contains($0.0) } }
    var callbacks: [String] { delegateCalls }
}
