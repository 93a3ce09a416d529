import FlywheelCore
import Foundation

/// `harness fuzz`: starts `jobs` worker processes (this same executable), follows their lines,
/// prints a progress line, and at the end a summary. A worker that dies is a crash, one silent
/// for `hangSeconds` (default 300) a hang: the case it was running is written as a script (not
/// minimised: re-running it is what crashes), and a new worker carries on after it. A crashed
/// case is then run alone in a fresh worker, and the report says whether that crashed too, and
/// gives the command of the worker that did crash (`FuzzRunner+Crashes.swift`).
///
/// Each worker slot's standard error (the scenes' messages, a crash's backtrace) is appended to
/// `worker-K.log` in the output folder, never truncated, each process after a line with its
/// command: a crash's backtrace stays beside the case it belongs to.
///
/// One account of the run: a sequence is a case that ended (passed, failed, crashed or hung),
/// counted once however often it ran — a crashed case run again alone is not another one. A
/// worker that ends abnormally outside any case (after its last one, say, as a sanitizer's leak
/// report at exit makes it) is neither a sequence nor a crash: it is a "worker" record with its
/// standard error, counted apart in the progress line, the last line, `summary.json` and the
/// report, and it fails the run as they all say.
public final class FuzzRunner: @unchecked Sendable {
    public let settings: FuzzSettings
    /// The command that starts a worker, given its number, its first case and the case count
    /// (the settings' count; the case after the one to run when a crashed case is run alone).
    let workerCommand: (Int, Int, Int) -> [String]
    public var hangSeconds = 300.0

    let lock = NSLock()
    private var failures: [String] = []
    var crashes: [String] = []
    var hangs: [String] = []
    /// Workers that ended abnormally outside any case (or could not start).
    var workerEnds: [String] = []
    private var finishedWorkers = 0
    /// Every case that ended (passed, failed, crashed or hung), for `summary.json`.
    var covered: [Int] = []
    /// Every failure, crash and hang with its case and script, for `summary.json`.
    var records: [FuzzFailureRecord] = []

    public init(settings: FuzzSettings, workerCommand: @escaping (Int, Int, Int) -> [String]) {
        self.settings = settings
        self.workerCommand = workerCommand
    }

    /// The summary's numbers.
    public struct Summary: Sendable {
        public var sequences: Int
        public var failures: [String]
        public var crashes: [String]
        public var hangs: [String]
        /// Workers that ended abnormally outside any case: no sequence, but not a clean run.
        public var workerEnds: [String] = []
        public var seconds: Double
        /// The case numbers that ended, ascending.
        public var cases: [Int] = []
        /// The failures, crashes and hangs, by case.
        public var records: [FuzzFailureRecord] = []
        public var isClean: Bool { failures.isEmpty && crashes.isEmpty && hangs.isEmpty && workerEnds.isEmpty }
    }

    /// Runs every worker to the end; prints progress to standard error.
    public func run() -> Summary {
        let start = MonotonicClock.seconds()
        let done = NSCondition()
        for worker in 0..<settings.jobs {
            let thread = Thread { [self] in
                self.supervise(worker: worker)
                done.lock(); self.finishedWorkers += 1; done.signal(); done.unlock()
            }
            thread.start()
        }
        var lastPrint = 0.0
        done.lock()
        while finishedWorkers < settings.jobs {
            _ = done.wait(until: Date().addingTimeInterval(1))
            let now = MonotonicClock.seconds()
            if now - lastPrint >= 1 {
                lastPrint = now
                progress(elapsed: now - start)
            }
        }
        done.unlock()
        progress(elapsed: MonotonicClock.seconds() - start)
        StandardStreams.printError("")
        lock.lock(); defer { lock.unlock() }
        let cases = Set(covered).sorted()
        return Summary(
            sequences: cases.count, failures: failures, crashes: crashes, hangs: hangs, workerEnds: workerEnds,
            seconds: MonotonicClock.seconds() - start, cases: cases,
            records: records.sorted { ($0.case, $0.kind) < ($1.case, $1.kind) })
    }

    private func progress(elapsed: Double) {
        lock.lock()
        let line = Self.progressLine(
            sequences: Set(covered).count, of: settings.shardCaseCount, failures: failures.count,
            crashes: crashes.count, hangs: hangs.count, workerEnds: workerEnds.count, seconds: elapsed)
        lock.unlock()
        _ = FileDescriptorWriting.writeAll(STDERR_FILENO, Array(line.utf8))  // "\r": not a line
    }

    /// The progress line ("\r" first: it overwrites itself): the same counts as the last line.
    static func progressLine(
        sequences: Int, of total: Int, failures: Int, crashes: Int, hangs: Int, workerEnds: Int, seconds: Double
    ) -> String {
        var line = "\rfuzz: \(sequences)/\(total) sequences, \(failures) failures, \(crashes) crashes, \(hangs) hangs"
        if workerEnds > 0 { line += ", \(workerEnds) worker ends" }
        return line
            + String(format: ", %.0f s (%.0f/s)   ", seconds, Double(sequences) / max(seconds, 0.001))
    }

    /// How a worker process ended.
    private enum WorkerEnd {
        case finished
        /// It handed over after its share of cases: a fresh worker starts at this case.
        case handedOver(next: Int)
        /// It crashed or hung on this case (or died after it, between cases).
        case stuck(on: Int)
    }

    /// Keeps one worker slot running to the end: a fresh process after each hand-over, and after
    /// a crash or a hang (from the case after the one it was running).
    private func supervise(worker: Int) {
        var first = settings.nextCase(of: worker, from: 0)
        while first < settings.count {
            switch runWorker(worker: worker, first: first) {
            case .finished: return
            case .handedOver(let next): first = next
            case .stuck(let index): first = settings.nextCase(of: worker, from: index + 1)
            }
        }
    }

    /// Runs one worker process.
    private func runWorker(worker: Int, first: Int) -> WorkerEnd {
        let command = workerCommand(worker, first, settings.count)
        let started: WorkerProcess
        do {
            started = try WorkerProcess(
                command: command, log: logPath(worker: worker), heading: "worker \(worker) from case \(first)")
        } catch {
            let line = "worker \(worker) (from case \(first)) could not start: \(error)"
            lock.lock()
            workerEnds.append(line)
            records.append(FuzzFailureRecord(case: first, kind: "worker", line: line, script: nil))
            lock.unlock()
            return .finished
        }
        let process = started.process
        let reader = LineReader(handle: started.output)
        var current: Int?
        var lastEnded: Int?
        var sawDone = false
        var handOver: Int?
        var lastLine = MonotonicClock.seconds()
        while true {
            let lines = reader.poll(timeout: 0.5)
            if lines == nil { break }  // end of output
            for line in lines! {
                lastLine = MonotonicClock.seconds()
                let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
                guard let word = parts.first else { continue }
                let index = parts.count > 1 ? Int(parts[1]) : nil
                switch word {
                case "begin": current = index
                case "pass":
                    lock.lock(); if let index { covered.append(index) }; lock.unlock()
                    current = nil; lastEnded = index
                case "fail":
                    let what = parts.dropFirst(2).joined(separator: " ")
                    lock.lock(); failures.append(what)
                    if let index {
                        covered.append(index)
                        records.append(
                            FuzzFailureRecord(
                                case: index, kind: "failure", line: what,
                                script: parts.count > 2 && parts[2] != "-" ? parts[2] : nil))
                    }
                    lock.unlock()
                    current = nil; lastEnded = index
                case "done": sawDone = true
                case "next": handOver = index
                default: break
                }
            }
            if let c = current, MonotonicClock.seconds() - lastLine > hangSeconds {
                process.terminate()
                process.waitUntilExit()
                recordHang(case: c, worker: worker, command: command, logStart: started.logStart)
                return .stuck(on: c)
            }
        }
        process.waitUntilExit()
        if let next = handOver, process.terminationStatus == 0 { return .handedOver(next: next) }
        if sawDone && process.terminationStatus == 0 { return .finished }
        let ended = Self.describeEnd(of: process)
        guard let c = current else {
            recordWorkerEnd(
                worker: worker, first: first, command: command, ended: ended, lastEnded: lastEnded, sawDone: sawDone,
                logStart: started.logStart)
            return lastEnded.map { .stuck(on: $0) } ?? .finished
        }
        recordCrash(case: c, worker: worker, command: command, ended: ended, logStart: started.logStart)
        return .stuck(on: c)
    }

    /// The log worker slot `worker`'s processes append their standard error to.
    func logPath(worker: Int) -> String {
        (settings.outputDirectory as NSString).appendingPathComponent("worker-\(worker).log")
    }

    /// "was killed by signal 4", "exited with status 1".
    static func describeEnd(of process: Process) -> String {
        process.terminationReason == .uncaughtSignal
            ? "was killed by signal \(process.terminationStatus)" : "exited with status \(process.terminationStatus)"
    }
}
