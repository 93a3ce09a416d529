import FlywheelCore
import FlywheelUI
import Foundation

/// `harness soak`: a long headless run — every scene in turn (a tab switch makes each scene
/// anew), random taps, flings, holds, keys and `set`s on it, one frame a second drawn — with the
/// process's RSS and the C heap's bytes in use sampled, to show that nothing grows. The warm-up is
/// two rounds of the scenes or the first quarter of the run, whichever is longer (pictures, glyphs
/// and textures are made on first use and their caches fill up to their budgets); after it, the
/// RSS must stay within `--max-growth-mb` (`SoakCommand` judges `growthBytes`).
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
    /// The scenes to go round, in this order (default: every scene).
    public var scenes: [SceneEntry] = SceneCatalog.all
    /// Virtual seconds on each scene before switching to the next.
    public var secondsPerScene = 20.0
    /// Draw one frame in this many (the others advance animations, ticks and layout only).
    public var drawEvery = 60

    public init(frames: Int) { self.frames = frames }

    /// One sample, taken after every gesture.
    public struct Sample: Sendable {
        public var frame: Int
        /// Virtual seconds since the start.
        public var time: Double
        public var scene: String
        public var residentBytes: Int
        /// The C heap (nil without glibc).
        public var malloc: MallocStats?
        /// True while the warm-up lasts.
        public var warmingUp: Bool
    }

    public struct Result: Sendable {
        public var frames: Int
        public var seconds: Double
        /// RSS after the warm-up and at the end (median of the first and the last samples), in bytes.
        public var warmRSS: Int
        public var finalRSS: Int
        public var peakRSS: Int
        /// The C heap's bytes in use at the same two moments (nil without glibc).
        public var warmInUse: Int?
        public var finalInUse: Int?
        public var growthBytes: Int { finalRSS - warmRSS }
    }

    /// Runs it; `progress` gets a line every few seconds, `onSample` every sample.
    public func run(progress: (String) -> Void = { _ in }, onSample: (Sample) -> Void = { _ in }) throws -> Result {
        precondition(!scenes.isEmpty, "SoakRun needs at least one scene")
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
        // The medians compare the first samples after the warm-up with the last ones (the last of
        // the warm-up if the run is too short to have any after it); only those are kept.
        var firstAfter = SampleWindow(keepsFirst: true), last = SampleWindow(keepsFirst: false)
        var peak = 0
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
                let sample = Sample(
                    frame: player.frameCount, time: time, scene: shell.entry.name, residentBytes: rss,
                    malloc: MallocStats.current(), warmingUp: time < warmUpSeconds)
                if !sample.warmingUp { firstAfter.add(sample) }
                last.add(sample)
                onSample(sample)
            }
            let now = MonotonicClock.seconds()
            if now - lastProgress > 5 {
                lastProgress = now
                let mb = { (bytes: Int?) in MegabyteText.of(bytes, missing: "-") }
                progress(
                    "soak: \(player.frameCount)/\(frames) frames, RSS \(mb(ProcessMemory.residentBytes())), "
                        + "heap in use \(mb(MallocStats.current()?.inUseBytes))")
            }
        }
        let warm = firstAfter.samples.isEmpty ? last : firstAfter
        return Result(
            frames: player.frameCount, seconds: MonotonicClock.seconds() - start,
            warmRSS: warm.median(\.residentBytes) ?? 0, finalRSS: last.median(\.residentBytes) ?? 0, peakRSS: peak,
            warmInUse: warm.median { $0.malloc?.inUseBytes }, finalInUse: last.median { $0.malloc?.inUseBytes })
    }
}

/// The first or the last 20 samples of a run, in a fixed amount of memory.
private struct SampleWindow {
    let keepsFirst: Bool
    var capacity = 20
    private(set) var samples: [SoakRun.Sample] = []

    init(keepsFirst: Bool) {
        self.keepsFirst = keepsFirst
        samples.reserveCapacity(capacity)
    }

    mutating func add(_ sample: SoakRun.Sample) {
        if samples.count < capacity {
            samples.append(sample)
        } else if !keepsFirst {
            samples.removeFirst()
            samples.append(sample)
        }
    }

    func median(_ value: (SoakRun.Sample) -> Int?) -> Int? {
        let values = samples.compactMap(value).sorted()
        return values.isEmpty ? nil : values[values.count / 2]
    }
}
