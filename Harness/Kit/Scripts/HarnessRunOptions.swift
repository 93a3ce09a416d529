import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Everything one run of the harness was asked to do, resolved from the command line (the
/// command line wins over the script or recording, which win over the defaults).
public struct HarnessRunOptions {
    public var scene: String
    public var size: Size
    public var fps: Double
    /// Headless without a script or recording: how many frames to draw. In a window: quit after
    /// this many frames.
    public var frames: Int?
    /// Save the last frame here.
    public var screenshot: String?
    public var script: HarnessScript?
    /// A recording to play, and the file it came from (for messages).
    public var replay: InputRecording?
    public var replayFile: String?
    /// Write the report here ("-" = standard output).
    public var reportPath: String?
    /// Record the input here.
    public var recordPath: String?
    /// The feel every scene is made with.
    public var feel: FeelParameters
    /// Device pixels per point of the headless canvas (`--pixel-scale`, 1...4): 2 draws as a
    /// HiDPI ("Retina") display does.
    public var pixelScale: Double = 1
    /// Every string passes through this pseudo-locale (`--pseudo-locale`; nil: as written).
    public var pseudoLocale: PseudoLocale?
    /// The player's locale: numbers they read in its form (`--locale`; nil: locale-free, as
    /// always). The report, the script and the harness's own words are not affected.
    public var locale: Locale?
    /// Whether views keep retained layers (`--no-layers` turns them off; frames are the same).
    public var usesRetainedLayers = true
    /// Frames read back (screenshots) as a player with this colour-vision deficiency sees
    /// them (`--colour-vision`; nil: as drawn).
    public var colourVision: ColourVision?
    /// Every label and title shows this hostile-text corpus entry (`--hostile-text`; nil: the
    /// scenes' own text).
    public var hostileText: HostileText?
    /// The layout direction of every scene (`--layout-direction`; nil: the pseudo-locale's,
    /// else left to right).
    public var layoutDirection: LayoutDirection?

    public init(
        scene: String, size: Size, fps: Double, frames: Int? = nil, screenshot: String? = nil,
        script: HarnessScript? = nil, replay: InputRecording? = nil, replayFile: String? = nil,
        reportPath: String? = nil, recordPath: String? = nil, feel: FeelParameters = .ios
    ) {
        self.scene = scene; self.size = size; self.fps = fps; self.frames = frames; self.screenshot = screenshot
        self.script = script; self.replay = replay; self.replayFile = replayFile
        self.reportPath = reportPath; self.recordPath = recordPath; self.feel = feel
    }

    /// The context every scene of the run is made with: the feel, the pseudo-locale, the
    /// player's locale, layers, colour vision, hostile text and layout direction.
    public func sceneContext() -> SceneContext {
        let context = SceneContext(feel: feel, pseudoLocale: pseudoLocale)
        context.locale = locale
        context.usesRetainedLayers = usesRetainedLayers
        context.colourVision = colourVision
        context.hostileText = hostileText
        context.layoutDirection = layoutDirection
        return context
    }
}
