import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import HarnessKit
import Testing

@testable import KnobHarness

/// The `KnobHarness` program run as a user runs it (its own process, SDL's dummy video driver):
/// its scene list, a script that turns the knob with the report it writes, the fuzzer over the
/// knob scene, and the scene's golden image.
@Suite struct KnobHarnessProgramTests {
    /// Examples/KnobHarness.
    static let exampleDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs KnobHarness with `arguments`; returns its exit status and standard output.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try #require(TestProgram.isBuilt("KnobHarness"), "build the package (swift build) before testing")
        let result = try TestProgram.run("KnobHarness", arguments)
        return (result.status, result.output)
    }

    @Test func listsTheKnobSceneFirstThenTheBuiltInOnes() throws {
        let (status, output) = try run(["--list-scenes"])
        #expect(status == 0)
        let names = output.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }
        #expect(names.first == "knob")
        #expect(Array(names.dropFirst()) == BuiltInScenes.all.map(\.name))
    }

    /// The program calls itself by its own name: usage lines, a subcommand's usage, errors.
    @Test func itsUsageLinesAndErrorsCarryItsOwnName() throws {
        let help = try TestProgram.run("KnobHarness", ["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: KnobHarness "), "\(help.output)")
        #expect(help.output.contains("  KnobHarness --list-scenes") || help.output.contains("KnobHarness --scene"))
        #expect(!help.output.contains("harness --"), "\(help.output)")
        let fuzzHelp = try TestProgram.run("KnobHarness", ["fuzz", "--help"])
        #expect(fuzzHelp.output.contains("USAGE: KnobHarness fuzz"), "\(fuzzHelp.output)")
        #expect(fuzzHelp.output.contains("KnobHarness fuzz --count 2000"))
        let soakHelp = try TestProgram.run("KnobHarness", ["soak", "--help"])
        #expect(soakHelp.output.contains("USAGE: KnobHarness soak"), "\(soakHelp.output)")
        let missing = try TestProgram.run("KnobHarness", ["--script", "/nonexistent/turn.json"])
        #expect(missing.status == 1)
        #expect(
            missing.errors.hasPrefix("KnobHarness: /nonexistent/turn.json: cannot read"), "\(missing.errors)")
    }

    /// Localisation QA works on a program's own scenes: the knob's label fits as written and
    /// in every pseudo-locale at the smallest and the default window.
    @Test func theKnobSceneFitsInEveryPseudoLocale() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("knob-l10n-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (status, output) = try run([
            "l10n-check", "--scenes", "knob", "--sizes", "500x400,800x600", "--locales", "accented,long,rtl,all",
            "--out", out,
        ])
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("0 text problem(s) in 10 render(s)"), "\(output)")
        #expect(FileManager.default.fileExists(atPath: out + "/long/500x400/knob.png"))
    }

    /// Accessibility QA works on a program's own scenes too: the knob describes itself (an
    /// adjustable element named "Volume" with its detent as value) and passes at the smallest
    /// and the default window; the files land where `harness a11y-check` puts them.
    @Test func theKnobSceneIsAccessible() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("knob-a11y-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (status, output) = try run(["a11y-check", "--scenes", "knob", "--sizes", "500x400,800x600", "--out", out])
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("0 accessibility problem(s) in 2 render(s)"), "\(output)")
        #expect(FileManager.default.fileExists(atPath: out + "/500x400/knob.png"))
        #expect(FileManager.default.fileExists(atPath: out + "/a11y-check.json"))
    }

    @Test func aScriptDraggingRoundTheKnobReportsItUnderControls() throws {
        let script = Self.exampleDirectory.appendingPathComponent("Scripts/turn-knob.json").path
        let (status, output) = try run(["--script", script, "--report", "-"])
        #expect(status == 0)
        // The report is the JSON before the run's summary line.
        let json = String(output[..<(output.range(of: "\n}")?.upperBound ?? output.endIndex)])
        let report = try JSONNode.parse(Data(json.utf8)).value
        guard case .array(let controls)? = report["controls"] else {
            Issue.record("no \"controls\" in \(output)")
            return
        }
        let knob = try #require(controls.first)
        #expect(knob["type"] == .string("Knob"))
        #expect(knob["label"] == .string("Volume"))
        // 90° clockwise from 5: three detents, each sent as it was reached.
        #expect(knob["value"] == .number(8))
        #expect(knob["isCoasting"] == .bool(false))
        guard case .array(let events)? = knob["events"] else {
            Issue.record("no events in \(knob)")
            return
        }
        #expect(events.filter { $0 == .string("valueChanged") }.count == 3)
        #expect(events.first == .string("touchDown") && events.last == .string("touchUpInside"))
    }

    @Test func twoHundredFuzzedSequencesOnTheKnobBreakNoContract() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("knob-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let (status, output) = try run(["fuzz", "--scenes", "knob", "--count", "200", "--out", out.path])
        #expect(status == 0, "\(output)")
        #expect(output.contains("200 sequences over 1 scenes"))
        #expect(output.contains(": 0 broken contracts, 0 crashes, 0 hangs"))
    }

    @Test func theKnobSceneMatchesItsGolden() throws {
        try withSDL {
            let image = try SceneSnapshot.render(KnobScene.entry, size: Size(width: 400, height: 360))
            try GoldenImage.check(image, named: "knob", in: GoldenImage.directory(besides: #filePath))
        }
    }
}
