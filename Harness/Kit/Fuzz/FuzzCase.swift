import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// One fuzz case: a scene, a window size and pixel scale (`FuzzWindow`), two frame rates and a
/// sequence of steps, all made from (seed, case number) — so any case can be made again from its
/// two numbers.
struct FuzzCase {
    static let fpsChoices: [Double] = [24, 30, 48, 60, 90, 120, 144, 240]
    /// How long the end of a sequence waits for open and close animations (seconds), at least.
    static let settleSeconds = 0.6

    /// How long the end of a sequence waits with `feel`: `settleSeconds`, or longer than its
    /// slowest open or close animation (a drawn feel's run to 10 s; a ring still closing at the
    /// end is in the tree while its spinner no longer shows it).
    static func settleSeconds(for feel: FeelParameters) -> Double {
        max(settleSeconds, max(feel.openDurationSeconds, feel.closeDurationSeconds) + 0.1)
    }

    /// `settleSeconds(for: feel)`, or longer when a spinner in `root` runs a slower feel of its
    /// own (the feel lab's: a preset, an edited field or a loaded profile).
    static func settleSeconds(for feel: FeelParameters, spinnersIn root: View) -> Double {
        var seconds = settleSeconds(for: feel)
        root.forEachInTree { v in
            if let s = v as? Spinner { seconds = max(seconds, settleSeconds(for: s.feel)) }
        }
        return seconds
    }

    var seed: UInt64
    var index: Int
    var scene: String
    var size: Size
    var pixelScale: Double
    var fps: Double
    var secondFPS: Double
    /// Whether frames are drawn (one case in `drawEvery`), or only advanced (fast).
    var drawsFrames: Bool
    var steps: [HarnessScript.Action]
    /// Whether the drawn frames are also compared with damage tracking on and off
    /// (`FuzzExecutor.damageDifference`): one drawn case in `compareDamageEvery`.
    var comparesDamage = false
    /// The feel every session of the case runs with (`FuzzFeel`: drawn from the whole valid
    /// range in one case of four).
    var feel: FeelParameters = .ios
    /// The hostile string every label and title of the scene shows (`FuzzHostileText`: one case
    /// in eight), or nil for the scene's own text.
    var hostileText: HostileText?
    /// The player's locale the case runs in (`FuzzTyping.locale`: one typing case in three), or
    /// nil; laid out left to right either way, as its targets were read.
    var locale: Locale?

    /// Draw the frames of one case in this many.
    static let drawEvery = 50
    /// Of the drawn cases, compare one in this many with damage tracking on and off.
    static let compareDamageEvery = 4

    /// Case `index` of run `seed`; with `typing` false, without the typing `FuzzTyping` adds
    /// (the case as it was before the fuzzer typed: every other step the same).
    static func make(
        seed: UInt64, index: Int, scenes: [String], maxSteps: Int, drawAll: Bool = false,
        largestWindowPixels: Int? = nil, typing: Bool = true, targets: (String, Size) throws -> FuzzTargets
    ) rethrows -> FuzzCase {
        var rng = FuzzRandom(seed: seed, case: index)
        let scene = scenes[index % scenes.count]
        let drawn = drawAll || index % drawEvery == 0
        let drawnNumber = drawAll ? index : index / drawEvery
        let (size, pixelScale) = FuzzWindow.pick(&rng, drawn: drawn, largest: largestWindowPixels)
        let fps = rng.pick(fpsChoices)
        var second = rng.pick(fpsChoices)
        if second == fps { second = fpsChoices[(fpsChoices.firstIndex(of: fps)! + 3) % fpsChoices.count] }
        let sceneTargets = try targets(scene, size)
        var generator = FuzzGenerator(targets: sceneTargets, pixelScale: pixelScale, drawn: drawn)
        generator.largestWindowPixels = largestWindowPixels
        let gestures = generator.gestures(count: rng.int(in: 2...maxSteps), rng: &rng)
        // Typing comes from a stream of its own, added between the gestures: every draw from
        // `rng` (and so the rest of every case) is what it was before the fuzzer typed.
        var typingRandom = FuzzTyping.random(seed: seed, case: index)
        let untyped = gestures.flatMap { $0 }
        let steps = typing ? FuzzTyping.interleave(gestures, targets: sceneTargets, rng: &typingRandom) : untyped
        // A case that types may type in a player's locale (from the typing stream too). The
        // typing only adds steps, so a longer case is one that types.
        let typed = steps.count > untyped.count
        let locale = typed ? FuzzTyping.locale(&typingRandom) : nil
        // Drawn last, so the window, rates and steps of every case are what they were before.
        let feel = FuzzFeel.pick(&rng, drawn: drawn)
        // Drawn after the feel, so every earlier draw (and so every earlier case) is unchanged.
        let hostileText = FuzzHostileText.pick(&rng)
        return FuzzCase(
            seed: seed, index: index, scene: scene, size: size, pixelScale: pixelScale, fps: fps, secondFPS: second,
            drawsFrames: drawn, steps: steps, comparesDamage: drawn && drawnNumber % compareDamageEvery == 0,
            feel: feel, hostileText: hostileText, locale: locale)
    }

    /// The case as a script (at its first frame rate).
    func script(steps: [HarnessScript.Action]? = nil) -> HarnessScript {
        HarnessScript(
            file: "fuzz-\(seed)-\(index).json", scene: scene, fps: fps, size: size,
            pixelScale: pixelScale == 1 ? nil : pixelScale,
            steps: (steps ?? self.steps).enumerated().map {
                HarnessScript.Step(number: $0.offset + 1, action: $0.element)
            })
    }
}

/// Runs fuzz cases in this process: plays the steps one at a time with the invariants checked
/// after each, ends the sequence (every finger lifted, the animations finished), then plays the
/// same steps at the second frame rate and compares the end states.
final class FuzzExecutor {
    private var targetCache: [String: FuzzTargets] = [:]
    /// One picture library for every session of this process: the pictures are immutable once
    /// decoded, and decoding them again for each of a case's sessions was most of a case's time.
    private let assets = AssetLibrary()
    /// The feel lab's profile file for this process's sessions, removed before each one: every
    /// session starts as in a fresh folder, whatever an earlier case saved (with the shared
    /// ./flywheel-feel.json, a case that saved a drawn feel's ten-second close made a later case
    /// that loaded it end with its ring still closing).
    private let feelProfilePath = FileManager.default.temporaryDirectory
        .appendingPathComponent("flywheel-fuzz-\(UUID().uuidString)-feel.json").path

    deinit { try? FileManager.default.removeItem(atPath: feelProfilePath) }

    /// A fresh session on `scene` (new scene, new renderer) with `feel`, sharing the decoded pictures.
    private func session(
        scene: String, size: Size, pixelScale: Double = 1, feel: FeelParameters = .ios,
        hostileText: HostileText? = nil, locale: Locale? = nil
    ) throws -> (HeadlessRenderer, HarnessShell) {
        try? FileManager.default.removeItem(atPath: feelProfilePath)
        let context = SceneContext(assets: assets, feel: feel)
        context.hostileText = hostileText
        if let locale {
            // The player's numbers in its form; laid out left to right as the targets were read.
            context.locale = locale
            context.layoutDirection = .leftToRight
        }
        context.feelProfilePath = feelProfilePath
        return try HeadlessSession.make(scene: scene, size: size, pixelScale: pixelScale, context: context)
    }

    /// What one run found.
    struct Result {
        var violations: [String]
        /// The steps as played, with `set`s the scene refused left out and the closing steps added
        /// (what a reproduction script holds).
        var steps: [HarnessScript.Action]
        /// The given steps that were played: `steps` without the closing ones. Another run is given
        /// these (given `steps`, it would add its closing steps again, and settle twice as long).
        var played: [HarnessScript.Action]
        var finalState: String
        /// How the typing went (counted on this run's given steps).
        var typing = FuzzTypingCounts()
    }

    /// The targets of `scene` at `size` (made once, then cached).
    func targets(scene: String, size: Size) throws -> FuzzTargets {
        let key = "\(scene) \(size.width)x\(size.height)"
        if let t = targetCache[key] { return t }
        let (renderer, shell) = try session(scene: scene, size: size)
        renderer.host.advance(to: renderer.clock.now)
        let t = FuzzTargets(shell: shell, root: renderer.host.rootView, size: size)
        targetCache[key] = t
        return t
    }

    /// Runs `c` (or `steps` in its place, when minimising): both frame rates. No violations = passed.
    func run(_ c: FuzzCase, steps: [HarnessScript.Action]? = nil) throws -> Result {
        var first = try play(
            scene: c.scene, size: c.size, pixelScale: c.pixelScale, feel: c.feel, hostileText: c.hostileText,
            locale: c.locale,
            fps: c.fps, draws: c.drawsFrames,
            steps: steps ?? c.steps)
        guard first.violations.isEmpty else { return first }
        var second = try play(
            scene: c.scene, size: c.size, pixelScale: c.pixelScale, feel: c.feel, hostileText: c.hostileText,
            locale: c.locale,
            fps: c.secondFPS,
            draws: c.drawsFrames, steps: first.played)
        if second.violations.isEmpty, second.finalState != first.finalState, !c.drawsFrames {
            // Frames only advanced: confirm with frames drawn, as a window draws them (a widget
            // that settles part of its state while drawing differs only without drawing).
            first = try play(
                scene: c.scene, size: c.size, pixelScale: c.pixelScale, feel: c.feel, hostileText: c.hostileText,
                locale: c.locale,
                fps: c.fps, draws: true,
                steps: first.played)
            second = try play(
                scene: c.scene, size: c.size, pixelScale: c.pixelScale, feel: c.feel, hostileText: c.hostileText,
                locale: c.locale,
                fps: c.secondFPS,
                draws: true, steps: first.played)
        }
        first.violations += second.violations.map { "at \(JSONValue.format(c.secondFPS)) fps: \($0)" }
        if first.violations.isEmpty, c.comparesDamage, let frame = try damageDifference(c, steps: first.steps) {
            first.violations.append(
                "frame \(frame.index) of \(frame.count) differs with damage tracking on and off "
                    + "(played whole at \(JSONValue.format(c.fps)) fps)")
        }
        if second.violations.isEmpty, second.finalState != first.finalState,
            try scriptState(c, fps: c.fps, steps: first.steps) != scriptState(c, fps: c.secondFPS, steps: first.steps)
        {
            // Reported only when the written script reproduces it: played whole, as
            // `harness --script` plays it, it must also end differently at the two rates. (Played
            // step by step, each step starts on its own timeline; that player's differences are
            // not the widgets'.)
            first.violations.append(
                "ends differently at \(JSONValue.format(c.fps)) fps (\(first.finalState)) "
                    + "and \(JSONValue.format(c.secondFPS)) fps (\(second.finalState))")
        }
        return first
    }

    /// The end state of `steps` played as one script with frames drawn, as `harness --script` does.
    func scriptState(_ c: FuzzCase, fps: Double, steps: [HarnessScript.Action]) throws -> String {
        let (renderer, shell) = try playWhole(c, fps: fps, steps: steps)
        return FuzzInvariants(host: renderer.host, shell: shell).finalState()
    }

    /// Plays `steps` as one script with frames drawn, as `harness --script` does (damage
    /// tracking as `tracksDamage` says), calling `onFrame` after each frame; returns the session.
    func playWhole(
        _ c: FuzzCase, fps: Double, steps: [HarnessScript.Action], tracksDamage: Bool = true,
        onFrame: ((HeadlessRenderer) -> Void)? = nil
    ) throws -> (HeadlessRenderer, HarnessShell) {
        let (renderer, shell) = try session(
            scene: c.scene, size: c.size, pixelScale: c.pixelScale, feel: c.feel, hostileText: c.hostileText,
            locale: c.locale)
        renderer.rendererHost.tracksDamage = tracksDamage
        // Pictures of two such runs are compared (damage on vs off): nothing read from the
        // process may differ between them.
        if onFrame != nil { shell.fixProcessReadings() }
        let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: fps)
        player.drawsFrames = true
        if let onFrame { player.onFrameDrawn = { onFrame(renderer) } }
        let script = HarnessScript(
            file: "fuzz", steps: steps.enumerated().map { .init(number: $0.offset + 1, action: $0.element) })
        let timeline = script.timeline()
        try player.play(timeline.actions, source: "fuzz")
        player.finish(at: timeline.duration)
        return (renderer, shell)
    }

    /// Plays `steps` one by one at `fps`, checking after each; adds the closing steps. A `set`
    /// the scene refuses is left out; any other step that cannot run throws (its number in `steps`).
    func play(
        scene: String, size: Size, pixelScale: Double = 1, feel: FeelParameters = .ios,
        hostileText: HostileText? = nil, locale: Locale? = nil, fps: Double, draws: Bool,
        steps: [HarnessScript.Action]
    ) throws -> Result {
        let (renderer, shell) = try session(
            scene: scene, size: size, pixelScale: pixelScale, feel: feel, hostileText: hostileText, locale: locale)
        let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: fps)
        player.drawsFrames = draws
        let invariants = FuzzInvariants(host: renderer.host, shell: shell)
        var kept: [HarnessScript.Action] = []
        var time = 0.0
        var fingers: [Int: Point] = [:]
        /// Plays one step (`number`: its place in `steps`; nil for a closing step).
        func perform(_ action: HarnessScript.Action, number: Int? = nil) throws(ScriptError) -> Bool {
            let piece = HarnessScript(
                file: "fuzz", steps: [.init(number: 1, action: .wait(time)), .init(number: 2, action: action)])
            let timeline = piece.timeline()
            do {
                try player.play(timeline.actions, source: "fuzz")
            } catch {
                // A `set` the scene refuses now (a value it no longer takes, a control on a tab
                // not shown): not played, not kept. Any other step that cannot run is the case's
                // failure (`FuzzWorker` reports it with this message).
                if case .set = action { return false }
                throw ScriptError(file: "fuzz", step: number, key: error.key, message: error.message)
            }
            time = timeline.duration
            kept.append(action)
            switch action {
            case .down(let p, let id), .move(let p, let id): fingers[id] = p
            case .up(_, let id): fingers[id] = nil
            default: break
            }
            return true
        }
        var typing = FuzzTypingCounts()
        var typedIntoOpenField = false
        for (n, action) in steps.enumerated() {
            if case .type = action {
                typing.steps += 1
                if renderer.host.wantsTextInput { typing.intoField += 1 }
            }
            guard try perform(action, number: n + 1) else { continue }
            // A field edits while its box has the focus (text input is on over the field's slider
            // too, where typing opens the box).
            let editing = renderer.host.focusedView?.takesTextInput ?? false
            if case .type = action, editing {
                typedIntoOpenField = true
            } else if typedIntoOpenField, !editing {
                typedIntoOpenField = false
                if case .key(.escape, _) = action { typing.cancelled += 1 } else { typing.committed += 1 }
            }
            invariants.checkStep(after: action)
            if !invariants.violations.isEmpty {
                return Result(
                    violations: invariants.violations, steps: kept, played: kept, finalState: invariants.finalState(),
                    typing: typing)
            }
        }
        let played = kept
        for (id, p) in fingers.sorted(by: { $0.key < $1.key }) { _ = try perform(.up(p, id: id)) }
        _ = try perform(.wait(FuzzCase.settleSeconds(for: feel, spinnersIn: renderer.host.rootView)))
        player.finish(at: time)
        invariants.checkEnd()
        return Result(
            violations: invariants.violations, steps: kept, played: played, finalState: invariants.finalState(),
            typing: typing)
    }

    /// The shortest sub-sequence found (dropping runs of steps, then single steps, while it still
    /// fails) of a failing case, at most `attempts` runs and about `seconds` of work (a case whose
    /// frames are drawn can take seconds a run); `progress` is called after each run, so the
    /// parent can tell a long minimisation from a hang.
    func minimise(
        _ c: FuzzCase, failing steps: [HarnessScript.Action], attempts: Int = 300, seconds: Double = 60,
        progress: () -> Void = {}
    ) -> [HarnessScript.Action] {
        var current = steps
        var budget = attempts
        let deadline = MonotonicClock.seconds() + seconds
        var chunk = max(1, current.count / 2)
        while chunk >= 1, budget > 0 {
            var i = 0
            var removedAny = false
            while i < current.count, budget > 0, MonotonicClock.seconds() < deadline {
                var candidate = current
                candidate.removeSubrange(i..<min(current.count, i + chunk))
                budget -= 1
                defer { progress() }
                if let r = try? run(c, steps: candidate), !r.violations.isEmpty {
                    current = candidate
                    removedAny = true
                } else {
                    i += chunk
                }
            }
            if MonotonicClock.seconds() >= deadline { break }
            if !removedAny { chunk /= 2 }
        }
        return current
    }
}
