import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

@Suite struct ShardTests {
    @Test func everyCaseRunsInExactlyOneShard() throws {
        for total in 1...7 {
            let shards = try (1...total).map { try Shard(index: $0, total: total) }
            for number in 0..<1_000 {
                #expect(shards.filter { $0.ownsFuzzCase(number) }.count == 1, "fuzz case \(number) over \(total)")
                #expect(shards.filter { $0.owns(number) }.count == 1, "render \(number) over \(total)")
            }
        }
    }

    @Test func theDrawnFuzzCasesGoRoundTheShards() throws {
        // One case in 50 draws its frames and runs several times slower: no shard takes them all.
        let drawn = stride(from: 0, to: 2_000, by: FuzzCase.drawEvery)
        for k in 1...4 {
            let shard = try Shard(index: k, total: 4)
            #expect(drawn.filter(shard.ownsFuzzCase).count == 10)
        }
    }

    /// A shard's workers run exactly its cases, whatever --jobs is: the same K/N runs the same cases.
    @Test func aShardsWorkersRunExactlyItsCasesWhateverTheJobs() throws {
        for total in [1, 3, 4] {
            for k in 1...total {
                let shard = try Shard(index: k, total: total)
                let expected = (0..<600).filter(shard.ownsFuzzCase)
                for jobs in [1, 2, 5] {
                    var settings = FuzzSettings(
                        seed: 1, count: 600, scenes: ["basic"], minutes: nil, jobs: jobs, outputDirectory: "/tmp")
                    settings.shard = shard
                    var ran: [Int] = []
                    for worker in 0..<jobs {
                        var i = settings.nextCase(of: worker, from: 0)
                        while i < 600 {
                            ran.append(i)
                            i = settings.nextCase(of: worker, from: i + 1)
                        }
                    }
                    #expect(ran.sorted() == expected, "shard \(shard) with \(jobs) jobs")
                    #expect(settings.shardCaseCount == expected.count)
                }
            }
        }
    }

    @Test func aShardValueIsReadOrRefusedNamingIt() throws {
        #expect(try Shard.parse("2/4") == Shard(index: 2, total: 4))
        #expect(try Shard.parse("1/1") == .whole)
        for (text, message) in [
            ("0/4", "--shard: shard 0 of 4 is outside 1...4 (shards count from 1)"),
            ("5/4", "--shard: shard 5 of 4 is outside 1...4 (shards count from 1)"),
            ("1/0", "--shard: the shard count 0 is outside 1...10000"),
            ("two/4", "--shard: 'two/4' is not K/N (e.g. 2/4) or auto"),
            ("3", "--shard: '3' is not K/N (e.g. 2/4) or auto"),
        ] {
            #expect(throws: ShardError(message)) { try Shard.parse(text) }
        }
    }

    @Test func autoReadsGitLabKubernetesAndTheGitHubPair() throws {
        #expect(
            try ShardAuto.shard(environment: ["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "4"]) == Shard(index: 3, total: 4))
        // Kubernetes counts from 0, and gives no total.
        #expect(try ShardAuto.shard(environment: ["JOB_COMPLETION_INDEX": "0"], total: 4) == Shard(index: 1, total: 4))
        #expect(
            try ShardAuto.shard(environment: ["JOB_COMPLETION_INDEX": "3", "HARNESS_SHARD_TOTAL": "4"])
                == Shard(index: 4, total: 4))
        #expect(
            try ShardAuto.shard(environment: ["HARNESS_SHARD_INDEX": "2", "HARNESS_SHARD_TOTAL": "2"])
                == Shard(index: 2, total: 2))
    }

    @Test func autoRefusesMissingAndBadVariablesNamingThem() {
        #expect(throws: ShardError("--shard auto: CI_NODE_INDEX='x' is not a whole number")) {
            try ShardAuto.shard(environment: ["CI_NODE_INDEX": "x", "CI_NODE_TOTAL": "4"])
        }
        #expect(throws: ShardError("--shard auto: CI_NODE_INDEX is set but CI_NODE_TOTAL is not")) {
            try ShardAuto.shard(environment: ["CI_NODE_INDEX": "1"])
        }
        #expect(
            throws: ShardError(
                "--shard auto (JOB_COMPLETION_INDEX 4, counted from 0): shard 5 of 4 is outside 1...4 (shards count from 1)"
            )
        ) {
            try ShardAuto.shard(environment: ["JOB_COMPLETION_INDEX": "4"], total: 4)
        }
        #expect(throws: ShardError.self) { try ShardAuto.shard(environment: ["JOB_COMPLETION_INDEX": "1"]) }
        do {
            _ = try ShardAuto.shard(environment: [:])
            Issue.record("no variables: expected an error")
        } catch {
            for name in ["CI_NODE_INDEX", "JOB_COMPLETION_INDEX", "HARNESS_SHARD_INDEX", "--shard-total"] {
                #expect(error.description.contains(name))
            }
        }
    }
}
