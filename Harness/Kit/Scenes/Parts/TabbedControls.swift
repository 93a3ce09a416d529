import FlywheelCore
import FlywheelUI

// The Tabbed harness's shared parts:
// - `TabbedDatasets`: the six datasets as spinner values, and the "Simple Center" look.
// - `CaptionedSwitch`: the "Spinner ◯ Picker" switch.
// - `TabbedControls`: the dataset segments and that switch, anchored to the bottom.
// - `TabbedScene`: the base of Simple Center, Bottom Right and Rotator (gradient, controls,
//   one spinner, the dataset and mode handlers, recorder and status messages).

/// The Tabbed harness's datasets as spinner values.
enum TabbedDatasets {
    /// The spec's segment titles, used when Assets/Datasets is missing (the segments still show).
    static let specTitles = ["Clown (1)", "No Evil (3)", "Moons (8)", "Birds (15)", "Shapes (20)", "Critters (30)"]
    /// The original's default segment: `6/2 = 3`, Birds.
    static let defaultIndex = 3

    /// Segment titles ("Birds (15)"), one per dataset in folder order.
    static func titles(_ assets: AssetLibrary) -> [String] {
        let sets = assets.datasets
        return sets.isEmpty ? specTitles : sets.map(\.title)
    }

    /// The dataset's items: title only, the picture in its own colours (not a template).
    static func items(_ assets: AssetLibrary, index: Int) -> [SpinnerItem] {
        let sets = assets.datasets
        guard sets.indices.contains(index) else { return [] }
        return sets[index].items.map { SpinnerItem(title: $0.name, icon: $0.image) }
    }

    /// The dataset named `name` ("Birds"), as items.
    static func items(_ assets: AssetLibrary, named name: String) -> [SpinnerItem] {
        guard let i = assets.datasets.firstIndex(where: { $0.name == name }) else { return [] }
        return items(assets, index: i)
    }

    /// Tab 1's spinner look, shared by Rotator and Quadrants: white icon frames, dark navy tint,
    /// pale yellow wedges, spinner only.
    static func styleLikeSimpleCenter(_ spinner: Spinner) {
        spinner.backgroundColor = .white
        spinner.tintColor = .harnessNavy
        spinner.openBackgroundColor = .harnessPaleYellow
        spinner.spinnerMode = .spinnerOnly
    }
}

/// A switch between two white captions: "Spinner" on its left, "Picker" on its right.
///
/// The captions are drawn here rather than as `Label`s on purpose: a script names a control by
/// the label to its left (or above it), so a "Spinner" label would hide the spinner itself from
/// `set "Spinner"`, and the "Picker" label would claim the dataset segments below it. The switch
/// is named "Picker" instead (on = picker), which reads the same way it looks.
final class CaptionedSwitch: View {
    let toggle: Switch
    let leftCaption: String
    let rightCaption: String
    let font = Font.system(size: 15)
    static let gap = 8.0

    init(left: String, right: String, isOn: Bool = false, name: String) {
        toggle = Switch(isOn: isOn)
        leftCaption = left
        rightCaption = right
        super.init(frame: .zero)
        mirrorsSubviewsRightToLeft = true
        toggle.accessibilityLabel = name
        addSubview(toggle)
    }

    private var measurer: TextMeasuring { host?.textMeasurer ?? EstimatingTextMeasurer() }
    private var leftWidth: Double { measurer.measureText(leftCaption, font: font).width.rounded(.up) }
    private var rightWidth: Double { measurer.measureText(rightCaption, font: font).width.rounded(.up) }

    override var intrinsicContentSize: Size? {
        Size(width: leftWidth + rightWidth + Switch.size.width + 2 * Self.gap, height: Switch.size.height)
    }

    override func layoutSubviews() {
        // The switch sits at the centre of the row, as in the original; captions hang off it.
        toggle.frame = Rect(center: bounds.center, size: Switch.size)
    }

    /// Right to left the switch's off end is its right one (`Switch`), so "Spinner" is drawn on
    /// the right and "Picker" on the left: the captions are laid out left to right and mirrored.
    override func draw(_ canvas: Canvas) {
        let f = toggle.frame
        let off = Rect(x: f.minX - Self.gap - leftWidth, y: f.minY, width: leftWidth, height: f.height)
        let on = Rect(x: f.maxX + Self.gap, y: f.minY, width: rightWidth, height: f.height)
        canvas.drawText(
            leftCaption, in: mirroredIfRightToLeft(off, in: bounds), font: font, color: .white,
            alignment: trailingTextAlignment)
        canvas.drawText(
            rightCaption, in: mirroredIfRightToLeft(on, in: bounds), font: font, color: .white,
            alignment: leadingTextAlignment)
    }
}

/// The controls at the bottom of tabs 1–3: the dataset segments (10-pt font, 20 high, 8 pt side
/// margins, 4 pt from the bottom) and, centred above them, the Spinner/Picker switch.
final class TabbedControls: View {
    let datasetControl: SegmentedControl
    let modeSwitch: CaptionedSwitch
    static let segmentHeight = 20.0
    static let bottomMargin = 4.0
    static let sideMargin = 8.0
    static let rowGap = 4.0
    /// From the bottom edge to the top of the switch.
    static var height: Double { bottomMargin + segmentHeight + rowGap + Switch.size.height }

    init(titles: [String]) {
        datasetControl = SegmentedControl(titles: titles, selectedIndex: TabbedDatasets.defaultIndex)
            .writingNumbersInLocale()
        datasetControl.font = .system(size: 10)
        datasetControl.accessibilityLabel = "Dataset"
        modeSwitch = CaptionedSwitch(left: "Spinner", right: "Picker", name: "Picker")
        super.init(frame: .zero)
        mirrorsSubviewsRightToLeft = true
        addSubviews(modeSwitch, datasetControl)
    }

    var toggle: Switch { modeSwitch.toggle }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        datasetControl.frame = Rect(
            x: Self.sideMargin, y: h - Self.bottomMargin - Self.segmentHeight,
            width: max(0, w - 2 * Self.sideMargin), height: Self.segmentHeight)
        let rowY = datasetControl.frame.minY - Self.rowGap - Switch.size.height
        modeSwitch.frame = Rect(x: 0, y: rowY, width: w, height: Switch.size.height)
    }
}

/// Base of the Tabbed harness's first three tabs: the green gradient, the common controls at the
/// bottom, one spinner (reported as "spinner") and the original's handlers:
/// - dataset change: `values = dataset`, then `selectedIndex = count/2`;
/// - the switch: off → `spinnerMode = -1` (spinner only), on → `1` (picker only). The original
///   listened for `.touchUpInside`; we use `.valueChanged`, which a tap, a key or a script all
///   send (a touch-up alone would miss keyboard and scripted changes).
/// Subclasses build their working area in `init` (adding `spinner` where it belongs) and lay it
/// out in `layoutWorkingArea(above:)`.
class TabbedScene: SceneView {
    let spinner = Spinner(frame: Rect(x: 0, y: 0, width: 48, height: 48))
    let controls: TabbedControls

    override init(context: SceneContext) {
        controls = TabbedControls(titles: TabbedDatasets.titles(context.assets))
        super.init(context: context)
        addGradientBackdrop()
        try? spinner.setFeel(context.feel)
        spinnerRecorders = [statusLineRecorder(for: spinner, name: "spinner", title: "Spinner")]
        controls.datasetControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            applyDataset()
            status?("Dataset: \(controls.datasetControl.selectedTitle), selected \(spinner.value?.title ?? "none")")
        }
        controls.toggle.addAction(for: .valueChanged) { [unowned self] _, _ in
            applyModeSwitch()
            status?("Mode: \(controls.toggle.isOn ? "picker only (spinnerMode 1)" : "spinner only (spinnerMode -1)")")
        }
    }

    /// Adds the controls on top of everything else and applies the start state (Birds, count/2,
    /// spinner only). Subclasses call it at the end of their `init`.
    func finishSetUp() {
        addSubview(controls)
        applyModeSwitch()
        applyDataset()
    }

    /// The dataset handler: values, then the middle item.
    func applyDataset() {
        let items = TabbedDatasets.items(context.assets, index: controls.datasetControl.selectedIndex)
        spinner.values = items
        spinner.selectedIndex = items.count / 2
        datasetDidChange()
    }

    /// Called after each dataset change (the Rotator resets its slider here).
    func datasetDidChange() {}

    private func applyModeSwitch() {
        spinner.spinnerMode = SpinnerMode(legacyValue: controls.toggle.isOn ? 1 : -1)
    }

    /// Lays out the working area in `area` (the scene above the common controls).
    func layoutWorkingArea(_ area: Rect) {}

    override var helpLines: [String] {
        [
            "Tap the spinner to open it; drag or fling the ring; tap a side to step; tap the centre to close.",
            "Dataset: values = the dataset, then selectedIndex = count/2. Clown (1) never opens: a tap reports singleValueSelected.",
            "Spinner ◯ Picker: off = spinner only (spinnerMode -1), on = picker only (1). Script name: Picker.",
        ]
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        controls.frame = Rect(
            x: 0, y: max(0, h - TabbedControls.height), width: w, height: min(h, TabbedControls.height))
        layoutWorkingArea(Rect(x: 0, y: 0, width: w, height: h))
    }
}
