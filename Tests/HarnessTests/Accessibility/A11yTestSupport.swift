import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

@testable import HarnessKit

/// Plants views in a built-in scene and audits it, the way `a11y-check` audits a scene: the
/// planted views sit on a white panel at the scene's top left, named "Planted".
enum A11yPlanting {
    /// The scene planted in: its own controls sit elsewhere.
    static let scene = "corner"
    static let size = Size(width: 800, height: 600)

    /// Renders the scene (in `context`'s locale and direction), adds `views` to a white panel in it, draws the frame again recording
    /// its lines, and returns what the audit finds.
    static func audit(
        _ views: [View], targetSize: TargetSizeStandard = .apple, panel color: Color = .white, size: Size = size,
        context: SceneContext = SceneContext()
    ) throws -> [A11yProblem] {
        let render = try plant(views, panel: color, size: size, context: context)
        return A11yAudit(render: render, targetSize: targetSize).problems()
    }

    /// Renders the scene with `views` on the planted panel, the last frame drawn whole recording
    /// its lines: ready for an audit, or to read where the planted text was drawn.
    static func plant(
        _ views: [View], panel color: Color = .white, size: Size = size, context: SceneContext = SceneContext()
    ) throws -> SceneCheckLoop.Render {
        let loop = SceneCheckLoop(frames: 2, fps: 60)
        let render = try loop.render(scene: scene, size: size, context: context)
        let panel = View(frame: Rect(x: 10, y: 10, width: 360, height: 240))
        panel.backgroundColor = color
        panel.accessibilityLabel = "Planted"
        for v in views { panel.addSubview(v) }
        render.shell.scene.addSubview(panel)
        render.renderer.run(frames: 2)
        loop.drawRecordingLines(render)
        return render
    }
}
