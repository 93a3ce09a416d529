import FlywheelCore
import Foundation

/// `--shard auto`: the shard a CI job is, read from the variables its CI sets.
///
/// | CI | index | total |
/// |---|---|---|
/// | GitLab (`parallel: N`) | `CI_NODE_INDEX` (from 1) | `CI_NODE_TOTAL` |
/// | Kubernetes Indexed Job | `JOB_COMPLETION_INDEX` (from 0) | `--shard-total` or `HARNESS_SHARD_TOTAL` |
/// | GitHub Actions (a matrix passed through `env:`) | `HARNESS_SHARD_INDEX` (from 1) | `HARNESS_SHARD_TOTAL` |
///
/// The first row whose index variable is set is used; none set is an error that lists them.
///
/// ```swift
/// try ShardAuto.shard(environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"])      // 2/4
/// try ShardAuto.shard(environment: ["JOB_COMPLETION_INDEX": "0"], total: 4)           // 1/4
/// ```
public enum ShardAuto {
    public static func shard(environment: [String: String], total: Int? = nil) throws(ShardError) -> Shard {
        func number(_ name: String) throws(ShardError) -> Int? {
            guard let text = environment[name] else { return nil }
            guard let n = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw ShardError("--shard auto: \(name)='\(OutsideText.quoted(text))' is not a whole number")
            }
            return n
        }
        func needTotal(_ found: Int?, _ name: String, for indexName: String) throws(ShardError) -> Int {
            guard let found else { throw ShardError("--shard auto: \(indexName) is set but \(name) is not") }
            return found
        }
        if let k = try number("CI_NODE_INDEX") {
            let n = try needTotal(try number("CI_NODE_TOTAL"), "CI_NODE_TOTAL", for: "CI_NODE_INDEX")
            return try Shard(index: k, total: n, option: "--shard auto (CI_NODE_INDEX/CI_NODE_TOTAL)")
        }
        if let k = try number("JOB_COMPLETION_INDEX") {
            let envTotal = try number("HARNESS_SHARD_TOTAL")
            guard let n = total ?? envTotal else {
                throw ShardError(
                    "--shard auto: JOB_COMPLETION_INDEX is set (a Kubernetes Indexed Job) but not the total: pass --shard-total N or set HARNESS_SHARD_TOTAL"
                )
            }
            return try Shard(index: k + 1, total: n, option: "--shard auto (JOB_COMPLETION_INDEX \(k), counted from 0)")
        }
        if let k = try number("HARNESS_SHARD_INDEX") {
            let envTotal = try number("HARNESS_SHARD_TOTAL")
            let n = try needTotal(total ?? envTotal, "HARNESS_SHARD_TOTAL", for: "HARNESS_SHARD_INDEX")
            return try Shard(index: k, total: n, option: "--shard auto (HARNESS_SHARD_INDEX/HARNESS_SHARD_TOTAL)")
        }
        throw ShardError(
            "--shard auto: no CI shard variables are set: CI_NODE_INDEX/CI_NODE_TOTAL (GitLab parallel), JOB_COMPLETION_INDEX with --shard-total or HARNESS_SHARD_TOTAL (Kubernetes Indexed Job), or HARNESS_SHARD_INDEX/HARNESS_SHARD_TOTAL (GitHub Actions matrix, see docs/ci.md)"
        )
    }
}
