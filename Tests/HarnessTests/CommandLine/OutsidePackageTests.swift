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

    /// The ```swift block of README.md that contains `marker`, as its lines.
    static func readmeBlock(containing marker: String) throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "\n```")[0]
        }
        let block = try #require(blocks.first { $0.contains(marker) }, "README has no block with \(marker)")
        return block.components(separatedBy: "\n")
    }

    /// A game as README tells one to start: a fresh package whose manifest is README's dependency
    /// line and target (the URL replaced by this checkout's path), README's spinner as one
    /// program, and the embedding article's code with `Examples/EmbedSpinner` (its complete
    /// program, whose own SDL calls `import CSDL2`) as another, each on the same products. Both
    /// build and run a few frames headless.
    @Test func aGameBuiltFromTheReadmeAndTheEmbeddingArticleCompilesAndRuns() throws {
        let fm = FileManager.default
        let manifestLines = try Self.readmeBlock(containing: ".package(url:")
        let dependency = try #require(manifestLines.first { $0.contains(".package(url:") })
        // A line that resolves without a tag: a branch or a revision.
        #expect(dependency.contains("branch: \"main\"") || dependency.contains("revision: \""), "\(dependency)")
        var manifest = manifestLines.filter { !$0.hasPrefix("//") }.joined(separator: "\n")
        manifest = manifest.replacingOccurrences(
            of: #"\.package\(url: "[^"]*", [^)]*\)"#,
            with: ".package(name: \"Flywheel\", path: \"\(Self.repository.path)\")",
            options: .regularExpression)
        // The same target again for the embedding program.
        let target = try #require(
            manifest.range(of: #"\.executableTarget\(name: "MyGame"[\s\S]*?\]\),"#, options: .regularExpression))
        let embedded = manifest[target].replacingOccurrences(of: "\"MyGame\"", with: "\"MyEmbeddedGame\"")
        manifest.insert(contentsOf: "\n    " + embedded, at: target.upperBound)
        #expect(manifest.contains(".product(name: \"CSDL2\", package: \"Flywheel\")"), "\(manifest)")

        let package = fm.temporaryDirectory.appendingPathComponent("flywheel-game-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: package) }
        let game = package.appendingPathComponent("Sources/MyGame")
        let embedding = package.appendingPathComponent("Sources/MyEmbeddedGame")
        try fm.createDirectory(at: game, withIntermediateDirectories: true)
        try fm.createDirectory(at: embedding, withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "MyGame",
        \(manifest)
        )

        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // README's spinner, then the frames its sentence says the program ends with.
        let spinner = try Self.readmeBlock(containing: "SDLWindowApp(")
        try (spinner + ["app.run(maxFrames: 3)", ""]).joined(separator: "\n")
            .write(to: game.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        for file in [
            "Examples/EmbedSpinner/main.swift", "Examples/EmbedSpinner/Landscape.swift",
            "Tests/DocSnippetTests/EmbeddingSnippets.swift",
        ] {
            let from = Self.repository.appendingPathComponent(file)
            try fm.copyItem(at: from, to: embedding.appendingPathComponent(from.lastPathComponent))
        }

        let scratch = Self.repository.appendingPathComponent(".build/fixtures/MyGame")
        let build = try Self.run(["swift", "build", "--scratch-path", scratch.path], in: package)
        try #require(build.status == 0, "\(build.output.suffix(4000))\n\(manifest)")
        let spun = try Self.run([scratch.appendingPathComponent("debug/MyGame").path], in: package)
        #expect(spun.status == 0, "\(spun.output)")
        let embeddedRun = try Self.run(
            [scratch.appendingPathComponent("debug/MyEmbeddedGame").path], in: package,
            environment: ["FLYWHEEL_EXAMPLE_FRAMES": "3"])
        #expect(embeddedRun.status == 0, "\(embeddedRun.output)")
    }
}
