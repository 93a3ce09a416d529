import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Accessibility QA over the scenes (`harness a11y-check`): each scene rendered headless at each
/// size through the loop `l10n-check` uses (`SceneCheckLoop`), then audited (`A11yAudit`):
/// unnamed elements, small touch targets, text and controls with too little contrast in the
/// rendered pixels, controls focus never reaches, adjustable elements with no value, controls
/// that take focus out of sight (Tab walked through each scene). Problems
/// an exceptions file excuses are kept apart, with its reason.
///
/// ```swift
/// var check = A11yCheck(scenes: ["basic"], sizes: [Size(width: 500, height: 400)])
/// check.colourVision = .deuteranopia        // measure what a deuteranope sees
/// let runs = try check.run(savingPicturesIn: "out/a11y")
/// runs.flatMap(\.problems).isEmpty          // true when the scene passes
/// ```
public struct A11yCheck {
    /// One scene at one size.
    public struct Run: Sendable {
        public var scene: String
        public var size: Size
        /// What was found and not excused.
        public var problems: [A11yProblem]
        /// What an exception excused, with it.
        public var excused: [(problem: A11yProblem, exception: A11yExceptions.Entry)]
        /// Where its picture was saved (nil when none was).
        public var picture: String?
        /// The pseudo-locale and the real locale it ran in (nil, nil: the strings as written).
        public var locale: PseudoLocale?
        public var realLocale: L10nCheckLocale?
        /// Its number in the order one unsharded run renders (scenes outermost, then sizes, then locales):
        /// what `--shard` splits and `harness merge` puts back in order.
        public var position = 0

        public var sizeName: String { SceneCheckLoop.sizeName(size) }
        /// "as-written", a pseudo-locale's name ("rtl") or a real locale's ("ar-EG", "ar+long").
        public var localeName: String { realLocale?.name ?? locale?.description ?? "as-written" }
        /// "rating 800x600", "rating 800x600 ar": where the run is, as its report lines begin.
        public var place: String {
            localeName == "as-written" ? "\(scene) \(sizeName)" : "\(scene) \(sizeName) \(localeName)"
        }
    }

    public var scenes: [String]
    public var sizes: [Size]
    /// Frames drawn before the check looks (at `fps`): opening animations included.
    public var frames = 30
    public var fps = 60.0
    /// The smallest touch target accepted.
    public var targetSize = TargetSizeStandard.apple
    /// Measure the frames as a player with this colour-vision deficiency sees them.
    public var colourVision: ColourVision?
    /// The deliberate cases not to report.
    public var exceptions = A11yExceptions()
    /// The slice of the renders to run (`--shard`; default all).
    public var shard = Shard.whole
    /// The pseudo-locales each scene is checked in (nil: the strings as written), as
    /// `l10n-check`'s `--locales`.
    public var locales: [PseudoLocale?] = [nil]
    /// Real locales run after the pseudo-locales (`--locales ar,fa`): numbers in their digits,
    /// laid out in their direction (ar, he, fa mirrored).
    public var realLocales: [L10nCheckLocale] = []
    /// Lay every render out in this direction (`--layout-direction`); nil: each locale's own.
    public var layoutDirection: LayoutDirection?

    /// How many renders one unsharded run makes.
    public var renderCount: Int { scenes.count * sizes.count * (locales.count + realLocales.count) }

    /// Every locale a render runs in, by the name the reports give it.
    public var localeNames: [String] { locales.map { $0?.description ?? "as-written" } + realLocales.map(\.name) }

    public init(scenes: [String], sizes: [Size] = L10nCheck.defaultSizes) {
        self.scenes = scenes
        self.sizes = sizes
    }

    /// Checks every scene at every size in every locale (scenes outermost, then sizes), saving
    /// each picture with the problems outlined (a colour per kind, excused ones in grey) as
    /// `<folder>/<W>x<H>/<scene>.png` (the strings as written) or
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
            let context = CheckLocales.context(pseudo: locale, real: real, layoutDirection: layoutDirection)
            context.colourVision = colourVision
            let render = try loop.render(scene: scene, size: size, context: context)
            var run = Run(scene: scene, size: size, problems: [], excused: [], picture: nil)
            run.locale = locale
            run.realLocale = real
            run.position = position
            let audit = A11yAudit(render: render, targetSize: targetSize)
            for problem in audit.problems() {
                if let entry = exceptions.excuse(problem, scene: scene, size: size) {
                    run.excused.append((problem, entry))
                } else {
                    run.problems.append(problem)
                }
            }
            if let folder {
                let outlines =
                    run.excused.map { ProblemOutline(box: $0.problem.box, color: Color(white: 0.6)) }
                    + run.problems.map { ProblemOutline(box: $0.box, color: $0.kind.outlineColor) }
                let pictures =
                    run.localeName == "as-written"
                    ? folder : (folder as NSString).appendingPathComponent(run.localeName)
                run.picture = try loop.savePicture(render, outlines: outlines, in: pictures, image: audit.picture)
            }
            progress?(run)
            runs.append(run)
        }
        return runs
    }

    /// The exceptions no run used: what they excused is gone (or was not in the scenes run).
    public func unusedExceptions(_ runs: [Run]) -> [A11yExceptions.Entry] {
        let used = Set(runs.flatMap { $0.excused.map(\.exception) })
        return exceptions.entries.filter { !used.contains($0) }
    }
}
