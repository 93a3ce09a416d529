import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The fuzzer's parts: reproducible sequences, the contracts it checks (they do catch a broken
/// one), and a few sequences over every scene that must keep every contract.
@Suite(.serialized) struct FuzzTests {
    @Test func aSeedAndCaseNumberAlwaysMakeTheSameNumbers() {
        var a = FuzzRandom(seed: 7, case: 12), b = FuzzRandom(seed: 7, case: 12), c = FuzzRandom(seed: 7, case: 13)
        let xs = (0..<5).map { _ in a.next() }
        #expect(xs == (0..<5).map { _ in b.next() })
        #expect(xs != (0..<5).map { _ in c.next() })
        var r = FuzzRandom(seed: 1)
        for _ in 0..<1000 {
            let v = r.int(in: 3...5)
            #expect((3...5).contains(v))
        }
    }

    @Test func aWrittenScriptReadsBackAsTheSameSteps() throws {
        let actions: [HarnessScript.Action] = [
            .tap(Point(x: 1.5, y: 2), id: 0), .down(Point(x: 3, y: 4), id: 2), .move(Point(x: 5, y: 6), id: 2),
            .up(Point(x: 5, y: 6), id: 2),
            .drag(from: Point(x: 0, y: 0), to: Point(x: 9, y: 9), duration: 0.12, hold: 0, id: 0),
            .key(.function(1), modifiers: .shift), .wheel(dx: 0, dy: -3, at: Point(x: 7, y: 8)),
            .set(control: "Stars", value: "6"), .resize(Size(width: 320, height: 240)), .wait(0.35),
        ]
        let script = HarnessScript(
            file: "w.json", scene: "rating", fps: 144, size: Size(width: 640, height: 480),
            steps: actions.enumerated().map { .init(number: $0.offset + 1, action: $0.element) })
        let back = try HarnessScript.parse(Data(script.text.utf8), file: "w.json")
        #expect(back.steps.map(\.action) == actions)
        #expect(back.scene == "rating" && back.fps == 144 && back.size == Size(width: 640, height: 480))
    }

    @Test func aTouchDownWithoutAnEndIsCaught() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "rating", size: Size(width: 800, height: 600))
            let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            renderer.host.rootView.addSubview(control)
            let invariants = FuzzInvariants(host: renderer.host, shell: shell)
            control.sendActions(for: .touchDown)
            invariants.checkStep()
            #expect(invariants.violations.isEmpty)
            invariants.checkEnd()
            #expect(invariants.violations.contains { $0.contains("1 touchDown without touchUpInside") })
            control.removeFromSuperview()
            control.sendActions(for: .touchUpInside)
            #expect(invariants.violations.contains { $0.contains("while not in the window's view tree") })
        }
    }

    /// The Basic scene's `flingAndTaps` as a fuzz case at 60 fps (second rate 144).
    static func basicFlingCase(size: Size, drawsFrames: Bool, comparesDamage: Bool = false, executor: FuzzExecutor)
        throws -> FuzzCase
    {
        let steps = try flingAndTaps(on: "basic", size: size, executor: executor)
        return FuzzCase(
            seed: 0, index: 0, scene: "basic", size: size, pixelScale: 1, fps: 60, secondFPS: 144,
            drawsFrames: drawsFrames, steps: steps, comparesDamage: comparesDamage)
    }

    /// The centre of `scene`'s first spinner tapped, its ring flung, the centre tapped twice
    /// while it coasts (a tap that only stops the wheel).
    static func flingAndTaps(on scene: String, size: Size, executor: FuzzExecutor) throws -> [HarnessScript.Action] {
        let targets = try executor.targets(scene: scene, size: size)
        let s = try #require(targets.spinners.first)
        let r = s.ringRadius
        return [
            .tap(s.center, id: 0), .wait(0.4),
            .drag(
                from: Point(x: s.center.x + r, y: s.center.y), to: Point(x: s.center.x, y: s.center.y + r),
                duration: 0.08, hold: 0, id: 0),
            .wait(0.1), .tap(s.center, id: 0), .wait(0.05), .tap(s.center, id: 0),
        ]
    }

    /// The centre tapped, the ring flung, the centre tapped twice while it coasts (a tap that
    /// only stops the wheel): every touchDown still ends in an up or a cancel.
    @Test func tappingACoastingSpinnerKeepsEveryContract() throws {
        try withSDL {
            let executor = FuzzExecutor()
            let c = try Self.basicFlingCase(
                size: Size(width: 800, height: 600), drawsFrames: false, executor: executor)
            let result = try executor.run(c)
            #expect(result.violations.isEmpty, "\(result.violations)")
        }
    }

    /// `harness fuzz --seed 1`, case 5650 (Harness/Scripts/fuzz-regressions/feel-space-on-a-button.json):
    /// a tap on the feel lab's "Gentle" button focuses it, Space presses it — the button sent a
    /// touchUpInside with no touchDown before it.
    @Test func spaceOnAFocusedButtonKeepsEveryContract() throws {
        try withSDL {
            let executor = FuzzExecutor()
            let steps: [HarnessScript.Action] = [.tap(Point(x: 447, y: 57.5), id: 0), .key(.space, modifiers: [])]
            // The contracts at the case's frame rate (the two-rate comparison is not what broke).
            let result = try executor.play(
                scene: "feel", size: Size(width: 800, height: 600), fps: 120, draws: false, steps: steps)
            #expect(result.violations.isEmpty, "\(result.violations)")
            #expect(result.steps.count == 3)  // the tap, the key, the closing wait: nothing refused
        }
    }

    /// A run's closing steps (fingers lifted, the settling wait) are written into the
    /// reproduction but not given to the second frame rate's run: given them, it added its own as
    /// well, settled twice as long, and a wheel still turning at the end seemed to end elsewhere.
    @Test func theSecondRateReplaysThePlayedStepsWithoutTheClosingOnes() throws {
        try withSDL {
            let executor = FuzzExecutor()
            let p = Point(x: 400, y: 300)
            let r = try executor.play(
                scene: "rating", size: Size(width: 800, height: 600), fps: 60, draws: false, steps: [.down(p, id: 3)])
            #expect(r.played == [.down(p, id: 3)])
            #expect(r.steps == [.down(p, id: 3), .up(p, id: 3), .wait(FuzzCase.settleSeconds)])
            // The rotator case (seed 1, case 16) that ended "differently" at 144 and 240 fps: a
            // fling whose wheel still turns after the settling wait.
            let c = FuzzCase(
                seed: 1, index: 16, scene: "rotator", size: Size(width: 1024, height: 768), pixelScale: 1, fps: 144,
                secondFPS: 240,
                drawsFrames: false,
                steps: [
                    .tap(Point(x: 514, y: 268.5), id: 0), .key(.tab, modifiers: []),
                    .key(.character("4"), modifiers: []),
                    .drag(from: Point(x: 312, y: 314), to: Point(x: 593, y: 435), duration: 0.18, hold: 0, id: 0),
                ])
            let first = try executor.play(scene: c.scene, size: c.size, fps: c.fps, draws: false, steps: c.steps)
            let second = try executor.play(
                scene: c.scene, size: c.size, fps: c.secondFPS, draws: false, steps: first.played)
            #expect(first.finalState == second.finalState)
        }
    }

    /// The frame-rate differences the fuzzer found, kept in Harness/Scripts/fuzz-regressions/,
    /// end in the same state at every rate the fuzzer uses and a few between them.
    /// - center-picker-wheel-then-close-48fps.json (seed 1, case 53210): the picker settled 3 ms
    ///   before the close's shrink ended; at 47 and 48 fps no frame fell between, and the frame
    ///   after removed the picker before its settle was reported (item 7 there, 8 elsewhere).
    /// - feel-end-key-resize.json (seed 1, case 55986): the window was resized while the robot
    ///   delivered its fling; the layout waited for the next frame, so the robot's events in that
    ///   frame (4 at 30 fps, 2 at 60, none at 120) still met the old ring (items 10, 11, 8, 8).
    /// - feel-robot-on-a-moving-wheel.json (seed 3, case 3950): the robot's press met the
    ///   moving ring before or after the ring's tick of that frame (in the order the host kept
    ///   its ticking views), so the item changed with the rate and from one run to the next.
    /// - feel-robot-after-a-hand-turn.json (seed 3, case 890): the robot waited 0.4 s after the
    ///   frame that showed the last selection change, so its start moved with the frame times.
    /// - feel-robot-gesture-as-long-as-the-horizon.json (seed 1, case 71092): the robot started
    ///   at the script's 0.45 s, which its steps' seconds add up to as 0.44999999999999996; where
    ///   a frame fell at 0.45 (40, 60, 120, 240 fps) the clock was already there, elsewhere an ulp
    ///   earlier, and the robot's 0.1 s gesture against the fling estimator's 0.1 s horizon
    ///   counted its press at one rate and not at the other (Hexagon or Oblong).
    /// - rating-held-dpad-after-a-resize.json (seed 1, case 27863): the D-pad held down in a
    ///   window made short, each repeat scrolling the next control into view between frames; the
    ///   scroll was measured from where the last frame drew the content but started from where
    ///   the move under way had it, so the page came to rest 0.02–0.08 pt apart.
    @Test(arguments: [
        "center-picker-wheel-then-close-48fps.json", "feel-end-key-resize.json", "feel-robot-on-a-moving-wheel.json",
        "feel-robot-after-a-hand-turn.json", "feel-robot-gesture-as-long-as-the-horizon.json",
        "rating-held-dpad-after-a-resize.json",
    ])
    func theFrameRateRegressionsEndTheSameAtEveryRate(file: String) throws {
        try withSDL {
            let ends = try Self.finalStates(of: file, at: [24.0, 30, 47, 48, 49, 60, 90, 120, 144, 240])
            #expect(Set(ends).count == 1, "\(ends)")
        }
    }

    /// The final state of the regression `file` played in its scene at each of `rates`, each run
    /// expected to break no contract; with the feel drawn for it (fuzz-regressions/feels/`file`)
    /// when `drawnFeel`, else iOS's. Call inside `withSDL`.
    static func finalStates(of file: String, drawnFeel: Bool = false, at rates: [Double]) throws -> [String] {
        let script = try HarnessScript.load(path: regressions.appendingPathComponent(file).path)
        let feel =
            drawnFeel
            ? try FeelFile.load(path: regressions.appendingPathComponent("feels/" + file).path, key: "--feel") : .ios
        let (scene, size) = (try #require(script.scene), try #require(script.size))
        let steps = script.steps.map(\.action)
        let executor = FuzzExecutor()
        return try rates.map { fps in
            let r = try executor.play(
                scene: scene, size: size, pixelScale: script.pixelScale ?? 1, feel: feel, fps: fps, draws: false,
                steps: steps)
            #expect(r.violations.isEmpty, "\(fps) fps: \(r.violations)")
            return r.finalState
        }
    }

    /// `harness fuzz --seed 1`, case 18909 (fuzz-regressions/feel-fling-at-100000-items-a-second.json,
    /// with its drawn feel): a fling at up to 100,000 items/s that hardly slows. Every crossing was
    /// reported, thousands a frame, and the worker gave no answer for 300 s (this test did not end);
    /// now it keeps every contract and ends the same at each rate.
    @Test func aFlingAtAHundredThousandItemsASecondKeepsEveryContract() throws {
        try withSDL {
            let ends = try Self.finalStates(
                of: "feel-fling-at-100000-items-a-second.json", drawnFeel: true, at: [24.0, 30, 60])
            #expect(Set(ends).count == 1, "\(ends)")
        }
    }

    /// `harness fuzz --seed 1`, case 3768 (fuzz-regressions/rotator-dataset-tap-under-a-held-finger.json):
    /// finger 0 held on the open spinner's centre while finger 4 tapped the Dataset control,
    /// whose new values closed the spinner. No contract is broken, at the fuzzer's two rates and
    /// others, and it ends the same.
    @Test func aDatasetTapUnderAHeldFingerKeepsEveryContract() throws {
        try withSDL {
            let ends = try Self.finalStates(
                of: "rotator-dataset-tap-under-a-held-finger.json", at: [24.0, 30, 60, 90, 240])
            #expect(Set(ends).count == 1, "\(ends)")
        }
    }

    /// `harness fuzz --seed 1`, case 51831 (fuzz-regressions/rotator-tab-strip-resize.json, with
    /// its drawn feel in fuzz-regressions/feels/): the Menu tab chosen, which scrolls the scene
    /// tab strip there in 0.25 s; the window shrinks 0.1 s later, while it scrolls; a tap on the
    /// strip at 0.45 s chose Feel Lab at 30 fps and Rating at 90. The strip's new range was set at
    /// the first frame after the resize, and that stopped the scroll where the frame found it. A
    /// scroll under way now ends where it was going when the range changes.
    @Test func aResizeDuringATabStripScrollEndsTheSameAtEveryRate() throws {
        try withSDL {
            let ends = try Self.finalStates(
                of: "rotator-tab-strip-resize.json", drawnFeel: true, at: [24.0, 30, 60, 90, 120, 240])
            #expect(Set(ends).count == 1, "\(ends)")
            // The tab under the last tap: Feel Lab when the case was found, Swipe Paging since the
            // scene tabs keep their titles at 9 pt or more (a wider strip); the same at every rate.
            #expect(ends.first?.contains("swipe-paging") == true, "\(ends)")
        }
    }

    /// `harness fuzz --seed 1`, case 24032 (fuzz-regressions/feel-robot-during-a-springy-pop.json,
    /// with its drawn feel in fuzz-regressions/feels/): the Hard robot fling pressed while the lab's ring was still popping
    /// open — a 3.4 s pop with damping 0.09, whose scale springs through a mirror image. The
    /// robot hands its events over at frame times, so each met the ring at another scale: item 11
    /// at 120 fps, 5 at 24. The robot now starts after the pop (`Spinner.popEndTime`).
    @Test func theRobotWaitsForTheRingsPopAtEveryRate() throws {
        try withSDL {
            let ends = try Self.finalStates(
                of: "feel-robot-during-a-springy-pop.json", drawnFeel: true, at: [24.0, 30, 60, 120, 240])
            #expect(Set(ends).count == 1, "\(ends)")
        }
    }

    /// `harness fuzz --seed 3 --scenes feel`, case 301 (fuzz-regressions/feel-robot-fling-at-the-range-ends.json,
    /// with its drawn feel in fuzz-regressions/feels/): the Gentle robot button under a feel at
    /// the ends of its ranges. The robot's plot traces timed each of the millions of detents the
    /// fling crossed, and the worker gave no answer for 300 s (a hang). Played at 144 fps, as
    /// found, and at 60.
    @Test func aRobotFlingAtTheFeelsRangeEndsKeepsEveryContract() throws {
        try withSDL {
            _ = try Self.finalStates(of: "feel-robot-fling-at-the-range-ends.json", drawnFeel: true, at: [60.0, 144])
        }
    }

    /// `harness fuzz --seed 1 --scenes swipe-controls`, case 191
    /// (fuzz-regressions/swipe-controls-slider-in-a-new-item.json): a press on the thumb of a
    /// slider whose item the press's own layout loads. The slider takes it at once, so its
    /// `touchDown` comes during that step; the fuzzer listens to every control event through the
    /// host, so the down and its up pair up.
    @Test func aControlMadeDuringAStepIsWatchedFromItsFirstEvent() throws {
        try withSDL {
            let script = try HarnessScript.load(
                path: Self.regressions.appendingPathComponent("swipe-controls-slider-in-a-new-item.json").path)
            let r = try FuzzExecutor().play(
                scene: "swipe-controls", size: try #require(script.size), fps: 90, draws: false,
                steps: script.steps.map(\.action))
            #expect(r.violations.isEmpty, "\(r.violations)")
        }
    }

    /// `harness fuzz --seed 1`, case 68739 (fuzz-regressions/languages-picker-closes-under-a-drag.json,
    /// with its drawn feel, whose close takes no time, in fuzz-regressions/feels/): on the
    /// 315-point-tall languages page a tap opens the city spinner's picker, and a drag pressed
    /// beside the still-collapsed picker (its pop takes 10 s) closes it while that finger is down. The page's scroll container held the
    /// picker as the content that had the touch and kept forwarding moves to it after it left
    /// the tree ("sent touchDragExit … while not in the window's view tree"). Played step by step,
    /// as the fuzzer plays it, so frames run between the steps and the picker leaves mid-drag.
    @Test func aPickerThatClosesUnderADragGetsNothingMoreAtAnyRate() throws {
        try withSDL {
            let name = "languages-picker-closes-under-a-drag.json"
            let script = try HarnessScript.load(path: Self.regressions.appendingPathComponent(name).path)
            let feel = try FeelFile.load(
                path: Self.regressions.appendingPathComponent("feels/" + name).path, key: "--feel")
            let executor = FuzzExecutor()
            for fps in [24.0, 30, 60, 120] {
                let r = try executor.play(
                    scene: "languages", size: try #require(script.size), feel: feel, fps: fps, draws: false,
                    steps: script.steps.map(\.action))
                #expect(r.violations.isEmpty, "\(fps) fps: \(r.violations)")
            }
        }
    }

    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Harness/Scripts/fuzz-regressions")

    /// The parent's side of a hand-over: a worker that stops after its share of cases with
    /// "next N" is replaced by a fresh one from case N, and every case is counted once. (Workers
    /// hand over every 1,000 cases so that what a scene leaves behind cannot pile up over 100,000.)
    @Test func workersHandingOverStillRunEveryCaseOnce() {
        let settings = FuzzSettings(
            seed: 1, count: 11, scenes: ["basic"], minutes: nil, jobs: 2, outputDirectory: NSTemporaryDirectory())
        var starts: [(Int, Int)] = []
        let lock = NSLock()
        // A stand-in worker: passes its next two cases (worker, worker + jobs), then hands over.
        let runner = FuzzRunner(settings: settings) { worker, first, _ in
            lock.lock(); starts.append((worker, first)); lock.unlock()
            var lines: [String] = []
            var i = first, ran = 0
            while i < 11 {
                if ran == 2 { lines.append("next \(i)"); break }
                lines += ["begin \(i)", "pass \(i)"]
                i += 2; ran += 1
            }
            if i >= 11 { lines.append("done") }
            return ["/bin/sh", "-c", "printf '%s\\n' " + lines.map { "'\($0)'" }.joined(separator: " ")]
        }
        let summary = runner.run()
        #expect(summary.sequences == 11)
        #expect(summary.isClean)
        // Worker 0 runs 0,2 | 4,6 | 8,10; worker 1 runs 1,3 | 5,7 | 9.
        #expect(starts.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1) == [0, 4, 8, 1, 5, 9])
    }

    /// Every case goes to one worker, and the drawn ones (one in `FuzzCase.drawEvery`, several
    /// times slower than the others) go round the workers like the rest. Dealt plainly in turn,
    /// with 2 jobs every drawn case was even and fell to worker 0, which ran about three times
    /// as long as worker 1.
    @Test(arguments: [1, 2, 3, 4, 7, 64])
    func drawnCasesGoRoundTheWorkers(jobs: Int) {
        let count = 10_000
        var all = Array(repeating: 0, count: jobs), drawn = all
        for i in 0..<count {
            let w = FuzzDeal.worker(of: i, jobs: jobs)
            all[w] += 1
            if i % FuzzCase.drawEvery == 0 { drawn[w] += 1 }
        }
        #expect(drawn.max()! - drawn.min()! <= 1, "drawn cases per worker: \(drawn)")
        // Within 2 cases, or about 6 % with more workers than a block has cases (64 jobs: 150–158).
        #expect(all.max()! - all.min()! <= max(2, count / jobs / 16), "cases per worker: \(all)")
        // Each worker's walk (as FuzzWorker and FuzzRunner step) meets exactly its own cases.
        for w in 0..<jobs {
            var i = FuzzDeal.nextCase(of: w, from: 0, jobs: jobs), walked = 0
            while i < count {
                if FuzzDeal.worker(of: i, jobs: jobs) != w { Issue.record("case \(i) is not worker \(w)'s") }
                walked += 1
                i = FuzzDeal.nextCase(of: w, from: i + 1, jobs: jobs)
            }
            #expect(walked == all[w], "worker \(w)")
        }
    }

    /// One short sequence per scene (seed 1): no broken contract.
    @Test func oneSequencePerSceneKeepsEveryContract() throws {
        try withSDL {
            let executor = FuzzExecutor()
            for index in 0..<SceneCatalog.names.count {
                let c = try FuzzCase.make(seed: 1, index: index, scenes: SceneCatalog.names, maxSteps: 5) {
                    try executor.targets(scene: $0, size: $1)
                }
                let result = try executor.run(c)
                #expect(result.violations.isEmpty, "case \(index) (\(c.scene)): \(result.violations)")
            }
        }
    }
}
