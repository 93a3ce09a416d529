import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL  // the canvas's caches
@testable import HarnessKit

/// Every filter pass of the parameter menu makes a new 640x427 picture. The textures of the
/// pictures it has let go must go with them: they filled the texture caches (256 MB) over a soak.
@Suite(.serialized) struct ParameterMenuTextureTests {
    @Test func filterPassesLeaveOneTextureOfThePicture() throws {
        try SceneTest.run("parameter-menu", as: ParameterMenuScene.self) { renderer, _, scene in
            let canvas = renderer.canvas
            func textures() -> Int { canvas.cachedImageCount + canvas.caches.resampledImageTextures.count }
            let before = textures(), passes = scene.filter.passes
            let centre = scene.convert(Point(x: scene.bounds.midX, y: scene.bounds.midY), to: nil)
            let slices = (scene.filter.source.height + scene.filter.rowsPerSlice - 1) / scene.filter.rowsPerSlice
            for step in 1...6 {
                // Hold on the picture, down four rows to Red, sideways: a new value, a new pass.
                renderer.sendPointer(.down, at: centre)
                renderer.sendPointer(.move, at: Point(x: centre.x, y: centre.y + 200))
                renderer.sendPointer(.move, at: Point(x: centre.x + 20 * Double(step), y: centre.y + 200))
                renderer.sendPointer(.up, at: Point(x: centre.x + 20 * Double(step), y: centre.y + 200))
                renderer.run(frames: slices + 2, fps: 60)
            }
            #expect(scene.filter.passes >= passes + 6)
            #expect(textures() == before)
        }
    }
}
