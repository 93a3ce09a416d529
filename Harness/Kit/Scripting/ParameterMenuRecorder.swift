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

/// A scene (or a view inside one) with parameter menus to report.
protocol ParameterMenuReportingScene: AnyObject {
    var parameterMenuRecorders: [ParameterMenuRecorder] { get }
}

extension HarnessShell {
    /// The current scene's parameter menus as report entries, in drawing order.
    var parameterMenuReports: [ParameterMenuReport] {
        var result: [ParameterMenuReport] = []
        scene.forEachInTree { v in
            if let reporting = v as? ParameterMenuReportingScene {
                result += reporting.parameterMenuRecorders.map { $0.report() }
            }
        }
        return result
    }
}
