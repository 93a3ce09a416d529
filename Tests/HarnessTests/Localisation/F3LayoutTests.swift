import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// F3 in the window checks the layout too: a label planted over another in a scene is outlined
/// once the window is at rest, and its problem names both.
@Suite(.serialized) struct F3LayoutTests {
    @Test func f3OutlinesAPlantedOverlapWhenTheWindowIsAtRest() throws {
        try SceneTest.run("rating", as: RatingScene.self, frames: 30, fps: 60) { renderer, shell, _ in
            _ = shell.handleOverlayKey(KeyEvent(key: .function(3), isDown: true, timestamp: 0))
            renderer.run(frames: 2, fps: 60)
            let check = try #require(shell.textCheck)
            #expect(check.checksLayout && check.problems.allSatisfy { $0.kind != .overlap }, "\(check.problems)")
            let first = Label(
                text: "Flare: Grow", font: .system(size: 15), frame: Rect(x: 20, y: 300, width: 200, height: 24))
            first.accessibilityLabel = "First"
            let second = Label(
                text: "Events: none yet", font: .system(size: 15), frame: Rect(x: 30, y: 304, width: 200, height: 24))
            second.accessibilityLabel = "Second"
            shell.scene.addSubview(first)
            shell.scene.addSubview(second)
            renderer.run(frames: 2, fps: 60)
            let overlap = try #require(check.problems.first { $0.kind == .overlap }, "\(check.problems)")
            #expect(overlap.viewPath == "Rating › Second" && overlap.otherPath == "\"Flare: Grow\" in Rating › First")
            #expect(check.windowBoxes.contains { $0.intersection(second.frame) != nil })
        }
    }
}
