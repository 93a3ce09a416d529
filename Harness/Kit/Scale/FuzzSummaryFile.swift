import FlywheelCore
import Foundation

/// `harness fuzz`'s `summary.json`: the run's options, its case numbers, and each failure with
/// the command that reproduces it and — for a broken contract — its last frame, drawn by running
/// the written script again with `--screenshot` (`<script>-last.png`).
enum FuzzSummaryFile {
    /// What decides the cases of a fuzz run: shards merge only when these match.
    static func options(_ settings: FuzzSettings) -> [(String, JSONValue)] {
        [
            ("seed", .string(String(settings.seed))), ("count", .number(Double(settings.count))),
            ("scenes", .strings(settings.scenes)), ("maxSteps", .number(Double(settings.maxSteps))),
            ("draw", .bool(settings.drawAll)),
            ("windowPixels", settings.largestWindowPixels.map { .number(Double($0)) } ?? .null),
            ("minutes", settings.minutes.map { .number($0) } ?? .null),
        ]
    }

    static func summary(
        settings: FuzzSettings, run: FuzzRunner.Summary, arguments: [String], executable: String,
        drawLastFrames: Bool = true
    ) -> RunSummary {
        var summary = RunSummary(command: "fuzz", options: options(settings), caseCount: settings.count)
        summary.arguments = arguments
        summary.shard = settings.shard
        summary.cases = run.cases
        summary.seconds = run.seconds
        let out = settings.outputDirectory
        summary.failures = run.records.map { record in
            var fields: [(String, JSONValue)] = [
                ("case", .number(Double(record.case))), ("kind", .string(record.kind)), ("line", .string(record.line)),
            ]
            if !record.standardError.isEmpty { fields.append(("standardError", .strings(record.standardError))) }
            guard let script = record.script else {
                fields.append(("reproduce", .string(record.reproduce ?? record.line)))
                return .object(fields)
            }
            fields.append(("script", .string(RunSummary.relative(script, to: out))))
            let base = String(script.dropLast(".json".count))
            // A crash's or a hang's own command first: the script's replay does not crash.
            fields.append(("reproduce", .string(record.reproduce ?? reproduceLine(note: base + ".txt") ?? record.line)))
            if drawLastFrames, record.kind == "failure",
                let frame = drawLastFrame(script: script, base: base, executable: executable)
            {
                fields.append(("lastFrame", .string(RunSummary.relative(frame, to: out))))
            }
            return .object(fields)
        }
        return summary
    }

    /// The command after "Reproduce: " in a failure's note.
    static func reproduceLine(note path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").first { $0.hasPrefix("Reproduce: ") }.map {
            String($0.dropFirst("Reproduce: ".count))
        }
    }

    /// Runs the failure's script headless with `--screenshot`, for at most a minute; the PNG's
    /// path, or nil when none was drawn (a step that cannot run stops the script).
    static func drawLastFrame(script: String, base: String, executable: String) -> String? {
        let png = base + "-last.png"
        var args = ["--script", script, "--screenshot", png]
        if FileManager.default.fileExists(atPath: base + "-feel.json") { args += ["--feel", base + "-feel.json"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = args
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = environment["SDL_VIDEODRIVER"] ?? "dummy"
        process.environment = environment
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return FileManager.default.fileExists(atPath: png) ? png : nil
    }
}
