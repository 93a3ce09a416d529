import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// `harness feel simulate`: Android's distance and duration from 300 to 8,000 pt/s (its cap), as JSON.
@Suite struct FeelSimulateCommandTests {
    private func json(_ args: [String]) throws -> [String: Any] {
        let parsed = try HarnessCommand.parseAsRoot(["feel", "simulate"] + args)
        let text = try #require(parsed as? FeelSimulateCommand).output()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Android's numbers, computed in Python from its closed forms (see `AndroidSplineTests`).
    @Test(arguments: [
        (300.0, 24.02402758372296, 0.22880026270212342), (1000, 194.31362127989584, 0.5551817750854166),
        (2500, 953.747893868845, 1.089997592992966), (8000, 7186.362753988743, 2.5665581264245514),
    ])
    func androidWithinOnePercent(speed: Double, distance: Double, duration: Double) throws {
        let out = try json(["--feel", "android", "--velocity", String(speed), "--json"])
        let d = try #require(out["distance"] as? Double), t = try #require(out["duration"] as? Double)
        #expect(abs(d / distance - 1) < 0.01 && abs(t / duration - 1) < 0.01)
        let samples = try #require(out["samples"] as? [[String: Double]])
        #expect(samples.first?["position"] == 0 && samples.last?["position"] == d && samples.last?["t"] == t)
        let positions = samples.compactMap { $0["position"] }
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// Android caps a fling at 8,000 dp/s (`ViewConfiguration`'s maximum fling velocity): a
    /// 10,000 pt/s release travels as an 8,000 pt/s one, 7,186 pt, both ways. It travelled
    /// 10,587 pt when the android preset kept the iOS cap of 10,000.
    @Test(arguments: [10000.0, 50000, -10000])
    func androidCapsAFlingAt8000(speed: Double) throws {
        let fast = try json(["--feel", "android", "--velocity", String(speed), "--json"])
        let capped = try json(["--feel", "android", "--velocity", String(speed < 0 ? -8000 : 8000), "--json"])
        let d = try #require(fast["distance"] as? Double), t = try #require(fast["duration"] as? Double)
        #expect(d == capped["distance"] as? Double && t == capped["duration"] as? Double)
        #expect(abs(abs(d) / 7186.362753988743 - 1) < 0.01)
    }

    @Test func aNegativeSpeedFlingsBackward() throws {
        let out = try json(["--feel", "android", "--velocity", "-1000", "--json"])
        #expect(abs((out["distance"] as? Double ?? 0) + 194.31362127989584) < 1e-9)
    }

    @Test func badArgumentsAreRefusedByName() {
        #expect(throws: (any Error).self) { try HarnessCommand.parseAsRoot(["feel", "simulate", "--velocity", "100"]) }
        #expect(throws: (any Error).self) {
            try HarnessCommand.parseAsRoot(["feel", "simulate", "--feel", "ios", "--velocity", "inf"])
        }
        do {
            let parsed = try HarnessCommand.parseAsRoot(["feel", "simulate", "--feel", "nope", "--velocity", "1"])
            _ = try (parsed as? FeelSimulateCommand)?.output()
            Issue.record("an unknown feel was simulated")
        } catch {
            #expect("\(error)".contains("feel simulate: 'nope' is neither a preset"))
        }
    }
}
