import FlywheelCore
import FlywheelUI
import HarnessKit

/// The `stepper` scene: a stepper labelled "Count" and its value under it.
final class StepperScene: View {
    let stepper = Stepper(frame: .zero)
    let readout = Label(text: "", font: .system(size: 16))

    init(size: Size) {
        super.init(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        backgroundColor = .white
        stepper.accessibilityLabel = "Count"
        readout.alignment = .center
        stepper.addAction(for: .valueChanged) { [unowned self] _, _ in showValue() }
        showValue()
        addSubview(stepper)
        addSubview(readout)
    }

    private func showValue() { readout.text = "Count: \(Int(stepper.value))" }

    override func layoutSubviews() {
        stepper.frame = Rect(x: bounds.midX - 80, y: bounds.midY - 40, width: 160, height: 44)
        readout.frame = Rect(x: 0, y: bounds.midY + 16, width: bounds.width, height: 24)
    }

    static let entry = SceneEntry(
        name: "stepper", title: "Stepper", summary: "A stepper in 0...10: tap or hold − and +"
    ) { size, _ in StepperScene(size: size) }
}

// What the harness needs: `set` and the free "value within minimum…maximum" rule come from
// NumericScriptSettable (minimum, maximum, value, setValueFromUser); the report entry from
// ReportableControl; the fuzzer taps and holds it because it is reportable.
extension Stepper: NumericScriptSettable {}

extension Stepper: ReportableControl {
    public var reportValue: JSONValue { .number(value) }
}
