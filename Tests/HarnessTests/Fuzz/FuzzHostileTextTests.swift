import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The scene fuzz shows the hostile-text corpus in its scenes' labels and titles: one case in
/// eight, drawn after everything else a case is made of (so every earlier case is unchanged),
/// reproduced with `--hostile-text NAME`.
@Suite(.serialized) struct FuzzHostileTextTests {
    @Test func aboutOneCaseInEightShowsAnEntryAndEveryEntryOfThePoolComesUp() {
        var names: [String: Int] = [:]
        var shown = 0
        for index in 0..<2000 {
            var rng = FuzzRandom(seed: 9, case: index)
            guard let entry = FuzzHostileText.pick(&rng) else { continue }
            shown += 1
            names[entry.name, default: 0] += 1
            #expect(entry.text.utf8.count <= FuzzHostileText.largestBytes)
        }
        #expect(shown > 180 && shown < 330, "\(shown) of 2000 cases")
        #expect(Set(names.keys) == Set(FuzzHostileText.pool.map(\.name)))
        #expect(!names.keys.contains("plain"))
        // The bidi pattern that crashed FriBidi and the zalgo are in the pool; the megabyte lines
        // are not (their cost per widget is bounded by the hostile-text tests instead).
        #expect(names.keys.contains("fribidi-150") && names.keys.contains("zalgo-10k"))
        #expect(!names.keys.contains("line-1m") && !names.keys.contains("zalgo-100k"))
    }

    /// The window, rates, steps and feel of a case are those drawn before the hostile text was
    /// added: the numbers below were made before it was, and the regressions kept from earlier
    /// runs (case 51831: the rotator at 640x480, scale 2) still name the same cases, over the 14
    /// scenes there were then (a case's scene is its number modulo the scene count).
    @Test func casesAreWhatTheyWereBeforeHostileText() throws {
        let executor = FuzzExecutor()
        let scenes = SceneCatalog.names.filter { $0 != "controller" }
        func make(_ index: Int) throws -> FuzzCase {
            try withSDL {
                try FuzzCase.make(seed: 1, index: index, scenes: scenes, maxSteps: 8) {
                    try executor.targets(scene: $0, size: $1)
                }
            }
        }
        let c = try make(51831)
        #expect(c.scene == "rotator")
        #expect(c.size == Size(width: 640, height: 480) && c.pixelScale == 2)
        let first = try make(0)
        #expect(first.scene == scenes[0])
        #expect(first.drawsFrames)
    }

    @Test func everyLabelAndTitleOfTheSceneShowsTheEntry() throws {
        let entry = try HostileTextLabels.entry(named: "fribidi-150")
        try withSDL {
            let context = SceneContext()
            context.hostileText = entry
            let (renderer, shell) = try HeadlessSession.make(
                scene: "basic", size: Size(width: 800, height: 600), context: context)
            renderer.run(frames: 2)
            var labels = 0, buttons = 0, segments = 0
            shell.scene.forEachInTree { v in
                switch v {
                case let l as Label:
                    labels += 1
                    #expect(l.text == entry.text)
                case let s as SegmentedControl:
                    segments += 1
                    #expect(s.titles.allSatisfy { $0 == entry.text })
                case let b as Button:
                    buttons += 1
                    #expect(b.title == entry.text)
                default: break
                }
            }
            #expect(labels > 5 && segments > 3, "labels \(labels), segmented controls \(segments)")
            // The shell's own status line and scene tabs keep their text.
            #expect(!shell.statusLabel.text.contains(entry.text))
            #expect(shell.tabBar.titles.contains("Basic"))
            // Controls keep the names generated steps address them by.
            let (plain, plainShell) = try HeadlessSession.make(scene: "basic", size: Size(width: 800, height: 600))
            plain.run(frames: 2)
            let names = FuzzTargets(shell: plainShell, root: plain.host.rootView, size: Size(width: 800, height: 600))
                .controls.compactMap(\.name)
            #expect(names.count > 5, "\(names)")
            for name in names {
                #expect(
                    ControlFinder.find(name, in: renderer.host.rootView, excluding: [shell.statusLabel]) != nil,
                    "\(name) not found with hostile labels")
            }
        }
    }

    @Test func aHostileCaseKeepsEveryContractAndItsReproductionNamesTheEntry() throws {
        let executor = FuzzExecutor()
        let entry = try HostileTextLabels.entry(named: "bidi-random-1k")
        for (scene, name, drawn) in [
            ("basic", "bidi-random-1k", false), ("rating", "fribidi-150", true), ("menu", "zalgo-10k", true),
            ("languages", "bidi-nested-10k", false),
        ] {
            var c = try withSDL {
                try FuzzCase.make(seed: 4, index: 1, scenes: [scene], maxSteps: 6) {
                    try executor.targets(scene: $0, size: $1)
                }
            }
            c.hostileText = try HostileTextLabels.entry(named: name)
            c.drawsFrames = drawn
            let result = try withSDL { try executor.run(c) }
            #expect(result.violations.isEmpty, "\(scene) with \(name): \(result.violations)")
        }
        var c = try withSDL {
            try FuzzCase.make(seed: 4, index: 1, scenes: ["basic"], maxSteps: 3) {
                try executor.targets(scene: $0, size: $1)
            }
        }
        c.hostileText = entry
        let dir = NSTemporaryDirectory() + "fuzz-hostile-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = try FuzzWorker.write(c, steps: c.steps, violations: ["planted"], into: dir, program: "harness")
        let note = try String(contentsOfFile: script.replacingOccurrences(of: ".json", with: ".txt"), encoding: .utf8)
        #expect(note.contains("--hostile-text bidi-random-1k"))
        #expect(note.contains("every label showing hostile text bidi-random-1k"))
    }

    @Test func theOptionNamesAnUnknownEntryAndTheKnownOnes() throws {
        #expect(throws: (any Error).self) { try HarnessCommand.parseAsRoot(["--hostile-text", "nope"]) }
        do {
            _ = try HostileTextLabels.entry(named: "nope")
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("'nope'") && error.message.contains("fribidi-150"))
        }
        let command = try HarnessCommand.parseAsRoot(["--headless", "--hostile-text", "zalgo-10k"]) as? HarnessCommand
        #expect(try command?.makeOptions().hostileText?.name == "zalgo-10k")
    }
}
