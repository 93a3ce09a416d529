import FlywheelCore
import FlywheelUI
import Foundation

/// `harness soak`: a long headless run — every scene in turn (a tab switch makes each scene
/// anew), random taps, flings, holds, keys and `set`s on it, one frame a second drawn — with the process's RSS sampled, to
/// show that nothing grows. The warm-up is two rounds of the scenes or the first quarter of the
/// run, whichever is longer (pictures, glyphs and textures are made on first use and their caches
/// fill up to their budgets); after it, the RSS must stay within `allowedGrowthBytes`.
///
/// ```swift
/// let result = try SoakRun(frames: 100_000).run()
/// result.growthBytes   // RSS at the end minus RSS after the warm-up
/// ```
public struct SoakRun {
    public var frames: Int
    public var fps: Double = 60
    public var seed: UInt64 = 1
    public var size = Size(width: 800, height: 600)
    /// Virtual seconds on each scene before switching to the next.
    public var secondsPerScene = 20.0
    /// Draw one frame in this many (the others advance animations, ticks and layout only).
    public var drawEvery = 60
    public var allowedGrowthBytes = 2 * 1024 * 1024

    public init(frames: Int) { self.frames = frames }

    public struct Result: Sendable {
        public var frames: Int
        public var seconds: Double
        /// RSS after the warm-up and at the end (median of the last samples), in bytes.
        public var warmRSS: Int
        public var finalRSS: Int
        public var peakRSS: Int
        public var growthBytes: Int { finalRSS - warmRSS }
    }

    /// Runs it; `progress` gets a line every few seconds.
    public func run(progress: (String) -> Void = { _ in }) throws -> Result {
        let scenes = SceneCatalog.all
        let (renderer, shell) = try HeadlessSession.make(scene: scenes[0].name, size: size)
        let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: fps)
        player.keepsFrameTimes = false
        player.drawEvery = drawEvery
        var rng = FuzzRandom(seed: seed)
        let start = MonotonicClock.seconds()
        // The warm-up: two rounds of the scenes, or the first quarter of the run if longer (the
        // caches of pictures, glyphs and textures fill up to their budgets over the first rounds).
        let warmUpSeconds = max(secondsPerScene * Double(scenes.count) * 2, Double(frames) / fps / 4)
        var time = 0.0, sceneIndex = 0, nextSwitch = secondsPerScene
        var warmSamples: [Int] = [], lateSamples: [Int] = [], peak = 0
        var lastProgress = start
        var targets: FuzzTargets?, targetsScene = "", gestures = 0
        while player.frameCount < frames {
            if time >= nextSwitch {
                sceneIndex = (sceneIndex + 1) % scenes.count
                nextSwitch += secondsPerScene
                try? player.play(
                    [TimedAction(time: time, kind: .set(control: "Scenes", value: scenes[sceneIndex].title))],
                    source: "soak")
            }
            // Where to poke: read again after a tab switch (and now and then: a set may move things).
            if targets == nil || gestures % 20 == 0 || shell.entry.name != targetsScene {
                targets = FuzzTargets(shell: shell, root: renderer.host.rootView, size: size)
                targetsScene = shell.entry.name
            }
            gestures += 1
            for action in FuzzGenerator(targets: targets!).steps(count: 1, rng: &rng) {
                if case .resize = action { continue }
                let piece = HarnessScript(
                    file: "soak", steps: [.init(number: 1, action: .wait(time)), .init(number: 2, action: action)])
                let timeline = piece.timeline()
                try? player.play(timeline.actions, source: "soak")
                time = timeline.duration
            }
            // Let it run a little, then sample.
            time += 0.25
            player.finish(at: time)
            if let rss = ProcessMemory.residentBytes() {
                peak = max(peak, rss)
                if time < warmUpSeconds { warmSamples.append(rss) } else { lateSamples.append(rss) }
            }
            let now = MonotonicClock.seconds()
            if now - lastProgress > 5 {
                lastProgress = now
                progress(
                    "soak: \(player.frameCount)/\(frames) frames, RSS \(String(format: "%.1f", Double(ProcessMemory.residentBytes() ?? 0) / 1_048_576)) MB"
                )
            }
        }
        func median(_ xs: ArraySlice<Int>) -> Int { xs.isEmpty ? 0 : xs.sorted()[xs.count / 2] }
        // After the warm-up: the first samples of the rest; the end: the last ones.
        let warm = median(lateSamples.prefix(20).isEmpty ? warmSamples.suffix(20) : lateSamples.prefix(20))
        let final = median(lateSamples.suffix(20).isEmpty ? warmSamples.suffix(20) : lateSamples.suffix(20))
        return Result(
            frames: player.frameCount, seconds: MonotonicClock.seconds() - start, warmRSS: warm,
            finalRSS: final, peakRSS: peak)
    }
}
