import ArgumentParser
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// Every error the harness prints is one plain line naming the argument and the path, and the
/// run stops before doing any work. One test per class of failure; the paths under /proc and
/// /sys refuse writes even to root (the tests run as root).
@Suite struct HarnessErrorMessageTests {
    /// The line `harness` prints for `args`, from the output-path check that runs first.
    private func printedLine(_ args: [String]) throws -> String {
        let cmd = try CommandLineTest.command(args)
        do {
            try cmd.checkOutputPaths()
        } catch {
            return HarnessErrorMessage.line(for: error)
        }
        Issue.record("\(args) was accepted")
        return ""
    }

    private func expectPlain(_ line: String) {
        #expect(!line.contains("\n"))
        #expect(!line.contains("Error Domain="))
        #expect(!line.contains("UserInfo="))
    }

    private func temporaryFile() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-msg-\(UUID().uuidString)")
            .path
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func missingFolder() throws {
        let folder = "/nonexistent-flywheel-\(UUID().uuidString)"
        let line = try printedLine(["--headless", "--report", "\(folder)/r.json"])
        #expect(line == "harness: --report: cannot write \(folder)/r.json: the folder \(folder) does not exist")
        expectPlain(line)
    }

    /// `plot --out` makes its folder, so a missing one is created rather than refused; one that
    /// cannot be made is still named.
    @Test func plotMakesItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-msg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sub/plot.png").path
        try OutputPathCheck.file(file, option: "--out", createsFolder: true)
        #expect(OutputPathCheck.isDirectory(folder.appendingPathComponent("sub").path) == true)
        #expect(throws: OutputPathError.self) {
            try OutputPathCheck.file("/proc/flywheel-plots/plot.png", option: "--out", createsFolder: true)
        }
    }

    @Test func pathThatIsAFile() throws {
        let file = try temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let line = try printedLine(["--headless", "--render-all", file])
        #expect(line == "harness: --render-all: cannot write \(file): it is a file, not a folder")
        let inside = try printedLine(["--headless", "--screenshot", "\(file)/shot.png"])
        #expect(inside == "harness: --screenshot: cannot write \(file)/shot.png: \(file) is a file, not a folder")
        expectPlain(inside)
    }

    @Test func pathThatIsAFolder() throws {
        let line = try printedLine(["--headless", "--report", NSTemporaryDirectory()])
        #expect(line.hasSuffix(": it is a folder, not a file"))
        #expect(line.hasPrefix("harness: --report: cannot write "))
    }

    @Test func inputThatIsAFolder() throws {
        let line = try printedLine(["--feel", "/etc"])
        #expect(line == "harness: --feel: cannot read /etc: it is a folder, not a file")
        expectPlain(line)
    }

    @Test func permissionDenied() throws {
        // sysfs lets nobody, root included, create files in its top folder.
        let line = try printedLine(["--headless", "--record", "/sys/flywheel-recording.json", "--script", "s.json"])
        #expect(line.hasPrefix("harness: --record: cannot write /sys/flywheel-recording.json: "))
        #expect(line.contains("permission denied") || line.contains("read-only"), "\(line)")
        expectPlain(line)
    }

    @Test func unwritableProcPath() throws {
        let line = try printedLine(["--headless", "--report", "/proc/flywheel-report.json"])
        #expect(
            line == "harness: --report: cannot write /proc/flywheel-report.json: "
                + "/proc does not accept new files (a system folder such as /proc)")
        let folder = try printedLine(["--headless", "--render-all", "/proc/flywheel-scenes"])
        #expect(folder.hasPrefix("harness: --render-all: cannot write /proc/flywheel-scenes: cannot create the folder"))
        expectPlain(folder)
    }

    @Test func pathTooLong() throws {
        let name = String(repeating: "a", count: 300) + ".json"
        let path = NSTemporaryDirectory() + name
        let line = try printedLine(["--headless", "--report", path])
        #expect(line.hasSuffix("is 305 bytes long; at most 255 are allowed"))
        #expect(line.hasPrefix("harness: --report: cannot write "))
    }

    /// An error that gets past the checks (Foundation's own) is still one plain line.
    @Test func foundationFileErrorsAreTranslated() throws {
        let path = "/nonexistent-flywheel-\(UUID().uuidString)/r.json"
        do {
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            Issue.record("writing into a missing folder succeeded")
        } catch {
            let line = HarnessErrorMessage.line(for: error)
            expectPlain(line)
            #expect(line.hasPrefix("harness: cannot write "), "\(line)")
            #expect(line.contains("/nonexistent-flywheel-"), "\(line)")
        }
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let line = HarnessErrorMessage.line(for: error)
            expectPlain(line)
            #expect(line == "harness: cannot read \(path): no such file", "\(line)")
        }
    }

    @Test func multiLineMessagesBecomeOneLine() {
        let error = ScriptError(file: "feel.json", key: "--feel", message: "2 problems:\n  a is bad\n  b is bad")
        #expect(HarnessErrorMessage.line(for: error) == "harness: feel.json: --feel: 2 problems:; a is bad; b is bad")
    }

    /// The real executable: a bad path exits 1 with one line on standard error, a usage error 64.
    @Test func executableExitStatusAndOutput() throws {
        try #require(TestProgram.isBuilt("harness"), "build the harness first")
        func run(_ args: [String]) throws -> (Int32, String) {
            let result = try TestProgram.run("harness", args)
            return (result.status, result.errors)
        }
        let (status, text) = try run(["--headless", "--frames", "1", "--report", "/nonexistent-flywheel/r.json"])
        #expect(status == 1)
        #expect(
            text
                == "harness: --report: cannot write /nonexistent-flywheel/r.json: the folder /nonexistent-flywheel does not exist\n"
        )
        let (usage, _) = try run(["--fps", "0"])
        #expect(usage == 64)
    }
}
