import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// `--shard` and `harness merge` as a user runs them: shards run as separate processes, merged,
/// and compared with one unsharded run.
@Suite(.serialized) struct MergeTests {
    static func folder(_ name: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flywheel-merge-\(name)-\(UUID().uuidString)"
        )
        .path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func summary(_ folder: String) throws -> RunSummary {
        try RunSummary.read(path: (folder as NSString).appendingPathComponent("summary.json"))
    }

    /// The first line without its timing: "fuzz: 24 sequences … in 3.1 s: 0 broken…" → "… in s: 0 broken…".
    static func withoutSeconds(_ line: String) -> String {
        line.replacingOccurrences(of: #" in [0-9.]+ s:"#, with: " in s:", options: .regularExpression)
    }

    @Test func fourFuzzShardsCoverEachCaseOnceAndMergeLikeOneRun() throws {
        let common = ["fuzz", "--seed", "3", "--count", "24", "--jobs", "1", "--window-pixels", "500000"]
        let whole = Self.folder("fuzz-whole")
        let single = try TestProgram.run("harness", common + ["--out", whole])
        #expect(single.status == 0, "\(single.errors)")
        var shards: [String] = []
        for k in 1...4 {
            let out = Self.folder("fuzz-\(k)")
            // The jobs differ between shards: a shard's cases do not depend on them.
            var args = common + ["--shard", "\(k)/4", "--out", out]
            if k == 2 { args[args.firstIndex(of: "--jobs")! + 1] = "2" }
            let run = try TestProgram.run("harness", args)
            #expect(run.status == 0, "\(run.errors)")
            shards.append(out)
        }
        let covered = try shards.map { try Self.summary($0).cases }
        #expect(covered.allSatisfy { $0.count == 6 })
        #expect(covered.flatMap { $0 }.sorted() == Array(0..<24))
        #expect(try Self.summary(whole).cases == Array(0..<24))
        let merged = Self.folder("fuzz-merged")
        let merge = try TestProgram.run("harness", ["merge", "--out", merged] + shards)
        #expect(merge.status == 0, "\(merge.errors)")
        #expect(
            Self.withoutSeconds(merge.output.trimmingCharacters(in: .newlines))
                == Self.withoutSeconds(single.output.trimmingCharacters(in: .newlines)))
        #expect(merge.output.hasPrefix("fuzz: 24 sequences over 15 scenes (seed 3) in "))
        let report = try RunSummary.read(path: (merged as NSString).appendingPathComponent("report.json"))
        #expect(report.cases == Array(0..<24))
        #expect(FileManager.default.fileExists(atPath: (merged as NSString).appendingPathComponent("report.html")))
    }

    /// 3 shards of a check render exactly what one run renders, and the merge has its problems.
    @Test(arguments: [
        // l10n-check: the strings as written and the long pseudo-locale at the smallest size.
        [
            "l10n-check", "--scenes", "basic,rating,swipe-controls", "--sizes", "500x400", "--locales", "long",
            "--frames", "5",
        ],
        // l10n-check in a real locale: its renders count in the run's cases (the merge refused it).
        [
            "l10n-check", "--scenes", "basic,rating,swipe-controls", "--sizes", "500x400", "--locales", "de",
            "--frames", "5",
        ],
        // a11y-check with Android's larger targets: problems the merge must keep.
        [
            "a11y-check", "--scenes", "basic,rating,hud", "--sizes", "500x400,800x600", "--target-size", "android",
            "--frames", "5",
        ],
    ])
    func threeCheckShardsRenderWhatOneRunRendersAndMergeGivesTheSameProblems(common: [String]) throws {
        let name = common[0]
        let whole = Self.folder("\(name)-whole")
        let single = try TestProgram.run("harness", common + ["--out", whole])
        var shards: [String] = []
        for k in 1...3 {
            let out = Self.folder("\(name)-\(k)")
            _ = try TestProgram.run("harness", common + ["--shard", "\(k)/3", "--out", out])
            shards.append(out)
        }
        let one = try Self.summary(whole)
        #expect(one.renders.count == 6 && one.cases == Array(0..<6))
        let parts = try shards.map(Self.summary)
        #expect(parts.map(\.renders.count) == [2, 2, 2])
        let merged = Self.folder("\(name)-merged")
        let merge = try TestProgram.run("harness", ["merge", "--out", merged] + shards.reversed())
        #expect(merge.status == single.status, "\(merge.errors)")
        let report = try RunSummary.read(path: (merged as NSString).appendingPathComponent("report.json"))
        // The same renders, pictures at the same places, the same problems in the same order.
        #expect(report.renders == one.renders)
        #expect(CheckSummaryFile.problemLines(report) == CheckSummaryFile.problemLines(one))
        if name == "a11y-check" { #expect(CheckSummaryFile.problemLines(one).count > 20) }
        // The same lines but for the file they point to (the run's Markdown, the merge's page).
        func withoutFile(_ output: String) -> [String] {
            output.split(separator: "\n").map {
                $0.replacingOccurrences(of: #"( -> | \(see ).*$"#, with: "", options: .regularExpression)
            }
        }
        #expect(withoutFile(single.output) == withoutFile(merge.output))
        #expect(withoutFile(single.output).count > 1 || name == "l10n-check")
        for r in report.renders {
            let picture = try #require(r["picture"]?.stringValue)
            #expect(
                FileManager.default.fileExists(atPath: (merged as NSString).appendingPathComponent(picture)),
                "\(picture)")
        }
    }

    static func fake(_ command: String = "fuzz", seed: String = "1", shard: (Int, Int), cases: [Int]) throws
        -> RunSummary
    {
        var s = RunSummary(command: command, options: [("seed", .string(seed)), ("count", .number(8))], caseCount: 8)
        s.shard = try Shard(index: shard.0, total: shard.1)
        s.cases = cases
        return s
    }

    @Test func mergeRefusesInputsThatAreNotTheShardsOfOneRun() throws {
        let a = try Self.fake(shard: (1, 2), cases: [0, 2, 4, 6])
        let b = try Self.fake(shard: (2, 2), cases: [1, 3, 5, 7])
        #expect(try RunMerge.merge([("a", a), ("b", b)]).cases == Array(0..<8))
        let refusals: [([(String, RunSummary)], String)] = [
            (
                [("a", a), ("c", try Self.fake(seed: "2", shard: (2, 2), cases: [1, 3]))],
                "merge: c and a are not shards of one run: seed \"1\" in a but \"2\" in c"
            ),
            (
                [("a", a), ("c", try Self.fake("l10n-check", shard: (2, 2), cases: [1]))],
                "merge: c is a l10n-check run but a is a fuzz run; merge the shards of one run"
            ),
            ([("a", a)], "merge: shard(s) 2/2 missing; given: 1/2 (a)"),
            ([("a", a), ("b", b), ("b2", b)], "merge: shard 2/2 is given twice: b and b2"),
            (
                [("a", a), ("c", try Self.fake(shard: (2, 2), cases: [1, 2]))],
                "merge: case 2 was run by both a and c"
            ),
            (
                [("a", a), ("c", try Self.fake(shard: (2, 3), cases: [1]))],
                "merge: c is shard 2/3 but a is shard 1/2: different shard counts"
            ),
        ]
        for (inputs, message) in refusals {
            #expect(throws: RunSummaryError(message)) {
                try RunMerge.merge(inputs.map { (folder: $0.0, summary: $0.1) })
            }
        }
    }

    @Test func mergeRefusesARealRunOfAnotherSeedWithAClearMessage() throws {
        let common = ["fuzz", "--count", "4", "--jobs", "1", "--window-pixels", "500000"]
        let one = Self.folder("seed-1"), two = Self.folder("seed-2")
        _ = try TestProgram.run("harness", common + ["--seed", "1", "--shard", "1/2", "--out", one])
        _ = try TestProgram.run("harness", common + ["--seed", "2", "--shard", "2/2", "--out", two])
        let merge = try TestProgram.run("harness", ["merge", "--out", Self.folder("seed-merged"), one, two])
        #expect(merge.status == 1)
        #expect(
            merge.errors.contains("are not shards of one run: seed \"1\" in \(one) but \"2\" in \(two)"),
            "\(merge.errors)")
    }

    /// Runs `command` (a reproduce line: words without spaces or quotes; "harness" is the built
    /// one) in `folder`, with `environment` added.
    static func run(_ command: String, in folder: String, environment: [String: String] = [:]) throws
        -> (status: Int32, output: String)
    {
        var words = command.split(separator: " ").map(String.init)
        if words.first == "harness" { words[0] = TestProgram.buildDirectory.appendingPathComponent("harness").path }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: words[0])
        process.arguments = Array(words.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
        env["SWIFT_BACKTRACE"] = "enable=no"
        env.merge(environment) { $1 }
        process.environment = env
        let log = (folder as NSString).appendingPathComponent("reproduce-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: log) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    /// A fuzz run as two shards with a crash planted in one case and a step that cannot run in
    /// two others (one of them under a drawn feel, whose file the command names), merged, and the shards' folders deleted: every reproduce command of the merged
    /// report, run in the merged folder, reproduces what it is given for — the crash's first
    /// command crashes (it was a script replay that passed), the broken step fails the same way —
    /// and the worker log each line points to is there, at the line given.
    @Test func everyReproduceCommandOfAMergedFuzzReportWorksFromTheMergedFolder() throws {
        let plant = [FuzzPlant.environmentVariable: "crash@3,step@4,step@5"]
        let common = [
            "fuzz", "--seed", "1", "--count", "6", "--jobs", "1", "--scenes", "basic", "--max-steps", "2",
            "--window-pixels", "10000", "--hang-seconds", "600",
        ]
        var shards: [String] = []
        for k in 1...2 {
            let out = Self.folder("fuzz-planted-\(k)")
            let run = try TestProgram.run(
                "harness", common + ["--shard", "\(k)/2", "--out", out],
                environment: plant.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
            #expect(run.status == 1 || run.status == 0, "\(run.errors)")
            shards.append(out)
        }
        let merged = Self.folder("fuzz-planted-merged")
        let merge = try TestProgram.run("harness", ["merge", "--out", merged] + shards)
        #expect(merge.status == 1, "\(merge.errors)")
        #expect(merge.output.contains("fuzz: 6 sequences over 1 scenes (seed 1) in "), "\(merge.output)")
        #expect(merge.output.contains(": 2 broken contracts, 1 crashes, 0 hangs"), "\(merge.output)")
        for shard in shards { try FileManager.default.removeItem(atPath: shard) }

        let report = try RunSummary.read(path: (merged as NSString).appendingPathComponent("report.json"))
        #expect(report.failures.count == 3)
        for failure in report.failures {
            let kind = try #require(failure["kind"]?.stringValue)
            let reproduce = try #require(failure["reproduce"]?.stringValue)
            let line = failure["line"]?.stringValue ?? ""
            for shard in shards {
                #expect(
                    !reproduce.contains(shard) && !line.contains(shard), "\(kind) names a shard: \(reproduce) \(line)")
            }
            let again = try Self.run(reproduce, in: merged, environment: plant)
            switch kind {
            case "crash":
                #expect(again.status != 0 && again.output.contains("planted crash at case 3"), "\(reproduce): \(again)")
                // The worker log the line points to was copied, and the crash is in it.
                let match = try #require(line.firstMatch(of: /standard error: (\S+\.log) from line (\d+)/))
                let log = try String(
                    contentsOfFile: (merged as NSString).appendingPathComponent(String(match.1)), encoding: .utf8)
                let from = log.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(Int(match.2)! - 1)
                #expect(from.joined(separator: "\n").contains("planted crash at case 3"), "\(match.1)")
            case "failure":
                #expect(again.status != 0, "\(reproduce): \(again)")
                #expect(again.output.contains(FuzzPlant.unwritablePath), "\(reproduce): \(again)")
            default:
                Issue.record("unexpected \(kind): \(line)")
            }
        }
        let html = try String(
            contentsOfFile: (merged as NSString).appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("run them there"))
        try? FileManager.default.removeItem(atPath: merged)
    }

    /// Each l10n or a11y render with problems shows the command that renders it again.
    @Test func eachCheckFindingInThePageHasItsCommand() throws {
        let out = Self.folder("a11y-commands")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try TestProgram.run(
            "harness",
            [
                "a11y-check", "--scenes", "hud", "--sizes", "500x400", "--target-size", "android", "--frames", "5",
                "--out", out,
            ])
        #expect(run.status == 1, "\(run.errors)")
        let summary = try Self.summary(out)
        let html = try String(contentsOfFile: (out as NSString).appendingPathComponent("report.html"), encoding: .utf8)
        let withProblems = summary.renders.filter { ($0["problems"]?.arrayCount ?? 0) > 0 }
        #expect(!withProblems.isEmpty)
        for r in withProblems {
            let command = try #require(r["reproduce"]?.stringValue)
            #expect(html.contains("<code class=\"reproduce\">\(HTMLText.escape(command))</code>"), "\(command)")
        }
    }
}
