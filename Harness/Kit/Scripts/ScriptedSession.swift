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
}

/// Headless runs with input: a script, a replay, or `--frames N`; then the screenshot, the
/// recording and the report.
///
/// ```swift
/// let script = try HarnessScript.load(path: "Harness/Scripts/rating-demo.json")
/// let report = try ScriptedSession.run(HarnessRunOptions(scene: "rating", size: Size(width: 800, height: 600),
///                                                        fps: 60, script: script))
/// ```
public enum ScriptedSession {
    /// Runs headless and returns the report (also written to `reportPath` when set).
    /// Relative screenshot paths in the script resolve against `screenshotDirectory` (default:
    /// the current folder). A summary line goes to standard output (to standard error when the
    /// report itself goes to standard output) unless `quiet`.
    @discardableResult
    public static func run(_ options: HarnessRunOptions, screenshotDirectory: URL? = nil, quiet: Bool = false) throws
        -> HarnessReport
    {
        guard SceneCatalog.entry(named: options.scene) != nil else {
            let file = options.script?.file ?? options.replayFile ?? "--scene"
            throw ScriptError(file: file, key: "scene", message: SceneCatalog.unknownSceneMessage(options.scene))
        }
        try checkFrameCount(options)
        let context = SceneContext(feel: options.feel, pseudoLocale: options.pseudoLocale)
        context.locale = options.locale
        context.usesRetainedLayers = options.usesRetainedLayers
        context.colourVision = options.colourVision
        context.hostileText = options.hostileText
        context.layoutDirection = options.layoutDirection
        let (renderer, shell) = try HeadlessSession.make(
            scene: options.scene.lowercased(), size: options.size, pixelScale: options.pixelScale, context: context)
        let textCheck = TextCheck()
        renderer.canvas.textCheck = textCheck
        let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: options.fps)
        player.screenshotDirectory = screenshotDirectory
        player.checksInvariants = true
        var recorded: [TimedAction] = []
        if options.recordPath != nil { player.onAction = { recorded.append($0) } }

        let duration: Double
        if let script = options.script {
            let timeline = script.timeline()
            try player.play(timeline, source: script.file)
            try player.checkInvariantsAtEnd(source: script.file)
            duration = timeline.duration
        } else if let recording = options.replay {
            try player.play(recording.timeline, source: options.replayFile ?? "replay", stepNoun: "event")
            try player.checkInvariantsAtEnd(source: options.replayFile ?? "replay")
            duration = recording.duration
        } else {
            player.runFrames(options.frames ?? 30)
            duration = player.lastFrameTime ?? 0
        }

        if let path = options.screenshot { try OutputPathError.naming("--screenshot") { try renderer.savePNG(path) } }
        if let path = options.recordPath {
            let recording = InputRecording(
                scene: options.scene.lowercased(), size: options.size, fps: options.fps,
                duration: duration, feel: options.feel, entries: recorded)
            try recording.write(to: path)
        }
        var report = player.report()
        report.pixelScale = options.pixelScale
        report.textProblems = textCheck.problems
        if let path = options.reportPath { try report.write(to: path) }
        if !quiet {
            var line = "\(options.scene): \(player.framesRendered) frames at \(JSONValue.format(options.fps)) fps"
            if options.pixelScale != 1 { line += " at pixel scale \(JSONValue.format(options.pixelScale))" }
            line += ", \(JSONValue.format((duration * 1000).rounded() / 1000)) s"
            for shot in player.screenshotsWritten { line += "\n  screenshot -> \(shot)" }
            if let s = options.screenshot { line += "\n  last frame -> \(s)" }
            if let r = options.recordPath { line += "\n  recording -> \(r)" }
            if let r = options.reportPath, r != "-" { line += "\n  report -> \(r)" }
            if options.reportPath == "-" {
                StandardStreams.printError(line)  // standard output holds the report
            } else {
                try StandardStreams.print(line)
            }
        }
        return report
    }

    /// Refuses a script or recording whose duration at the run's frame rate would draw more than
    /// `HarnessLimits.maximumFrames` frames.
    static func checkFrameCount(_ options: HarnessRunOptions) throws(ScriptError) {
        let file: String, duration: Double
        if let script = options.script {
            (file, duration) = (script.file, script.timeline().duration)
        } else if let recording = options.replay {
            (file, duration) = (options.replayFile ?? "replay", recording.duration)
        } else {
            return
        }
        let frames = duration * options.fps
        guard frames <= Double(HarnessLimits.maximumFrames) else {
            throw ScriptError(
                file: file, key: "fps",
                message: "\(NumberText.shortest(duration)) s at "
                    + "\(NumberText.shortest(options.fps)) fps is \(NumberText.shortest(frames.rounded(.up))) frames; "
                    + "the limit is \(HarnessLimits.maximumFrames) frames (HarnessLimits.maximumFrames)")
        }
    }
}
