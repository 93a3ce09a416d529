import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The harness at its smallest window (500×400) and a large one (1920×1080): the Basic scene's
/// rows all above the status line, and goldens of the whole window (tab bar and status line
/// included) for Basic, Swipe Controls and the feel lab at both sizes (at 500×400 the feel lab's
/// plots and fields share one place, switched by "Show").
@Suite(.serialized) struct WindowSizeTests {
    static let sizes = [Size(width: 500, height: 400), Size(width: 1920, height: 1080)]

    /// The shell on `name` at `size` after five frames, the scene as `T`, and the status
    /// line's top in window points. Call inside `withSDL`.
    private func laidOut<T: SceneView>(_ name: String, as type: T.Type, size: Size) throws -> (
        renderer: HeadlessRenderer, shell: HarnessShell, scene: T, statusTop: Double
    ) {
        let (renderer, shell) = try HeadlessSession.make(scene: name, size: size)
        renderer.run(frames: 5, fps: 60)
        let scene = try #require(shell.scene as? T)
        return (renderer, shell, scene, shell.statusLabel.convert(Point(x: 0, y: 0), to: nil).y)
    }

    @Test(arguments: sizes)
    func basicRowsStayAboveTheStatusLine(size: Size) throws {
        try withSDL {
            let (_, _, scene, statusTop) = try laidOut("basic", as: BasicScene.self, size: size)
            for row in scene.rows {
                let bottom = row.convert(Point(x: 0, y: row.bounds.maxY), to: nil).y
                #expect(bottom <= statusTop, "\(row.label.text) at \(size)")
                #expect(row.frame.maxX <= scene.bounds.maxX)
            }
        }
    }

    @Test(arguments: sizes)
    func feelLabStaysAboveTheStatusLineAndShowsPlotsForARobotFling(size: Size) throws {
        try withSDL {
            let (renderer, _, scene, statusTop) = try laidOut("feel", as: FeelLabScene.self, size: size)
            let shown = [scene.panel, scene.positionPlot, scene.velocityPlot, scene.saveButton, scene.robotButtons[2]]
            for view in shown where !view.isHidden {
                let corner = view.convert(Point(x: view.bounds.maxX, y: view.bounds.maxY), to: nil)
                #expect(corner.y <= statusTop && corner.x <= scene.bounds.maxX, "\(type(of: view)) at \(size)")
            }
            #expect(scene.isCompact == (size.height < 500))
            #expect(scene.panel.isHidden == false)
            #expect(scene.positionPlot.isHidden == scene.isCompact)
            scene.startRobotFling(RobotFling.all[0])
            renderer.run(frames: 2, fps: 60)
            #expect(!scene.positionPlot.isHidden && !scene.velocityPlot.isHidden)
            #expect(scene.panel.isHidden == scene.isCompact)
            let plotBottom = scene.velocityPlot.convert(Point(x: 0, y: scene.velocityPlot.bounds.maxY), to: nil).y
            #expect(plotBottom <= statusTop && scene.velocityPlot.bounds.height >= 60)
        }
    }

    @Test(arguments: ["basic", "swipe-controls", "feel"])
    func goldenAtSmallestAndLargeSizes(scene: String) throws {
        try withSDL {
            for size in Self.sizes {
                let (renderer, _) = try HeadlessSession.make(scene: scene, size: size)
                renderer.run(frames: 30, fps: 60)
                try GoldenImage.check(
                    renderer.snapshot(), named: "window-\(scene)-\(Int(size.width))x\(Int(size.height))")
            }
        }
    }
}
