import ArgumentParser
import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// The original's per-tick flywheel against the spec's table, the comparison's numbers (the
/// original's 60 and 120 Hz curves differ, ours coincide), and `harness plot`.
@Suite struct FrameRateComparisonTests {
    @Test(arguments: [
        (500.0, 1, 12), (600, 4, 46), (1200, 20, 158), (3000, 64, 310), (6000, 126, 429), (60000, 1454, 813),
    ])
    func originalModelReproducesTheSpecTable(fling: Double, items: Int, ticks: Int) {
        let run = OriginalFlywheel.run(linearVelocity: fling, tickRate: 60)
        #expect(run.items == items)
        #expect(run.ticks == ticks)
        #expect(OriginalFlywheel.run(linearVelocity: -fling, tickRate: 60).items == -items)
    }

    @Test func originalDoesNotSpinBelowItsThreshold() {
        #expect(OriginalFlywheel.run(linearVelocity: 470, tickRate: 60).ticks == 0)
    }

    @Test func originalCurvesDifferWhileOursCoincide() {
        let c = FrameRateComparison(fling: 1200)
        // The original: the same ticks, so the same 20 items, in half the time at 120 Hz.
        #expect(c.original60.items == 20 && c.original120.items == 20)
        #expect(c.original60.frames == 158 && c.original120.frames == 158)
        #expect(abs(c.original60.stopTime - 158.0 / 60) < 1e-12)
        #expect(abs(c.original120.stopTime - 158.0 / 120) < 1e-12)
        #expect(c.original60.largestDifference(from: c.original120) >= 8)
        #expect(c.original60.position(at: 1.0) < c.original120.position(at: 1.0) - 5)
        // Ours: one landing chosen at release, the same curve sampled twice as often.
        #expect(c.ours60.items == c.ours120.items)
        #expect(c.ours60.items == 20)
        #expect(c.ours60.stopTime == c.ours120.stopTime)
        #expect(c.ours60.largestDifference(from: c.ours120) == 0)
        #expect(c.ours120.times.count > c.ours60.times.count * 2 - 3)
        #expect(abs(c.ours60.position(at: 1.0) - c.ours120.position(at: 1.0)) == 0)
        #expect(c.report.contains("60 Hz: 20 items in 158 ticks, stops after 2.63 s"))
        #expect(c.report.contains("120 Hz: 20 items in 158 ticks, stops after 1.32 s"))
    }

    @Test func plotCommandWritesAPictureOfTheRightSize() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-plot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (args, size) in [([String](), (1200, 640)), (["--image-size", "800x420", "--fling", "3000"], (800, 420))] {
            let path = dir.appendingPathComponent("comparison-\(size.0).png").path
            let command = try #require(try HarnessCommand.parseAsRoot(["plot", "--out", path] + args) as? PlotCommand)
            try withSDL {
                try command.run()
                let image = try SDLImageLoader().loadImage(path: path)
                #expect(image.width == size.0 && image.height == size.1, "\(image.width)x\(image.height) for \(args)")
                // Not blank: the curves and text put dark pixels on the white page.
                var dark = 0
                for y in stride(from: 0, to: image.height, by: 2) {
                    for x in stride(from: 0, to: image.width, by: 2) where image.pixel(x: x, y: y).r < 100 { dark += 1 }
                }
                #expect(dark > 500)
            }
        }
    }

    @Test(arguments: [
        (["plot"], "--out"),
        (["plot", "--out", "x.png", "--fling", "100"], "--fling: 100.0 is outside"),
        (["plot", "--out", "x.png", "--image-size", "10x10"], "--image-size: '10x10'"),
    ])
    func plotCommandRefusesBadArguments(args: [String], expected: String) {
        CommandLineTest.expectRefused(args, saying: expected)
    }

    /// Registering the subcommand leaves the root command as it was: its options parse and run.
    @Test func theHarnessItselfIsStillTheDefault() throws {
        let root = try #require(try HarnessCommand.parseAsRoot(["--scene", "basic"]) as? HarnessCommand)
        #expect(root.scene == "basic")
        let headless = try #require(
            try HarnessCommand.parseAsRoot(["--headless", "--scene", "basic", "--frames", "2"]) as? HarnessCommand)
        #expect(headless.isHeadless && headless.frameCount.frames == 2)
        #expect(try HarnessCommand.parseAsRoot([]) is HarnessCommand)
        #expect(try HarnessCommand.parseAsRoot(["plot", "--out", "x.png"]) is PlotCommand)
        try withSDL { try headless.run() }
    }
}
