import FlywheelCore
import Foundation

// What the parent writes when a worker crashes or hangs: the case as a script, a note with the
// worker's command and the end of its standard error, and — for a crash — whether the case
// crashes alone.

extension FuzzRunner {
    /// How many lines of a crashed worker's standard error the note and the summary quote.
    static let quotedErrorLines = 100

    /// How case `index`, run alone in a fresh worker, went.
    enum AloneRun: Equatable {
        case crashed(String)
        case passed
        case failed(String)
        case hung
        case notRun(String)

        /// Whether it crashed as the worker did.
        var reproduces: Bool {
            if case .crashed = self { return true }
            return false
        }

        var sentence: String {
            switch self {
            case .crashed(let end): return "run alone it crashes too (it \(end))"
            case .passed: return "DOES NOT REPRODUCE ALONE: run alone, the case passes"
            case .failed(let what):
                return "DOES NOT REPRODUCE ALONE: run alone, the case fails without crashing: \(what)"
            case .hung: return "DOES NOT REPRODUCE ALONE: run alone, the case hangs instead"
            case .notRun(let why): return "not run alone: \(why)"
            }
        }
    }

    /// Case `index` crashed worker `worker` (started with `command`): runs it alone, writes the
    /// reproduction and its note, and counts it with one line that says where everything is.
    func recordCrash(
        case index: Int, worker: Int, command: [String], ended: String, logStart: WorkerProcess.LogPosition
    ) {
        let errors = logStart.tail(lines: Self.quotedErrorLines)
        let line = logStart.line
        let alone = runAlone(case: index, worker: worker)
        let workerLine = WorkerProcess.shellLine(command)
        let reproducing =
            alone.reproduces ? WorkerProcess.shellLine(workerCommand(worker, index, index + 1)) : workerLine
        let reproduce =
            alone.reproduces
            ? "reproduce it alone: \(reproducing)"
            : "reproduce it with the worker that crashed (worker \(worker), from its first case): \(workerLine)"
        let errorsAt = "\(logPath(worker: worker)) from line \(line)"
        var note = [
            "crash: the worker \(ended) in this case", "\(alone.sentence); \(reproduce)",
            "the worker's standard error: \(errorsAt); its last lines:",
        ]
        note += errors.map { "    " + $0 }
        let path = writeCase(index, violations: note)
        lock.lock()
        covered.append(index)
        crashes.append(
            "case \(index)\(path.map { " \($0)" } ?? ""): the worker \(ended); \(alone.sentence); \(reproduce); "
                + "standard error: \(errorsAt)")
        records.append(
            FuzzFailureRecord(
                case: index, kind: "crash", line: crashes.last ?? "", script: path, reproduce: reproducing,
                standardError: errors))
        lock.unlock()
    }

    /// Case `index` hung worker `worker`: writes it and counts it (not run alone: that could
    /// take as long again).
    func recordHang(case index: Int, worker: Int, command: [String], logStart: WorkerProcess.LogPosition) {
        let errorsAt = "\(logPath(worker: worker)) from line \(logStart.line)"
        let path = writeCase(
            index,
            violations: [
                "hang: no answer for \(hangSeconds) s", "the worker: \(WorkerProcess.shellLine(command))",
                "its standard error: \(errorsAt)",
            ])
        lock.lock()
        covered.append(index)
        hangs.append("case \(index)\(path.map { " \($0)" } ?? ""); standard error: \(errorsAt)")
        records.append(
            FuzzFailureRecord(
                case: index, kind: "hang", line: hangs.last ?? "", script: path,
                reproduce: WorkerProcess.shellLine(command),
                standardError: logStart.tail(lines: Self.quotedErrorLines)))
        lock.unlock()
    }

    /// Worker `worker` (started at case `first` with `command`) ended abnormally outside any
    /// case: after `lastEnded` (nil: before its first), having said "done" or not. Not a
    /// sequence and not a crash of a case that passed: a "worker" record with its standard error
    /// (a sanitizer's report at exit, a crash while tearing down) and the command that ran it.
    func recordWorkerEnd(
        worker: Int, first: Int, command: [String], ended: String, lastEnded: Int?, sawDone: Bool,
        logStart: WorkerProcess.LogPosition
    ) {
        let when =
            sawDone
            ? "after its last case (\(lastEnded.map(String.init) ?? "none"))"
            : lastEnded.map { "after case \($0), before the next" } ?? "before its first case"
        let errorsAt = "\(logPath(worker: worker)) from line \(logStart.line)"
        let line =
            "worker \(worker) (from case \(first)) \(ended) \(when), outside any case; "
            + "its standard error: \(errorsAt)"
        let errors = logStart.tail(lines: Self.quotedErrorLines)
        lock.lock()
        workerEnds.append(line)
        records.append(
            FuzzFailureRecord(
                case: lastEnded ?? first, kind: "worker", line: line, script: nil,
                reproduce: WorkerProcess.shellLine(command), standardError: errors))
        lock.unlock()
    }

    /// Runs case `index` alone in a fresh worker (its standard error appended to the slot's log).
    func runAlone(case index: Int, worker: Int) -> AloneRun {
        let command = workerCommand(worker, index, index + 1)
        let started: WorkerProcess
        do {
            started = try WorkerProcess(
                command: command, log: logPath(worker: worker), heading: "case \(index) run alone")
        } catch {
            return .notRun("\(error)")
        }
        let reader = LineReader(handle: started.output)
        var verdict: AloneRun?
        var lastLine = MonotonicClock.seconds()
        while let lines = reader.poll(timeout: 0.5) {
            if !lines.isEmpty { lastLine = MonotonicClock.seconds() }
            for line in lines {
                if line.hasPrefix("pass ") { verdict = .passed }
                if line.hasPrefix("fail ") {
                    verdict = .failed(line.split(separator: " ", maxSplits: 3).dropFirst(2).joined(separator: " "))
                }
            }
            if verdict == nil, MonotonicClock.seconds() - lastLine > hangSeconds {
                started.process.terminate()
                started.process.waitUntilExit()
                return .hung
            }
        }
        started.process.waitUntilExit()
        if let verdict, started.process.terminationStatus == 0 { return verdict }
        return .crashed(Self.describeEnd(of: started.process))
    }

    /// Writes case `index` (unminimised) with `violations` in its note; its script's path.
    private func writeCase(_ index: Int, violations: [String]) -> String? {
        let executor = FuzzExecutor()
        guard
            let c = try? FuzzCase.make(
                seed: settings.seed, index: index, scenes: settings.scenes, maxSteps: settings.maxSteps,
                drawAll: settings.drawAll, largestWindowPixels: settings.largestWindowPixels,
                targets: { try executor.targets(scene: $0, size: $1) })
        else { return nil }
        return try? FuzzWorker.write(c, steps: c.steps, violations: violations, into: settings.outputDirectory)
    }
}
