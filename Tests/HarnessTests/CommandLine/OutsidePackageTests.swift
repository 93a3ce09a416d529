import FlywheelTestSupport
import Foundation
import Testing

/// Flywheel as an outside developer meets it: `Tests/Fixtures/StepperHarness` (the package of the
/// "Your own package" walk-through) is copied out, its Stepper's clamp taken out, and built with
/// `swift build` against this checkout; its program then runs its scene's script and `fuzz`,
/// which must catch the broken clamp by the rule's name. The build's products are kept in
/// `.build/fixtures/StepperHarness`, so a second run only recompiles what changed.
@Suite(.serialized) struct OutsidePackageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = repository.appendingPathComponent("Tests/Fixtures/StepperHarness")
    static let scratch = repository.appendingPathComponent(".build/fixtures/StepperHarness")

    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `arguments` in `folder` (standard error with standard output, through a file).
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Run(status: process.terminationStatus, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    @Test func anOutsidePackageBuildsScriptsAndItsBrokenClampIsCaughtByTheFuzzer() throws {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("flywheel-outside-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: work) }
        let package = work.appendingPathComponent("StepperHarness")
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        try fm.copyItem(at: Self.fixture, to: package)
        try? fm.removeItem(at: package.appendingPathComponent(".build"))
        // Against this checkout, wherever the copy is.
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try #require(text.contains(#"path: "../../..""#))
        try text.replacingOccurrences(of: #"path: "../../..""#, with: "path: \"\(Self.repository.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        // The planted break: the clamp taken out.
        let source = package.appendingPathComponent("Sources/StepperHarness/Stepper.swift")
        let code = try String(contentsOf: source, encoding: .utf8)
        let clamp = "let clamped = min(max(newValue.rounded(), minimum), maximum)"
        try #require(code.contains(clamp))
        try code.replacingOccurrences(of: clamp, with: "let clamped = newValue.rounded()")
            .write(to: source, atomically: true, encoding: .utf8)

        let build = try Self.run(
            ["swift", "build", "--product", "StepperHarness", "--scratch-path", Self.scratch.path], in: package)
        try #require(build.status == 0, "\(build.output.suffix(4000))")
        let program = Self.scratch.appendingPathComponent("debug/StepperHarness").path

        let script = try Self.run([program, "--script", "Scripts/set-seven.json", "--report", "-"], in: package)
        #expect(script.status == 0, "\(script.output)")
        #expect(script.output.contains("\"type\": \"Stepper\"") && script.output.contains("\"value\": 7"))
        #expect(!script.output.contains("Assets"), "a program without pictures warned about assets")

        let help = try Self.run([program, "fuzz", "--help"], in: package)
        #expect(help.output.contains("USAGE: StepperHarness fuzz"), "\(help.output)")

        let out = work.appendingPathComponent("fuzz")
        let fuzz = try Self.run([program, "fuzz", "--count", "50", "--out", out.path], in: package)
        #expect(fuzz.status == 1, "\(fuzz.output)")
        #expect(
            fuzz.output.contains("Stepper \"Count\": broken rule \"value within minimum…maximum (0…10)\""),
            "\(fuzz.output)")
        let notes = try fm.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".txt") }
        let note = try String(
            contentsOf: out.appendingPathComponent(try #require(notes.sorted().first)), encoding: .utf8)
        #expect(note.contains("Reproduce: StepperHarness --script "), "\(note)")
    }
}
