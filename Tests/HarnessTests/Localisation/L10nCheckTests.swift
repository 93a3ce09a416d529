import ArgumentParser
import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Localisation QA through the harness: `l10n-check` over the scenes, a script's report, the
/// window's F3 and `--pseudo-locale`.
@Suite(.serialized) struct L10nCheckTests {
    /// A window far below the smallest supported one: its text cannot fit, and the check says
    /// where (the check's plumbing, not a layout promise).
    static let tiny = Size(width: 240, height: 200)

    @Test func aTinyWindowsProblemsAreFoundWithTheirPaths() throws {
        try withSDL {
            let runs = try L10nCheck(scenes: ["basic"], sizes: [Self.tiny], locales: [nil]).run()
            let problems = try #require(runs.first?.problems)
            #expect(problems.contains { $0.kind == .truncated && $0.viewPath.hasPrefix("Basic › ") })
            #expect(problems.contains { $0.viewPath.hasPrefix("Scenes › tab ") || $0.viewPath.hasPrefix("Scenes") })
            #expect(problems.allSatisfy { !$0.viewPath.isEmpty && !$0.text.isEmpty })
        }
    }

    @Test func theCommandWritesPicturesAndSummariesAndExitsOneOnProblems() throws {
        try withSDL {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let bad = try #require(
                try HarnessCommand.parseAsRoot(["l10n-check", "--scenes", "rating", "--sizes", "240x200", "--out", out])
                    as? L10nCheckCommand)
            #expect(throws: ExitCode.failure) { try bad.run() }
            #expect(FileManager.default.fileExists(atPath: out + "/as-written/240x200/rating.png"))
            let md = try String(contentsOfFile: out + "/l10n-check.md", encoding: .utf8)
            #expect(md.contains("| rating | 240x200 | as-written |"))
            let json = try String(contentsOfFile: out + "/l10n-check.json", encoding: .utf8)
            #expect(json.contains("\"textProblems\""))
            let good = try #require(
                try HarnessCommand.parseAsRoot([
                    "l10n-check", "--scenes", "rating", "--sizes", "800x600", "--locales", "accented", "--out", out,
                ]) as? L10nCheckCommand)
            try good.run()
            #expect(FileManager.default.fileExists(atPath: out + "/accented/800x600/rating.png"))
        }
    }

    @Test func badArgumentsAreRefusedByName() {
        CommandLineTest.expectRefused(
            ["l10n-check", "--locales", "klingon"], saying: "--locales: unknown pseudo-locale 'klingon'")
        CommandLineTest.expectRefused(["l10n-check", "--sizes", "800"], saying: "--sizes: '800' is not WxH")
        CommandLineTest.expectRefused(["l10n-check", "--scenes", "nowhere"], saying: "--scenes")
        CommandLineTest.expectRefused(
            ["--pseudo-locale", "xx"],
            saying: "--pseudo-locale: unknown pseudo-locale 'xx'; known: accented, long, rtl, all")
    }

    @Test func aScriptsReportListsTheTextProblems() throws {
        try withSDL {
            let script = try HarnessScript.parse(
                Data(#"{"scene": "basic", "size": [240, 200], "steps": [{"wait": 0.2}]}"#.utf8), file: "tiny.json")
            let report = try ScriptedSession.run(
                HarnessRunOptions(scene: "basic", size: Self.tiny, fps: 60, script: script), quiet: true)
            #expect(!report.textProblems.isEmpty)
            let json = report.json.prettyText()
            #expect(json.contains("\"textProblems\"") && json.contains("\"kind\": \"truncated\""))
            let fits = try ScriptedSession.run(
                HarnessRunOptions(
                    scene: "rating", size: Size(width: 800, height: 600), fps: 60,
                    script: try HarnessScript.parse(
                        Data(#"{"scene": "rating", "steps": [{"wait": 0.2}]}"#.utf8), file: "r.json")),
                quiet: true)
            #expect(fits.textProblems.isEmpty && !fits.json.prettyText().contains("textProblems"))
        }
    }

    @Test func f3OutlinesProblemsInTheWindowAndSwitchingScenesForgetsThem() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "basic", size: Self.tiny)
            renderer.run(frames: 2, fps: 60)
            #expect(shell.textCheck == nil)
            let before = Self.redPixels(renderer.snapshot())
            _ = shell.handleOverlayKey(KeyEvent(key: .function(3), isDown: true, timestamp: 0))
            renderer.run(frames: 2, fps: 60)
            let check = try #require(shell.textCheck)
            #expect(!check.problems.isEmpty)
            #expect(shell.textProblemOverlay?.isHidden == false)
            #expect(shell.statusLog.last?.contains("Text check on (F3)") == true)
            // The outlines are drawn: red frames where there was none before.
            let red = Self.redPixels(renderer.snapshot())
            #expect(red > before + 100)
            _ = shell.handleOverlayKey(KeyEvent(key: .function(3), isDown: true, timestamp: 0))
            #expect(shell.textCheck == nil && shell.textProblemOverlay?.isHidden == true)
        }
    }

    /// Pixels of the outline's red.
    static func redPixels(_ image: Image) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = image.pixel(x: x, y: y)
                if c.r > 200 && c.g < 60 && c.b < 60 { n += 1 }
            }
        }
        return n
    }
}
