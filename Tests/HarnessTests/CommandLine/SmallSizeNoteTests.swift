import FlywheelTestSupport
import Foundation
import Testing

/// `--size` below the smallest window the scenes are laid out and checked at (500×400) still
/// runs, and says so on standard error; at or above it, nothing is said.
@Suite struct SmallSizeNoteTests {
    /// Runs `harness` with `arguments`; its exit status and standard error.
    private func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = TestProgram.buildDirectory.appendingPathComponent("harness")
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
        process.environment = env
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(arguments: ["320x240", "640x300", "499x600"])
    func aSizeBelowTheSmallestSupportedOneSaysSo(size: String) throws {
        let (status, errors) = try run(["--headless", "--scene", "rating", "--frames", "1", "--size", size])
        #expect(status == 0, "it still runs")
        #expect(
            errors.contains(
                "harness: --size \(size) is below 500x400, the smallest window the scenes are laid out and checked at"),
            "\(errors)")
    }

    @Test(arguments: ["500x400", "640x480", "1280x800"])
    func aSupportedSizeSaysNothing(size: String) throws {
        let (status, errors) = try run(["--headless", "--scene", "rating", "--frames", "1", "--size", size])
        #expect(status == 0)
        #expect(!errors.contains("--size"), "\(errors)")
    }
}
