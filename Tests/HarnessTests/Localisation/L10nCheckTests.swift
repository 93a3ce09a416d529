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
    static let tiny = Size(width: 100, height: 100)

    @Test func aTinyWindowsProblemsAreFoundWithTheirPaths() throws {
        try withSDL {
            let runs = try L10nCheck(scenes: ["rating"], sizes: [Self.tiny], locales: [nil]).run()
            let problems = try #require(runs.first?.problems)
            let title = try #require(problems.first { $0.viewPath == "Rating › Title" })
            #expect(title.kind == .truncated && title.text == "User Rating: 1 star" && title.shown.hasSuffix("…"))
            #expect(problems.contains { $0.viewPath == "Status line" })
            #expect(problems.allSatisfy { !$0.viewPath.isEmpty && !$0.text.isEmpty })
        }
    }

    /// The promise `l10n-check` keeps for our own scenes: at the smallest, the default and a
    /// large window, as written and with every string accented, 40 % longer and mirrored at
    /// once, no missing glyph, no shortened and no clipped text, and nothing overlapping, covered,
    /// cut at its top or bottom, too small or outside a scroll area.
    @Test func everySceneFitsAsWrittenAndInThePseudoLocalesAtEverySupportedSize() throws {
        try withSDL {
            let runs = try L10nCheck(scenes: SceneCatalog.names, locales: [nil, .all]).run()
            #expect(runs.count == SceneCatalog.names.count * 3 * 2)
            let problems = runs.flatMap { run in
                run.problems.map { "\(run.scene) \(run.sizeName) \(run.localeName): \($0)" }
            }
            #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(10))")
        }
    }

    @Test func aTabBarTooNarrowForItsTitlesScrollsAndRevealsTheSelectedTab() throws {
        try withSDL {
            let context = SceneContext(pseudoLocale: .long)
            let (renderer, shell) = try HeadlessSession.make(
                scene: "basic", size: Size(width: 500, height: 400), context: context)
            renderer.run(frames: 2, fps: 60)
            #expect(shell.tabScroller.isScrollEnabled && shell.tabBar.frame.width > 500)
            #expect(shell.tabScroller.axisOffset == 0)
            shell.showScene(at: SceneCatalog.all.count - 1)
            renderer.run(frames: 30, fps: 60)
            let tab = shell.tabBar.segmentFrame(SceneCatalog.all.count - 1)
            #expect(tab.minX >= shell.tabScroller.axisOffset - 0.5)
            #expect(tab.maxX <= shell.tabScroller.axisOffset + 500.5)
            // Scrolled back by hand, the bar stays where it was put when a message comes.
            shell.tabScroller.setAxisOffset(0)
            shell.post("A message that lays the shell out again")
            renderer.run(frames: 5, fps: 60)
            #expect(shell.tabScroller.axisOffset == 0)
            // As written at 1024×768 every title (15 scenes) shows whole without scrolling.
            let (wideRenderer, wide) = try HeadlessSession.make(scene: "basic", size: Size(width: 1024, height: 768))
            wideRenderer.run(frames: 2, fps: 60)
            #expect(!wide.tabScroller.isScrollEnabled, "\(wide.tabBar.frame)")
            #expect(wide.tabBar.frame.width == 1024)
        }
    }

    @Test func theCommandWritesPicturesAndSummariesAndExitsOneOnProblems() throws {
        try withSDL {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let bad = try #require(
                try HarnessCommand.parseAsRoot(["l10n-check", "--scenes", "rating", "--sizes", "100x100", "--out", out])
                    as? L10nCheckCommand)
            #expect(throws: ExitCode.failure) { try bad.run() }
            #expect(FileManager.default.fileExists(atPath: out + "/as-written/100x100/rating.png"))
            let md = try String(contentsOfFile: out + "/l10n-check.md", encoding: .utf8)
            #expect(md.contains("| rating | 100x100 | as-written |"))
            let json = try String(contentsOfFile: out + "/l10n-check.json", encoding: .utf8)
            #expect(json.contains("\"textProblems\""))
            let good = try #require(
                try HarnessCommand.parseAsRoot([
                    "l10n-check", "--scenes", "rating", "--sizes", "800x600", "--locales", "accented",
                    "--pseudo-locale", "all", "--out", out,
                ]) as? L10nCheckCommand)
            try good.run()
            #expect(FileManager.default.fileExists(atPath: out + "/accented/800x600/rating.png"))
            // The harness's own --pseudo-locale reaches the subcommand too.
            #expect(FileManager.default.fileExists(atPath: out + "/all/800x600/rating.png"))
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
                Data(#"{"scene": "basic", "size": [100, 100], "steps": [{"wait": 0.2}]}"#.utf8), file: "tiny.json")
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
