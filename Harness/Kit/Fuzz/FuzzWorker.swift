import FlywheelCore
import Foundation

/// One fuzz process: runs its cases (`FuzzDeal`: about one in `jobs`) in turn and says so on standard
/// output, one line each ("begin 17", "pass 17", "fail 17 <file> <what broke>"; "still 17" while a
/// failure is minimised; "next 4017" when it hands over after `casesPerWorker` cases) — the parent
/// (`FuzzRunner`) counts them, and knows which case a process that died or stopped answering was
/// running. A case whose step cannot run is that case's failure, with the step's message; the
/// worker goes on to its next case.
public enum FuzzWorker {
    public static func run(_ settings: FuzzSettings, worker: Int, startingAt first: Int? = nil) throws {
        try run(settings, worker: worker, startingAt: first, plant: .fromEnvironment)
    }

    /// `run`, with the test-only faults of `plant` (`FuzzPlant`).
    static func run(_ settings: FuzzSettings, worker: Int, startingAt first: Int?, plant: FuzzPlant) throws {
        let executor = FuzzExecutor()
        let deadline = settings.minutes.map { MonotonicClock.seconds() + $0 * 60 }
        var index = first ?? settings.nextCase(of: worker, from: 0)
        var ran = 0
        // The parent reads these lines; when it is gone, so is the reason to go on.
        func say(_ line: String) throws { try StandardStreams.print(line) }
        while index < settings.count {
            if let deadline, MonotonicClock.seconds() > deadline { break }
            if let limit = settings.casesPerWorker, ran >= limit {
                try say("next \(index)")  // the parent starts a fresh worker there
                return
            }
            ran += 1
            try say("begin \(index)")
            plant.crashIfPlanted(case: index, isFirst: ran == 1)
            try say(
                runCase(index, settings: settings, executor: executor, plant: plant) { try? say("still \(index)") })
            index = settings.nextCase(of: worker, from: index + 1)
        }
        try say("done")
        plant.exitIfPlantedAfterLastCase()
    }

    /// Runs case `index` and returns the line that says how it went: "pass N", or "fail N <file>
    /// <what broke>" with the reproduction written. A step that cannot run (a `ScriptError`, as
    /// when a step names a control that is not there when it runs) fails the case with the step's
    /// message and is not minimised: whether it runs can depend on the timing of the whole
    /// sequence. Throws only when the reproduction cannot be written.
    static func runCase(
        _ index: Int, settings: FuzzSettings, executor: FuzzExecutor, plant: FuzzPlant = .none,
        progress: () -> Void = {}
    ) throws -> String {
        var made: FuzzCase?
        do {
            var c = try FuzzCase.make(
                seed: settings.seed, index: index, scenes: settings.scenes, maxSteps: settings.maxSteps,
                drawAll: settings.drawAll, largestWindowPixels: settings.largestWindowPixels
            ) {
                try executor.targets(scene: $0, size: $1)
            }
            c.steps = plant.steps(c.steps, case: index)
            made = c
            let result = try executor.run(c)
            if result.violations.isEmpty { return "pass \(index)" }
            let minimal = executor.minimise(c, failing: result.played, progress: progress)
            let final = (try? executor.run(c, steps: minimal)) ?? result
            let path = try write(
                c, steps: final.steps, violations: final.violations.isEmpty ? result.violations : final.violations,
                into: settings.outputDirectory)
            return "fail \(index) \(path) \(final.violations.first ?? result.violations[0])"
        } catch let error as OutputFileError {
            throw error
        } catch {
            // One line: the parent reads the worker's output line by line.
            let message = ("a step cannot run: " + stepMessage(error)).replacingOccurrences(of: "\n", with: " ")
            guard let c = made else { return "fail \(index) - case \(index) cannot be made: \(error)" }
            let path = try write(c, steps: c.steps, violations: [message], into: settings.outputDirectory)
            return "fail \(index) \(path) \(message)"
        }
    }

    /// A step's error without the file name ("step 4: set: no control labelled …").
    static func stepMessage(_ error: any Error) -> String {
        guard let e = error as? ScriptError else { return "\(error)" }
        var text = ""
        if let step = e.step { text += "\(e.stepNoun) \(step): " }
        if let key = e.key { text += "\(key): " }
        return text + e.message
    }

    /// Writes the reproduction of case `c` as a script, with the broken contract in a
    /// neighbouring `.txt` whose commands name `program` (the running program by default);
    /// returns the script's path.
    static func write(
        _ c: FuzzCase, steps: [HarnessScript.Action], violations: [String], into directory: String,
        program: String = ProgramName.current
    ) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let base = (directory as NSString).appendingPathComponent("fuzz-\(c.seed)-\(c.index)-\(c.scene)")
        try OutputFile.write(Array(c.script(steps: steps).text.utf8), to: base + ".json")
        // A drawn feel goes beside the script; the reproduction passes it with --feel.
        var extraOptions = ""
        if c.feel != .ios {
            try c.feel.save(to: URL(fileURLWithPath: base + "-feel.json"))
            extraOptions = " --feel \(base)-feel.json"
        }
        // A hostile string goes by its corpus name.
        if let hostile = c.hostileText { extraOptions += " --hostile-text \(hostile.name)" }
        // A player's locale, laid out left to right as the case was.
        if let locale = c.locale { extraOptions += " --locale \(locale.identifier) --layout-direction ltr" }
        let note = """
            \(program) fuzz --seed \(c.seed), case \(c.index): scene \(c.scene), \(JSONValue.format(c.size.width))x\(JSONValue.format(c.size.height)) at pixel scale \(JSONValue.format(c.pixelScale)), \
            \(JSONValue.format(c.fps)) fps (second run \(JSONValue.format(c.secondFPS)) fps), frames \(c.drawsFrames ? "drawn" : "advanced only")\(c.hostileText.map { ", every label showing hostile text \($0.name)" } ?? "")\(c.locale.map { ", numbers in locale \($0.identifier)" } ?? "")
            \(violations.joined(separator: "\n"))
            Reproduce: \(program) --script \(base).json\(extraOptions) --report -

            """
        try OutputFile.write(Array(note.utf8), to: base + ".txt")
        return base + ".json"
    }
}
