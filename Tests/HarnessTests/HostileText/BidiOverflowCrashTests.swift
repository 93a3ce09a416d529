import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// RLI PDF PDI RLO LRI repeated crashed the process inside FriBidi 1.0.8 (a read of freed memory
/// once explicit embeddings overflow) at some repeat counts and not others, and never under
/// AddressSanitizer. Each count is drawn by `harness hostile-text` in a child process, so a
/// crash fails this test with the signal instead of ending the test run.
@Suite struct BidiOverflowCrashTests {
    @Test(arguments: [50, 100, 150, 151, 200, 250, 300, 400])
    func theCrashingPatternDrawsInEveryTextWidget(repeats: Int) throws {
        try #require(TestProgram.isBuilt("harness"), "the harness executable is built beside the tests")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-bidi-\(repeats).txt")
        try String(repeating: HostileText.fribidiCrashUnit, count: repeats).write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try TestProgram.run(
            "harness",
            ["hostile-text", "--text-file", file.path, "--widgets", "label,tabBar", "--frames-per-case", "2"])
        #expect(run.status == 0, "exit status \(run.status) (139: a segmentation fault); stderr: \(run.errors)")
        #expect(run.output.contains("label\t") && run.output.contains("tabBar\t"))
    }
}
