import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// `harness --version` prints `Flywheel.version`, and CHANGELOG.md's newest release is that version.
@Suite struct VersionTests {
    @Test func harnessVersionPrintsFlywheelsVersion() {
        do {
            _ = try HarnessCommand.parseAsRoot(["--version"])
            Issue.record("--version did not end the program")
        } catch {
            #expect(HarnessCommand.message(for: error) == Flywheel.version)
        }
    }

    @Test func theChangelogsNewestReleaseIsThisVersion() throws {
        let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")
        let releases = try String(contentsOf: changelog, encoding: .utf8).components(separatedBy: "\n")
            .filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(releases.first?.hasPrefix("## [\(Flywheel.version)] - ") == true, "\(releases.first ?? "none")")
        #expect(Flywheel.version.split(separator: ".").count == 3)
    }
}
