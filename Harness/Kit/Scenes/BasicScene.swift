import FlywheelCore
import FlywheelUI
import Foundation

/// The Basic test harness: one spinner on a green gradient and the
/// original's ten control rows, live on it, with its start state (12 shapes, threshold 14, mode
/// Both, so a ring; Oblong selected; black tint, yellow open background, white centre) and its
/// delegate messages (flashed in black for 0.5 s over the associated text).
final class BasicScene: SceneView, SpinnerDelegate {
    static let colorTitles = ["Clear", "White", "Black", "Gray", "Yellow", "Purple", "Cyan"]
    /// Backgrounds (open and centre).
    static let colorList: [Color] = [
        .clear, .white, .black, .lightGray, Color(red: 1, green: 1, blue: 0.75),
        Color(red: 1, green: 0.75, blue: 1), Color(red: 0.75, green: 1, blue: 1),
    ]
    /// Border and text (tint).
    static let darkColorList: [Color] = [.clear, .white, .black, .darkGray, .yellow, .magenta, .cyan]
    static let countTitles = ["1", "6", "9", "12", "15", "18", "20"]
    static let thresholdTitles = stride(from: 0, through: 20, by: 2).map(String.init)

    let demo = View().mirroringRightToLeft().labelled("Demo")
    let spinner = Spinner(frame: Rect(x: 0, y: 0, width: 64, height: 64)).labelled("Spinner")
    let associatedText = Label(text: "", font: .boldSystem(size: 16)).fittingTranslations(lines: 1, scale: 0.6)
        .labelled("Associated Text")
    let hudSwitch = Switch(isOn: false)
    let disabledControl = SegmentedControl(titles: ["None Disabled", "Some Disabled", "More Disabled", "All Disabled"])
    let thresholdControl = SegmentedControl(titles: BasicScene.thresholdTitles, selectedIndex: 7)
        .writingNumbersInLocale()
    let hapticsSwitch = Switch(isOn: true)
    let soundsSwitch = Switch(isOn: true)
    let modeControl = SegmentedControl(titles: ["Spinner-Only", "Both", "Picker-Only"], selectedIndex: 1)
    let tintControl = SegmentedControl(titles: BasicScene.colorTitles, selectedIndex: 2)
    let openBackgroundControl = SegmentedControl(titles: BasicScene.colorTitles, selectedIndex: 4)
    let centerBackgroundControl = SegmentedControl(titles: BasicScene.colorTitles, selectedIndex: 1)
    let countControl = SegmentedControl(titles: BasicScene.countTitles, selectedIndex: 3).writingNumbersInLocale()
    private(set) var rows: [ControlRow] = []
    private var flashToken: AnimationToken?

    override init(context: SceneContext) {
        super.init(context: context)
        addGradientBackdrop()
        try? spinner.setFeel(context.feel)
        demo.addSubview(spinner)
        associatedText.alignment = .center
        associatedText.textColor = .white
        addSubviews(demo, associatedText)
        for c in [
            disabledControl, thresholdControl, modeControl, tintControl, openBackgroundControl,
            centerBackgroundControl, countControl,
        ] { c.font = .system(size: 11) }
        rows = [
            ControlRow("HUD Mode:", hudSwitch, inline: true),
            ControlRow("Disabled:", disabledControl),
            ControlRow("Spinner/Picker Threshold:", thresholdControl),
            ControlRow("Haptics:", hapticsSwitch, inline: true),
            ControlRow("Sounds:", soundsSwitch, inline: true),
            ControlRow("Spinner Mode:", modeControl),
            ControlRow("Border and Text Color:", tintControl),
            ControlRow("Open Control Background Color:", openBackgroundControl),
            ControlRow("Center Background Color:", centerBackgroundControl),
            ControlRow("Number of Values:", countControl),
        ]
        rows.forEach(addSubview)
        wireControls()
        spinner.spinnerThreshold = 14
        spinnerRecorders = [SpinnerRecorder(name: "spinner", spinner: spinner, forwardingTo: self)]
        rebuildValues()
    }

    override var helpLines: [String] {
        [
            "Tap the spinner to open it; drag or fling the ring; tap a side to step; tap the centre to close.",
            "Every row on the right changes the spinner live, as in the original Basic harness.",
        ]
    }

    private func wireControls() {
        hudSwitch.addAction(for: .valueChanged) { [unowned self] _, _ in
            spinner.hudMode = hudSwitch.isOn
            openBackgroundControl.isEnabled = !hudSwitch.isOn
            centerBackgroundControl.isEnabled = !hudSwitch.isOn
        }
        disabledControl.addAction(for: .valueChanged) { [unowned self] _, _ in rebuildValues() }
        thresholdControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            spinner.spinnerThreshold = Int(thresholdControl.selectedTitle) ?? 14
        }
        hapticsSwitch.addAction(for: .valueChanged) { [unowned self] _, _ in spinner.isHapticsOn = hapticsSwitch.isOn }
        soundsSwitch.addAction(for: .valueChanged) { [unowned self] _, _ in spinner.isSoundOn = soundsSwitch.isOn }
        modeControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            spinner.spinnerMode = SpinnerMode(legacyValue: modeControl.selectedIndex - 1)
            thresholdControl.isEnabled = spinner.spinnerMode == .both
        }
        for c in [tintControl, openBackgroundControl, centerBackgroundControl] {
            c.addAction(for: .valueChanged) { [unowned self] _, _ in applyColors() }
        }
        countControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            disabledControl.selectedIndex = 0
            rebuildValues()
        }
    }

    /// The original's subset of the 20 shapes for N values: `stride(from: 0, to: 20, by: 20/N)`.
    static func subset(count n: Int) -> [Int] {
        guard n > 0 else { return [] }
        return stride(from: 0.0, to: 20.0, by: 20.0 / Double(n)).map { Int($0) }
    }

    /// Whether the item at position `k` of the subset is disabled under setting `mode` (0…3).
    static func isDisabled(position k: Int, mode: Int) -> Bool {
        switch mode {
        case 1: return k % 3 == 0
        case 2: return k % 2 == 0 || k % 3 == 0
        case 3: return true
        default: return false
        }
    }

    /// Rebuilds the values as the original did: subset, disabled rule, `selectedIndex = count/2`,
    /// colours re-applied, segment enabling updated.
    func rebuildValues() {
        let shapes = context.assets.shapes
        let n = Int(countControl.selectedTitle) ?? 12
        let items: [SpinnerItem] = Self.subset(count: n).enumerated().compactMap { k, index in
            guard shapes.indices.contains(index) else { return nil }
            let shape = shapes[index]
            return SpinnerItem(
                title: shape.name, icon: shape.image,
                value: "Associated Text #\(NumberText.padded(index + 1, width: 2)) (\(shape.name))",
                isEnabled: !Self.isDisabled(position: k, mode: disabledControl.selectedIndex))
        }
        spinner.values = items
        spinner.selectedIndex = items.count / 2
        applyColors()  // (the original also re-set the delegate here; the recorder forwards to us)
        disabledControl.setEnabled(items.count > 6, forSegment: 1)
        disabledControl.setEnabled(items.count > 3, forSegment: 2)
        thresholdControl.isEnabled = spinner.spinnerMode == .both
        showAssociatedText()
    }

    private func applyColors() {
        spinner.tintColor = Self.darkColorList[max(0, tintControl.selectedIndex)]
        spinner.openBackgroundColor = Self.colorList[max(0, openBackgroundControl.selectedIndex)]
        spinner.backgroundColor = Self.colorList[max(0, centerBackgroundControl.selectedIndex)]
    }

    private func showAssociatedText() {
        guard flashToken == nil else { return }
        associatedText.textColor = .white
        // The value as the spinner holds it ("#01"), its number drawn in the player's locale.
        associatedText.text = context.numbers.localizingDigits(in: spinner.value?.value as? String ?? "")
    }

    /// A delegate message in black for 0.5 s, then the associated text again.
    private func flash(_ message: String) {
        status?("Delegate: \(message)")
        if let token = flashToken { host?.cancelAnimation(token) }
        associatedText.textColor = .black
        associatedText.text = message
        flashToken = host?.animate(
            duration: 0.5, curve: .linear, update: { _ in },
            completion: { [weak self] _ in
                self?.flashToken = nil
                self?.showAssociatedText()
            })
    }

    private var variantName: String {
        spinner.shows == .picker || (!spinner.isOpen && !spinner.opensAsSpinner) ? "picker" : "spinner"
    }

    func spinner(_ spinner: Spinner, singleValueSelected item: SpinnerItem?) { flash("The user tapped the Button.") }
    func spinner(_ spinner: Spinner, hasOpenedWithTheValue item: SpinnerItem?) {
        flash("The user opened the \(variantName).")
    }
    func spinner(_ spinner: Spinner, hasClosedWithTheValue item: SpinnerItem?) {
        flash("The user closed the \(variantName).")
    }
    func spinner(_ spinner: Spinner, hasSelectedTheValue item: SpinnerItem?) { showAssociatedText() }
    func spinner(_ spinner: Spinner, willCloseWithTheValue item: SpinnerItem?) -> Bool { spinner.isEnabled }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let panelWidth = min(440, max(300, w * 0.55))
        let demoWidth = w - panelWidth
        demo.frame = Rect(x: 0, y: 0, width: demoWidth, height: h)
        spinner.center = Point(x: demoWidth / 2, y: h / 2)
        let x = demoWidth + 8, width = panelWidth - 16
        associatedText.frame = Rect(x: x, y: 6, width: width, height: 24)
        // A window too short for the rows stacked (label above control) puts each on one line,
        // closer together, so none sits under the status line.
        let compact = layOutRows(x: x, width: width, compact: false) > h
        if compact { _ = layOutRows(x: x, width: width, compact: true) }
    }

    /// Places the rows from the top of the panel; returns where the last one ends.
    private func layOutRows(x: Double, width: Double, compact: Bool) -> Double {
        let gap = compact ? 4.0 : 6.0
        var y = 36.0
        var i = 0
        while i < rows.count {
            let row = rows[i]
            if row.inline, i + 1 < rows.count, rows[i + 1].inline, row.control is Switch, rows[i + 1].control is Switch,
                row.label.text != "HUD Mode:"
            {
                let half = (width - 8) / 2
                row.frame = Rect(x: x, y: y, width: half, height: 31)
                rows[i + 1].frame = Rect(x: x + half + 8, y: y, width: half, height: 31)
                y += 31 + gap
                i += 2
                continue
            }
            row.compact = compact
            let rowHeight =
                compact && !row.inline ? 26 : ControlRow.height(inline: row.inline, controlHeight: row.inline ? 31 : 26)
            row.frame = Rect(x: x, y: y, width: width, height: rowHeight)
            y += rowHeight + gap
            i += 1
        }
        return y - gap
    }
}
