import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Localisation QA over the scenes: each scene rendered headless at each size, with the strings
/// as written and in each pseudo-locale asked for, with a `TextCheck` on the canvas; the
/// pictures saved and every text problem collected (`harness l10n-check`).
///
/// ```swift
/// let check = L10nCheck(scenes: ["basic"], sizes: [Size(width: 500, height: 400)], locales: [nil, .long])
/// let runs = try check.run(savingPicturesIn: "out/l10n")
/// runs.flatMap(\.problems).isEmpty    // true when every string fits and has its glyphs
/// ```
public struct L10nCheck {
    /// One scene at one size in one locale.
    public struct Run: Sendable {
        public var scene: String
        public var size: Size
        /// nil: the strings as written.
        public var locale: PseudoLocale?
        public var problems: [TextProblem]
        /// Where its picture was saved (nil when none was).
        public var picture: String?
        /// The real locale it ran in (`realLocales`), nil for the pseudo-locale runs.
        public var realLocale: L10nCheckLocale?
        /// Every line drawn in its last frame, when the check keeps an inventory.
        public var inventory: [StringInventory.Entry] = []
        /// Where the inventory's numbered picture was saved (nil when none was).
        public var inventoryPicture: String?
        /// Its number in the order one unsharded run renders (scenes outermost, then sizes, then
        /// locales): what `--shard` splits and `harness merge` puts back in order.
        public var position = 0
        /// Where each problem is, in window points (parallel to `problems`).
        public var boxes: [Rect] = []

        /// "as-written", "accented", "long", "rtl" or "all"; a real locale's name ("ar-EG",
        /// "de+long").
        public var localeName: String { realLocale?.name ?? locale?.description ?? "as-written" }
        public var sizeName: String { SceneCheckLoop.sizeName(size) }
        /// "rating 800x600 long": where the run is, as its progress lines begin.
        public var place: String { "\(scene) \(sizeName) \(localeName)" }
    }

    public var scenes: [String]
    public var sizes: [Size]
    /// nil stands for the strings as written.
    public var locales: [PseudoLocale?]
    /// Real locales run after the pseudo-locales (`--locales de,ar-EG,ar+long`).
    public var realLocales: [L10nCheckLocale] = []
    /// Lay every render out in this direction (`--layout-direction`); nil: each locale's own
    /// (ar, he, fa and the `rtl` pseudo-locales right to left).
    public var layoutDirection: LayoutDirection?
    /// Keep every line drawn (`Run.inventory`) and save a picture with each one's box numbered
    /// beside each picture (`--inventory`).
    public var keepsInventory = false
    /// Frames drawn before the check ends (at `fps`): the scene's opening animations included.
    public var frames = 30
    public var fps = 60.0
    /// The slice of the renders to run (`--shard`; default all).
    public var shard = Shard.whole
    /// How a scene is rendered for the check; the tests plant views in it with this.
    var renderScene: ((SceneCheckLoop, String, Size, SceneContext) throws -> SceneCheckLoop.Render) = {
        try $0.render(scene: $1, size: $2, context: $3)
    }

    /// The sizes checked unless told otherwise: the smallest the harness accepts, its default
    /// and a large window.
    public static let defaultSizes = [
        Size(width: 500, height: 400), Size(width: 800, height: 600), Size(width: 1920, height: 1080),
    ]

    public init(scenes: [String], sizes: [Size] = L10nCheck.defaultSizes, locales: [PseudoLocale?] = [nil]) {
        self.scenes = scenes
        self.sizes = sizes
        self.locales = locales
    }

    /// Renders every combination (scenes outermost) through the checks' shared loop
    /// (`SceneCheckLoop`), saving each picture, problems outlined in red, as
    /// `<folder>/<locale>/<W>x<H>/<scene>.png` when `folder` is given; `progress` hears of each
    /// run as it ends.
    public func run(savingPicturesIn folder: String? = nil, progress: ((Run) -> Void)? = nil) throws -> [Run] {
        var runs: [Run] = []
        let loop = SceneCheckLoop(frames: frames, fps: fps)
        let runLocales = CheckLocales.renders(pseudo: locales, real: realLocales)
        let renders = scenes.flatMap { scene in
            sizes.flatMap { size in runLocales.map { (scene: scene, size: size, locale: $0.0, real: $0.1) } }
        }
        for (position, (scene, size, locale, real)) in renders.enumerated() where shard.owns(position) {
            var run = Run(
                scene: scene, size: size, locale: locale, problems: [], picture: nil, realLocale: real)
            run.position = position
            let context = CheckLocales.context(pseudo: locale, real: real, layoutDirection: layoutDirection)
            let render = try renderScene(loop, scene, size, context)
            let found = L10nLocaleProblems.found(in: render)
            run.problems = render.textCheck.problems + found.map(\.problem)
            run.boxes = render.textCheck.windowBoxes + found.map(\.box)
            if let folder {
                let outlines = render.textCheck.windowBoxes.map { ProblemOutline(box: $0, color: .red) }
                run.picture = try loop.savePicture(
                    render, outlines: outlines,
                    in: (folder as NSString).appendingPathComponent(run.localeName))
            }
            if keepsInventory {
                run.inventory = StringInventory.entries(
                    render.textCheck.lines, locale: run.localeName, size: run.sizeName, scene: scene)
                if let folder {
                    run.inventoryPicture = try StringInventory.savePicture(
                        render, entries: run.inventory,
                        in: (folder as NSString).appendingPathComponent(run.localeName))
                }
            }
            progress?(run)
            runs.append(run)
        }
        return runs
    }

    /// How many renders one unsharded run makes: every scene and size in each pseudo-locale and
    /// each real locale.
    public var renderCount: Int { scenes.count * sizes.count * (locales.count + realLocales.count) }

    /// Every locale a render runs in, by the name the reports give it: the pseudo-locales
    /// ("as-written", "long") and then the real ones ("de", "ar+long").
    public var localeNames: [String] {
        locales.map { $0?.description ?? "as-written" } + realLocales.map(\.name)
    }

    /// The summary as JSON: every run with its problems.
    public static func json(_ runs: [Run]) -> JSONValue {
        .object([
            ("problems", .number(Double(runs.reduce(0) { $0 + $1.problems.count }))),
            (
                "runs",
                .array(
                    runs.map { run in
                        .object(
                            [
                                ("scene", .string(run.scene)), ("size", .string(run.sizeName)),
                                ("locale", .string(run.localeName)),
                                ("textProblems", .array(run.problems.map(\.json))),
                            ] + (run.picture.map { [("picture", JSONValue.string($0))] } ?? []))
                    })
            ),
        ])
    }

    /// The summary as Markdown: a line per run, then a table of every problem.
    public static func markdown(_ runs: [Run]) -> String {
        let total = runs.reduce(0) { $0 + $1.problems.count }
        var md = "# Text problems\n\n"
        let scenes = Set(runs.map(\.scene)).count, sizes = Set(runs.map(\.sizeName)).count
        let locales = Set(runs.map(\.localeName)).sorted().joined(separator: ", ")
        md += "\(total) problem(s) in \(runs.count) render(s): \(scenes) scene(s) × \(sizes) size(s) × \(locales).\n\n"
        guard total > 0 else { return md }
        md += "| scene | size | locale | kind | view | text | shown | detail |\n|---|---|---|---|---|---|---|---|\n"
        for run in runs {
            for p in run.problems {
                md +=
                    "| \(run.scene) | \(run.sizeName) | \(run.localeName) | \(p.kind.rawValue) | \(CheckReportText.cell(p.viewPath)) | \(CheckReportText.cell(p.text)) | \(CheckReportText.cell(p.shown)) | \(CheckReportText.cell(detail(p))) |\n"
            }
        }
        return md
    }

    /// The last column: how much, and what else is involved.
    static func detail(_ p: TextProblem) -> String {
        let pt = "\(NumberText.rounded(p.overflow, decimals: 1)) pt"
        switch p.kind {
        case .missingGlyphs: return "\(p.missingGlyphs) glyph(s)"
        case .truncated, .clipped, .clippedVertically: return pt
        case .tooSmall: return "\(NumberText.rounded(p.size, decimals: 1)) pt text"
        case .overlap: return "meets \(p.otherPath ?? "?")"
        case .covered: return "\(pt) under \(p.otherPath ?? "?")"
        case .outsideScroll: return "\(pt) outside \(p.otherPath ?? "?")"
        case .otherDigits, .orderAgainstDirection: return p.detail ?? ""
        }
    }
}
