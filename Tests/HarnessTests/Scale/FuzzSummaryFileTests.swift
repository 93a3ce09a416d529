import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// A fuzz failure in `summary.json`: its script, its Reproduce command from the note beside the
/// script, and its last frame drawn by running the script again.
@Suite(.serialized) struct FuzzSummaryFileTests {
    @Test func aBrokenContractKeepsItsReproduceCommandAndLastFrame() throws {
        let out = MergeTests.folder("fuzz-summary")
        let script = HarnessScript(
            file: "fuzz-1-7-rating.json", scene: "rating", fps: 60, size: Size(width: 500, height: 400),
            steps: [.init(number: 1, action: .tap(Point(x: 100, y: 100), id: 0)), .init(number: 2, action: .wait(0.2))])
        let path = (out as NSString).appendingPathComponent("fuzz-1-7-rating.json")
        try OutputFile.write(Array(script.text.utf8), to: path)
        let note = "harness fuzz --seed 1, case 7\nbroken\nReproduce: harness --script \(path) --report -\n"
        try OutputFile.write(Array(note.utf8), to: (out as NSString).appendingPathComponent("fuzz-1-7-rating.txt"))
        var settings = FuzzSettings(seed: 1, count: 8, scenes: ["rating"], minutes: nil, jobs: 1, outputDirectory: out)
        settings.shard = try Shard(index: 2, total: 4)
        let run = FuzzRunner.Summary(
            sequences: 2, failures: ["broken"], crashes: [], hangs: [], seconds: 1, cases: [1, 7],
            records: [FuzzFailureRecord(case: 7, kind: "failure", line: "\(path) broken", script: path)])
        let summary = FuzzSummaryFile.summary(
            settings: settings, run: run, arguments: ["fuzz"],
            executable: TestProgram.buildDirectory.appendingPathComponent("harness").path)
        let shard = try Shard(index: 2, total: 4)
        #expect(summary.cases == [1, 7] && summary.shard == shard)
        let failure = try #require(summary.failures.first)
        #expect(failure["script"]?.stringValue == "fuzz-1-7-rating.json")
        #expect(failure["reproduce"]?.stringValue == "harness --script \(path) --report -")
        #expect(failure["lastFrame"]?.stringValue == "fuzz-1-7-rating-last.png")
        let png = (out as NSString).appendingPathComponent("fuzz-1-7-rating-last.png")
        let bytes = (try? FileManager.default.attributesOfItem(atPath: png))?[.size] as? Int ?? 0
        #expect(bytes > 1000, "the last frame \(png)")
        let html = ReportPage.html(summary)
        #expect(html.contains("src=\"fuzz-1-7-rating-last.png\""))
        #expect(html.contains("harness --script"))
    }
}
