import FlywheelCore
import FlywheelUI
import Foundation

/// What every scene is made with: the pictures and the feel in force (`--feel FILE`, or the
/// feel lab's current profile).
public final class SceneContext {
    public let assets: AssetLibrary
    public var feel: FeelParameters
    /// The backend's numbers for the Leak scene ("text 12, images 40": cached textures), set by
    /// the session that owns the canvas; scenes sit above the backend and cannot ask it.
    public var backendStats: (() -> String)?
    /// The process's resident memory, which the Leak scene shows. It changes from one run to the
    /// next, so a run that compares pictures of two runs (damage tracking on and off) fixes it
    /// (`fixProcessReadings()`).
    public var residentBytes: () -> Int? = ProcessMemory.residentBytes
    /// The file the feel lab's Save and Load use (default `flywheel-feel.json` in the current
    /// folder). The fuzzer gives each case a private one that starts absent: a profile one case
    /// saved must not change what a later case loads.
    public var feelProfilePath = "flywheel-feel.json"
    /// Every string measured and drawn passes through this pseudo-locale (`--pseudo-locale`;
    /// nil: the strings as written). Set on the canvas by the session.
    public var pseudoLocale: PseudoLocale?
    /// The player's locale (`--locale`; nil: locale-free): the session sets it on the host
    /// (`ViewHost.locale`), and scenes write the numbers a player reads with `numbers`.
    public var locale: Locale? {
        didSet { if locale != oldValue { numbers = LocalNumbers(locale: locale) } }
    }
    /// Numbers for the player, in `locale`'s form (`LocalNumbers.plain` without one).
    public private(set) var numbers = LocalNumbers.plain
    /// Whether views keep retained layers (`View.retainsLayer`; `--no-layers` turns them off,
    /// for comparing: the frames are the same). Set on the host by the session.
    public var usesRetainedLayers = true
    /// Frames shown and read back as a player with this colour-vision deficiency sees them
    /// (`--colour-vision`; nil: as drawn). Set on the renderer host by the session.
    public var colourVision: ColourVision?
    /// Every label and title of each scene shows this string from the hostile-text corpus
    /// (`--hostile-text`, and one fuzz case in `FuzzHostileText.drawEvery`; nil: the scenes' own).
    public var hostileText: HostileText?
    /// The labels printed on a pad's buttons, by the pad's id (Xbox, PlayStation, Nintendo or
    /// generic), for the scenes' button prompts: the session that owns the controllers sets it
    /// (`SDLGameControllers.labels(for:)`); nil: Xbox labels.
    public var padLabels: ((PadID) -> PadLabels)?
    /// The layout direction of the window (`--layout-direction`; nil: the locale's, or right to left
    /// under a pseudo-locale that mirrors, `rtl` or `all`, else the host's own). Set on the host by the
    /// session (`resolvedLayoutDirection`).
    public var layoutDirection: LayoutDirection?

    /// `layoutDirection`, else the player locale's (`--locale ar`: right to left), else the pseudo-locale's (`PseudoLocale.layoutDirection`), else nil.
    public var resolvedLayoutDirection: LayoutDirection? {
        layoutDirection ?? locale.map(LayoutDirection.init(locale:)) ?? pseudoLocale?.layoutDirection
    }

    public init(assets: AssetLibrary = AssetLibrary(), feel: FeelParameters = .ios, pseudoLocale: PseudoLocale? = nil) {
        self.assets = assets
        self.feel = feel
        self.pseudoLocale = pseudoLocale
    }
}

/// The base of every harness scene: a view that fills the content area and lays out its own
/// controls. A scene reports what happens through `status` (shown on the status line), and its
/// controls through `controlRecorders` (its spinners' recorders, unless it lists others).
class SceneView: View, ReportingScene {
    /// Set by the shell; scenes call it with a one-line message ("Rating: 4 stars").
    var status: ((String) -> Void)?
    let context: SceneContext

    /// Extra lines for the F1 help overlay (what to try, what the controls mean). The overlay
    /// already lists the harness keys and every labelled control with its values.
    var helpLines: [String] { [] }

    /// True when the scene puts its own message on the status line for every event of its
    /// controls ("Slider 3 changed"): the shell then does not echo them ("valueChanged ← …").
    var postsOwnControlEvents: Bool { false }

    /// The recorders of the scene's spinners, for reports (`SpinnerRecorder`).
    var spinnerRecorders: [SpinnerRecorder] = []
    var controlRecorders: [any ControlRecorder] { spinnerRecorders }
    /// The status lines `statusLineRecorder(for:name:title:)` made, kept for their recorders.
    var spinnerStatusLines: [SpinnerStatusLine] = []

    init(context: SceneContext) {
        self.context = context
        super.init(frame: .zero)
        // Scenes lay out in left-to-right terms; right to left their controls' places mirror.
        mirrorsSubviewsRightToLeft = true
        backgroundColor = .white
    }
}

/// The harness's own scenes, in tab order: what `harness` registers, and what a program of your
/// own adds to its scenes unless it asks not to (`HarnessProgram.main(scenes:includingBuiltInScenes:name:)`).
public enum BuiltInScenes {
    public static let all: [SceneEntry] = [
        SceneEntry(
            name: "basic", title: "Basic",
            summary:
                "The Basic harness: one spinner and all ten control rows (HUD, disabled items, threshold, sounds, mode, colours, count)",
            make: { BasicScene(context: $0) }),
        SceneEntry(
            name: "center", title: "Simple Center",
            summary:
                "Tabbed harness tab 1: a 48-pt spinner centred in its working area; dataset segments and the Spinner/Picker switch",
            make: { CenterScene(context: $0) }),
        SceneEntry(
            name: "corner", title: "Bottom Right",
            summary:
                "Tabbed harness tab 2: a spinner on the clipped bottom-right corner, its container turned -45°, all colours clear",
            make: { CornerScene(context: $0) }),
        SceneEntry(
            name: "rotator", title: "Rotator",
            summary:
                "Tabbed harness tab 3: a slider turns the spinner's container by whole items; Compensate For Rotation keeps the centre upright",
            make: { RotatorScene(context: $0) }),
        SceneEntry(
            name: "quadrants", title: "Quadrants",
            summary:
                "Tabbed harness tab 4: four concentric spinners, each clipped to its quadrant and turned to point into it",
            make: { QuadrantsScene(context: $0) }),
        SceneEntry(
            name: "hud", title: "HUD",
            summary:
                "The HUD harness: a huge half-visible HUD-mode ring over a photo; centre-image choices and eight tint swatches",
            make: { HUDScene(context: $0) }),
        SceneEntry(
            name: "controller", title: "Controller",
            summary:
                "A weapon wheel over a moving game for a game controller: hold LB, aim with a stick, release to take, B cancels; a stick visualiser and button prompts",
            make: { ControllerScene(context: $0) }),
        SceneEntry(
            name: "leak", title: "Leak",
            summary:
                "The leak test: its spinner, plus a churn that creates, opens, spins and destroys N spinners with live counts",
            make: { LeakScene(context: $0) }),
        SceneEntry(
            name: "rating", title: "Rating",
            summary:
                "The custom-UIControl exercise: a star rating row, its title and 4/5/6-star and right-to-left controls",
            make: { RatingScene(context: $0) }),
        SceneEntry(
            name: "feel", title: "Feel Lab",
            summary:
                "The feel lab: every FeelParameters field live on a spinner and a picker, presets, robot flings, plots at 30-240 fps, profile files",
            make: { FeelLabScene(context: $0) }),
        SceneEntry(
            name: "swipe-paging", title: "Swipe Paging",
            summary: "SwipeView's Paging Example: 100 coloured, numbered pages, paging on, a page indicator",
            make: { SwipePagingScene(context: $0) }),
        SceneEntry(
            name: "swipe-controls", title: "Swipe Controls",
            summary:
                "SwipeView's Controls Example: 100 centred 200×200 items, each with a button, a switch and a slider that name their item; double tap or long press an item",
            make: { SwipeControlsScene(context: $0) }),
        SceneEntry(
            name: "swipe-lab", title: "Swipe Lab",
            summary: "A SwipeView and a control per property; its callbacks on the status line, a live readout",
            make: { SwipeLabScene(context: $0) }),
        SceneEntry(
            name: "parameter-menu", title: "Menu",
            summary:
                "The Snapseed-style parameter menu: press on a landscape, slide to pick and change nine linked colour parameters; the picture is tinted live",
            make: { ParameterMenuScene(context: $0) }),
        SceneEntry(
            name: "languages", title: "Languages",
            summary:
                "Text in many scripts: a label per script, mixed-direction and emoji lines, a picker of ten cities in their own scripts",
            make: { LanguagesScene(context: $0) }),
    ]

}
