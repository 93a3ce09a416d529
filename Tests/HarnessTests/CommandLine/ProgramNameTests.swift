import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// The running program's own name (`ProgramName`): read from the path it was started by, and
/// written in the fuzzer's notes beside a failure (the `KnobHarness` program's usage lines and
/// errors are checked by running it, in KnobHarnessProgramTests).
@Suite struct ProgramNameTests {
    @Test(arguments: [
        (["/work/pkg/.build/debug/KnobHarness", "--help"], "KnobHarness"),
        (["./harness"], "harness"),
        (["Stepper"], "Stepper"),
        ([], "harness"),
        ([""], "harness"),
    ])
    func theNameIsTheLastPartOfTheStartingPath(arguments: [String], name: String) {
        #expect(ProgramName.fromCommandLine(arguments) == name)
    }

    @Test func aFailuresNoteNamesTheProgramThatHasTheScene() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-name-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let c = FuzzCase(
            seed: 3, index: 7, scene: "knob", size: Size(width: 400, height: 300), pixelScale: 1, fps: 60,
            secondFPS: 144, drawsFrames: false, steps: [.wait(0.1)])
        let script = try FuzzWorker.write(
            c, steps: c.steps, violations: ["Volume: broken"], into: dir.path, program: "KnobHarness")
        let note = try String(contentsOfFile: script.replacingOccurrences(of: ".json", with: ".txt"), encoding: .utf8)
        #expect(note.hasPrefix("KnobHarness fuzz --seed 3, case 7: scene knob"))
        #expect(note.contains("Reproduce: KnobHarness --script \(dir.path)/fuzz-3-7-knob.json --report -"))
        #expect(!note.contains("harness"))
    }
}
