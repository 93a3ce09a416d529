import ArgumentParser
import Foundation

/// `--shard K/N` and `--shard-total N`: the option group fuzz, l10n-check, a11y-check,
/// `--render-all` and soak share (a subcommand is handed the group its parent decoded, as with
/// `--pseudo-locale`). `K/N` runs the K-th of N slices; `auto` reads the CI's variables
/// (`ShardAuto`).
struct ShardOption: ParsedOptionGroup {
    @Option(
        help: ArgumentHelp(
            "Run the K-th of N slices of the cases (1-based), or auto: from CI_NODE_INDEX/CI_NODE_TOTAL, JOB_COMPLETION_INDEX or HARNESS_SHARD_INDEX/HARNESS_SHARD_TOTAL (docs/ci.md).",
            valueName: "K/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "With --shard auto in a Kubernetes Indexed Job: how many shards (JOB_COMPLETION_INDEX gives only the index).",
            valueName: "N"))
    var shardTotal: Int?

    /// The shard asked for (`Shard.whole` without --shard), `auto` read from this process's
    /// environment.
    func parsed() throws -> Shard { try parsed(environment: ProcessInfo.processInfo.environment) }

    /// The shard asked for, `auto` read from `environment`.
    func parsed(environment: [String: String]) throws -> Shard {
        do {
            if shardTotal != nil, shard != "auto" {
                throw ShardError("--shard-total: only with --shard auto (--shard K/N gives the total itself)")
            }
            guard let shard else { return .whole }
            if shard == "auto" { return try ShardAuto.shard(environment: environment, total: shardTotal) }
            return try Shard.parse(shard)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
