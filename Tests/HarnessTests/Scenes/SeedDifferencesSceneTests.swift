import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The harness side of the differences tables in docs/differences.md.
@Suite(.serialized) struct SeedDifferencesSceneTests {
    /// RVS_Spinner before 2.0 had a "Rotation" slider (the ring's rotation in radians); it is not
    /// in the Basic scene: 2.0 removed that feature, and its Basic harness has the ten rows we have.
    @Test func theBasicSceneHasNoRotationSlider() throws {
        try SceneTest.run("basic", as: BasicScene.self) { _, _, scene in
            var labels: [String] = []
            var sliders = 0
            func walk(_ v: View) {
                if v is Control, let label = v.accessibilityLabel { labels.append(label) }
                if v is Slider { sliders += 1 }
                v.subviews.forEach(walk)
            }
            walk(scene)
            #expect(labels.count >= 10)
            #expect(!labels.contains { $0.localizedCaseInsensitiveContains("rotation") })
            #expect(sliders == 0)
        }
    }
}
