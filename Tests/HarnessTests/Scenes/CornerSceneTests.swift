import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Tab 2, "Bottom Right": the clipped working area, the rotated clipping container on its
/// corner, the spinner a tenth of it, clear colours; golden image open.
@Suite(.serialized) struct CornerSceneTests {
    @Test func geometryAndColours() throws {
        try SceneTest.run("corner", as: CornerScene.self) { _, _, scene in
            let area = scene.workingArea
            #expect(area.clipsToBounds && scene.container.clipsToBounds)
            #expect(area.frame == Rect(x: 0, y: 0, width: scene.bounds.width, height: scene.bounds.height - 54))
            let side = 2 * min(area.bounds.width, area.bounds.height)
            #expect(scene.container.bounds.size == Size(width: side, height: side))
            #expect(scene.container.center == Point(x: area.bounds.maxX, y: area.bounds.maxY))
            #expect(SceneTest.sameTurn(scene.container.rotation, -Double.pi / 4))
            #expect(abs(scene.spinner.bounds.width - 0.1 * side) < 1e-9)
            #expect(scene.spinner.center == scene.container.bounds.center)
            #expect(scene.spinner.ringRadius == side / 2)
            for c in [scene.spinner.backgroundColor, scene.spinner.openBackgroundColor] { #expect(c?.isClear == true) }
            #expect(scene.spinner.tintColor.isClear)
            #expect(!scene.spinner.framedIcons)
        }
    }

    @Test func theSelectedItemPointsUpLeftIntoTheVisibleArea() throws {
        try SceneTest.run("corner", as: CornerScene.self) { renderer, _, scene in
            scene.spinner.isOpen = true
            SceneTest.settle(renderer)
            let corner = scene.workingArea.convert(
                Point(x: scene.workingArea.bounds.maxX, y: scene.workingArea.bounds.maxY), to: nil)
            // The ring's top (the selected item) in window points: up and to the left, at 45°.
            let r = scene.spinner.ringRadius
            let s = scene.spinner
            let top = s.convert(Point(x: s.bounds.midX, y: s.bounds.midY - r * 0.8), to: nil)
            #expect(top.x < corner.x && top.y < corner.y)
            #expect(abs((corner.x - top.x) - (corner.y - top.y)) < 1e-6)
            #expect(scene.workingArea.convert(top, from: nil).y > 0, "inside the visible area")
        }
    }

    @Test func goldenOpen() throws {
        try SceneTest.run("corner", as: CornerScene.self) { renderer, _, scene in
            try SceneTest.checkOpenGolden(renderer, scene, spinners: [scene.spinner], named: "corner-open")
        }
    }
}

/// At window heights over about 690 the rotated clipping container's layer is over ~1030 px wide;
/// SDL 2.26's software renderer crashed drawing such a layer rotated (SIGSEGV inside
/// SDL_RenderGeometry). The canvas now renders software layers at most 1024 px a side.
@Suite(.serialized) struct CornerSceneTallWindowTests {
    @Test func rendersInATallWindow() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(
                scene: "corner", size: Size(width: 800, height: 800), context: SceneTest.context())
            renderer.run(frames: 2, fps: SceneTest.settleFPS)
            let scene = try #require(shell.scene as? CornerScene)
            #expect(scene.container.bounds.width > 1030)
            scene.spinner.isOpen = true
            renderer.run(frames: 20, fps: SceneTest.settleFPS)
            // The clipped, rotated ring is drawn: the corner area is not the plain background.
            let image = renderer.snapshot()
            let p = scene.spinner.convert(Point(x: -60, y: -60), to: nil)
            #expect(image.pixel(x: Int(p.x), y: Int(p.y)).a == 255)
        }
    }
}
