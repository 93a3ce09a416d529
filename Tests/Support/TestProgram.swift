import Foundation

/// Runs an executable of the package as a user would (its own process, SDL's dummy drivers, so no
/// display is needed) and gives back its exit status and output: for tests of a harness program
/// (`harness`, `KnobHarness`) or an example.
///
/// ```swift
/// let run = try TestProgram.run("KnobHarness", ["--list-scenes"])
/// #expect(run.status == 0 && run.output.hasPrefix("knob"))
/// ```
public enum TestProgram {
    /// What a run gave back.
    public struct Result: Sendable {
        public let status: Int32
        public let output: String
        public let errors: String
    }

    /// The folder the test binary was built into; the package's executables are built beside it.
    public static let buildDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()

    /// Whether `name` has been built beside the tests.
    public static func isBuilt(_ name: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: buildDirectory.appendingPathComponent(name).path)
    }

    /// Runs `name` with `arguments` to its end, with SDL's dummy video and audio drivers and
    /// `environment` added to this process's.
    public static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> Result
    {
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
        env.merge(environment) { $1 }
        return try run(path: buildDirectory.appendingPathComponent(name).path, arguments, environment: env)
    }

    /// Runs the program at `path` with `arguments` and `environment` to its end (a program of
    /// the system, or one of the package in a real window).
    public static func run(path: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        // Standard error goes to a file, so that neither pipe can fill and stop the program
        // while the other is read.
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("flywheel-\(process.executableURL!.lastPathComponent)-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errors = try FileHandle(forWritingTo: errorFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errors.close()
        let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return Result(
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self), errors: errorText)
    }
}
