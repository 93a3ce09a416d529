import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// `harness feel fit`: a feel planted in a simulated fling, with noise, comes back out.
@Suite struct FeelFitTests {
    /// Samples of `feel`'s straight fling at `speed` pt/s every 1/120 s, with uniform noise of
    /// ±`noise` points (seeded).
    static func recording(_ feel: FeelParameters, speed: Double, noise: Double, seed: UInt64) -> String {
        let fling = StraightFling(feel: feel, pointsPerSecond: speed)
        var rng = seed
        var lines = ["t,position"]
        var t = 0.0
        while t <= fling.durationSeconds + 0.1 {
            rng = rng &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(rng >> 11) / Double(1 << 53)
            lines.append("\(t),\(fling.position(at: t) + (unit * 2 - 1) * noise)")
            t += 1.0 / 120
        }
        return lines.joined(separator: "\n")
    }

    @Test func aPlantedSplineFeelIsRecovered() throws {
        var planted = FeelParameters.android
        planted.spline.scrollFriction = 0.022
        let text = Self.recording(planted, speed: 1800, noise: 0.5, seed: 7)
        let fits = FeelFitter.fit(try FlingRecording(text: text))
        #expect(fits[0].model == .androidSpline)
        #expect(abs(fits[0].feel.spline.scrollFriction / 0.022 - 1) < 0.03)
        #expect(abs(fits[0].releaseSpeed / 1800 - 1) < 0.03)
        #expect(fits[0].rmsResidual < 0.5)  // the noise's RMS is 0.29
        #expect(fits[1].rmsResidual > 3 * fits[0].rmsResidual)
    }

    /// A fling recorded backward is fitted mirrored and its release speed given back negative.
    @Test func aPlantedExponentialFeelIsRecoveredBackwards() throws {
        let text = Self.recording(.snappy, speed: -1200, noise: 0.3, seed: 3)
        let fits = FeelFitter.fit(try FlingRecording(text: text))
        #expect(fits[0].model == .exponential)
        #expect(abs(fits[0].feel.decelerationRatePerMillisecond - 0.99) < 0.0005)
        // Its sign kept: `feel fit` printed "release 1200 pt/s" for this −1200 fling.
        #expect(abs(fits[0].releaseSpeed / -1200 - 1) < 0.05)
        #expect(fits.allSatisfy { $0.releaseSpeed < 0 })
    }

    @Test func badRecordingsNameTheProblem() {
        #expect(throws: FlingRecording.Problem.self) { try FlingRecording(text: "t,position\n0,0\n0.1,nan\n") }
        do {
            _ = try FlingRecording(text: "0,0\n0.1,5\nzero,7\n", name: "phone.csv")
            Issue.record("a bad line was read")
        } catch {
            #expect("\(error)".contains("phone.csv: line 3"))
        }
        #expect(throws: FlingRecording.Problem.self) { try FlingRecording(text: "[{\"t\": 0}]") }
        #expect(throws: FlingRecording.Problem.self) { try FlingRecording(text: "0,0\n0,1\n") }
    }
}
