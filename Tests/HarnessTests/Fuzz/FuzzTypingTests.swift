import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The fuzzer types text (`FuzzTyping`): its type steps leave every other step of a case as it
/// was, reach an open number field in the feel lab, break no contract, and replay from a
/// failure's script; the feel contracts (`FeelInvariants`) catch a bad value planted in the lab.
@Suite(.serialized) struct FuzzTypingTests {
    /// The feel lab in a session, with its scene.
    static func feelLab(size: Size = Size(width: 1000, height: 700)) throws -> (
        HeadlessRenderer, HarnessShell, FeelLabScene
    ) {
        let (renderer, shell) = try HeadlessSession.make(scene: "feel", size: size)
        renderer.host.advance(to: renderer.clock.now)
        var lab: FeelLabScene?
        renderer.host.rootView.forEachInTree { if let l = $0 as? FeelLabScene { lab = l } }
        return (renderer, shell, try #require(lab))
    }

    static func isSubsequence(_ small: [HarnessScript.Action], of large: [HarnessScript.Action]) -> Bool {
        var i = small.startIndex
        for a in large where i < small.endIndex && a == small[i] { i += 1 }
        return i == small.endIndex
    }

    @Test func typingIsAddedBetweenTheGesturesAndLeavesTheRestOfEveryCase() throws {
        try withSDL {
            let executor = FuzzExecutor()
            var typed = 0, lone = 0, withTypeSteps = 0
            for index in 0..<200 {
                let make = { (typing: Bool) in
                    try FuzzCase.make(
                        seed: 1, index: index, scenes: ["feel", "basic"], maxSteps: 8, largestWindowPixels: 1_000_000,
                        typing: typing
                    ) { try executor.targets(scene: $0, size: $1) }
                }
                let with = try make(true), without = try make(false)
                #expect(with.size == without.size && with.fps == without.fps && with.secondFPS == without.secondFPS)
                #expect(with.feel == without.feel && with.hostileText?.name == without.hostileText?.name)
                #expect(!without.steps.contains { if case .type = $0 { true } else { false } })
                let types = with.steps.filter { if case .type = $0 { true } else { false } }.count
                #expect(without.locale == nil)
                if with.steps == without.steps { #expect(with.locale == nil, "case \(index)") }
                if with.steps != without.steps {
                    // Typing added (a burst may commit an empty field, with no `type` step).
                    #expect(Self.isSubsequence(without.steps, of: with.steps), "case \(index)")
                    if with.scene == "feel" { typed += 1 } else { lone += 1 }
                    if with.scene == "feel" && types > 0 { withTypeSteps += 1 }
                }
            }
            // The feel lab (sliders): one case in two types; Basic (none): a lone text, one in six.
            #expect(typed > 35 && typed < 65, "\(typed) of 100 feel cases type")
            #expect(lone > 5 && lone < 30, "\(lone) of 100 basic cases type")
            #expect(withTypeSteps > typed / 2, "\(withTypeSteps) of \(typed)")
        }
    }

    @Test func theTextsCoverLocalesLimitsAndHostileText() {
        var rng = FuzzTyping.random(seed: 3, case: 0)
        let texts = (0..<3000).map { _ in FuzzTyping.text(&rng) }
        #expect(!texts.contains(""))
        for needle in ["nan", "inf", "1e999", "0,5", "٠٫٥"] { #expect(texts.contains(needle), "\(needle)") }
        #expect(
            texts.contains {
                $0.contains("٫") && !$0.unicodeScalars.contains { $0.isASCII && $0.properties.numericType != nil }
            })
        #expect(texts.contains { $0.count > FeelNumberEntry.maximumLength * 4 })
        #expect(texts.contains { t in FuzzTyping.hostilePool.contains { $0.text == t } })
        #expect(FuzzTyping.hostilePool.allSatisfy { $0.text.utf8.count <= FuzzTyping.largestHostileBytes })
        #expect(FuzzTyping.arabicIndic("-12.5") == "-١٢.٥")
    }

    /// Played once each (frames advanced), the feel lab's typing cases open fields, type into
    /// them and commit; no contract breaks.
    @Test func typedTextReachesAnOpenFieldAndIsCommitted() throws {
        try withSDL {
            let executor = FuzzExecutor()
            var counts = FuzzTypingCounts()
            for index in 0..<200 {
                let c = try FuzzCase.make(
                    seed: 1, index: index, scenes: ["feel"], maxSteps: 8, largestWindowPixels: 1_000_000
                ) { try executor.targets(scene: $0, size: $1) }
                guard c.steps.contains(where: { if case .type = $0 { true } else { false } }) else { continue }
                let r = try executor.play(
                    scene: c.scene, size: c.size, pixelScale: c.pixelScale, feel: c.feel, fps: c.fps, draws: false,
                    steps: c.steps)
                #expect(r.violations.isEmpty, "case \(index): \(r.violations)")
                counts = counts + r.typing
            }
            print("typing over 200 feel cases (seed 1):", counts)
            // Measured (seed 1, cases 0..<200): the figures in docs/robustness.md.
            // 186 type steps, 118 into a field (open, or its slider), 61 fields committed, 24 cancelled.
            #expect(counts.steps > 100, "\(counts)")
            #expect(counts.intoField * 2 > counts.steps, "\(counts)")
            #expect(counts.committed > 30 && counts.cancelled > 5, "\(counts)")
        }
    }

    @Test func aBadFeelInTheLabIsCaught() throws {
        try withSDL {
            let (renderer, shell, lab) = try Self.feelLab()
            let invariants = FuzzInvariants(host: renderer.host, shell: shell)
            invariants.checkStep()
            #expect(invariants.violations.isEmpty, "\(invariants.violations)")
            // A NaN in the profile in force.
            let good = lab.feel
            lab.feel.flingGain = .nan
            let nan = FuzzInvariants(host: renderer.host, shell: shell)
            nan.checkStep()
            #expect(
                nan.violations.contains {
                    $0.contains("the profile in force: feel not valid") && $0.contains("flingGain")
                })
            #expect(nan.violations.contains { $0.contains("its spinner holds a feel other than the one in force") })
            lab.feel = good
            // A field showing a value that is not in force (a refused edit left on screen).
            let cell = try #require(lab.panel.cells.first { $0.field.name == "flingGain" })
            let slider = try #require(cell.control as? Slider)
            slider.value = good.flingGain == 2 ? 3 : 2
            let shown = FuzzInvariants(host: renderer.host, shell: shell)
            shown.checkStep()
            #expect(
                shown.violations.contains { $0.hasPrefix("feel lab: flingGain shows") && $0.contains("is in force") })
            slider.value = good.flingGain
            // An out-of-range value in the session's feel.
            lab.context.feel.flingGain = 1e9
            let session = FuzzInvariants(host: renderer.host, shell: shell)
            session.checkStep()
            #expect(session.violations.contains { $0.contains("the session (context.feel) holds") })
            lab.context.feel = good
            let again = FuzzInvariants(host: renderer.host, shell: shell)
            again.checkStep()
            #expect(again.violations.isEmpty, "\(again.violations)")
        }
    }

    /// A failing case's script keeps its typing: written, read back and played as `harness
    /// --script` plays it, the typed number is committed and the hostile text refused.
    @Test func aFailureScriptWithTypingReplays() throws {
        try withSDL {
            let size = Size(width: 1000, height: 700)
            let (_, _, lab) = try Self.feelLab(size: size)
            let cell = try #require(
                lab.panel.cells.first { $0.field.name == "decelerationRatePerMillisecond" && !$0.control.isHidden })
            let slider = cell.control.transformToWindow.apply(cell.control.bounds)
            let hostile = try #require(FuzzTyping.hostilePool.first { $0.text.unicodeScalars.contains("\u{202E}") })
            let steps: [HarnessScript.Action] = [
                .tap(slider.center, id: 0), .key(.enter, modifiers: []), .type("0.95"), .key(.enter, modifiers: []),
                .key(.enter, modifiers: []), .type(hostile.text), .key(.enter, modifiers: []),
            ]
            let c = FuzzCase(
                seed: 1, index: 1, scene: "feel", size: size, pixelScale: 1, fps: 60, secondFPS: 144,
                drawsFrames: false,
                steps: steps)
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-typing-\(UUID())").path
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let path = try FuzzWorker.write(c, steps: steps, violations: ["planted"], into: directory)
            let back = try HarnessScript.parse(Data(contentsOf: URL(fileURLWithPath: path)), file: path)
            #expect(back.steps.map(\.action) == steps)

            let executor = FuzzExecutor()
            let played = try executor.play(
                scene: "feel", size: size, fps: 60, draws: false, steps: back.steps.map(\.action))
            #expect(played.violations.isEmpty, "\(played.violations)")
            #expect(played.typing == FuzzTypingCounts(steps: 2, intoField: 2, committed: 2, cancelled: 0))
            let (renderer, _) = try executor.playWhole(c, fps: 60, steps: back.steps.map(\.action))
            var replayed: FeelLabScene?
            renderer.host.rootView.forEachInTree { if let l = $0 as? FeelLabScene { replayed = l } }
            #expect(replayed?.feel.decelerationRatePerMillisecond == 0.95)
            #expect(replayed?.spinner.feel.decelerationRatePerMillisecond == 0.95)
        }
    }

    /// A case in a player's locale reads typed numbers in its form, and its reproduction says so.
    @Test func aCaseInALocaleReadsItsNumbersAndItsReproductionSaysSo() throws {
        try withSDL {
            let size = Size(width: 1000, height: 700)
            let (_, _, lab) = try Self.feelLab(size: size)
            let cell = try #require(lab.panel.cells.first { $0.field.name == "decelerationRatePerMillisecond" })
            let slider = cell.control.transformToWindow.apply(cell.control.bounds)
            let steps: [HarnessScript.Action] = [
                .tap(slider.center, id: 0), .key(.enter, modifiers: []), .type("0,95"), .key(.enter, modifiers: []),
            ]
            var c = FuzzCase(
                seed: 1, index: 2, scene: "feel", size: size, pixelScale: 1, fps: 60, secondFPS: 144,
                drawsFrames: false, steps: steps)
            c.locale = Locale(identifier: "de")
            let executor = FuzzExecutor()
            let result = try executor.run(c)
            #expect(result.violations.isEmpty, "\(result.violations)")
            #expect(result.typing.committed == 1)
            let (renderer, _) = try executor.playWhole(c, fps: 60, steps: steps)
            var replayed: FeelLabScene?
            renderer.host.rootView.forEachInTree { if let l = $0 as? FeelLabScene { replayed = l } }
            #expect(replayed?.feel.decelerationRatePerMillisecond == 0.95)
            // Locale-free, "0,95" is no number: refused, the value kept.
            c.locale = nil
            let (plain, _) = try executor.playWhole(c, fps: 60, steps: steps)
            var kept: FeelLabScene?
            plain.host.rootView.forEachInTree { if let l = $0 as? FeelLabScene { kept = l } }
            let (tapOnly, _) = try executor.playWhole(c, fps: 60, steps: [steps[0]])
            var tapped: FeelLabScene?
            tapOnly.host.rootView.forEachInTree { if let l = $0 as? FeelLabScene { tapped = l } }
            #expect(kept?.feel.decelerationRatePerMillisecond != 0.95)
            #expect(kept?.feel == tapped?.feel)  // what the tap on the slider set

            c.locale = Locale(identifier: "de")
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-locale-\(UUID())").path
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let path = try FuzzWorker.write(
                c, steps: steps, violations: ["planted"], into: directory, program: "harness")
            let note = try String(contentsOfFile: path.replacingOccurrences(of: ".json", with: ".txt"), encoding: .utf8)
            #expect(note.contains("--locale de --layout-direction ltr"), "\(note)")
            // Drawn only for cases that type: about one in three of them.
            let executorForTargets = FuzzExecutor()
            var inLocale = 0, typing = 0
            for index in 0..<120 {
                let made = try FuzzCase.make(
                    seed: 5, index: index, scenes: ["feel"], maxSteps: 6, largestWindowPixels: 1_000_000
                ) { try executorForTargets.targets(scene: $0, size: $1) }
                let plainSteps = try FuzzCase.make(
                    seed: 5, index: index, scenes: ["feel"], maxSteps: 6, largestWindowPixels: 1_000_000, typing: false
                ) { try executorForTargets.targets(scene: $0, size: $1) }.steps
                if made.steps != plainSteps { typing += 1 }
                if let locale = made.locale {
                    inLocale += 1
                    #expect(FuzzTyping.locales.contains(locale.identifier))
                }
            }
            #expect(inLocale * 5 > typing && inLocale * 2 < typing, "\(inLocale) of \(typing)")
        }
    }
}
