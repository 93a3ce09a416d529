import ArgumentParser
import FlywheelCore
import Foundation

/// `harness soak`: a long headless run over every scene with the RSS sampled; fails when the RSS
/// grows by more than the allowance after the warm-up (docs/robustness.md).
struct SoakCommand: ParsableCommand {
    /// Computed: the examples carry the program's own name (`ProgramName`).
    static var configuration: CommandConfiguration {
        // main.swift runs it on its own (so that the harness's own --frames and --fps do not take
        // its values); the super command's name keeps "<program> soak" in its usage line.
        .subcommand(
            "soak", superCommandName: ProgramName.current,
            abstract:
                "Run every scene in turn for many frames with random input; fail if the RSS grows after the warm-up.",
            examples: ["--frames 1000000", "--frames 100000 --max-growth-mb 2"])
    }

    @Option(parsing: .unconditional, help: "Frames to run (1000...100000000).")
    var frames: Int = 1_000_000

    @Option(parsing: .unconditional, help: "Frames per second of the virtual clock (1...1000).")
    var fps: Double = 60

    @Option(help: "The seed of the random input.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Draw one frame in this many (1 = all).")
    var drawEvery: Int = 60

    @Option(
        name: .customLong("max-growth-mb"), parsing: .unconditional,
        help: "RSS growth allowed after the warm-up, in MB.")
    var maxGrowthMB: Double = 2

    @Option(help: "Comma-separated scene names to go round (default: every scene --list-scenes lists).")
    var scenes: String?

    @Option(help: "Write every sample (frame, time, scene, RSS, C heap in use/size/free/mmapped) to this CSV file.")
    var samples: String?

    @Option(help: ArgumentHelp("Where summary.json and report.html go.", valueName: "folder"))
    var out: String = "out/soak"

    /// `--shard K/N`: each shard goes round its slice of the scenes.
    @OptionGroup var sharding: ShardOption

    func validate() throws {
        if !(1000...100_000_000).contains(frames) {
            throw ValidationError("--frames: \(frames) is outside 1000...100000000")
        }
        if !(fps.isFinite && fps >= 1 && fps <= 1000) { throw ValidationError("--fps: \(fps) is outside 1...1000") }
        if !(1...1000).contains(drawEvery) { throw ValidationError("--draw-every: \(drawEvery) is outside 1...1000") }
        if !(maxGrowthMB.isFinite && maxGrowthMB >= 0) {
            throw ValidationError("--max-growth-mb: \(maxGrowthMB) is not a number ≥ 0")
        }
        _ = try sceneList()
        if out.isEmpty { throw ValidationError("--out: expected a folder name") }
    }

    private func sceneList() throws -> [SceneEntry] {
        guard let scenes else { return SceneCatalog.all }
        do {
            return try CommandLineValues.sceneNames(scenes, option: "--scenes").compactMap(SceneCatalog.entry(named:))
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        var soak = SoakRun(frames: frames)
        soak.fps = fps
        soak.seed = seed
        soak.drawEvery = drawEvery
        let shard = try sharding.parsed()
        let allScenes = try sceneList()
        soak.scenes = shard.slice(allScenes)
        var summary = RunSummary(
            command: "soak",
            options: [
                ("frames", .number(Double(frames))), ("fps", .number(fps)), ("seed", .string(String(seed))),
                ("drawEvery", .number(Double(drawEvery))), ("maxGrowthMB", .number(maxGrowthMB)),
                ("scenes", .strings(allScenes.map(\.name))),
            ], caseCount: allScenes.count)
        summary.shard = shard
        summary.arguments = Array(CommandLine.arguments.dropFirst())
        summary.started = RunSummary.now()
        let start = MonotonicClock.seconds()
        summary.cases = (0..<allScenes.count).filter(shard.owns)
        try HarnessErrorMessage.exitingOnError { try OutputPathCheck.folder(out, option: "--out") }
        guard !soak.scenes.isEmpty else {
            let line = "soak: shard \(shard) has no scenes (\(allScenes.count) scene(s) over \(shard.total) shards)"
            summary.extra = [JSONMember(key: "lines", value: .strings([line]))]
            try HarnessErrorMessage.exitingOnError {
                try OutputPathError.naming("--out") {
                    try summary.write(into: out)
                    try ReportPage.write(summary, into: out)
                }
                try StandardStreams.print(line)
            }
            return
        }
        // The samples are a log written as the soak runs (a line per sample, not replaced at
        // the end like a report); a failed write is reported, with exit status 1, when the soak ends.
        var csv: SampleLog?
        if let samples {
            try HarnessErrorMessage.exitingOnError {
                try OutputPathCheck.file(samples, option: "--samples")
                csv = try SampleLog(path: samples)
                try csv?.append("frame,time,scene,rss,heap_in_use,heap_size,heap_free,mmapped,warm_up\n")
            }
        }
        let result = try soak.run(
            progress: { StandardStreams.printError($0) },
            onSample: { sample in
                guard let csv else { return }
                let heap =
                    sample.malloc.map {
                        "\($0.inUseBytes),\($0.heapBytes),\($0.freeBytes),\($0.mmappedBytes)"
                    } ?? ",,,"
                let time = NumberText.fixed(sample.time, decimals: 2)
                let line = "\(sample.frame),\(time),\(sample.scene),\(sample.residentBytes),\(heap),"
                try? csv.append(line + (sample.warmingUp ? "1\n" : "0\n"))
            })
        if let failure = csv?.failure {
            StandardStreams.printError(HarnessErrorMessage.line(for: failure))
            throw ExitCode.failure
        }
        let mb = { (b: Int) in MegabyteText.of(b, decimals: 2) }
        var lines = [
            "soak: \(result.frames) frames (1 in \(drawEvery) drawn) at \(fps) fps in "
                + NumberText.fixed(result.seconds, decimals: 0) + " s"
                + ": RSS after warm-up \(mb(result.warmRSS)), at the end \(mb(result.finalRSS)) "
                + "(growth \(mb(result.growthBytes)), peak \(mb(result.peakRSS)))"
        ]
        if let warm = result.warmInUse, let final = result.finalInUse {
            lines.append(
                "soak: C heap in use after warm-up \(mb(warm)), at the end \(mb(final)) (growth \(mb(final - warm)))")
        }
        let grew = Double(result.growthBytes) > maxGrowthMB * 1_048_576
        if grew { lines.append("soak: FAILED: the RSS grew by \(mb(result.growthBytes)), more than \(maxGrowthMB) MB") }
        summary.seconds = MonotonicClock.seconds() - start
        summary.extra = [
            JSONMember(key: "lines", value: .strings(lines)),
            JSONMember(key: "warmRSS", value: .number(Double(result.warmRSS))),
            JSONMember(key: "finalRSS", value: .number(Double(result.finalRSS))),
            JSONMember(key: "peakRSS", value: .number(Double(result.peakRSS))),
        ]
        if grew {
            summary.failures = [
                .object([
                    ("kind", .string("growth")), ("line", .string(lines.last ?? "")),
                    ("reproduce", .string(RunSummary.shellLine([ProgramName.current] + summary.arguments))),
                ])
            ]
        }
        try HarnessErrorMessage.exitingOnError {
            try OutputPathError.naming("--out") {
                try summary.write(into: out)
                try ReportPage.write(summary, into: out)
            }
            try StandardStreams.print(lines.joined(separator: "\n"))
        }
        if grew { throw ExitCode.failure }
    }
}
