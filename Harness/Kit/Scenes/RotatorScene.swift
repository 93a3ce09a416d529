import FlywheelCore
import FlywheelUI
import Foundation

/// Tabbed harness, tab 3 "Rotator": a working area inset 20 left and
/// right, ending 140 above the bottom, holds a square container (the working area's shorter side,
/// centred; red at α 0.147, "the slightly darker square") with a 48×48 spinner in the Simple
/// Center look at its centre. Below: a slider that turns the *container* by whole items and the
/// "Compensate For Rotation" switch (on), which keeps the centre icon upright.
///
/// Slider: on each dataset change, with `r = count − 1`, the range becomes `−(r/2)…r − r/2`
/// (integer division: No Evil −1…1, Moons −3…4, Birds −7…7, Shapes −9…10, Critters −14…15), the
/// value 0 and the container's rotation 0. A value `k` turns the container by `k·2π/count`
/// (clockwise on screen for k > 0). The "Clown (1)" segment is disabled in this tab.
final class RotatorScene: TabbedScene {
    let workingArea = View().mirroringRightToLeft().labelled("Working Area")
    let container = View().mirroringRightToLeft().labelled("Container")
    let rotationSlider = Slider(minimum: -1, maximum: 1, value: 0).labelled("Rotation")
    let compensateSwitch = Switch(isOn: true)
    private(set) var compensateRow: ControlRow!
    static let sideInset = 20.0
    static let bottomInset = 164.0
    static let containerColor = Color(red: 1, green: 0, blue: 0, alpha: 0.147)

    override init(context: SceneContext) {
        super.init(context: context)
        container.backgroundColor = Self.containerColor
        addSubview(workingArea)
        workingArea.addSubview(container)
        TabbedDatasets.styleLikeSimpleCenter(spinner)
        container.addSubview(spinner)
        rotationSlider.step = 1
        compensateRow = ControlRow("Compensate For Rotation", compensateSwitch, inline: true)
        addSubviews(rotationSlider, compensateRow)
        controls.datasetControl.setEnabled(false, forSegment: 0)
        rotationSlider.addAction(for: .valueChanged) { [unowned self] _, _ in
            applyRotation()
            let k = turnItems
            let degrees = spinner.count > 0 ? Double(k) * 360 / Double(spinner.count) : 0
            status?(
                "Rotation: \(k > 0 ? "+" : "")\(k) item\(abs(k) == 1 ? "" : "s") (\(NumberText.fixed(degrees, decimals: 1))°)"
            )
        }
        compensateSwitch.addAction(for: .valueChanged) { [unowned self] _, _ in
            spinner.isCompensatingForContainerRotation = compensateSwitch.isOn
            status?("Compensate For Rotation: \(compensateSwitch.isOn ? "on" : "off")")
        }
        spinner.isCompensatingForContainerRotation = compensateSwitch.isOn
        finishSetUp()
    }

    override var helpLines: [String] {
        [
            "Rotator: the slider turns the red container by whole items (k·360°/count); the ring turns with it.",
            "Compensate For Rotation keeps the centre icon upright; off, it turns with the container.",
            "Clown (1) is disabled here; a dataset change resets the slider's range and the rotation.",
        ]
            + super.helpLines
    }

    /// The slider's range for `count` items: `min = −(r/2)`, `max = r + min`, `r = count − 1`.
    static func sliderRange(count: Int) -> ClosedRange<Int> {
        let r = max(0, count - 1)
        let lower = -(r / 2)
        return lower...(r + lower)
    }

    /// The slider's value as whole items.
    var turnItems: Int { Int(rotationSlider.value.rounded()) }

    /// The container's rotation for `k` items of `count` (radians, clockwise on screen).
    static func rotation(items k: Int, count: Int) -> Double {
        count > 0 ? Double(k) * 2 * Double.pi / Double(count) : 0
    }

    override func datasetDidChange() {
        let range = Self.sliderRange(count: spinner.count)
        rotationSlider.minimum = Double(range.lowerBound)
        rotationSlider.maximum = Double(range.upperBound)
        rotationSlider.value = 0
        applyRotation()
    }

    private func applyRotation() {
        container.rotation = Self.rotation(items: turnItems, count: spinner.count)
        // The original called setNeedsDisplay() here: the spinner does not watch its container.
        spinner.setNeedsDisplay()
    }

    override func layoutWorkingArea(_ area: Rect) {
        workingArea.frame = Rect(
            x: area.minX + Self.sideInset, y: area.minY,
            width: max(0, area.width - 2 * Self.sideInset),
            height: max(0, area.height - Self.bottomInset))
        let b = workingArea.bounds
        let side = min(b.width, b.height)
        container.frame = Rect(center: b.center, size: Size(width: side, height: side))
        spinner.center = container.bounds.center
        // Between the working area and the common controls: the slider, then the switch row.
        let y = workingArea.frame.maxY + 4
        rotationSlider.frame = Rect(x: area.minX + 8, y: y, width: max(0, area.width - 16), height: 44)
        let rowWidth = min(area.width - 16, 300.0)
        compensateRow.frame = Rect(x: area.midX - rowWidth / 2, y: y + 44, width: rowWidth, height: Switch.size.height)
    }
}
