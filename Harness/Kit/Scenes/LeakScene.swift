import Foundation
import FlywheelCore
import FlywheelUI

// Sections: the scene (layout and the original's spinner), churn (create, open, spin, destroy),
// live counts (weak registry, RSS), and the Churn button's script support.

/// The Leak test (specs/rvs-spinner.md §4.4): the original's 64×64 spinner (white frames, black
/// tint, white wedges; ten template icons "00"…"09", item 5 selected) with its Spinner / Both /
/// Picker segments (default Both: ten items is under the threshold, so a ring) — and what the
/// original left to Instruments: a **Churn** button that creates, opens, spins and destroys N
/// spinners, a batch per frame, while showing live counts (views in the window's tree, churned
/// views and spinners still alive, the backend's cached textures, the process RSS). When a churn
/// ends, every count but the RSS must be back where it started.
final class LeakScene: SceneView, SpinnerReportingScene {
    static let churnCounts = [10, 100, 1000]
    /// How long each churned batch lives (seconds): long enough for the open pop (0.25 s) to
    /// finish and the spin from code to run, so every part of an open spinner is exercised.
    static let lifetime = 0.4
    /// Batches a churn is cut into (fewer when that would exceed `maximumPerFrame`).
    static let batches = 20
    /// Spinners created per frame at most: about lifetime × fps × this many are open at once.
    static let maximumPerFrame = 10

    let demo = View()
    let spinner = Spinner(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    let modeControl = SegmentedControl(titles: ["Spinner", "Both", "Picker"], selectedIndex: 1)
    let panel = View()
    let countControl = SegmentedControl(titles: LeakScene.churnCounts.map(String.init), selectedIndex: 1)
    private(set) var countRow: ControlRow!
    let churnButton = ChurnButton(title: "Churn")
    let statsLabels = (0..<5).map { _ in Label(text: "", font: .system(size: 12)) }
    /// Where churned spinners live while they exist (clipped, so they never cover the panel).
    let stage = View()
    private(set) var spinnerRecorders: [SpinnerRecorder] = []
    private var statusLine: SpinnerStatusLine?
    private var items: [SpinnerItem] = []

    /// Every view a churn made (containers, spinners, what they opened), held weakly.
    let churnedViews = WeakRegistry()
    /// Every spinner a churn made, held weakly.
    let churnedSpinners = WeakRegistry()
    private(set) var churn: ChurnRun?
    /// The counts when the last churn started.
    private(set) var baseline: LiveCounts?
    /// Reads the process's RSS (tests put a fixed number here so golden images do not vary).
    var residentBytes: () -> Int? = ProcessMemory.residentBytes

    override init(context: SceneContext) {
        super.init(context: context)
        backgroundColor = .white
        let assets = context.assets
        items = assets.files(in: "Leak").map {
            SpinnerItem(title: AssetLibrary.displayName($0), icon: assets.image("Leak/\($0)").asTemplate())
        }
        demo.accessibilityLabel = "Demo"
        addSubview(demo)
        configure(spinner)
        spinner.accessibilityLabel = "Spinner"
        demo.addSubview(spinner)
        modeControl.accessibilityLabel = "Spinner Mode"
        addSubview(modeControl)

        panel.backgroundColor = Color(white: 0.95)
        panel.accessibilityLabel = "Churn Panel"
        addSubview(panel)
        countRow = ControlRow("Churn Count:", countControl, textColor: .black)
        panel.addSubview(countRow)
        churnButton.scene = self
        panel.addSubview(churnButton)
        for l in statsLabels { l.textColor = Color(white: 0.15); panel.addSubview(l) }
        stage.clipsToBounds = true
        stage.backgroundColor = Color(white: 0.88)
        stage.accessibilityLabel = "Churn Stage"
        panel.addSubview(stage)

        let line = SpinnerStatusLine(name: "Spinner") { [weak self] in self?.status?($0) }
        statusLine = line
        spinnerRecorders = [SpinnerRecorder(name: "spinner", spinner: spinner, forwardingTo: line)]
        modeControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            spinner.spinnerMode = SpinnerMode(legacyValue: modeControl.selectedIndex - 1)
            status?("Spinner Mode: \(modeControl.selectedTitle) (spinnerMode \(modeControl.selectedIndex - 1))")
        }
        churnButton.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in
            startChurn(count: Self.churnCounts[max(0, countControl.selectedIndex)])
        }
        countControl.addAction(for: .valueChanged) { [unowned self] _, _ in
            status?("Churn Count: \(countControl.selectedTitle)")
        }
        showCounts()
    }

    override var helpLines: [String] {
        ["Leak: the original's leak-test spinner (Spinner / Both / Picker). Churn creates, opens, spins and destroys",
         "N spinners (a batch per frame, in the grey stage); afterwards the view, spinner and image-texture counts",
         "must be back at their values from before the churn (RSS may stay higher: the allocator keeps pages)."]
    }

    /// The original's look and data; churned spinners get the same.
    private func configure(_ s: Spinner) {
        try? s.setFeel(context.feel)
        s.backgroundColor = .white
        s.tintColor = .black
        s.openBackgroundColor = .white
        s.spinnerMode = SpinnerMode(legacyValue: modeControl.selectedIndex - 1)
        s.values = items
        s.selectedIndex = 5
    }

    override func didMoveToHost() {
        super.didMoveToHost()
        showCounts()
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let panelWidth = min(320, max(220, w * 0.4))
        let demoWidth = max(0, w - panelWidth)
        modeControl.frame = Rect(x: 20, y: h - 8 - 30, width: max(0, demoWidth - 40), height: 30)
        demo.frame = Rect(x: 0, y: 0, width: demoWidth, height: max(0, modeControl.frame.minY - 8))
        spinner.center = demo.bounds.center
        panel.frame = Rect(x: demoWidth, y: 0, width: panelWidth, height: h)
        let inner = panelWidth - 16
        countRow.frame = Rect(x: 8, y: 8, width: inner, height: ControlRow.height(inline: false, controlHeight: 28))
        churnButton.frame = Rect(x: 8, y: countRow.frame.maxY + 6, width: inner, height: 32)
        var y = churnButton.frame.maxY + 6
        for l in statsLabels {
            l.frame = Rect(x: 8, y: y, width: inner, height: 18)
            y += 18
        }
        let side = max(0, min(inner, h - y - 14))
        stage.frame = Rect(x: 8 + (inner - side) / 2, y: y + 6, width: side, height: side)
    }

    // MARK: Churn

    /// One churn in progress.
    struct ChurnRun {
        let total: Int
        let perFrame: Int
        var created = 0
        /// Every batch is gone; one last frame runs before the counts are final.
        var isFinishing = false
        /// Live batches, oldest first, with the time each was made.
        var batches: [(containers: [View], born: Double)] = []
    }

    var isChurning: Bool { churn != nil }

    /// Starts creating, opening, spinning and destroying `count` spinners: a batch each frame
    /// (`count/20`, at most `maximumPerFrame`), each batch destroyed `lifetime` seconds later.
    /// Ignored while a churn runs.
    func startChurn(count: Int) {
        guard churn == nil, count > 0 else { return }
        churnedViews.prune()
        churnedSpinners.prune()
        baseline = counts()
        churn = ChurnRun(total: count, perFrame: min(Self.maximumPerFrame, max(1, (count + Self.batches - 1) / Self.batches)))
        status?("Churn: \(count) spinners, \(churn!.perFrame) a frame")
        showCounts()
        startTicking()
    }

    override func tick(at time: Double) -> Bool {
        guard var run = churn else { return false }
        // Destroy the batches that have lived their time (still open, usually still turning).
        while let first = run.batches.first, time - first.born >= Self.lifetime {
            for c in first.containers { c.removeFromSuperview() }
            run.batches.removeFirst()
        }
        if run.created < run.total {
            let n = min(run.perFrame, run.total - run.created)
            run.batches.append((makeBatch(n, startingAt: run.created), time))
            run.created += n
        }
        if run.created >= run.total, run.batches.isEmpty, !run.isFinishing {
            // One more frame before counting: the host keeps the views that ticked in a frame
            // (its scratch list of tickers) until it next ticks something, so the last batch,
            // destroyed in this frame, would look alive for as long as nothing else moved.
            run.isFinishing = true
            churn = run
            showCounts()
            return true
        }
        churn = run
        if run.isFinishing {
            churn = nil
            showCounts()
            let now = counts()
            status?("Churn done: \(run.total) spinners created, opened, spun and destroyed; "
                    + "alive now \(now.churnedSpinnersAlive) spinners, \(now.churnedViewsAlive) views; "
                    + "tree \(now.viewsInTree) views (before: \(baseline?.viewsInTree ?? now.viewsInTree))")
            return false
        }
        showCounts()
        return true
    }

    /// `n` spinners, each in a container filling the stage: added, opened, then turned a few
    /// items from code (`selectedIndex` while open animates the wheel there).
    private func makeBatch(_ n: Int, startingAt first: Int) -> [View] {
        (0..<n).map { k in
            let container = View(frame: stage.bounds)
            container.accessibilityLabel = "Churned \(first + k)"
            let s = Spinner(frame: Rect(center: stage.bounds.center, size: Size(width: 64, height: 64)))
            configure(s)
            s.isSoundOn = false
            s.isHapticsOn = false
            container.addSubview(s)
            stage.addSubview(container)
            s.isOpen = true
            s.selectedIndex = (5 + 3 + (first + k) % 5) % max(1, items.count)
            container.forEachInTree { churnedViews.add($0) }
            churnedSpinners.add(s)
            return container
        }
    }

    // MARK: Live counts

    struct LiveCounts: Equatable {
        var viewsInTree: Int
        var churnedViewsAlive: Int
        var churnedSpinnersAlive: Int
        /// The backend's numbers (SceneContext.backendStats), or nil where none are passed in.
        var backend: String?
        /// Resident set size in bytes, or nil where /proc is not there.
        var residentBytes: Int?
    }

    func counts() -> LiveCounts {
        var views = 0
        (host?.rootView ?? self).forEachInTree { _ in views += 1 }
        return LiveCounts(viewsInTree: views, churnedViewsAlive: churnedViews.aliveCount,
                          churnedSpinnersAlive: churnedSpinners.aliveCount,
                          backend: context.backendStats?(), residentBytes: residentBytes())
    }

    private func showCounts() {
        let now = counts()
        let before = baseline
        if let run = churn {
            statsLabels[0].text = "Churn: \(run.created) of \(run.total) created (\(run.perFrame) a frame)"
        } else {
            statsLabels[0].text = before == nil ? "Churn: not run yet" : "Churn: done"
        }
        statsLabels[1].text = "Views in tree: \(now.viewsInTree)" + (before.map { " (before churn: \($0.viewsInTree))" } ?? "")
        statsLabels[2].text = "Churned alive: \(now.churnedSpinnersAlive) spinners, \(now.churnedViewsAlive) views"
        statsLabels[3].text = now.backend.map { "Textures: \($0)" } ?? "Textures: (no backend numbers here)"
        let mb = { (b: Int?) in b.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? "n/a" }
        statsLabels[4].text = "RSS: \(mb(now.residentBytes))" + (before.map { " (before churn: \(mb($0.residentBytes)))" } ?? "")
    }
}

/// Objects held weakly, to count how many are still alive.
final class WeakRegistry {
    private struct Entry { weak var object: AnyObject? }
    private var entries: [Entry] = []

    func add(_ object: AnyObject) { entries.append(Entry(object: object)) }
    /// How many registered objects still exist.
    var aliveCount: Int { entries.reduce(0) { $0 + ($1.object == nil ? 0 : 1) } }
    /// Forgets the dead ones.
    func prune() { entries.removeAll { $0.object == nil } }
}

/// The process's resident set size from /proc/self/status (Linux), with no libc calls.
enum ProcessMemory {
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kb = Int(fields[1]) else { return nil }
            return kb * 1024
        }
        return nil
    }
}

/// The Churn button; a script can `set` it to a count ("Churn" = "100") to run a churn of that size.
final class ChurnButton: Button, ScriptSettable {
    weak var scene: LeakScene?

    var scriptAcceptedValues: String { "a number of spinners to churn, 1...10000 (the segments offer 10, 100, 1000)" }
    var scriptValue: String { scene?.isChurning == true ? "running" : "idle" }

    func setFromScript(_ value: String) -> String? {
        guard let n = Int(value.trimmingCharacters(in: .whitespaces)), n > 0, n <= 10_000 else {
            return "'\(value)' is not a count of spinners (1...10000)"
        }
        guard let scene, !scene.isChurning else { return "a churn is already running" }
        scene.startChurn(count: n)
        return nil
    }
}
