import Foundation
import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// Runs the harness in a real window: the render loop draws only when something changed or
/// moves and otherwise sleeps in SDL_WaitEventTimeout.
public enum WindowSession {
    public static func run(scene: String, size: Size, frames: Int?, screenshot: String?) throws {
        try SDLRuntime.start(video: true)
        let app = try SDLWindowApp(title: "Flywheel harness", size: size)
        let shell = HarnessShell(initialScene: scene)
        shell.install(in: app.host)
        let shellKeys = app.host.unhandledKeyHandler
        var shots = 0
        app.host.unhandledKeyHandler = { e in
            if e.isDown, e.key == .function(12) {
                shots += 1
                let path = "flywheel-\(shell.entry.name)-\(shots).png"
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
        app.run(maxFrames: frames)
        if let screenshot {
            try app.saveScreenshot(screenshot)
            print("\(scene): window frame -> \(screenshot)")
        }
    }
}
