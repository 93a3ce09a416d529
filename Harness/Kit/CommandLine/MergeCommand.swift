import ArgumentParser
import FlywheelCore
import Foundation

/// `harness merge`: the output folders of a run's shards (`--shard K/N`) made into one report —
/// `report.json`, `report.html` and the pictures and scripts it shows — with the lines one
/// unsharded run prints (docs/ci.md).
struct MergeCommand: ParsableCommand {
    /// Computed: the examples carry the program's own name (`ProgramName`).
    static var configuration: CommandConfiguration {
        .subcommand(
            "merge",
            abstract: "Merge the output folders of a run's shards into one report.json and report.html.",
            about: """
                Each INPUT is the --out folder of one shard (its summary.json). They must be every shard of one run:
                the same command and options, each shard once, no case twice. The pictures, failing scripts, last
                frames and fuzz workers' logs are copied into --out, and the reproduce commands of the merged report
                name those copies: they run from the --out folder. Failed goldens found in --golden-failures are shown
                too.
                Exit status 1 when the merged run found anything.
                """,
            examples: [
                "--out out/fuzz out/fuzz-1 out/fuzz-2 out/fuzz-3 out/fuzz-4",
                "--out out/l10n shard-1/l10n shard-2/l10n shard-3/l10n",
            ])
    }

    @Option(help: ArgumentHelp("Where report.json, report.html and the pictures go.", valueName: "folder"))
    var out: String

    @Option(
        help: ArgumentHelp(
            "A folder of failed goldens (<name>.expected/.actual/.diff.png, as FlywheelTestSupport writes them) to show; used when it exists.",
            valueName: "folder"))
    var goldenFailures: String = "out/golden-failures"

    @Argument(help: ArgumentHelp("The shards' output folders (each with a summary.json).", valueName: "input"))
    var inputs: [String]

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out: expected a folder name") }
        if inputs.isEmpty { throw ValidationError("merge: give the shards' output folders") }
    }

    func run() throws {
        try HarnessErrorMessage.exitingOnError {
            let summaries = try inputs.map { folder in
                (folder: folder, summary: try RunSummary.read(path: Self.summaryPath(folder)))
            }
            _ = try RunMerge.merge(summaries)  // refused before anything is copied
            try OutputPathCheck.folder(out, option: "--out")
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            var relocated: [(folder: String, summary: RunSummary)] = []
            try OutputPathError.naming("--out") {
                for (folder, s) in summaries {
                    try Self.copyFiles(of: s, from: folder, to: out)
                    let logs = try Self.copyWorkerLogs(of: s, from: folder, to: out)
                    relocated.append((folder, RunMerge.relocated(s, logs: logs)))
                }
            }
            let merged = try RunMerge.merge(relocated)
            try OutputPathError.naming("--out") {
                let goldens = try GoldenFailureFolder.collect(goldenFailures, copyingInto: out)
                let json = (out as NSString).appendingPathComponent("report.json")
                try OutputFile.write(Array(merged.json.prettyText().utf8), to: json)
                try ReportPage.write(merged, goldens: goldens, into: out)
            }
            let page = (out as NSString).appendingPathComponent(ReportPage.fileName)
            try StandardStreams.print(RunMerge.lines(merged, file: page).joined(separator: "\n"))
            if !RunMerge.isClean(merged) { throw ExitCode.failure }
        }
    }

    /// INPUT's summary.json (INPUT may name the file itself).
    static func summaryPath(_ input: String) -> String {
        input.hasSuffix(".json") ? input : (input as NSString).appendingPathComponent(RunSummary.fileName)
    }

    /// Copies the worker logs of a fuzz shard (`worker-K.log`, which its crashes and hangs point
    /// into) into `out`, as `shard-I-worker-K.log` when the run has several shards; the names,
    /// old to new.
    static func copyWorkerLogs(of s: RunSummary, from input: String, to out: String) throws -> [String: String] {
        guard s.command == "fuzz" else { return [:] }
        let folder = input.hasSuffix(".json") ? (input as NSString).deletingLastPathComponent : input
        let fm = FileManager.default
        var names: [String: String] = [:]
        for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasPrefix("worker-") && name.hasSuffix(".log") {
            let new = s.shard.total > 1 ? "shard-\(s.shard.index)-\(name)" : name
            let from = (folder as NSString).appendingPathComponent(name)
            let to = (out as NSString).appendingPathComponent(new)
            names[name] = new
            guard URL(fileURLWithPath: from).standardizedFileURL != URL(fileURLWithPath: to).standardizedFileURL
            else { continue }
            if fm.fileExists(atPath: to) { try fm.removeItem(atPath: to) }
            try fm.copyItem(atPath: from, toPath: to)
        }
        return names
    }

    /// Copies the pictures, scripts, notes and last frames a summary names into `out`, at the
    /// same relative paths.
    static func copyFiles(of s: RunSummary, from input: String, to out: String) throws {
        let folder = input.hasSuffix(".json") ? (input as NSString).deletingLastPathComponent : input
        var paths = s.renders.compactMap { $0["picture"]?.stringValue }
        for f in s.failures {
            for key in ["script", "lastFrame"] { if let p = f[key]?.stringValue { paths.append(p) } }
            if let script = f["script"]?.stringValue, script.hasSuffix(".json") {
                let base = String(script.dropLast(5))
                paths += [base + ".txt", base + "-feel.json"]
            }
        }
        let fm = FileManager.default
        for relative in paths where !relative.hasPrefix("/") && !relative.split(separator: "/").contains("..") {
            let from = (folder as NSString).appendingPathComponent(relative)
            let to = (out as NSString).appendingPathComponent(relative)
            guard fm.fileExists(atPath: from),
                URL(fileURLWithPath: from).standardizedFileURL != URL(fileURLWithPath: to).standardizedFileURL
            else { continue }
            try fm.createDirectory(
                atPath: (to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if fm.fileExists(atPath: to) { try fm.removeItem(atPath: to) }
            try fm.copyItem(atPath: from, toPath: to)
        }
    }
}
