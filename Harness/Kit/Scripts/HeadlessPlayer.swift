import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Plays a `Timeline` (a script's steps or a recording) into the harness shell on a headless
/// renderer, on the virtual clock.
///
/// Frames are drawn on a fixed grid, frame k at k/fps. Each action happens at its own time,
/// between frames: the clock moves to it, the host catches up (animations, ticks, layout) and
/// the event is delivered — so what the controls see depends on the action times only, never on
/// the frame rate. After the last action the frames run on to the timeline's end, and a last
/// frame is drawn exactly at the end, so the final state is sampled at the same moment at any fps.
///
/// ```swift
/// let (renderer, shell) = try HeadlessSession.make(scene: "rating", size: size)
/// let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: 60)
/// try player.play(script.timeline(), source: script.file)
/// let report = player.report()
/// ```
public final class HeadlessPlayer {
    public let renderer: HeadlessRenderer
    let shell: HarnessShell
    public let fps: Double
    /// Relative screenshot paths are resolved against this folder (default: the current one).
    public var screenshotDirectory: URL?
    /// Called with every input, `set` and resize action as it is delivered (recording).
    public var onAction: ((TimedAction) -> Void)?
    /// Wall-clock seconds each frame took to draw.
    public private(set) var frameSeconds: [Double] = []
    /// The virtual time of the last frame drawn.
    public private(set) var lastFrameTime: Double?
    /// Screenshot files written so far.
    public private(set) var screenshotsWritten: [String] = []

    private var nextGridFrame = 0
    /// False: frames advance the host (animations, ticks, layout) without drawing — the
    /// fuzzer's fast mode for most of its cases.
    public var drawsFrames = true
    /// With `drawsFrames`, draw only every this many frames (the others only advance): the soak.
    public var drawEvery = 1
    /// False: frame times are not kept (a run of a million frames would keep 8 MB of them).
    public var keepsFrameTimes = true
    /// Frames advanced or drawn so far.
    public private(set) var frameCount = 0
    /// Whether every control's rules (`ControlInvariants`: the `InvariantDeclaring` controls'
    /// own, a `NumericScriptSettable` control's range) are checked after every action, a broken
    /// one an error naming the step, the control and the rule (`ScriptedSession` turns it on;
    /// the fuzzer checks them itself).
    public var checksInvariants = false
    /// Called after every drawn frame (a test reading each frame's pixels).
    public var onFrameDrawn: (() -> Void)?

    init(renderer: HeadlessRenderer, shell: HarnessShell, fps: Double) {
        self.renderer = renderer
        self.shell = shell
        self.fps = fps.isFinite && fps > 0 ? fps : 60
    }

    public var framesRendered: Int { frameSeconds.count }

    // MARK: Frames

    /// Draws one frame at virtual time `t` (the clock never goes back), timing it.
    func renderFrame(at t: Double) {
        renderer.clock.set(to: t)
        let start = MonotonicClock.seconds()
        if drawsFrames, frameCount % max(1, drawEvery) == 0 {
            renderer.renderFrame()
            onFrameDrawn?()
        } else {
            renderer.host.advance(to: renderer.clock.now)
        }
        frameCount += 1
        let seconds = MonotonicClock.seconds() - start
        if keepsFrameTimes { frameSeconds.append(seconds) }
        lastFrameTime = renderer.clock.now
        shell.frameStatsOverlay?.record(frameSeconds: shell.frameSecondsToShow(seconds), at: renderer.clock.now)
    }

    /// Draws every grid frame up to and including time `t`.
    func renderGridFrames(through t: Double) {
        while Double(nextGridFrame) / fps <= t + 1e-9 {
            renderFrame(at: Double(nextGridFrame) / fps)
            nextGridFrame += 1
        }
    }

    /// `--frames N` without a script: N frames, the first one 1/fps after the start.
    public func runFrames(_ count: Int) {
        if nextGridFrame == 0 { nextGridFrame = 1 }
        for _ in 0..<max(0, count) {
            renderFrame(at: Double(nextGridFrame) / fps)
            nextGridFrame += 1
        }
    }

    // MARK: Playing

    /// Plays every action at its time, then runs the frames on to `timeline.duration`.
    /// `source` and `stepNoun` ("step" or "event") go into error messages.
    public func play(_ timeline: Timeline, source: String, stepNoun: String = "step") throws(ScriptError) {
        try play(timeline.actions, source: source, stepNoun: stepNoun)
        finish(at: timeline.duration)
    }

    /// Plays `actions` (drawing the grid frames before each), not yet running on to the end:
    /// a timeline played in pieces this way, then `finish(at:)`, draws what `play` draws.
    public func play(_ actions: some Sequence<TimedAction>, source: String, stepNoun: String = "step")
        throws(ScriptError)
    {
        for action in actions {
            renderGridFrames(through: action.time)
            try perform(action, source: source, stepNoun: stepNoun)
            if checksInvariants, let broken = ControlInvariants.violations(in: renderer.host.rootView).first {
                throw ScriptError(
                    file: source, line: action.line, step: action.step, stepNoun: stepNoun, message: broken)
            }
        }
    }

    /// With `checksInvariants`: throws for the first broken rule now (after `finish(at:)`: "at
    /// the end").
    public func checkInvariantsAtEnd(source: String) throws(ScriptError) {
        guard checksInvariants, let broken = ControlInvariants.violations(in: renderer.host.rootView).first else {
            return
        }
        throw ScriptError(file: source, message: "at the end: \(broken)")
    }

    /// Runs the frames on to `duration` and draws a last frame exactly there.
    public func finish(at duration: Double) {
        renderGridFrames(through: duration)
        if let last = lastFrameTime, last >= duration - 1e-9 { return }
        renderFrame(at: duration)
    }

    private func perform(_ action: TimedAction, source: String, stepNoun: String) throws(ScriptError) {
        func fail(_ key: String, _ message: String) -> ScriptError {
            ScriptError(
                file: source, line: action.line, step: action.step, stepNoun: stepNoun, key: key, message: message)
        }
        renderer.clock.set(to: action.time)
        renderer.host.advance(to: renderer.clock.now)
        switch action.kind {
        case .input(let event):
            renderer.host.handle(event)
        case .set(let control, let value):
            if let problem = ControlFinder.set(
                control, to: value, in: renderer.host.rootView, excluding: [shell.statusLabel])
            {
                throw fail("set", problem)
            }
        case .screenshot(let path):
            renderFrame(at: action.time)
            let url =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: path)
                : screenshotDirectory?.appendingPathComponent(path) ?? URL(fileURLWithPath: path)
            do {
                try renderer.savePNG(url.path)
            } catch let error as OutputFileError {
                throw fail("screenshot", "cannot write \(url.path): \(error.reason)")
            } catch {
                throw fail("screenshot", "cannot write \(url.path): \(error)")
            }
            screenshotsWritten.append(url.path)
            return
        case .resize(let size):
            do {
                try renderer.resize(to: size)
            } catch {
                throw fail("resize", "\(error)")
            }
        }
        onAction?(action)
    }

    // MARK: Results

    /// The report of the run so far.
    public func report() -> HarnessReport {
        shell.report(fps: fps, frames: framesRendered, frameSeconds: frameSeconds)
    }
}
