import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// `harness feel export`: the Swift source it prints compiles (`ExportedClassicFeel.swift`, in
/// this test target, is its output for `--swift classic`, so the build compiles it) and holds the
/// same feel; the versioned file it prints reads back as the feel.
@Suite struct FeelExportTests {
    static let snippet = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ExportedClassicFeel.swift")

    private func output(_ args: [String]) throws -> String {
        let parsed = try HarnessCommand.parseAsRoot(["feel", "export"] + args)
        return try #require(parsed as? FeelExportCommand).output()
    }

    @Test func theSwiftItPrintsIsTheCompiledSnippetAndHoldsTheFeel() throws {
        let printed = try output(["--swift", "classic"])
        let committed = try String(contentsOf: Self.snippet, encoding: .utf8)
        #expect(
            printed == committed,
            "regenerate: swift run harness feel export --swift classic > Tests/HarnessTests/CommandLine/ExportedClassicFeel.swift"
        )
        #expect(classicFeel == .classic)
    }

    @Test func everyFieldIsAssignedOnce() throws {
        let printed = try output(["--swift", "snappy", "--variable", "wheel"])
        #expect(printed.contains("let wheel: FeelParameters = {"))
        for name in FeelParameters.fieldNames {
            #expect(printed.components(separatedBy: "    feel.\(name) = ").count == 2, "\(name)")
        }
    }

    @Test func theJSONItPrintsReadsBackAsTheFeel() throws {
        for (name, feel) in FeelParameters.presets {
            let text = try output(["--json", name])
            // Version 2 only for a feel that uses the decay model it added.
            let version = feel.decayModel == .exponential ? 1 : 2
            #expect(text.hasPrefix("{\n  \"format\" : \"flywheel-feel\",\n  \"version\" : \(version),\n"))
            #expect(try FeelParameters.fromJSON(Data(text.utf8)).get() == feel)
            let based = try output(["--json", name, "--base", "ios"])
            #expect(try FeelParameters.fromJSON(Data(based.utf8)).get() == feel)
        }
        #expect(try output(["--json", "ios", "--base", "ios"]).split(separator: "\n").count == 5)
    }

    @Test(arguments: [
        ["--swift", "--json", "ios"], ["ios"], ["--json", "ios", "--variable", "x"],
        ["--swift", "ios", "--base", "ios"], ["--json", "ios", "--base", "bouncy"],
        ["--swift", "ios", "--variable", "1x"],
    ])
    func contradictoryOrBadOptionsAreRefused(args: [String]) {
        #expect(throws: (any Error).self) { try HarnessCommand.parseAsRoot(["feel", "export"] + args) }
    }

    @Test func variableNamesComeFromTheFeelsName() {
        #expect(FeelSwiftSource.variableName(for: "snappy") == "snappyFeel")
        #expect(FeelSwiftSource.variableName(for: "profiles/my-wheel.json") == "myWheelFeel")
        #expect(FeelSwiftSource.variableName(for: "game_feel.json") == "gameFeel")
        #expect(FeelSwiftSource.variableName(for: "9.json") == "tunedFeel")
    }
}
