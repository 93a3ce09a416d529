import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The fuzzer compares a sample of its drawn sequences with damage tracking on and off.
@Suite(.serialized) struct FuzzDamageTests {
    /// One drawn case in `compareDamageEvery` is compared; cases only advanced never are.
    @Test func oneDrawnCaseInFourIsCompared() throws {
        try withSDL {
            let executor = FuzzExecutor()
            func make(_ index: Int, drawAll: Bool = false) throws -> FuzzCase {
                try FuzzCase.make(seed: 1, index: index, scenes: ["rating"], maxSteps: 2, drawAll: drawAll) {
                    try executor.targets(scene: $0, size: $1)
                }
            }
            let first = try make(0), nextDrawn = try make(FuzzCase.drawEvery)
            let sampled = try make(FuzzCase.compareDamageEvery * FuzzCase.drawEvery), advanced = try make(1)
            let drawAll = try make(4, drawAll: true)
            #expect(first.comparesDamage)
            #expect(!nextDrawn.comparesDamage)  // drawn, not in the sample
            #expect(sampled.comparesDamage)
            #expect(!advanced.comparesDamage)  // only advanced
            #expect(drawAll.comparesDamage)
        }
    }

    /// A fling on the Basic scene's ring, a tap that stops it, a picker opened: every frame the
    /// same with damage tracking on and off.
    @Test func aFlungRingShowsTheSameFramesWithDamageTrackingOnAndOff() throws {
        try withSDL {
            let executor = FuzzExecutor()
            let size = Size(width: 400, height: 300)
            let targets = try executor.targets(scene: "basic", size: size)
            let s = try #require(targets.spinners.first)
            let r = s.ringRadius
            let steps: [HarnessScript.Action] = [
                .tap(s.center, id: 0), .wait(0.4),
                .drag(
                    from: Point(x: s.center.x + r * 0.8, y: s.center.y),
                    to: Point(x: s.center.x, y: s.center.y + r * 0.8), duration: 0.08, hold: 0, id: 0),
                .wait(0.3), .tap(s.center, id: 0), .wait(0.3),
            ]
            let c = FuzzCase(
                seed: 0, index: 0, scene: "basic", size: size, pixelScale: 1, fps: 60, secondFPS: 144,
                drawsFrames: true, steps: steps, comparesDamage: true)
            let difference = try executor.damageDifference(c, steps: steps)
            #expect(difference == nil)
            let result = try executor.run(c)
            #expect(result.violations.isEmpty, "\(result.violations)")
        }
    }
}
