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

    /// Rating asks for no picture and runs without the warning; Basic asks and still says the
    /// folder is missing.
    @Test(arguments: [("rating", Size(width: 600, height: 400), false), ("basic", Size(width: 800, height: 600), true)])
    func theWarningComesOnlyWithAPicture(scene: String, size: Size, asksForPictures: Bool) throws {
        try withSDL {
            let context = SceneContext(assets: AssetLibrary(foundRoot: nil))
            let (renderer, shell) = try HeadlessSession.make(scene: scene, size: size, context: context)
            renderer.renderFrame()
            let problems = context.assets.problems
            #expect(asksForPictures ? problems.contains(AssetLibrary.missingFolderProblem) : problems.isEmpty)
            #expect(shell.statusLine.messages.contains { $0.text.hasPrefix("Assets:") } == asksForPictures)
        }
    }
}
