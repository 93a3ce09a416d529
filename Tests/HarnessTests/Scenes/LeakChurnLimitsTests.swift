import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The Leak scene's churn at its largest and at a high frame rate: what one frame has to do is
/// bounded (spinners made, drawn and alive), so a churn of 10,000 takes seconds, not minutes.
@Suite(.serialized) struct LeakChurnLimitsTests {
    @Test func perFrameWorkIsBoundedAtAThousandFramesPerSecond() throws {
        try SceneTest.run("leak", as: LeakScene.self) { renderer, _, scene in
            #expect(ControlFinder.set("Churn", to: "\(LeakScene.maximumChurn)", in: scene) == nil)
            #expect(
                ControlFinder.set("Churn", to: "\(LeakScene.maximumChurn + 1)", in: scene)?.contains("1...10000")
                    == true)
            var maxAlive = 0, maxDrawn = 0
            let start = renderer.clock.now
            for frame in 1...600 {
                _ = scene.tick(at: start + Double(frame) / 1000)
                maxAlive = max(maxAlive, scene.stage.subviews.count)
                maxDrawn = max(maxDrawn, scene.stage.subviews.filter { !$0.isHidden }.count)
            }
            #expect(maxAlive <= LeakScene.maximumAlive, "alive \(maxAlive)")
            #expect(maxDrawn <= LeakScene.maximumPerFrame, "drawn \(maxDrawn)")
            #expect(scene.churn?.created ?? 0 >= 300, "creation goes on as batches die")
        }
    }
}
