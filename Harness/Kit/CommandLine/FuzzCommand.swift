import ArgumentParser
import FlywheelCore
import FlywheelSDL
import Foundation

/// `harness fuzz`: seeded random event sequences over every scene, each checked against the
/// controls' contracts after every step; failures are minimised and written as scripts
/// (docs/robustness.md).
struct FuzzCommand: ParsableCommand {
    /// Computed: the examples carry the program's own name (`ProgramName`).
    static var configuration: CommandConfiguration {
        .subcommand(
            "fuzz",
            abstract:
                "Run seeded random event sequences over the scenes and check the controls' contracts after every step.",
            about: """
                Each sequence is one scene at a random size and frame rate: taps, drags, flings, holds, two-finger
                touches, keys, the wheel, `set` on the scene's labelled controls, tab switches and resizes, then the
                same steps again at a second frame rate. A failure is minimised and written as a script under --out;
                a crash or a hang (no answer for --hang-seconds) is written unminimised, and a crashed sequence is run
                again alone. A step that cannot run fails its sequence. Each worker's standard error is appended to
                worker-K.log under --out. Exit status 1 when anything failed.
                """,
            examples: [
                "--count 2000",
                "--seed 7 --count 100000 --jobs 2",
                "--scenes basic,rating --minutes 10",
            ])
    }

    @Option(help: "The seed: the same seed gives the same sequences.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "How many sequences (1...10000000).")
    var count: Int = 2000

    @Option(help: "Comma-separated scene names (default: every scene --list-scenes lists).")
    var scenes: String?

    @Option(parsing: .unconditional, help: "Stop starting new sequences after this many minutes.")
    var minutes: Double?

    @Option(parsing: .unconditional, help: "Worker processes to run at once (1...64).")
    var jobs: Int = 1

    @Option(parsing: .unconditional, help: "Gestures per sequence at most (2...100).")
    var maxSteps: Int = 8

    @Option(
        parsing: .unconditional,
        help: "A worker silent this long is a hang (10...3600; debug builds on a busy machine need minutes).")
    var hangSeconds: Double = 300

    @Flag(
        help: "Draw every frame of every sequence (default: the frames of one sequence in 50; the others only advance)."
    )
    var draw = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The largest window a sequence may have, in pixels (10000...67108864; default: every size up to 8192x8192).",
            valueName: "pixels"))
    var windowPixels: Int?

    @Option(
        help: ArgumentHelp(
            "Where failing sequences are written as scripts, with summary.json and report.html.", valueName: "folder"))
    var out: String = "out/fuzz"

    /// `--shard K/N`, `--shard-total`: shared with the checks and `--render-all`.
    @OptionGroup var sharding: ShardOption

    /// Internal: run as worker K (started by the parent).
    @Option(help: .hidden)
    var worker: Int?

    @Option(help: .hidden)
    var first: Int?

    func validate() throws {
        if !(1...10_000_000).contains(count) { throw ValidationError("--count: \(count) is outside 1...10000000") }
        if !(1...64).contains(jobs) { throw ValidationError("--jobs: \(jobs) is outside 1...64") }
        if !(2...100).contains(maxSteps) { throw ValidationError("--max-steps: \(maxSteps) is outside 2...100") }
        if !(hangSeconds.isFinite && hangSeconds >= 10 && hangSeconds <= 3600) {
            throw ValidationError("--hang-seconds: \(hangSeconds) is outside 10...3600")
        }
        if let windowPixels, !(10_000...FuzzWindow.maximumPixels).contains(windowPixels) {
            throw ValidationError("--window-pixels: \(windowPixels) is outside 10000...\(FuzzWindow.maximumPixels)")
        }
        if let minutes, !(minutes.isFinite && minutes > 0) {
            throw ValidationError("--minutes: \(minutes) is not a positive number")
        }
        _ = try sceneList()
    }

    func sceneList() throws -> [String] {
        guard let scenes else { return SceneCatalog.names }
        do {
            return try CommandLineValues.sceneNames(scenes, option: "--scenes")
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Nil when `load` (by default: finding the fonts every worker draws with) succeeds, else the
    /// one line the fuzzer prints before starting any worker. Without a font each worker died on
    /// its first case, and the run said "3 crashes" with the reason only in the workers' logs.
    static func missingFontMessage(_ load: () throws -> Void = { _ = try FontLibrary(report: { _ in }) }) -> String? {
        do {
            try load()
            return nil
        } catch {
            return "\(ProgramName.current) fuzz: \(error)"
        }
    }

    func run() throws {
        var settings = FuzzSettings(
            seed: seed, count: count, scenes: try sceneList(), minutes: minutes, jobs: jobs,
            maxSteps: maxSteps, outputDirectory: out)
        settings.drawAll = draw
        settings.largestWindowPixels = windowPixels
        settings.shard = try sharding.parsed()
        if let worker {
            try FuzzWorker.run(settings, worker: worker, startingAt: first)
            return
        }
        let executable = Self.executablePath
        let runner = FuzzRunner(settings: settings) { worker, first, count in
            var args = [
                executable, "fuzz", "--seed", String(seed), "--count", String(count), "--jobs", String(jobs),
                "--max-steps", String(maxSteps), "--out", out, "--worker", String(worker), "--first", String(first),
                "--scenes", settings.scenes.joined(separator: ","), "--shard", settings.shard.description,
            ]
            if let minutes { args += ["--minutes", String(minutes)] }
            if draw { args.append("--draw") }
            if let windowPixels { args += ["--window-pixels", String(windowPixels)] }
            return args
        }
        runner.hangSeconds = hangSeconds
        if let problem = Self.missingFontMessage() {
            StandardStreams.printError(problem)
            throw ExitCode.failure
        }
        let started = RunSummary.now()
        let summary = runner.run()
        let lines = RunSummaryLines.fuzz(
            sequences: summary.sequences, scenes: settings.scenes.count, seed: seed, seconds: summary.seconds,
            records: summary.records)
        try HarnessErrorMessage.exitingOnError {
            var written = FuzzSummaryFile.summary(
                settings: settings, run: summary, arguments: Array(CommandLine.arguments.dropFirst()),
                executable: executable)
            written.started = started
            try OutputPathError.naming("--out") {
                try written.write(into: out)
                try ReportPage.write(written, into: out)
            }
            try StandardStreams.print(lines.joined(separator: "\n"))
        }
        if !summary.isClean { throw ExitCode.failure }
    }
}

extension FuzzCommand {
    /// This program's file, for starting the workers: /proc's record on Linux (right even when
    /// it was started through a relative path and the folder changed), else Foundation's.
    static var executablePath: String {
        #if os(Linux)
            return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        #else
            return Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }
}
