import ArgumentParser
import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `--locale`: the numbers a player reads in the locale's form (the feel lab's fields, axes and
/// menu, the status line, a slider's value), while reports, scripts and the harness's words keep
/// the locale-free form; a bad tag refused by name.
@Suite(.serialized) struct PlayerLocaleTests {
    static let size = Size(width: 800, height: 600)

    private func feelLab(_ tag: String?) throws -> (HeadlessRenderer, HarnessShell, FeelLabScene) {
        let context = SceneContext()
        context.locale = tag.map { Locale(identifier: $0) }
        let (renderer, shell) = try HeadlessSession.make(scene: "feel", size: Self.size, context: context)
        renderer.run(frames: 20, fps: 60)
        return (renderer, shell, try #require(shell.scene as? FeelLabScene))
    }

    private func rate(_ scene: FeelLabScene) throws -> String {
        try #require(scene.panel.cell(named: "decelerationRatePerMillisecond")).valueLabel.text
    }

    @Test func theFeelLabShowsGermanAndEgyptianNumbers() throws {
        try withSDL {
            let (plainRenderer, _, plain) = try feelLab(nil)
            #expect(try rate(plain) == "0.998 /ms")
            #expect(plainRenderer.host.locale == nil)

            let (renderer, _, german) = try feelLab("de")
            #expect(renderer.host.locale?.identifier == "de")
            #expect(try rate(german) == "0,998 /ms")
            #expect(try #require(german.panel.cell(named: "rubberBandCoefficient")).valueLabel.text == "0,55")
            #expect(german.positionPlot.axisCache.xLabels.contains("0,2"))
            #expect(!german.positionPlot.axisCache.xLabels.contains("0.2"))

            let (_, _, egyptian) = try feelLab("ar-EG")
            #expect(try rate(egyptian) == "٠٫٩٩٨ /ms")
            #expect(egyptian.positionPlot.axisCache.yLabels.contains("٠٫٤"))
        }
    }

    /// A player under `de` types "0,997" into the lab's field (a script's `set`, as a user
    /// would): the field takes it and shows "0,997"; the report and the status messages it
    /// keeps say "0.997", and the status line the player reads says "0,997".
    @Test func germanInputIsReadAndTheReportKeepsThePoint() throws {
        try withSDL {
            let script = try HarnessScript.parse(
                Data(
                    #"{"scene": "feel", "steps": [{"wait": 0.3}, {"set": {"control": "decelerationRatePerMillisecond", "value": "0,997"}}, {"wait": 0.1}]}"#
                        .utf8), file: "de.json")
            var options = HarnessRunOptions(scene: "feel", size: Self.size, fps: 60, script: script)
            options.locale = Locale(identifier: "de")
            let report = try ScriptedSession.run(options, quiet: true)
            let json = report.json.prettyText()
            #expect(
                report.messages.map(\.text).contains(
                    "Feel: decelerationRatePerMillisecond = 0.997 /ms (custom, from ios)"))
            #expect(json.contains("0.997") && !json.contains("0,997"))

            let context = SceneContext()
            context.locale = Locale(identifier: "de")
            let (renderer, shell) = try HeadlessSession.make(scene: "feel", size: Self.size, context: context)
            renderer.run(frames: 20, fps: 60)
            let scene = try #require(shell.scene as? FeelLabScene)
            let slider = try #require(scene.panel.cell(named: "decelerationRatePerMillisecond")?.control as? Slider)
            #expect(slider.setFromScript("0,997") == nil)
            #expect(slider.value == 0.997)
            #expect(slider.valueText == "0,997 /ms")
            renderer.run(frames: 2, fps: 60)
            #expect(try rate(scene) == "0,997 /ms")
            #expect(shell.statusLog.contains("Feel: decelerationRatePerMillisecond = 0.997 /ms (custom, from ios)"))
            shell.post("Rotation: +3 items (36.0°)")
            #expect(shell.statusLog.last == "Rotation: +3 items (36.0°)", "kept for the report as posted")
            #expect(shell.statusLabel.text == "Rotation: +3 items (36,0°)", "shown in the player's locale")
            #expect(slider.setFromScript("0.996") == nil, "the point is always taken")
            #expect(slider.value == 0.996)
            #expect(slider.setFromScript("0;9") != nil)
        }
    }

    @Test func withoutALocaleTheSliderTakesOnlyThePoint() throws {
        try withSDL {
            let (_, _, scene) = try feelLab(nil)
            let slider = try #require(scene.panel.cell(named: "decelerationRatePerMillisecond")?.control as? Slider)
            #expect(slider.setFromScript("0,997") != nil)
            #expect(slider.setFromScript("0.997") == nil)
        }
    }

    @Test func theMenusPercentagesFollowTheLocale() throws {
        let number = Double(0.64)
        #expect(ColorMenuModel.cmykLabel(number) == "64%")
        #expect(ColorMenuModel.cmykLocalLabel(number, LocalNumbers(locale: Locale(identifier: "de"))) == "64\u{A0}%")
        #expect(
            ColorMenuModel.cmykLocalLabel(number, LocalNumbers(locale: Locale(identifier: "ar-EG"))) == "٦٤٪\u{61C}")
        let p = ColorMenuModel.initialParameters[3]
        #expect(p.text == "0%")
        #expect(p.text(numbers: LocalNumbers(locale: Locale(identifier: "ar-EG"))) == "٠٪\u{61C}")
        #expect(p.text(numbers: .plain) == "0%")
    }

    @Test func theLocaleOptionReachesTheRunAndABadTagIsRefusedByName() throws {
        let options = try CommandLineTest.command(["--headless", "--scene", "feel", "--locale", "ar-EG"]).makeOptions()
        #expect(options.locale?.identifier == "ar-EG")
        #expect(try CommandLineTest.command(["--headless"]).makeOptions().locale == nil)
        for tag in ["xx", "ar-ZZ", "de--", "1234", "", "english"] {
            CommandLineTest.expectRefused(
                ["--headless", "--locale", tag], saying: "--locale: '\(tag)' is not a locale")
        }
        for tag in ["ar", "ar-EG", "ar_EG", "he", "fa", "de", "hi-IN", "ja", "zh-Hant-TW"] {
            #expect(LocaleTag.locale(tag) != nil, "\(tag)")
        }
    }

    @Test func l10nCheckRunsRealLocalesAndCombinations() throws {
        let command = try #require(
            try HarnessCommand.parseAsRoot(["l10n-check", "--locales", "long,de,ar-EG,ar+long,de"]) as? L10nCheckCommand
        )
        let check = try command.parsed()
        #expect(check.locales == [nil, .long])
        #expect(check.realLocales.map(\.name) == ["de", "ar-EG", "ar+long"])
        CommandLineTest.expectRefused(
            ["l10n-check", "--locales", "ar+klingon"],
            saying: "--locales: unknown pseudo-locale 'klingon' in 'ar+klingon'")
        CommandLineTest.expectRefused(
            ["l10n-check", "--locales", "xx+long"], saying: "--locales: 'xx+long' is neither")
    }

    /// The issue's command at the default size: German and Egyptian numbers fit wherever the
    /// strings as written fit.
    @Test func everySceneFitsWithGermanAndEgyptianNumbers() throws {
        try withSDL {
            var check = L10nCheck(scenes: SceneCatalog.names, sizes: [Self.size, Size(width: 500, height: 400)])
            check.locales = []
            check.realLocales = [L10nCheckLocale(tag: "de"), L10nCheckLocale(tag: "ar-EG")]
            let runs = try check.run()
            #expect(runs.count == SceneCatalog.names.count * 2 * 2)
            #expect(Set(runs.map(\.localeName)) == ["de", "ar-EG"])
            let problems = runs.flatMap { run in
                run.problems.map { "\(run.scene) \(run.sizeName) \(run.localeName): \($0)" }
            }
            #expect(problems.isEmpty, "\(problems.prefix(10))")
        }
    }
}
