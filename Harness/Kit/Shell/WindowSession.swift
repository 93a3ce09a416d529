import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Runs the harness in a real window: the render loop draws only when something changed or
/// moves and otherwise sleeps in SDL_WaitEventTimeout.
public enum WindowSession {
    /// Where F12's `number`th screenshot of `scene` goes: `flywheel-<scene>-<n>.png` in the
    /// working folder, as a full path (the status line says it, so it can be found).
    static func screenshotPath(scene: String, number: Int) -> String {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent("flywheel-\(scene)-\(number).png").path
    }

    /// `hooks` add recording, replay and the report (see `WindowSessionHooks`). With
    /// `accessibility` false, screen readers do not see the window (`--no-accessibility`).
    public static func run(
        scene: String, size: Size, frames: Int?, screenshot: String?,
        context: SceneContext = SceneContext(), hooks: WindowSessionHooks? = nil,
        renderer: RendererChoice = .automatic, accessibility: Bool = true
    ) throws {
        try SDLRuntime.start(video: true)
        let app = try SDLWindowApp(
            title: "Flywheel harness", size: size, renderer: renderer, accessibility: accessibility)
        app.rendererHost.colourVision = context.colourVision
        let shell = HarnessShell.installed(scene: scene, context: context, canvas: app.canvas, host: app.host)
        // Sounds and rumble: silent where there is no device (the status line says so plainly,
        // standard error gives the device's reason: SoundNotice).
        // They start once the first frame is on screen: opening the audio device (PulseAudio,
        // then ALSA probed) and scanning for controllers took longer than everything before it.
        var feedback: SDLAudioFeedback?
        let reportsStartup = ProcessInfo.processInfo.environment["FLYWHEEL_STARTUP_REPORT"] != nil
        app.onIdle = { feedback?.pauseIfSilent() }
        app.onFrame = { [unowned app, weak shell] seconds in
            shell?.frameStatsOverlay?.record(frameSeconds: seconds, at: app.clock.now)
            guard feedback == nil else { return }
            if reportsStartup, let age = ProcessAge.seconds() {
                StandardStreams.printError(
                    "\(ProgramName.current): first frame on screen \(Int((age * 1000).rounded())) ms after the process started"
                )
            }
            let started = SDLAudioFeedback()
            app.host.feedback = started
            if let notice = SoundNotice(audioActive: started.isAudioActive, audioStatus: started.audioStatus) {
                // Plain, and still pointing at help: "No sound device: sounds off · Leak — F1: help".
                if let shell { shell.post("\(notice.status) · \(HarnessShell.sceneMessage(shell.entry.title))") }
                if let detail = notice.detail { StandardStreams.printError("\(ProgramName.current): \(detail)") }
            }
            feedback = started
        }
        let shellKeys = app.host.unhandledKeyHandler
        var shots = 0
        app.host.unhandledKeyHandler = { e in
            if e.isDown, e.key == .function(12) {
                shots += 1
                let path = Self.screenshotPath(scene: shell.entry.name, number: shots)
                do {
                    try app.saveScreenshot(path)
                    shell.post("Saved \(path)")
                } catch {
                    shell.post("Screenshot failed: \(error)")
                }
                return true
            }
            return shellKeys?(e) ?? false
        }
        hooks?.attach(app: app, shell: shell)
        app.run(maxFrames: frames, until: hooks.map { h in { h.poll(app: app, shell: shell) } })
        try hooks?.finish(app: app, shell: shell)
        if let screenshot {
            try OutputPathError.naming("--screenshot") { try app.saveScreenshot(screenshot) }
            try StandardStreams.print("\(scene): window frame -> \(screenshot)")
        }
    }
}
