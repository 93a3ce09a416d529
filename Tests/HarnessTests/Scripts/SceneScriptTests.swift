import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// A script for each harness scene but the feel lab (Harness/Scripts/<scene>.json): each flips the scene's toggles
/// as a user would, and the report says what the spinners show afterwards.
@Suite(.serialized) struct SceneScriptTests {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Harness/Scripts")

    /// (scene, expected spinners as name/selectedIndex/value/shows)
    static let cases: [(String, [(String, Int, String, String)])] = [
        ("basic", [("spinner", 10, "Oblong", "picker")]),  // 20 values, Picker-Only, then tapped open
        ("center", [("spinner", 4, "Full", "closed")]),  // Moons (8): count/2 = 4
        ("corner", [("spinner", 15, "Lion", "closed")]),  // Critters (30)
        ("rotator", [("spinner", 10, "Oblong", "closed")]),  // Shapes (20)
        (
            "quadrants",
            [
                ("nw", 7, "Hatching Chick", "closed"), ("ne", 7, "Crescent", "closed"),
                ("sw", 7, "Egg", "closed"), ("se", 7, "Dog", "closed"),
            ]
        ),
        ("hud", [("spinner", 0, "face.smiling", "closed")]),
        ("leak", [("spinner", 5, "05", "closed")]),
        ("controller", [("wheel", 6, "person.crop.circle", "closed")]),  // taken with the right stick, then B
    ]

    @Test(arguments: 0..<8)
    func sceneScriptFlipsItsTogglesAndTheReportSaysSo(index: Int) throws {
        let (scene, expected) = Self.cases[index]
        try withSDL {
            let script = try HarnessScript.load(path: Self.scripts.appendingPathComponent("\(scene).json").path)
            let report = try ScriptedSession.run(
                HarnessRunOptions(
                    scene: script.scene ?? scene, size: Size(width: 800, height: 600),
                    fps: 30, script: script), quiet: true)
            #expect(report.scene == scene)
            #expect(report.spinners.count == expected.count)
            for (spinner, want) in zip(report.spinners, expected) {
                #expect(spinner["name"] == .string(want.0))
                #expect(spinner["selectedIndex"] == .number(Double(want.1)))
                #expect(spinner["value"] == .string(want.2))
                #expect(spinner["shows"] == .string(want.3))
            }
            if scene == "basic" {
                let events = try #require(report.spinners.first?["events"]?.stringItems)
                #expect(events.contains("valueChanged") && events.last == "touchUpInside")
                #expect(report.spinners.first?["delegate"]?.stringItems?.last == "hasOpenedWithTheValue:Oblong")
            }
        }
    }
}
