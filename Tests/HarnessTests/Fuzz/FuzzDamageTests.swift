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

    /// The Basic scene's ring flung and tapped while it coasts: every frame the same with damage
    /// tracking on and off, through the fuzzer's own check.
    @Test func aFlungRingShowsTheSameFramesWithDamageTrackingOnAndOff() throws {
        try withSDL {
            let executor = FuzzExecutor()
            let c = try FuzzTests.basicFlingCase(
                size: Size(width: 400, height: 300), drawsFrames: true, comparesDamage: true, executor: executor)
            let difference = try executor.damageDifference(c, steps: c.steps)
            #expect(difference == nil)
            let result = try executor.run(c)
            #expect(result.violations.isEmpty, "\(result.violations)")
        }
    }
}
