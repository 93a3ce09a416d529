import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import HarnessKit
import Testing

@testable import StepperHarness

@Suite struct StepperTests {
    /// This package's folder.
    static let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The stepper alone: a host on a virtual clock, a press held on + for 2 s.
    @Test func holdingPlusRepeatsAndStopsAtTen() {
        let clock = VirtualClock()
        let host = ViewHost(size: Size(width: 200, height: 100), clock: clock)
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 160, height: 44))
        host.rootView.addSubview(stepper)
        let plus = Point(x: 120, y: 22)
        host.handle(.pointer(PointerEvent(phase: .down, location: plus, timestamp: 0)))
        var t = 0.0
        while t < 2 {
            t += 1.0 / 60
            clock.set(to: t)
            host.advance(to: t)
        }
        host.handle(.pointer(PointerEvent(phase: .up, location: plus, timestamp: 2)))
        #expect(stepper.value == 10)
    }

    /// The program run as a user runs it: a script and its report.
    @Test func aScriptSetsTheCount() throws {
        try #require(TestProgram.isBuilt("StepperHarness"), "build the package before testing")
        let script = Self.packageDirectory.appendingPathComponent("Scripts/set-seven.json").path
        let run = try TestProgram.run("StepperHarness", ["--script", script, "--report", "-"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\"type\": \"Stepper\""))
        #expect(run.output.contains("\"value\": 7"))
        #expect(!run.errors.contains("Assets"))
    }

    /// The fuzzer: taps, holds and sets on the scene, every rule checked after every step.
    @Test func fiftyFuzzedSequencesBreakNoRule() throws {
        try #require(TestProgram.isBuilt("StepperHarness"), "build the package before testing")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("stepper-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try TestProgram.run("StepperHarness", ["fuzz", "--count", "50", "--out", out.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(": 0 broken contracts, 0 crashes, 0 hangs"))
    }

    /// The scene's picture (record it once with FLYWHEEL_RECORD_GOLDENS=1 swift test).
    @Test func theSceneMatchesItsGolden() throws {
        try withSDL {
            let image = try SceneSnapshot.render(StepperScene.entry, size: Size(width: 400, height: 300))
            try GoldenImage.check(image, named: "stepper", in: GoldenImage.directory(besides: #filePath))
        }
    }
}
