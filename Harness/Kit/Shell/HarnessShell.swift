import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// The harness window's frame around the scenes: the current scene on top, a status line with
/// the latest control event or scene message, and a tab bar with every scene at the bottom.
/// Keys: 1–9 pick a tab; Tab moves focus (handled by the host).
final class HarnessShell: View {
    static let tabBarHeight = 49.0
    static let statusHeight = 24.0

    let tabBar: TabBar
    /// Holds the tab bar; scrolls it sideways when the window is too narrow for every title to
    /// show whole (`TabBar.minimumTabWidth`).
    let tabScroller = ScrollContainer()
    /// The tab bar's width with every title whole, once measured.
    private var naturalTabBarWidth: Double?
    /// The status line: its label, and every message with its time (reports read it).
    let statusLine = StatusLine()
    var statusLabel: Label { statusLine.label }
    private(set) var scene: SceneView
    private(set) var sceneIndex: Int
    /// The status messages' texts in order: the last `statusLogLimit`.
    var statusLog: [String] { statusLine.messages.map(\.text) }
    /// How many status messages are kept (`StatusLine.limit`).
    static let statusLogLimit = StatusLine.limit
    private var reportedProblems = 0
    /// The recorders the shell made for the scene's `ReportableControl`s, by control: made at a
    /// control's first event (so every event is in the report) or when a report is written.
    private var automaticRecorders: [ObjectIdentifier: ControlEventRecorder] = [:]

    let context: SceneContext
    /// The canvas the shell is drawn through (the text check and pseudo-locale live on it).
    weak var canvas: SDLCanvas?
    /// The host clock's time when the session started (`install(in:)`); see `sessionTime`.
    private(set) var sessionStart = 0.0
    /// True when what the scenes and overlays read from the process (RSS, frame times) is fixed
    /// (`fixProcessReadings()`).
    var processReadingsFixed = false

    init(initialScene: String, context: SceneContext = SceneContext()) {
        self.context = context
        let names = SceneCatalog.all
        sceneIndex = names.firstIndex { $0.name == initialScene } ?? 0
        tabBar = TabBar(titles: names.map(\.title), selectedIndex: sceneIndex)
        scene = names[sceneIndex].make(context)
        super.init(frame: .zero)
        backgroundColor = .white
        tintColor = .harnessTint
        tabBar.accessibilityLabel = "Scenes"
        tabBar.barColor = .harnessTabBarBackground
        // The selected tab is the bar's colours inverted, so the selection shows by more than a
        // tint (WCAG 1.4.11: 5.9:1 against the other tabs), and every title is white (4.5:1
        // and more for text; 70 % white measured 3.8:1).
        tabBar.selectedTabColor = .white
        tabBar.selectedColor = .harnessTabBarBackground
        tabBar.titleColor = .white
        tabBar.pressedColor = Color.white.withAlpha(0.15)
        statusLabel.textColor = Color(white: 0.25)
        statusLabel.accessibilityLabel = "Status line"
        let statusBar = View()
        statusBar.backgroundColor = Color(white: 0.93)
        statusBar.accessibilityLabel = "Status bar"
        statusBar.accessibilityElementsHidden = true  // a backdrop
        addSubview(scene)
        addSubview(statusBar)
        addSubview(statusLabel)
        tabScroller.bounces = false
        tabScroller.addSubview(tabBar)
        addSubview(tabScroller)
        attach(scene)
        tabBar.addAction(for: .valueChanged) { [unowned self] _, _ in showScene(at: tabBar.selectedIndex) }
    }

    var entry: SceneEntry { SceneCatalog.all[sceneIndex] }

    /// Shows scene `index` (out-of-range indices are ignored).
    func showScene(at index: Int) {
        guard SceneCatalog.all.indices.contains(index), index != sceneIndex || scene.superview == nil else { return }
        sceneIndex = index
        tabBar.selectedIndex = index
        revealSelectedTab(animated: true)
        let next = SceneCatalog.all[index].make(context)
        insertSubview(next, aboveSubview: scene)
        scene.removeFromSuperview()
        automaticRecorders.removeAll()
        scene = next
        attach(next)
        setNeedsLayout()
        post(Self.sceneMessage(SceneCatalog.all[index].title))
        postAccessibilityNotification(.screenChanged)
    }

    private func attach(_ s: SceneView) {
        // A scene's messages (a refused value, a page shown) are told to readers too.
        s.status = { [weak self] in self?.post($0, announced: true) }
        if let hostile = context.hostileText { HostileTextLabels.apply(hostile.text, to: s) }
        // Names the scene in text problems' view paths ("Basic › Disabled › segment 2").
        if s.accessibilityLabel == nil { s.accessibilityLabel = entry.title }
        // A reader finds the scene's controls under its tab, as GTK's notebook shows a page.
        tabBar.tabContentView = s
        textCheckSceneChanged()
        reportAssetProblems()
    }

    /// Missing or broken pictures show as placeholders; say which on the status line (and stderr).
    private func reportAssetProblems() {
        let problems = context.assets.problems
        guard problems.count > reportedProblems else { return }
        for p in problems[reportedProblems...] { StandardStreams.printError("\(ProgramName.current): \(p)") }
        reportedProblems = problems.count
        post("Assets: \(problems.last!)", announced: true)
    }

    /// Puts a message on the status line, at the session's time (seconds since `install(in:)`);
    /// `announced`, screen readers are told it as well (`StatusLine.post`).
    func post(_ message: String, announced: Bool = false) {
        statusLine.post(message, at: sessionTime, announced: announced)
    }

    /// Seconds since the session started (the host clock's time at `install(in:)`): the time of
    /// messages, recordings and replays alike, whatever the host's clock counts from (a window's
    /// SDL clock counts from the machine's start).
    var sessionTime: Double { max(0, (host?.clock.now ?? sessionStart) - sessionStart) }

    /// What the status line says when scene `title` is shown (at start and after a switch): its
    /// title and where help is, as "Rating — F1: help" (a summary would not fit a small window).
    static func sceneMessage(_ title: String) -> String { "\(title) — F1: help" }

    /// A control event in the harness's words: "Stars: 4" for a new value (the control's name
    /// and its value as a screen reader reads it, the value marked as data so no pseudo-locale
    /// rewrites it), "Reset pressed", "Spinner: touch cancelled".
    static func eventMessage(_ event: ControlEvents, control: Control) -> String {
        let name = control.accessibilityLabel ?? String(describing: type(of: control))
        switch event {
        case .valueChanged:
            // Locale-free, as every message is kept (`Control.plainValueText`): the status line
            // writes its numbers in the player's locale when it shows it (`StatusLine.post`).
            guard let value = control.plainValueText, !value.isEmpty else { return "\(name) changed" }
            return "\(name): " + PseudoLocale.data(value)
        case .primaryActionTriggered: return "\(name) pressed"
        default: return "\(name): touch cancelled"
        }
    }

    /// Hooked to the host: shows control events in the harness's words (`eventMessage`).
    /// Scene messages posted by the same event come first, so the event line follows them.
    func observe(_ control: Control, _ event: ControlEvents) {
        if let reportable = control as? any ReportableControl,
            automaticRecorders[ObjectIdentifier(control)]?.control !== control
        {
            // Its first event: it reached the control's own actions before the recorder existed.
            automaticRecorder(for: reportable).record(event)
        }
        // Touch bookkeeping would drown the messages that matter; show what a user acts on.
        guard [.valueChanged, .primaryActionTriggered, .touchCancel].contains(event) else { return }
        // A scene that words its own controls' events (SwipeControlsScene) is not echoed.
        if scene.postsOwnControlEvents, control.isDescendant(of: scene) { return }
        // The scene tabs say it themselves: showScene posts "Rating — F1: help".
        if control === tabBar { return }
        post(Self.eventMessage(event, control: control))
    }

    /// The recorder of a reportable control of the scene, made the first time it is asked for.
    func automaticRecorder(for control: any ReportableControl) -> ControlEventRecorder {
        let key = ObjectIdentifier(control)
        if let recorder = automaticRecorders[key], recorder.control === control { return recorder }
        let recorder = ControlEventRecorder(control: control, label: control.accessibilityLabel ?? "")
        automaticRecorders[key] = recorder
        return recorder
    }

    /// Keys the focused view did not take: digits pick tabs.
    func handleUnhandledKey(_ e: KeyEvent) -> Bool {
        guard e.isDown, case .character(let c) = e.key, let n = c.wholeNumberValue, n >= 1 else { return false }
        showScene(at: n - 1)
        return true
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let contentH = max(0, h - Self.tabBarHeight - Self.statusHeight)
        scene.frame = Rect(x: 0, y: 0, width: w, height: contentH)
        subviews.first { $0.accessibilityLabel == "Status bar" }?.frame = Rect(
            x: 0, y: contentH, width: w, height: Self.statusHeight)
        // F2's stats sit at the status line's trailing end (never over a scene); the line gives
        // way. Right to left the line starts at the right (its text aligned there) and the stats
        // sit at the left.
        let stats = frameStatsOverlay.flatMap { $0.isHidden ? nil : $0 }
        let statsWidth = stats.map { $0.preferredWidth + 8 } ?? 0
        statusLabel.frame = mirroredIfRightToLeft(
            Rect(x: 8, y: contentH, width: max(0, w - 16 - statsWidth), height: Self.statusHeight), in: bounds)
        if let stats {
            stats.frame = mirroredIfRightToLeft(
                Rect(
                    x: w - stats.preferredWidth - 4, y: contentH + 1, width: stats.preferredWidth,
                    height: Self.statusHeight - 2), in: bounds)
        }
        tabScroller.frame = Rect(x: 0, y: h - Self.tabBarHeight, width: w, height: Self.tabBarHeight)
        // Measured once (the titles and their font do not change); a layout pass comes with
        // every status message, so it must not measure, nor move a bar the user scrolled.
        let natural: Double
        if let known = naturalTabBarWidth {
            natural = known
        } else if let measure = host?.textMeasurer {
            natural = (tabBar.minimumTabWidth(measure: measure) * Double(tabBar.titles.count)).rounded(.up)
            naturalTabBarWidth = natural
        } else {
            natural = 0
        }
        let barWidth = max(w, natural)
        guard tabBar.frame.width != barWidth || tabScroller.contentSize.width != barWidth else { return }
        tabBar.frame = Rect(x: 0, y: 0, width: barWidth, height: Self.tabBarHeight)
        tabScroller.contentSize = Size(width: barWidth, height: Self.tabBarHeight)
        tabScroller.isScrollEnabled = barWidth > w
        tabScroller.delaysContentTouches = barWidth > w  // a bar that fits takes taps as before
        revealSelectedTab(animated: false)
    }

    /// Scrolls the tab bar so the selected tab is in view (centred when it was not).
    func revealSelectedTab(animated: Bool) {
        guard tabScroller.isScrollEnabled, tabBar.titles.indices.contains(tabBar.selectedIndex) else { return }
        let tab = tabBar.segmentFrame(tabBar.selectedIndex)
        let offset = tabScroller.axisOffset, visible = tabScroller.bounds.width
        guard tab.minX < offset || tab.maxX > offset + visible else { return }
        let target = min(max(0, tab.midX - visible / 2), tabScroller.maximumOffset)
        if animated {
            tabScroller.animateContentOffset(by: target - offset, duration: 0.25)
        } else {
            tabScroller.setAxisOffset(target, reportsScroll: false)
        }
    }

    /// Installs the shell as the host's content and wires the host's observers to it.
    func install(in host: ViewHost) {
        sessionStart = host.clock.now
        fillsSuperview = true
        host.rootView.addSubview(self)
        host.accessibilityWindowTitle = "Flywheel harness"  // the window's title
        host.controlEventObserver = { [weak self] c, e in self?.observe(c, e) }
        host.unhandledKeyHandler = { [weak self] e in self?.handleUnhandledKey(e) ?? false }
        host.rootView.setNeedsLayout()
        // The title only: a summary would not fit a small window's status line (F1 shows it).
        post(Self.sceneMessage(entry.title))
    }
}
