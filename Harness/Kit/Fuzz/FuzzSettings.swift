import FlywheelCore
import Foundation

/// What every fuzz process is told: which cases, over which scenes, where failures go.
public struct FuzzSettings: Sendable {
    public var seed: UInt64
    public var count: Int
    public var scenes: [String]
    /// Stop starting new cases after this many minutes (nil: run all `count`).
    public var minutes: Double?
    public var jobs: Int
    /// Steps (gestures) per sequence at most.
    public var maxSteps: Int
    /// Where reproductions of failures are written.
    public var outputDirectory: String
    /// Draw every frame of every case (default: one case in `FuzzCase.drawEvery`).
    public var drawAll = false
    /// The largest window a case may have, in pixels (nil: every size the command line accepts,
    /// up to 8192x8192). `make test`'s short fuzz caps it; `make fuzz` does not.
    public var largestWindowPixels: Int?
    /// A worker process runs at most this many cases, then hands over to a fresh one: whatever a
    /// scene leaves behind stays bounded over a run of 100,000 (nil: no limit).
    public var casesPerWorker: Int? = 1_000
    /// The slice of the cases this run runs (`--shard`): case numbers stay those of the whole
    /// run, so a case's sequence is the same sharded or not.
    public var shard = Shard.whole

    /// The first case at or after `index` that worker `worker` of this shard runs: the shards'
    /// workers together are dealt the cases like `jobs × shards` workers (`FuzzDeal`), so each
    /// shard's cases are those `Shard.ownsFuzzCase` gives it, whatever `jobs` is.
    func nextCase(of worker: Int, from index: Int) -> Int {
        guard (0..<max(1, jobs)).contains(worker) else { return Int.max }
        return FuzzDeal.nextCase(
            of: worker * shard.total + shard.index - 1, from: index, jobs: max(1, jobs) * shard.total)
    }

    /// How many of the `count` cases this shard runs.
    public var shardCaseCount: Int {
        shard.total == 1 ? count : (0..<count).reduce(0) { $0 + (shard.ownsFuzzCase($1) ? 1 : 0) }
    }

    public init(
        seed: UInt64, count: Int, scenes: [String], minutes: Double?, jobs: Int, maxSteps: Int = 8,
        outputDirectory: String
    ) {
        self.seed = seed; self.count = count; self.scenes = scenes; self.minutes = minutes; self.jobs = jobs
        self.maxSteps = maxSteps; self.outputDirectory = outputDirectory
    }
}
