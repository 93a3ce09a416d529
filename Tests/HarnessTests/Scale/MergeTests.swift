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
        #expect(merge.output.hasPrefix("fuzz: 24 sequences over 14 scenes (seed 3) in "))
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
}
