import ArgumentParser
import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// `l10n-check --frames N` and `a11y-check --frames N`: the harness's own `--frames` used to
/// take the value (ArgumentParser gives an option to the first command that knows its name), and
/// the checks drew their default 30 frames whatever was asked.
@Suite struct SceneCheckFramesTests {
    @Test func theChecksDrawTheFramesAskedFor() throws {
        let l10n = try #require(
            try HarnessCommand.parseAsRoot(["l10n-check", "--frames", "5", "--scenes", "basic"]) as? L10nCheckCommand)
        #expect(try l10n.parsed().frames == 5)
        let a11y = try #require(
            try HarnessCommand.parseAsRoot(["a11y-check", "--scenes", "basic", "--frames", "120"]) as? A11yCheckCommand)
        #expect(try a11y.parsed().frames == 120)
        // Not given: the default.
        let plain = try #require(try HarnessCommand.parseAsRoot(["l10n-check"]) as? L10nCheckCommand)
        #expect(try plain.parsed().frames == 30)
        // The harness's own --frames still works.
        let root = try #require(try HarnessCommand.parseAsRoot(["--headless", "--frames", "7"]) as? HarnessCommand)
        #expect(root.frameCount.frames == 7)
    }

    @Test func aFrameCountOutsideTheChecksRangeIsRefusedByName() {
        CommandLineTest.expectRefused(["l10n-check", "--frames", "700"], saying: "--frames: 700 is outside 1...600")
        CommandLineTest.expectRefused(["a11y-check", "--frames", "601"], saying: "--frames: 601 is outside 1...600")
        CommandLineTest.expectRefused(["a11y-check", "--frames", "-1"], saying: "--frames: -1 is outside")
    }

    /// The count reaches the renders: the loop the checks share draws that many frames, then
    /// the whole frame it reads.
    @Test func theCountReachesTheRenders() throws {
        try withSDL {
            let loop = SceneCheckLoop(frames: 3, fps: 60)
            let render = try loop.render(scene: "rating", size: Size(width: 500, height: 400), context: SceneContext())
            // 3 frames, then the whole frame the checks read.
            #expect(render.renderer.rendererHost.framesDrawn == 4)
        }
    }
}
