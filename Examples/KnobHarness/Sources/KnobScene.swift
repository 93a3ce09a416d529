import FlywheelCore
import FlywheelUI

/// The `knob` scene: a knob labelled "Volume" and, under it, a label showing its value. Made
/// for the size of the harness's scene area; `layoutSubviews` keeps it centred when it resizes.
final class KnobScene: View {
    let title = Label(text: "Volume", font: .boldSystem(size: 18))
    let knob = Knob(frame: .zero)
    let readout = Label(text: "", font: .system(size: 16))

    init(size: Size) {
        super.init(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        backgroundColor = .white
        title.alignment = .center
        readout.alignment = .center
        knob.accessibilityLabel = "Volume"
        knob.value = 5
        knob.addAction(for: .valueChanged) { [unowned self] _, _ in showValue() }
        showValue()
        addSubview(title)
        addSubview(knob)
        addSubview(readout)
    }

    private func showValue() { readout.text = "Value: \(knob.value) of \(Knob.detents - 1)" }

    override func layoutSubviews() {
        let side = min(220, max(80, min(bounds.width, bounds.height) - 120))
        let top = max(0, (bounds.height - side - 80) / 2)
        title.frame = Rect(x: 0, y: top, width: bounds.width, height: 28)
        knob.frame = Rect(x: (bounds.width - side) / 2, y: top + 36, width: side, height: side)
        readout.frame = Rect(x: 0, y: top + 44 + side, width: bounds.width, height: 24)
    }
}
