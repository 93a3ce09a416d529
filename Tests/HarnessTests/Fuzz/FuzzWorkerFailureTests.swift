import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// What `harness fuzz` reports when a step cannot run or a worker crashes, with the faults
/// planted in its real worker processes (`FuzzPlant`: the test-only `FLYWHEEL_FUZZ_PLANT`).
/// A step that could not run used to kill its worker, counted as a crash with the reason lost:
/// the next worker truncated the log that held it.
@Suite(.serialized) struct FuzzWorkerFailureTests {
    /// `harness fuzz` over `count` small Basic-scene sequences in one worker, with `plant`:
    /// what it printed, and its output folder.
    /// Runs `harness fuzz` over `count` basic-scene cases with `plant` planted (the harness must
    /// be built), expects it to fail with `count` sequences and `summary` ("1 broken contracts,
    /// 0 crashes, 0 hangs"), and returns its result and its output folder (the caller removes it).
    private func failingFuzz(count: Int, plant: String, summary: String) throws
        -> (result: TestProgram.Result, out: String)
    {
        try #require(TestProgram.isBuilt("harness"), "build the harness first")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-fuzz-\(UUID().uuidString)")
            .path
        let result = try TestProgram.run(
            "harness",
            [
                "fuzz", "--seed", "1", "--count", String(count), "--jobs", "1", "--scenes", "basic", "--max-steps", "2",
                "--window-pixels", "10000", "--hang-seconds", "600", "--out", out,
            ],
            environment: [FuzzPlant.environmentVariable: plant])
        #expect(result.status == 1)
        #expect(result.output.contains("fuzz: \(count) sequences"), "\(result.output)")
        #expect(result.output.contains(summary), "\(result.output)")
        return (result, out)
    }

    /// The progress line as it last stood (it overwrites itself after each "\r").
    private func lastProgress(_ errors: String) -> String {
        errors.split(separator: "\r").last { $0.contains("sequences,") }.map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        } ?? ""
    }

    private func lines(_ text: String, containing word: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(word) }
    }

    @Test func thePlantIsReadAsDocumented() {
        let plant = FuzzPlant(parsing: "crash@3, crash-after-first@7,step@1,nonsense@2,crash@x")
        #expect(plant.crashAt == [3] && plant.crashAfterFirstAt == [7] && plant.unrunnableStepAt == [1])
        #expect(plant.exitAfterLastStatus == nil && FuzzPlant(parsing: "exit-after-last@23").exitAfterLastStatus == 23)
        #expect(FuzzPlant(parsing: "") == .none)
        #expect(plant.steps([.wait(1)], case: 1) == [.wait(1), .screenshot(FuzzPlant.unwritablePath)])
        #expect(plant.steps([.wait(1)], case: 2) == [.wait(1)])
    }

    /// A case with a step that cannot run is a failure with the step's message and a
    /// reproduction; the worker runs the cases after it.
    @Test func aStepThatCannotRunFailsItsCaseAndTheWorkerGoesOn() throws {
        let (r, out) = try failingFuzz(count: 3, plant: "step@1", summary: "1 broken contracts, 0 crashes, 0 hangs")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let failure = try #require(lines(r.output, containing: "failure:").first, "\(r.output)")
        #expect(failure.contains("fuzz-1-1-basic.json a step cannot run: step "), "\(failure)")
        #expect(failure.contains("screenshot: cannot write \(FuzzPlant.unwritablePath)"), "\(failure)")
        let note = try String(contentsOfFile: out + "/fuzz-1-1-basic.txt", encoding: .utf8)
        #expect(note.contains("a step cannot run: step ") && note.contains("Reproduce: "), "\(note)")
    }

    /// A crash that depends on the cases before it (planted at case 3 unless it is the worker's
    /// first) and one that does not (case 5): both keep their standard error in the worker's
    /// log and in the note beside the case; the report says which one reproduces alone and
    /// gives the command that does.
    @Test func aCrashKeepsItsStandardErrorAndSaysWhetherItReproducesAlone() throws {
        let (r, out) = try failingFuzz(
            count: 6, plant: "crash-after-first@3,crash@5", summary: "0 broken contracts, 2 crashes, 0 hangs")
        defer { try? FileManager.default.removeItem(atPath: out) }
        // Each crashed case is run again alone: a check, not another sequence.
        #expect(lastProgress(r.errors).hasPrefix("fuzz: 6/6 sequences, 0 failures, 2 crashes, 0 hangs,"), "\(r.errors)")
        let summary = try RunSummary.read(path: out + "/summary.json")
        #expect(summary.cases == Array(0..<6))
        // A crash's reproduce command is the one that crashes: case 5's alone, case 3's worker.
        let reproduce = summary.failures.compactMap { $0["reproduce"]?.stringValue }
        #expect(reproduce.count == 2 && reproduce.allSatisfy { $0.contains(" fuzz ") && $0.contains("--worker 0") })
        #expect(reproduce.first { $0.contains("--first 5") } != nil, "\(reproduce)")
        #expect(reproduce.first { $0.contains("--first 0") } != nil, "\(reproduce)")
        let crashes = lines(r.output, containing: "crash: case ")
        let three = try #require(crashes.first { $0.contains("crash: case 3 ") }, "\(r.output)")
        #expect(three.contains("killed by signal"), "\(three)")
        #expect(three.contains("DOES NOT REPRODUCE ALONE: run alone, the case passes"), "\(three)")
        #expect(three.contains("--first 0") && three.contains("--count 6"), "the worker that crashed: \(three)")
        #expect(three.contains("worker-0.log from line "), "\(three)")
        let five = try #require(crashes.first { $0.contains("crash: case 5 ") }, "\(r.output)")
        #expect(five.contains("run alone it crashes too"), "\(five)")
        #expect(five.contains("--first 5") && five.contains("--count 6"), "the case alone: \(five)")
        // Appended, never truncated: the first crash's message outlives the workers after it.
        let log = try String(contentsOfFile: out + "/worker-0.log", encoding: .utf8)
        #expect(log.contains("planted crash at case 3") && log.contains("planted crash at case 5"))
        #expect(log.contains("Fatal error: planted crash at case 3"), "\(log.prefix(2000))")
        let note = try String(contentsOfFile: out + "/fuzz-1-3-basic.txt", encoding: .utf8)
        #expect(note.contains("Fatal error: planted crash at case 3"), "\(note)")
        #expect(note.contains("DOES NOT REPRODUCE ALONE") && note.contains("--first 0"), "\(note)")
    }

    /// A worker that ends abnormally after its last case — as one whose sanitizer reports a leak
    /// at exit does — is reported as that, with its standard error, and as nothing else: the
    /// progress line, the last line, `summary.json`, the report and the exit status all say 3
    /// sequences, no failure, crash or hang, one worker's end. It used to be counted as a 4th
    /// sequence and a crash by the progress line, the last line said 0 crashes, the summary
    /// nothing, and the run exited 1.
    @Test func aWorkerEndingAbnormallyAfterItsLastCaseIsOneAccountEverywhere() throws {
        let (r, out) = try failingFuzz(
            count: 3, plant: "exit-after-last@23", summary: "0 broken contracts, 0 crashes, 0 hangs, 1 worker ends")
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(
            lastProgress(r.errors).hasPrefix("fuzz: 3/3 sequences, 0 failures, 0 crashes, 0 hangs, 1 worker ends,"),
            "\(r.errors)")
        let end = try #require(lines(r.output, containing: "worker: ").first, "\(r.output)")
        #expect(end.contains("exited with status 23 after its last case (2)"), "\(end)")
        #expect(end.contains("worker-0.log from line "), "\(end)")
        let summary = try RunSummary.read(path: out + "/summary.json")
        #expect(summary.cases == [0, 1, 2] && summary.caseCount == 3)
        #expect(summary.failures.count == 1)
        let record = try #require(summary.failures.first)
        #expect(record["kind"]?.stringValue == "worker")
        #expect(record["standardError"]?.stringItems?.contains { $0.contains("planted exit with status 23") } == true)
        #expect(record["reproduce"]?.stringValue?.contains("--worker 0") == true)
        // The merged account of the one shard prints the same last line.
        let merged = try #require(RunMerge.lines(summary, file: "").first)
        #expect(merged.hasPrefix("fuzz: 3 sequences over 1 scenes (seed 1) in "))
        #expect(merged.hasSuffix(": 0 broken contracts, 0 crashes, 0 hangs, 1 worker ends"), "\(merged)")
        let html = try String(contentsOfFile: out + "/" + ReportPage.fileName, encoding: .utf8)
        #expect(html.contains("<tr><th>cases</th><td>3 of 3</td></tr>"), "\(html)")
        #expect(html.contains("<h2>Failures (1)</h2>") && html.contains("worker ended abnormally after case 2"))
        #expect(html.contains("planted exit with status 23 after the last case"))
    }
}
