import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import FlywheelSDL
@testable import FlywheelUI
@testable import HarnessKit

/// Every valid feel keeps a frame's work bounded by the window, not by how far a spring
/// overshoots. `openDurationSeconds` 10 with `openInitialSpringVelocity` 1000 (both in range)
/// scaled the open ring's icons hundreds of times over and resampled each to that size every
/// frame: 9.2 s and 1.24 GB for three seconds of the Basic scene, and every field at its upper
/// limit did not finish in 120 s. What is bounded is counted, not timed: the pixels resampled a
/// frame, the bytes of resampled copies kept, and the scale the pop spring gives the ring.
@Suite(.serialized) struct FeelWorkBoundTests {
    static let size = Size(width: 800, height: 600)
    static var windowPixels: Int { Int(size.width * size.height) }

    /// Feels at the ends of their ranges, named.
    static func extremeFeels() -> [(name: String, feel: FeelParameters)] {
        var pop = FeelParameters.ios
        pop.openDurationSeconds = 10
        pop.openInitialSpringVelocity = 1000
        var wobbly = pop
        wobbly.openSpringDampingRatio = 0.01
        wobbly.closeDurationSeconds = 10
        wobbly.closeInitialSpringVelocity = 1000
        wobbly.closeSpringDampingRatio = 0.01
        var upper = FeelParameters.ios
        var lower = FeelParameters.ios
        for field in FeelParameters.numberFields {
            upper[keyPath: field.keyPath] = field.range.upperBound
            lower[keyPath: field.keyPath] = field.range.lowerBound
        }
        return [("pop", pop), ("wobbly", wobbly), ("upper", upper), ("lower", lower)]
    }

    /// Opens the Basic scene's spinner with `feel`, holds it open for `seconds`, closes it and
    /// waits as long again; calls `check` after every frame.
    private func play(
        _ feel: FeelParameters, seconds: Double, check: (HeadlessRenderer, HarnessShell) -> Void
    ) throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(
                scene: "basic", size: Self.size, context: SceneContext(feel: feel))
            let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: 60)
            // A tap opens the ring, a second tap `seconds` later closes it.
            let taps = try HarnessScript.parse(
                Data(
                    #"{"scene": "basic", "steps": [{"tap": [180, 263.5]}, {"wait": \#(seconds)}, {"tap": [180, 263.5]}]}"#
                        .utf8),
                file: "taps.json")
            for action in taps.timeline().actions {
                while (player.lastFrameTime ?? 0) + 1.0 / 60 < action.time - 1e-9 {
                    player.runFrames(1)
                    check(renderer, shell)
                }
                try player.play([action], source: "taps.json")
            }
            for _ in 0..<Int(seconds * 60) {
                player.runFrames(1)
                check(renderer, shell)
            }
        }
    }

    @Test(arguments: FeelWorkBoundTests.extremeFeels().map(\.name))
    func resamplingIsBoundedByTheWindow(name: String) throws {
        let feel = try #require(Self.extremeFeels().first { $0.name == name }).feel
        var most = 0
        var mostCached = 0
        try play(feel, seconds: 1.5) { renderer, _ in
            most = max(most, renderer.canvas.stats.resampledPixels)
            mostCached = max(mostCached, renderer.canvas.caches.resampledImageTextures.totalBytes)
        }
        #expect(most <= 2 * Self.windowPixels, "\(name): \(most) pixels resampled in one frame")
        #expect(mostCached <= max(SDLCanvas.minimumCopyBudget, Self.windowPixels * 4), "\(name): \(mostCached) bytes")
    }

    @Test func thePopSpringStaysWithinItsLimit() throws {
        let feel = try #require(Self.extremeFeels().first { $0.name == "wobbly" }).feel
        var largest = 0.0
        var limit = 0.0
        try play(feel, seconds: 1) { renderer, _ in
            for spinner in Self.spinners(in: renderer.host.rootView) {
                guard let shown = spinner.presentation?.view else { continue }
                largest = max(largest, abs(shown.transform.a))
                limit = Spinner.popScaleLimit(of: shown.bounds.size, in: Self.size)
            }
        }
        #expect(limit > 1)
        #expect(largest <= limit + 1e-9)
        #expect(largest > 1, "the spring overshoots: this feel must reach the limit")
    }

    static func spinners(in view: View) -> [Spinner] {
        ((view as? Spinner).map { [$0] } ?? []) + view.subviews.flatMap { spinners(in: $0) }
    }

    @Test func theLimitIsTwiceTheWindowsDiagonalAcross() {
        #expect(Spinner.popScaleLimit(of: Size(width: 200, height: 400), in: Size(width: 600, height: 800)) == 10)
        #expect(Spinner.popScaleLimit(of: Size(width: 5000, height: 5000), in: Size(width: 600, height: 800)) == 1)
        #expect(Spinner.popScaleLimit(of: .zero, in: Size(width: 600, height: 800)) == 1)
        #expect(Spinner.popScaleLimit(of: Size(width: 10, height: 10), in: nil) == 1)
    }
}
