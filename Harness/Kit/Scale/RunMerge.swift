import FlywheelCore
import Foundation

/// `harness merge`: the summaries of a run's shards put back together as one run — refused, with
/// a message naming the inputs, when they come from different commands or options, when a shard
/// is given twice or missing, or when two inputs covered the same case.
///
/// ```swift
/// let merged = try RunMerge.merge([("out/s1", try RunSummary.read(path: "out/s1/summary.json")),
///                                  ("out/s2", try RunSummary.read(path: "out/s2/summary.json"))])
/// merged.cases.count      // every case of one unsharded run
/// ```
public enum RunMerge {
    public static func merge(_ inputs: [(folder: String, summary: RunSummary)]) throws(RunSummaryError) -> RunSummary {
        guard let (firstFolder, first) = inputs.first else { throw RunSummaryError("merge: no inputs") }
        for (folder, s) in inputs.dropFirst() {
            if s.command != first.command {
                throw RunSummaryError(
                    "merge: \(folder) is a \(s.command) run but \(firstFolder) is a \(first.command) run; merge the shards of one run"
                )
            }
            if s.options != first.options {
                let theirs = Dictionary(s.options.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
                let mine = Dictionary(first.options.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
                var keys: [String] = []
                for key in first.options.map(\.key) + s.options.map(\.key)
                where theirs[key] != mine[key] && !keys.contains(key) {
                    keys.append(key)
                }
                let differences = keys.map {
                    "\($0) \(mine[$0]?.text ?? "(none)") in \(firstFolder) but \(theirs[$0]?.text ?? "(none)") in \(folder)"
                }
                throw RunSummaryError(
                    "merge: \(folder) and \(firstFolder) are not shards of one run: \(differences.joined(separator: "; "))"
                )
            }
            if s.shard.total != first.shard.total {
                throw RunSummaryError(
                    "merge: \(folder) is shard \(s.shard) but \(firstFolder) is shard \(first.shard): different shard counts"
                )
            }
        }
        var byIndex: [Int: String] = [:]
        for (folder, s) in inputs {
            if let other = byIndex[s.shard.index] {
                throw RunSummaryError("merge: shard \(s.shard) is given twice: \(other) and \(folder)")
            }
            byIndex[s.shard.index] = folder
        }
        let missing = (1...first.shard.total).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            throw RunSummaryError(
                "merge: shard(s) \(missing.map { "\($0)/\(first.shard.total)" }.joined(separator: ", ")) missing; given: "
                    + inputs.map { "\($0.summary.shard) (\($0.folder))" }.joined(separator: ", "))
        }
        var owner: [Int: String] = [:]
        for (folder, s) in inputs {
            for c in s.cases {
                if let other = owner[c] {
                    throw RunSummaryError("merge: case \(c) was run by both \(other) and \(folder)")
                }
                owner[c] = folder
            }
        }
        let ordered = inputs.sorted { $0.summary.shard.index < $1.summary.shard.index }
        var merged = RunSummary(command: first.command, options: [], caseCount: first.caseCount)
        merged.options = first.options
        merged.arguments = withoutShard(first.arguments)
        merged.cases = owner.keys.sorted()
        func number(_ v: JSONValue) -> Double { if case .number(let n)? = v["case"] { n } else { -1 } }
        merged.renders = ordered.flatMap(\.summary.renders).sorted { number($0) < number($1) }
        merged.failures = ordered.flatMap(\.summary.failures).sorted { number($0) < number($1) }
        merged.seconds = ordered.map(\.summary.seconds).max() ?? 0
        merged.started = ordered.map(\.summary.started).filter { !$0.isEmpty }.min() ?? ""
        var lines: [String] = []
        for (_, s) in ordered {
            lines += s.extra.first { $0.key == "lines" }?.value.stringItems?.map { "shard \(s.shard): \($0)" } ?? []
        }
        merged.extra =
            [
                JSONMember(
                    key: "shards",
                    value: .array(
                        ordered.map { folder, s in
                            .object([
                                ("shard", .string(s.shard.description)), ("input", .string(folder)),
                                ("started", .string(s.started)), ("seconds", .number(s.seconds)),
                                ("cases", .number(Double(s.cases.count))),
                            ])
                        }))
            ] + (lines.isEmpty ? [] : [JSONMember(key: "lines", value: .strings(lines))])
        return merged
    }

    /// The `--out` a run was given, as its arguments hold it (nil when it was not given).
    static func outputArgument(_ arguments: [String]) -> String? {
        var value: String?
        for (i, a) in arguments.enumerated() {
            if a == "--out", i + 1 < arguments.count { value = arguments[i + 1] }
            if a.hasPrefix("--out=") { value = String(a.dropFirst("--out=".count)) }
        }
        return value
    }

    /// `s` with the paths in its commands and lines moved from the folder the run wrote into
    /// (its `--out`, `out/fuzz` when none was given) to the merged report's folder, relative to
    /// it: a reproduce command then works from the merged folder, with the copies there, when the
    /// shard's folder is gone. `logs` renames the worker logs it copied ("worker-0.log" to
    /// "shard-2-worker-0.log").
    public static func relocated(_ s: RunSummary, logs: [String: String] = [:]) -> RunSummary {
        let out = outputArgument(s.arguments) ?? (s.command == "fuzz" ? "out/fuzz" : nil)
        guard let out else { return s }
        // The prefix exactly as the run built its paths (`appendingPathComponent`).
        let prefix = String((out as NSString).appendingPathComponent("x").dropLast())
        func move(_ text: String) -> String {
            var t = text
            for (old, new) in logs.sorted(by: { $0.key < $1.key }) {
                t = t.replacingOccurrences(of: prefix + old, with: new)
            }
            for quoted in Set([RunSummary.shellLine([out]), WorkerProcess.shellLine([out])]) {
                t = t.replacingOccurrences(of: " --out \(quoted) ", with: " --out . ")
            }
            return t.replacingOccurrences(of: prefix, with: "")
        }
        func moveFields(_ v: JSONValue, _ keys: [String]) -> JSONValue {
            guard case .object(let fields) = v else { return v }
            return .object(
                fields.map { member in
                    guard keys.contains(member.key), case .string(let text) = member.value else { return member }
                    return JSONMember(key: member.key, value: .string(move(text)))
                })
        }
        var moved = s
        moved.failures = s.failures.map { moveFields($0, ["line", "reproduce"]) }
        moved.renders = s.renders.map { moveFields($0, ["reproduce"]) }
        return moved
    }

    /// A command line without its `--shard` and `--shard-total` (and their values).
    static func withoutShard(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var skip = false
        for a in arguments {
            if skip { skip = false; continue }
            if a == "--shard" || a == "--shard-total" { skip = true; continue }
            if a.hasPrefix("--shard=") || a.hasPrefix("--shard-total=") { continue }
            out.append(a)
        }
        return out
    }

    /// The failures of a fuzz summary as the fuzzer's records.
    static func fuzzRecords(_ s: RunSummary) -> [FuzzFailureRecord] {
        s.failures.map { f in
            let n: Int = { if case .number(let v)? = f["case"] { Int(v) } else { -1 } }()
            return FuzzFailureRecord(
                case: n, kind: f["kind"]?.stringValue ?? "failure", line: f["line"]?.stringValue ?? "",
                script: f["script"]?.stringValue, reproduce: f["reproduce"]?.stringValue,
                standardError: f["standardError"]?.stringItems ?? [])
        }
    }

    /// The lines one unsharded run of `s.command` prints at its end, `file` standing for its report.
    public static func lines(_ s: RunSummary, file: String) -> [String] {
        switch s.command {
        case "fuzz":
            let seed = UInt64(s.optionsValue["seed"]?.stringValue ?? "") ?? 0
            let scenes = s.optionsValue["scenes"]?.stringItems?.count ?? 0
            return RunSummaryLines.fuzz(
                sequences: s.cases.count, scenes: scenes, seed: seed, seconds: s.seconds, records: fuzzRecords(s))
        case "l10n-check":
            return RunSummaryLines.check(
                noun: "text", problems: CheckSummaryFile.problemLines(s), renders: s.renders.count, file: file)
        case "a11y-check":
            return RunSummaryLines.check(
                noun: "accessibility", problems: CheckSummaryFile.problemLines(s), renders: s.renders.count,
                excused: CheckSummaryFile.excusedCount(s), file: file)
        case "render-all":
            return ["Rendered \(s.renders.count) scene(s) -> \(file)"]
        default:
            return s.extra.first { $0.key == "lines" }?.value.stringItems ?? []
        }
    }

    /// Whether the merged run found anything (its exit status is 1 then).
    public static func isClean(_ s: RunSummary) -> Bool {
        s.failures.isEmpty && CheckSummaryFile.problemLines(s).isEmpty
    }
}
