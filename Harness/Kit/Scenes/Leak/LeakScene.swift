import FlywheelCore
import FlywheelUI
import Foundation

// Sections: the scene (layout and the original's spinner), churn (create, open, spin, destroy),
// live counts. The weak registry, the RSS reader and the Churn button have files of their own.

/// The Leak test of RVS_Spinner's harnesses: the original's 64×64 spinner (white frames, black
/// tint, white wedges; ten template icons "00"…"09", item 5 selected) with its Spinner / Both /
/// Picker segments (default Both: ten items is under the threshold, so a ring) — and what the
/// original left to Instruments: a **Churn** button that creates, opens, spins and destroys N
/// spinners, a batch per frame, while showing live counts (views in the window's tree, churned
/// views and spinners still alive, the backend's cached textures, the process RSS). When a churn
/// ends, every count but the RSS must be back where it started.
final class LeakScene: SceneView {
    static let churnCounts = [10, 100, 1000]
    /// How long each churned batch lives (seconds): long enough for the open pop (0.25 s) to
    /// finish and the spin from code to run, so every part of an open spinner is exercised.
    static let lifetime = 0.4
    /// Batches a churn is cut into (fewer when that would exceed `maximumPerFrame`).
    static let batches = 20
    /// Spinners created per frame at most: about lifetime × fps × this many are open at once.
    static let maximumPerFrame = 10
    /// Churned spinners alive at once at most (high frame rates would otherwise keep
    /// lifetime × fps × `maximumPerFrame` of them turning): creation waits below this.
    static let maximumAlive = 200
    /// The largest churn a script or the button may ask for.
    static let maximumChurn = 10_000

    let demo = View().mirroringRightToLeft().labelled("Demo")
    let spinner = Spinner(frame: Rect(x: 0, y: 0, width: 64, height: 64)).labelled("Spinner")
    let modeControl = SegmentedControl(titles: ["Spinner", "Both", "Picker"], selectedIndex: 1).labelled("Spinner Mode")
    let panel = View().mirroringRightToLeft().labelled("Churn Panel")
    let countControl = SegmentedControl(titles: LeakScene.churnCounts.map(String.init), selectedIndex: 1)
        .writingNumbersInLocale()
    private(set) var countRow: ControlRow!
    let churnButton = ChurnButton(title: "Churn")
    let statsLabels = (0..<5).map { _ in Label(text: "", font: .system(size: 12)).fittingTranslations() }
    /// Where churned spinners live while they exist (clipped, so they never cover the panel).
    let stage = View().mirroringRightToLeft().labelled("Churn Stage")
    private var items: [SpinnerItem] = []

    /// Every view a churn made (containers, spinners, what they opened), held weakly.
    let churnedViews = WeakRegistry()
    /// Every spinner a churn made, held weakly.
    let churnedSpinners = WeakRegistry()
    private(set) var churn: ChurnRun?
    /// The counts when the last churn started.
    private(set) var baseline: LiveCounts?
    /// Reads the process's RSS: the context's, shared by every scene the shell makes (tests put
    /// a fixed number here so pictures do not vary); shown again at once when set.
    var residentBytes: () -> Int? {
        get { context.residentBytes }
        set {
            context.residentBytes = newValue
            showCounts()
        }
    }

    override init(context: SceneContext) {
        super.init(context: context)
        backgroundColor = .white
        let assets = context.assets
        items = assets.files(in: "Leak").map {
            SpinnerItem(title: AssetLibrary.displayName($0), icon: assets.image("Leak/\($0)").asTemplate())
        }
        configure(spinner)
        demo.addSubview(spinner)
        panel.backgroundColor = Color(white: 0.95)
        addSubviews(demo, modeControl, panel)

        countRow = ControlRow("Churn Count:", countControl, textColor: .black)
        churnButton.scene = self
        panel.addSubviews(countRow, churnButton)
        for l in statsLabels { l.textColor = Color(white: 0.15); panel.addSubview(l) }
        stage.clipsToBounds = true
        stage.backgroundColor = Color(white: 0.88)
        panel.addSubview(stage)

        spinnerRecorders = [statusLineRecorder(for: spinner, name: "spinner", title: "Spinner")]
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
        [
            "Leak: the original's leak-test spinner (Spinner / Both / Picker). Churn creates, opens, spins and destroys",
            "N spinners (a batch per frame, in the grey stage); afterwards the view, spinner and image-texture counts",
            "must be back at their values from before the churn (RSS may stay higher: the allocator keeps pages).",
        ]
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
        churnButton.frame = Rect(x: 8, y: countRow.frame.maxY + 6, width: inner, height: 44)
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
        churn = ChurnRun(
            total: count, perFrame: min(Self.maximumPerFrame, max(1, (count + Self.batches - 1) / Self.batches)))
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
        let alive = run.batches.reduce(0) { $0 + $1.containers.count }
        if run.created < run.total, alive < Self.maximumAlive {
            let n = min(run.perFrame, run.total - run.created, Self.maximumAlive - alive)
            // Only the newest batch is drawn: the older ones stay open and turning (hidden), so
            // the drawing each frame costs is that of one batch however many are alive.
            for old in run.batches.last?.containers ?? [] { old.isHidden = true }
            run.batches.append((makeBatch(n, startingAt: run.created), time))
            run.created += n
        }
        // Forget the dead: the counts below then cost what is alive, not everything ever churned.
        churnedViews.prune()
        churnedSpinners.prune()
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
            status?(
                "Churn done: \(run.total) spinners created, opened, spun and destroyed; "
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
        return LiveCounts(
            viewsInTree: views, churnedViewsAlive: churnedViews.aliveCount,
            churnedSpinnersAlive: churnedSpinners.aliveCount,
            backend: context.backendStats?(), residentBytes: residentBytes())
    }

    /// Shows the counts, their numbers in the player's locale ("Views in tree: ٢١").
    private func showCounts() {
        let now = counts()
        let before = baseline
        func show(_ i: Int, _ text: String) { statsLabels[i].text = context.numbers.localizingNumbers(in: text) }
        if let run = churn {
            show(0, "Churn: \(run.created) of \(run.total) created (\(run.perFrame) a frame)")
        } else {
            show(0, before == nil ? "Churn: not run yet" : "Churn: done")
        }
        show(1, "Views in tree: \(now.viewsInTree)" + (before.map { " (before churn: \($0.viewsInTree))" } ?? ""))
        show(2, "Churned alive: \(now.churnedSpinnersAlive) spinners, \(now.churnedViewsAlive) views")
        show(3, now.backend.map { "Textures: \($0)" } ?? "Textures: (no backend numbers here)")
        show(
            4,
            "RSS: \(MegabyteText.of(now.residentBytes))"
                + (before.map { " (before churn: \(MegabyteText.of($0.residentBytes)))" } ?? ""))
    }
}
