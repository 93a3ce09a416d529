import FlywheelCore
import FlywheelUI
import HarnessKit

// What the harness needs to know about the knob, kept apart from the control itself (Knob.swift
// imports FlywheelUI only): how a script sets it, what the report shows, how the fuzzer turns it.

/// `{"set": {"control": "Volume", "value": "7"}}`: a detent 0...10.
extension Knob: ScriptSettable {
    public var scriptAcceptedValues: String { "a whole number in 0...\(Knob.detents - 1)" }
    public var scriptValue: String { String(value) }

    public func setFromScript(_ text: String) -> String? {
        guard let v = Int(text.trimmingCharacters(in: .whitespaces)), (0..<Knob.detents).contains(v) else {
            return "'\(text)' is not \(scriptAcceptedValues)"
        }
        setValueFromUser(v)
        return nil
    }
}

/// In the report's `"controls"`: `"type": "Knob"`, the value as a number, and whether it coasts.
extension Knob: ReportableControl {
    public var reportValue: JSONValue { .number(Double(value)) }
    public var reportStateFields: [(String, JSONValue)] { [("isCoasting", .bool(isCoasting))] }
}

/// The fuzzer drags and flings round the knob's rim.
extension Knob: FuzzGestureHinting {
    public var fuzzGestures: [FuzzGesture] {
        [.arc(center: Point(x: bounds.midX, y: bounds.midY), radius: radius)]
    }
}

/// The knob's own rules, checked by the fuzzer after every step and by a script after every
/// step: the value is a detent, and once nothing moves the pointer shows that detent (a knob
/// whose value and pointer disagree at rest would be caught here, naming the rule).
extension Knob: InvariantDeclaring {
    public var invariants: [ControlInvariant] {
        let inRange = ControlInvariant("value within 0…\(Knob.detents - 1)") { [unowned self] () -> String? in
            (0..<Knob.detents).contains(value) ? nil : "value is \(value)"
        }
        let pointerOnValue = ControlInvariant("at rest, the pointer is on the value's detent") {
            [unowned self] () -> String? in
            let position = driver.position
            if isTracking || driver.isActive || !position.isFinite { return nil }
            if abs(position - Double(value)) < 1e-6 { return nil }
            return "pointer at \(NumberText.shortest(position)), value \(value)"
        }
        return [inRange, pointerOnValue]
    }
}

extension KnobScene {
    /// The scene as the harness registers it.
    static let entry = SceneEntry(
        name: "knob", title: "Knob",
        summary: "A rotary Knob written as a user would: drag round it, fling it, arrow keys; 11 detents 0...10"
    ) { size, _ in KnobScene(size: size) }
}
