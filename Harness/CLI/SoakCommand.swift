import ArgumentParser
import Foundation
import HarnessKit

/// `harness soak`: a long headless run over every scene with the RSS sampled; fails when the RSS
/// grows by more than the allowance after the warm-up (docs/robustness.md).
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run every scene in turn for many frames with random input; fail if the RSS grows after the warm-up.",
        discussion: """
            Examples:
              harness soak --frames 1000000
              harness soak --frames 100000 --max-growth-mb 2
            """
    )

    @Option(parsing: .unconditional, help: "Frames to run (1000...100000000).")
    var frames: Int = 1_000_000

    @Option(parsing: .unconditional, help: "Frames per second of the virtual clock (1...1000).")
    var fps: Double = 60

    @Option(help: "The seed of the random input.")
    var seed: UInt64 = 1

    @Option(name: .customLong("draw-every"), parsing: .unconditional, help: "Draw one frame in this many (1 = all).")
    var drawEvery: Int = 60

    @Option(
        name: .customLong("max-growth-mb"), parsing: .unconditional,
        help: "RSS growth allowed after the warm-up, in MB.")
    var maxGrowthMB: Double = 2

    func validate() throws {
        if !(1000...100_000_000).contains(frames) {
            throw ValidationError("--frames: \(frames) is outside 1000...100000000")
        }
        if !(fps.isFinite && fps >= 1 && fps <= 1000) { throw ValidationError("--fps: \(fps) is outside 1...1000") }
        if !(1...1000).contains(drawEvery) { throw ValidationError("--draw-every: \(drawEvery) is outside 1...1000") }
        if !(maxGrowthMB.isFinite && maxGrowthMB >= 0) {
            throw ValidationError("--max-growth-mb: \(maxGrowthMB) is not a number ≥ 0")
        }
    }

    func run() throws {
        var soak = SoakRun(frames: frames)
        soak.fps = fps
        soak.seed = seed
        soak.drawEvery = drawEvery
        let result = try soak.run { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let mb = { (b: Int) in String(format: "%.2f MB", Double(b) / 1_048_576) }
        print(
            "soak: \(result.frames) frames (1 in \(drawEvery) drawn) at \(fps) fps in "
                + String(format: "%.0f s", result.seconds)
                + ": RSS after warm-up \(mb(result.warmRSS)), at the end \(mb(result.finalRSS)) "
                + "(growth \(mb(result.growthBytes)), peak \(mb(result.peakRSS)))")
        if Double(result.growthBytes) > maxGrowthMB * 1_048_576 {
            print("soak: FAILED: the RSS grew by \(mb(result.growthBytes)), more than \(maxGrowthMB) MB")
            throw ExitCode.failure
        }
    }
}
