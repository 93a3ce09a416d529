import FlywheelCore

/// One parameter menu's line in a report: whether it is open, the selected row, every
/// parameter as shown, and the delegate calls in order.
///
/// ```json
/// {"name": "menu", "isOpen": false, "selectedParameterIndex": 4,
///  "parameters": [{"label": "Red", "normalisedValue": 0, "text": "00"}, …],
///  "delegate": ["didChange:4", "didChange:4"]}
/// ```
public struct ParameterMenuReport: Equatable, Sendable {
    public struct Parameter: Equatable, Sendable {
        public var label: String
        /// Rounded to 0.0001.
        public var normalisedValue: Double
        public var text: String

        public init(label: String, normalisedValue: Double, text: String) {
            self.label = label
            self.normalisedValue = HarnessReport.round(normalisedValue, to: 0.0001)
            self.text = text
        }
    }

    public var name: String
    public var isOpen: Bool
    public var selectedParameterIndex: Int
    public var parameters: [Parameter]
    /// "didChange:<index>" per delegate call.
    public var delegate: [String]

    public init(name: String, isOpen: Bool, selectedParameterIndex: Int, parameters: [Parameter], delegate: [String]) {
        self.name = name
        self.isOpen = isOpen
        self.selectedParameterIndex = selectedParameterIndex
        self.parameters = parameters
        self.delegate = delegate
    }

    /// The entry's fields, in the order they are written.
    public var fields: [(String, JSONValue)] {
        [
            ("name", .string(name)),
            ("isOpen", .bool(isOpen)),
            ("selectedParameterIndex", .number(Double(selectedParameterIndex))),
            (
                "parameters",
                .array(
                    parameters.map {
                        .object([
                            ("label", .string($0.label)), ("normalisedValue", .number($0.normalisedValue)),
                            ("text", .string($0.text)),
                        ])
                    })
            ),
            ("delegate", .array(delegate.map(JSONValue.string))),
        ]
    }

    public var json: JSONValue { .object(fields) }
}
