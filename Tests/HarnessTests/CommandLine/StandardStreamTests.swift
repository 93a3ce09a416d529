import FlywheelTestSupport
import Foundation
import Testing

/// A write to standard output or error that fails ends the run with one message and exit status
/// 1; nothing traps. `FileHandle.write` raised on /dev/full and the `try!` around it killed the
/// process with SIGILL (exit 132), and a closed standard error did the same to any message.
@Suite struct StandardStreamTests {
    /// Runs `harness` through `/bin/sh -c` with `redirections` after its arguments; its exit
    /// status and what it wrote to standard error (when not redirected elsewhere).
    private func run(_ arguments: String, _ redirections: String) throws -> (status: Int32, errors: String) {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-\(UUID().uuidString).err")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
        process.arguments = ["-c", "exec '\(harness)' \(arguments) \(redirections)", "sh"]
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
        env["FLYWHEEL_ERRORS"] = errors.path
        process.environment = env
        try process.run()
        process.waitUntilExit()
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errors)
        return (process.terminationStatus, text)
    }

    /// A report or the scene list to a full or closed standard output: the arguments, the
    /// redirections and the one message.
    @Test(arguments: [
        (
            "--headless --scene basic --frames 2 --report -", #">/dev/full 2>"$FLYWHEEL_ERRORS""#,
            "harness: --report: cannot write standard output: the disk is full\n"
        ),
        (
            "--list-scenes", #">/dev/full 2>"$FLYWHEEL_ERRORS""#,
            "harness: cannot write standard output: the disk is full\n"
        ),
        ("--list-scenes", #">&- 2>"$FLYWHEEL_ERRORS""#, "harness: cannot write standard output: it is closed\n"),
    ])
    func aFailedStandardOutputIsOneMessageAndExitStatusOne(arguments: String, redirections: String, message: String)
        throws
    {
        try #require(TestProgram.isBuilt("harness"))
        let r = try run(arguments, redirections)
        #expect(r.status == 1)
        #expect(r.errors == message)
    }

    @Test func aClosedStandardErrorDoesNotTrapTheMessage() throws {
        try #require(TestProgram.isBuilt("harness"))
        #expect(try run("--script /nonexistent-flywheel/s.json", "2>&-").status == 1)
        #expect(try run("--headless --scene basic --frames 2 --report -", ">/dev/full 2>&-").status == 1)
    }

    @Test func aReaderThatGoesAwayIsAnErrorNotASilentSignal() throws {
        try #require(TestProgram.isBuilt("harness"))
        // `head -c 0` exits without reading: the report meets a pipe with no reader (EPIPE;
        // SIGPIPE is ignored, so the write fails instead of killing the process unseen).
        let piped = try run(
            "--headless --scene basic --frames 2 --report -",
            #"2>"$FLYWHEEL_ERRORS" | head -c 0"#)
        #expect(
            piped.errors == "harness: --report: cannot write standard output: the reading end of the pipe is closed\n")
    }
}
