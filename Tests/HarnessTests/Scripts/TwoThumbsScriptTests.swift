import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// Harness/Scripts/two-thumbs.json: one finger turns the center scene's ring while a second taps
/// outside it and a third drags the other side of the ring the other way. Fingers own what they
/// touch: the wheel stays open and follows the first finger alone, two items on.
@Suite struct TwoThumbsScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Harness/Scripts/two-thumbs.json")

    @Test func theFirstFingerKeepsTheWheelThroughASecondThumbAndAThird() throws {
        try withSDL {
            let script = try HarnessScript.load(path: Self.script.path)
            let report = try ScriptedSession.run(
                HarnessRunOptions(scene: "center", size: Size(width: 800, height: 600), fps: 60, script: script),
                quiet: true)
            let spinner = try #require(report.spinners.first)
            #expect(spinner["shows"] == .string("spinner"), "the tap outside did not close it")
            // Moons (8) open on Full (4); 90° clockwise is two items.
            #expect(spinner["selectedIndex"] == .number(6))
            #expect(spinner["value"] == .string("Quarter"))
            let delegate = try #require(spinner["delegate"]?.stringItems)
            #expect(!delegate.contains { $0.hasPrefix("hasClosed") })
        }
    }
}
