import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Assets are optional: with no Assets folder, a scene that asks for no picture (a program's own
/// scene, the Rating scene) runs without the "no Assets folder found" warning; a scene that does
/// ask gets it once, with placeholders.
@Suite struct OptionalAssetsTests {
    @Test func noFolderIsAProblemOnlyOnceAPictureIsAskedFor() {
        let assets = AssetLibrary(foundRoot: nil)
        #expect(assets.problems.isEmpty)
        _ = assets.shapes
        _ = assets.image("Pictures/Landscape.png")
        #expect(assets.problems.first == AssetLibrary.missingFolderProblem)
        #expect(assets.problems.filter { $0 == AssetLibrary.missingFolderProblem }.count == 1)
    }

    @Test func aSceneWithoutPicturesRunsWithoutTheWarning() throws {
        try withSDL {
            let context = SceneContext(assets: AssetLibrary(foundRoot: nil))
            let (renderer, shell) = try HeadlessSession.make(
                scene: "rating", size: Size(width: 600, height: 400), context: context)
            renderer.renderFrame()
            #expect(context.assets.problems.isEmpty)
            #expect(!shell.statusLine.messages.contains { $0.text.hasPrefix("Assets:") })
        }
    }

    @Test func aSceneWithPicturesStillSaysTheFolderIsMissing() throws {
        try withSDL {
            let context = SceneContext(assets: AssetLibrary(foundRoot: nil))
            let (renderer, shell) = try HeadlessSession.make(
                scene: "basic", size: Size(width: 800, height: 600), context: context)
            renderer.renderFrame()
            #expect(context.assets.problems.contains(AssetLibrary.missingFolderProblem))
            #expect(shell.statusLine.messages.contains { $0.text.hasPrefix("Assets:") })
        }
    }
}
