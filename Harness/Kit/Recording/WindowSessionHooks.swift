import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Recording, replay and the report for a session in a real window.
///
/// - Record: every input event SDL delivers (through `SDLWindowApp.onEvent`), with its time
///   from the start of the loop, and every change of the window's size; written when the
///   window closes.
/// - Replay: each recorded event is given to `injectEvent` when its time comes (timestamps
///   rebased to the live clock). `set` entries are applied as in scripts; a recorded resize is
///   not reproduced in a window (the status line says so). While events are pending the loop
///   wakes every few milliseconds so they are on time.
/// - Report: written when the window closes, with the frame times the loop measured.
public final class WindowSessionHooks {
    public let options: HarnessRunOptions
    private var start = 0.0
    private var recorded: [TimedAction] = []
    private var lastSize: Size?
    private var initialSize: Size?
    private var frameSeconds: [Double] = []
    private var pending: [TimedAction] = []
    private var nextPending = 0
    private var savedIdleWait = 0.5

    /// Runs once the window exists, just before its loop starts (tests push SDL events here).
    public var onStart: (() -> Void)?

    public init(options: HarnessRunOptions) {
        self.options = options
        pending = options.replay?.entries ?? []
    }

    /// Hooks into the app just before its loop starts.
    func attach(app: SDLWindowApp, shell: HarnessShell) {
        start = shell.sessionStart  // one origin for the recording, the replay and the messages
        lastSize = app.host.size
        initialSize = app.host.size
        if options.recordPath != nil {
            let previous = app.onEvent
            app.onEvent = { [unowned self, unowned app] e in
                previous?(e)
                noteResize(app.host.size)
                recordInput(e)
            }
        }
        let previousFrame = app.onFrame
        app.onFrame = { [unowned self, unowned app] seconds in
            previousFrame?(seconds)
            frameSeconds.append(seconds)
            if options.recordPath != nil { noteResize(app.host.size) }
        }
        if !pending.isEmpty {
            savedIdleWait = app.idleWaitSeconds
            app.idleWaitSeconds = 0.004
            shell.post("Replaying \(pending.count) events from \(options.replayFile ?? "a recording")")
        }
        onStart?()
    }

    private func recordInput(_ e: InputEvent) {
        let t = max(0, e.timestamp - start)
        recorded.append(TimedAction(time: t, kind: .input(e.at(t))))
    }

    private func noteResize(_ size: Size) {
        guard size != lastSize else { return }
        lastSize = size
        recorded.append(TimedAction(time: max(recorded.last?.time ?? 0, 0), kind: .resize(size)))
    }

    /// The loop's `until`: delivers the replay's due events. Never asks the loop to stop.
    func poll(app: SDLWindowApp, shell: HarnessShell) -> Bool {
        guard nextPending < pending.count else { return false }
        let now = app.clock.now - start
        while nextPending < pending.count, pending[nextPending].time <= now {
            let a = pending[nextPending]
            nextPending += 1
            switch a.kind {
            case .input(let e): app.injectEvent(Self.rebase(e, by: start))
            case .set(let control, let value):
                if let problem = ControlFinder.set(
                    control, to: value, in: app.host.rootView, excluding: [shell.statusLabel])
                {
                    shell.post("Replay event \(a.step ?? nextPending): set: \(problem)")
                }
            case .resize(let size):
                shell.post(
                    "Replay: the recorded resize to \(JSONValue.format(size.width))x\(JSONValue.format(size.height)) is not reproduced in a window"
                )
            case .screenshot:
                break
            }
        }
        if nextPending == pending.count {
            app.idleWaitSeconds = savedIdleWait
            shell.post("Replay finished")
        }
        return false
    }

    static func rebase(_ e: InputEvent, by offset: Double) -> InputEvent {
        e.at(e.timestamp + offset)
    }

    /// After the loop: writes the recording and the report.
    func finish(app: SDLWindowApp, shell: HarnessShell) throws {
        let duration = max(0, app.clock.now - start)
        if let path = options.recordPath {
            let recording = InputRecording(
                scene: options.scene.lowercased(), size: initialSize ?? options.size,
                fps: options.fps, duration: duration, feel: options.feel, entries: recorded)
            try recording.write(to: path)
            try StandardStreams.print(
                "Recorded \(recorded.count) events over \(JSONValue.format((duration * 100).rounded() / 100)) s -> \(path)"
            )
        }
        if let path = options.reportPath {
            let fps = duration > 0 ? (Double(frameSeconds.count) / duration * 10).rounded() / 10 : 0
            var report = shell.report(fps: fps, frames: frameSeconds.count, frameSeconds: frameSeconds)
            report.pixelScale = app.pixelScale
            report.textProblems = shell.textCheck?.problems ?? []  // F3's, when it is on
            try report.write(to: path)
        }
    }
}
