import FlywheelCore
import FlywheelUI

/// Keeps one parameter menu's delegate calls for the report (the scene, as the delegate, calls
/// `record`) and writes the menu's entry in the report's `"parameterMenus"`: whether it is open,
/// the selected row, every parameter as shown (its value rounded to 0.0001) and the delegate
/// calls in order.
///
/// ```swift
/// let recorder = ParameterMenuRecorder(name: "menu", menu: menu)
/// recorder.record("didChange:4")
/// recorder.reportEntry
/// // {"name": "menu", "isOpen": false, "selectedParameterIndex": 4,
/// //  "parameters": [{"label": "Red", "normalisedValue": 0, "text": "00"}, …],
/// //  "delegate": ["didChange:4"]}
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
}

extension ParameterMenuRecorder: ControlRecorder {
    var typeName: String { "parameterMenu" }
    var reportList: ReportList { .parameterMenus }
    var frameInWindow: Rect { menu.superview == nil ? .zero : menu.transformToWindow.apply(menu.bounds) }
    /// The menu's state between its name and its delegate calls.
    var stateFields: [(String, JSONValue)] {
        [
            ("isOpen", .bool(menu.isOpen)),
            ("selectedParameterIndex", .number(Double(menu.selectedParameterIndex))),
            (
                "parameters",
                .array(
                    menu.displayedParameters.map {
                        .object([
                            ("label", .string($0.label)),
                            ("normalisedValue", .number(HarnessReport.round($0.normalisedValue, to: 0.0001))),
                            ("text", .string($0.text)),
                        ])
                    })
            ),
        ]
    }
    var callbacks: [String] { delegateCalls }
    /// `{"name", "isOpen", "selectedParameterIndex", "parameters", "delegate"}`.
    var reportEntry: JSONValue {
        .object([("name", .string(name))] + stateFields + [("delegate", .strings(delegateCalls))])
    }
}
