import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

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
        let (renderer, shell) = try HeadlessSession.make(
            scene: options.scene.lowercased(), size: options.size, pixelScale: options.pixelScale,
            context: options.sceneContext())
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
