import FlywheelCore
import Foundation

/// `harness fuzz`: starts `jobs` worker processes (this same executable), follows their lines,
/// prints a progress line, and at the end a summary. A worker that dies is a crash, one silent
/// for `hangSeconds` (default 300) a hang: the case it was running is written as a script (not minimised:
/// re-running it is what crashes), and a new worker carries on after it.
public final class FuzzRunner: @unchecked Sendable {
    public let settings: FuzzSettings
    /// The command that starts a worker, given its number and first case.
    let workerCommand: (Int, Int) -> [String]
    public var hangSeconds = 300.0

    private let lock = NSLock()
    private var passed = 0
    private var failures: [String] = []
    private var crashes: [String] = []
    private var hangs: [String] = []
    private var finishedWorkers = 0

    public init(settings: FuzzSettings, workerCommand: @escaping (Int, Int) -> [String]) {
        self.settings = settings
        self.workerCommand = workerCommand
    }

    /// The summary's numbers.
    public struct Summary: Sendable {
        public var sequences: Int
        public var failures: [String]
        public var crashes: [String]
        public var hangs: [String]
        public var seconds: Double
        public var isClean: Bool { failures.isEmpty && crashes.isEmpty && hangs.isEmpty }
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
        return Summary(
            sequences: passed + failures.count + crashes.count + hangs.count, failures: failures,
            crashes: crashes, hangs: hangs, seconds: MonotonicClock.seconds() - start)
    }

    private func progress(elapsed: Double) {
        lock.lock()
        let n = passed + failures.count + crashes.count + hangs.count
        let line = String(
            format: "\rfuzz: %d/%d sequences, %d failures, %d crashes, %d hangs, %.0f s (%.0f/s)   ",
            n, settings.count, failures.count, crashes.count, hangs.count, elapsed, Double(n) / max(elapsed, 0.001))
        lock.unlock()
        _ = FileDescriptorWriting.writeAll(STDERR_FILENO, Array(line.utf8))  // "\r": not a line
    }

    /// How a worker process ended.
    private enum WorkerEnd {
        case finished
        /// It handed over after its share of cases: a fresh worker starts at this case.
        case handedOver(next: Int)
        /// It crashed or hung on this case.
        case stuck(on: Int)
    }

    /// Keeps one worker slot running to the end: a fresh process after each hand-over, and after
    /// a crash or a hang (from the case after the one it was running).
    private func supervise(worker: Int) {
        var first = FuzzDeal.nextCase(of: worker, from: 0, jobs: settings.jobs)
        while first < settings.count {
            switch runWorker(worker: worker, first: first) {
            case .finished: return
            case .handedOver(let next): first = next
            case .stuck(let index): first = FuzzDeal.nextCase(of: worker, from: index + 1, jobs: settings.jobs)
            }
        }
    }

    /// Runs one worker process.
    private func runWorker(worker: Int, first: Int) -> WorkerEnd {
        let process = Process()
        let command = workerCommand(worker, first)
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        // The scenes' messages and any crash report: kept per worker beside the failures.
        try? FileManager.default.createDirectory(atPath: settings.outputDirectory, withIntermediateDirectories: true)
        let log = (settings.outputDirectory as NSString).appendingPathComponent("worker-\(worker).log")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: log) ?? FileHandle.nullDevice
        do { try process.run() } catch {
            lock.lock(); crashes.append("worker \(worker) could not start: \(error)"); lock.unlock()
            return .finished
        }
        let reader = LineReader(handle: pipe.fileHandleForReading)
        var current: Int?
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
                    lock.lock(); passed += 1; lock.unlock(); current = nil
                case "fail":
                    lock.lock(); failures.append(parts.dropFirst(2).joined(separator: " ")); lock.unlock();
                    current = nil
                case "done": sawDone = true
                case "next": handOver = index
                default: break
                }
            }
            if let c = current, MonotonicClock.seconds() - lastLine > hangSeconds {
                process.terminate()
                process.waitUntilExit()
                record(hangs: true, index: c)
                return .stuck(on: c)
            }
        }
        process.waitUntilExit()
        if let next = handOver, process.terminationStatus == 0 { return .handedOver(next: next) }
        if sawDone && process.terminationStatus == 0 { return .finished }
        guard let c = current else { return .finished }
        record(hangs: false, index: c)
        return .stuck(on: c)
    }

    /// Writes the case that crashed or hung as a script and counts it.
    private func record(hangs isHang: Bool, index: Int) {
        let executor = FuzzExecutor()
        var what = "case \(index)"
        if let c = try? FuzzCase.make(
            seed: settings.seed, index: index, scenes: settings.scenes, maxSteps: settings.maxSteps,
            drawAll: settings.drawAll, largestWindowPixels: settings.largestWindowPixels,
            targets: { try executor.targets(scene: $0, size: $1) }),
            let path = try? FuzzWorker.write(
                c, steps: c.steps, violations: [isHang ? "hang" : "crash"],
                into: settings.outputDirectory)
        {
            what += " \(path)"
        }
        lock.lock()
        if isHang { hangs.append(what) } else { crashes.append(what) }
        lock.unlock()
    }
}

/// Reads lines from a pipe without blocking forever: `poll` returns the complete lines that
/// arrived within `timeout` (possibly none), or nil at the end of the output.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var buffer = Data()
    private var ended = false
    private let condition = NSCondition()
    private var pending: [String] = []

    init(handle: FileHandle) {
        self.handle = handle
        Thread { [self] in
            while true {
                let data = handle.availableData
                condition.lock()
                if data.isEmpty {
                    ended = true
                } else {
                    buffer.append(data)
                    while let nl = buffer.firstIndex(of: 0x0A) {
                        pending.append(String(decoding: buffer[buffer.startIndex..<nl], as: UTF8.self))
                        buffer.removeSubrange(buffer.startIndex...nl)
                    }
                }
                condition.signal()
                condition.unlock()
                if data.isEmpty { return }
            }
        }.start()
    }

    func poll(timeout: Double) -> [String]? {
        condition.lock()
        defer { condition.unlock() }
        if pending.isEmpty && !ended { _ = condition.wait(until: Date().addingTimeInterval(timeout)) }
        if pending.isEmpty && ended { return nil }
        let lines = pending
        pending.removeAll()
        return lines
    }
}
