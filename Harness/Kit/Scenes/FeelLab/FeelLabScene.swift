import FlywheelCore
import FlywheelUI
import Foundation

/// The feel lab (issue 6): tune the wheel's physics live. An open spinner and a picker on the
/// left; on the right a preset selector, the robot's standard flings, plots of the last robot
/// fling's position and velocity sampled at 30/60/120/240 fps, every `FeelParameters` field
/// (a page at a time) and profile files.
///
/// Sections: views and layout (this file) · presets, edits and profile files
/// (`FeelLabScene+Profiles.swift`) · the robot and the plots (`FeelLabScene+Robot.swift`).
///
/// - The profile in force is `feel`: on the spinner, on the picker and in `context.feel` (so the
///   other scenes use it too). It starts as `context.feel` (`--feel FILE`).
/// - Editing a field switches the preset to "Custom"; "Reset" goes back to the preset the
///   profile came from. A profile that does not validate — from a slider (say a maximum fling
///   speed below the minimum) or a file (unknown key, NaN, out of range, wrong type) — is refused
///   with the message naming the field on the status line, and the previous profile stays.
/// - The spinner stays open: taps on the panel would close it (a tap outside a spinner closes it),
///   so the lab refuses those closes; the centre still closes it, and the robot reopens it.
final class FeelLabScene: SceneView, SpinnerDelegate {
    static let presetTitles = ["Classic", "iOS", "Snappy", "Custom"]
    /// The preset names of `presetTitles`, as in `FeelParameters.presets`.
    static let presetNames = ["classic", "ios", "snappy", "custom"]
    static let frameRates: [Double] = [30, 60, 120, 240]
    static let rateColors: [Color] = [
        Color(red: 0.93, green: 0.5, blue: 0.05), Color(red: 0.1, green: 0.4, blue: 0.9),
        Color(red: 0.1, green: 0.6, blue: 0.3), Color(red: 0.6, green: 0.25, blue: 0.8),
    ]

    // MARK: Views

    let demo = View().mirroringRightToLeft().labelled("Demo")
    let spinner = Spinner(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    let pickerBox = View().mirroringRightToLeft().labelled("Picker box")
    let picker = PickerWheel().labelled("Picker")
    let presetLabel = Label(text: "Preset:", font: .system(size: 13)).fittingTranslations()
    let presetControl = SegmentedControl(titles: FeelLabScene.presetTitles).labelled("Preset")
    let resetButton = LabButton(title: "Reset")
    let robotLabel = Label(text: "Robot fling:", font: .system(size: 13)).fittingTranslations()
    let robotButtons = RobotFling.all.map { LabButton(title: $0.name) }
    let rateLabel = Label(text: "Frame rate:", font: .system(size: 13)).fittingTranslations()
    let rateControl = SegmentedControl(titles: FeelLabScene.frameRates.map { String(Int($0)) }, selectedIndex: 1)
        .writingNumbersInLocale()
        .labelled("Frame rate")
    let agreementLabel = Label(text: "", font: .system(size: 11)).fittingTranslations()
    let positionPlot = Plot(title: "Position (items from the start)")
    let velocityPlot = Plot(title: "Velocity (items/s)")
    let panel: FeelEditorPanel
    let saveButton = LabButton(title: "Save")
    let loadButton = LabButton(title: "Load")
    let pathLabel = Label(text: "", font: .system(size: 11)).fittingTranslations()
    /// In a window too short for the plots above the fields (500×400), they share one place and
    /// this switches between them ("Fields" or "Plots"); hidden otherwise.
    let showControl = SegmentedControl(titles: ["Fields", "Plots"]).labelled("Show")

    // MARK: State

    /// The profile in force.
    var feel: FeelParameters
    /// "classic", "ios", "snappy" or "custom".
    var presetName: String
    /// The preset "Reset" goes back to.
    var basePreset: String
    /// The last custom profile (chosen again by the "Custom" segment).
    var customFeel: FeelParameters?
    /// Save and Load use this file.
    lazy var profileURL = URL(fileURLWithPath: context.feelProfilePath) { didSet { showProfilePath() } }

    /// The robot's state and the plotted traces (`FeelLabScene+Robot.swift`).
    var robot = RobotState()
    /// Feel B of the A/B comparison and its plotted trace (`FeelLabScene+Comparison.swift`).
    var comparison = ComparisonState()
    /// One series per frame rate, in `frameRates` order.
    var positionSeries: [Plot.Series] = []
    var velocitySeries: [Plot.Series] = []

    /// A pointer went down outside the demo while the spinner was open: the close it causes is refused.
    var refusesNextClose = false
    /// The pointer-down monitor keeping the spinner open, and the host it is registered with
    /// (weak: the host owns the scene through its root view; a strong reference back would keep
    /// the whole session alive).
    private var monitorToken: PointerDownMonitorToken?
    private weak var monitorHost: ViewHost?
    /// The parameter menu over the preview (`FeelLabScene+Menu.swift`).
    private(set) var feelMenu: FeelMenuController?
    /// The spinner's recorder, then the feel menu's.
    override var controlRecorders: [any ControlRecorder] { spinnerRecorders + (feelMenu.map { [$0.recorder] } ?? []) }

    override init(context: SceneContext) {
        feel = context.feel
        let match = FeelParameters.presets.first { $0.feel == context.feel }?.name
        presetName = match ?? "custom"
        basePreset = match ?? FeelLabScene.nearestPreset(to: context.feel)
        if match == nil { customFeel = context.feel }
        panel = FeelEditorPanel(feel: context.feel, numbers: context.numbers)
        super.init(context: context)
        backgroundColor = Color(white: 0.96)
        buildDemo()
        buildPanel()
        buildPlots()
        spinnerRecorders = [SpinnerRecorder(name: "spinner", spinner: spinner, forwardingTo: self)]
        feelMenu = FeelMenuController(scene: self)
        showPreset()
    }

    override var helpLines: [String] {
        [
            "Robot fling: the same timestamped drag on the ring (gentle 600, medium 1200, hard 3000 pt/s), to compare feels.",
            "The plots show the last robot fling at 30/60/120/240 fps (the frame-rate row picks the one drawn with dots).",
            "Edit any field (Page: picks the group): slide it, or click its value (or Enter on its slider) and type a number (\"0.5\", or your --locale's form); Save/Load write and read the profile file; Reset goes back to the preset.",
            "A/B: B picks the next preset as feel B (plotted in black beside the feel in force); X swaps A and B on the spinner.",
        ]
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handleComparisonKey(event) || super.handleKey(event)
    }

    private func buildDemo() {
        demo.backgroundColor = .white
        addSubview(demo)
        let shapes = context.assets.shapes
        let items = (0..<12).compactMap { k -> SpinnerItem? in
            let index = k * shapes.count / 12
            guard shapes.indices.contains(index) else { return nil }
            return SpinnerItem(title: shapes[index].name, icon: shapes[index].image, value: shapes[index].name)
        }
        spinner.values = items
        spinner.tintColor = .black
        spinner.openBackgroundColor = Color(red: 1, green: 1, blue: 0.75)
        spinner.backgroundColor = .white
        spinner.spinnerMode = .spinnerOnly
        spinner.feedbackOptions.events.remove(.refused)  // the lab refuses closes from panel taps quietly
        try? spinner.setFeel(feel)
        demo.addSubview(spinner)

        pickerBox.backgroundColor = .white
        picker.rows = (1...60).map { PickerRow(title: context.numbers.localizingNumbers(in: "Row \($0)")) }
        picker.selectedIndex = 29
        picker.rowBackgroundColor = Color(red: 1, green: 1, blue: 0.75)
        picker.explicitTextColor = .black
        try? picker.setFeel(feel)
        pickerBox.addSubview(picker)
        addSubview(pickerBox)
    }

    private func buildPanel() {
        for label in [presetLabel, robotLabel, rateLabel] { label.textColor = Color(white: 0.15) }
        presetControl.font = .system(size: 12)
        rateControl.font = .system(size: 12)
        showControl.font = .system(size: 12)
        agreementLabel.textColor = Color(white: 0.3)
        agreementLabel.isHidden = true  // until the robot's runs agree or not: nothing to read before
        pathLabel.textColor = Color(white: 0.3)
        showProfilePath()
        let views: [View] =
            [presetLabel, presetControl, resetButton, robotLabel] + robotButtons
            + [rateLabel, rateControl, showControl, agreementLabel, panel, saveButton, loadButton, pathLabel]
        views.forEach(addSubview)
        presetControl.addAction(for: .valueChanged) { [unowned self] _, _ in presetChosen(presetControl.selectedIndex) }
        resetButton.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in resetToPreset() }
        saveButton.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in saveProfile(to: profileURL) }
        loadButton.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in loadProfile(from: profileURL) }
        for (button, fling) in zip(robotButtons, RobotFling.all) {
            button.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in startRobotFling(fling) }
        }
        rateControl.addAction(for: .valueChanged) { [unowned self] _, _ in highlightSelectedRate() }
        showControl.addAction(for: .valueChanged) { [unowned self] _, _ in setNeedsLayout() }
        panel.onEdit = { [unowned self] proposal, field in
            applyFeel(proposal, preset: "custom", message: "\(field.name) = \(field.display(in: proposal))")
        }
        panel.onTypingRefused = { [unowned self] field, why in refuse(why, what: field.name) }
    }

    override func tick(at time: Double) -> Bool { advanceRobot(to: time) }

    /// The profile file, relative to the working directory when it is inside it.
    private func showProfilePath() {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = profileURL.path
        // The path is data: shown as written under any pseudo-locale.
        pathLabel.text =
            "Profile file: " + PseudoLocale.data(path.hasPrefix(cwd) ? "./" + path.dropFirst(cwd.count) : path)
    }

    // MARK: Keeping the spinner open

    override func didMoveToHost() {
        if let monitorToken { monitorHost?.removePointerDownMonitor(monitorToken) }
        monitorToken = nil
        guard let host else { return }
        // Registered before the spinner opens, so it runs before the spinner's own monitor.
        let token = host.addPointerDownMonitor { [weak self] _, hit in
            guard let self, self.spinner.isOpen else { return }
            self.refusesNextClose =
                !(hit?.isDescendant(of: self.demo) ?? false) || hit === self.feelMenu?.menu.inputView
        }
        monitorToken = token
        monitorHost = host
        spinner.isOpen = true
    }

    func spinner(_ spinner: Spinner, willCloseWithTheValue item: SpinnerItem?) -> Bool {
        defer { refusesNextClose = false }
        return !refusesNextClose
    }

    // MARK: Layout

    /// The window is too short for the plots above the fields: they share one place, switched
    /// by `showControl` (a robot fling shows the plots).
    private(set) var isCompact = false

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        // The right column needs 320 pt for the robot row; a narrow window narrows the left one.
        var left = min(max(w * 0.36, 240), 440)
        if w - left - 18 < 320 { left = max(150, w - 18 - 320) }
        let demoSide = max(120, min(left, h - 160))
        demo.frame = Rect(x: 0, y: 0, width: left, height: demoSide)
        // The ring's icons get what the ring's radius leaves past the spinner (W = R − side − 16):
        // a 64-pt spinner in a 162-pt demo (500×400) left them 1 pt. A smaller spinner (never
        // under a 44-pt target) keeps them at least `minimumRingIconSide` where it can.
        var side = Self.spinnerSides.usual
        while true {
            spinner.frame = Rect(center: Point(x: left / 2, y: demoSide / 2), size: Size(width: side, height: side))
            if side <= Self.spinnerSides.smallest
                || spinner.ringIconSide(radius: demoSide / 2) >= Self.minimumRingIconSide
            {
                break
            }
            side = max(Self.spinnerSides.smallest, side - 2)
        }
        pickerBox.frame = Rect(x: 8, y: demoSide + 6, width: left - 16, height: max(0, h - demoSide - 12))
        picker.frame = pickerBox.bounds

        let x = left + 10, width = max(200, w - left - 18)
        var y = 6.0
        presetLabel.frame = Rect(x: x, y: y, width: 52, height: 28)
        resetButton.frame = Rect(x: x + width - 64, y: y, width: 64, height: 28)
        presetControl.frame = Rect(x: x + 52, y: y, width: min(300, width - 52 - 72), height: 28)
        y += 32
        robotLabel.frame = Rect(x: x, y: y, width: 80, height: 28)
        let robotWidth = min(70, (width - 84) / 3 - 6)
        for (i, button) in robotButtons.enumerated() {
            button.frame = Rect(x: x + 84 + Double(i) * (robotWidth + 6), y: y, width: robotWidth, height: 28)
        }
        y += 32

        let bottomRow = 30.0
        let panelHeight = FeelEditorPanel.preferredHeight
        isCompact = h - (y + 30) - panelHeight - bottomRow - 12 < 120
        rateLabel.frame = Rect(x: x, y: y, width: 84, height: 26)
        if isCompact {
            let showWidth = min(120, width - 84 - 4 - 136)
            rateControl.frame = Rect(x: x + 84, y: y, width: width - 84 - showWidth - 8, height: 26)
            showControl.frame = Rect(x: x + width - showWidth, y: y, width: showWidth, height: 26)
        } else {
            rateControl.frame = Rect(x: x + 84, y: y, width: 168, height: 26)
            agreementLabel.frame = Rect(x: x + 260, y: y, width: max(0, width - 260), height: 26)
        }
        y += 30

        let showsPlots = !isCompact || showControl.selectedIndex == 1
        showControl.isHidden = !isCompact
        panel.isHidden = isCompact && showsPlots
        if panel.isHidden { panel.endTyping() }  // a number being typed is set as it goes out of sight
        for view in [positionPlot, velocityPlot] { view.isHidden = !showsPlots }
        agreementLabel.isHidden = !showsPlots || agreementLabel.text.isEmpty  // empty: nothing to read
        let area = isCompact ? max(panelHeight, h - y - bottomRow - 6) : 0
        if isCompact {
            panel.frame = Rect(x: x, y: y, width: width, height: panelHeight)
            agreementLabel.frame = Rect(x: x, y: y + area - 16, width: width, height: 16)
            layOutPlots(x: x, y: y, width: width, height: area - 20)
            y += area + 4
        } else {
            let plotsHeight = max(120, h - y - panelHeight - bottomRow - 12)
            layOutPlots(x: x, y: y, width: width, height: plotsHeight)
            y += plotsHeight + 6
            panel.frame = Rect(x: x, y: y, width: width, height: panelHeight)
            y += panelHeight + 4
        }
        saveButton.frame = Rect(x: x, y: y, width: 64, height: 26)
        loadButton.frame = Rect(x: x + 70, y: y, width: 64, height: 26)
        pathLabel.frame = Rect(x: x + 142, y: y, width: max(0, width - 142), height: 26)
    }

    /// The spinner's usual side, and the smallest it gets (a touch target's 44 pt).
    static let spinnerSides = (usual: 64.0, smallest: 44.0)
    /// The ring icons' side the lab keeps where it can (Basic's at 500×400 is about 10 pt):
    /// the spinner gets smaller, down to `spinnerSides.smallest`, until its icons have it.
    static let minimumRingIconSide = 12.0

    private func layOutPlots(x: Double, y: Double, width: Double, height: Double) {
        let positionHeight = (height * 0.56).rounded()
        positionPlot.frame = Rect(x: x, y: y, width: width, height: positionHeight)
        velocityPlot.frame = Rect(x: x, y: y + positionHeight + 4, width: width, height: height - positionHeight - 4)
    }
}

/// A button scripts can press: `{"set": {"control": "Hard", "value": "press"}}` (found by its
/// title, or by a label to its left). Pressing sends `.touchUpInside` and `.primaryActionTriggered`.
final class LabButton: Button, ScriptSettable {
    override init(title: String, frame: Rect = .zero) {
        super.init(title: title, frame: frame)
        font = .system(size: 13)
    }

    var scriptAcceptedValues: String { "press" }
    var scriptValue: String { "" }

    func setFromScript(_ value: String) -> String? {
        guard ["press", "tap"].contains(value.trimmingCharacters(in: .whitespaces).lowercased()) else {
            return "'\(value)' is not press"
        }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return nil
    }
}
