import FlywheelCore
import Foundation
import Testing

@testable import FlywheelUI

/// The pad mapping as data: the standard table, the radial dead zone, and files — what they
/// change and how a bad one is named.
@Suite struct PadMappingTests {
    private func read(_ json: String) throws -> PadMapping {
        try PadMapping(json: Data(json.utf8), file: "pad.json")
    }

    private func error(_ json: String) -> String? {
        do {
            _ = try read(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func theStandardMappingIsTheKeyboardsKeys() {
        let m = PadMapping.standard
        #expect(m[.a] == .enter && m[.b] == .escape && m[.dpadLeft] == .left && m[.back] == .tab)
        #expect(m[.leftShoulder] == .pageUp && m[.rightTrigger] == .end && m[.start] == .space)
        #expect(m[.x] == nil && m[.y] == nil)
        #expect(abs(m.leftDeadZone - 0.2395) < 1e-3 && abs(m.rightDeadZone - 0.2652) < 1e-3)
        #expect(abs(m.triggerThreshold - 30.0 / 255) < 1e-12)
    }

    @Test func theDeadZoneIsRadialAndRescaled() {
        let m = PadMapping.standard
        #expect(m.applyingDeadZone(of: .left, x: 0.2, y: 0.1) == (0, 0))
        let edge = m.applyingDeadZone(of: .left, x: 0, y: 1)
        #expect(edge == (0, 1))
        // A diagonal just past the zone in each axis but... its length decides, not each axis.
        let d = m.applyingDeadZone(of: .right, x: 0.2, y: 0.2)  // length 0.28 > 0.265
        #expect(d.x > 0 && d.x < 0.05 && d.x == d.y)
        #expect(m.applyingDeadZone(of: .left, x: .nan, y: 1) == (0, 0))
    }

    @Test func aFileChangesOnlyWhatItNames() throws {
        let m = try read(
            #"{ "buttons": { "x": "Backspace", "back": null, "leftTrigger": "PageUp" }, "rightDeadZone": 0.1 }"#)
        #expect(m[.x] == .backspace && m[.back] == nil && m[.leftTrigger] == .pageUp)
        #expect(m[.a] == .enter && m.leftDeadZone == PadMapping.standard.leftDeadZone && m.rightDeadZone == 0.1)
        #expect(try read("{}") == .standard)
    }

    @Test func aBadFileNamesTheFileTheFieldAndTheValue() {
        #expect(
            error(#"{ "buttons": { "q": "Enter" } }"#)?.hasPrefix(#"pad.json: buttons.q: no such button "q""#) == true)
        #expect(
            error(#"{ "buttons": { "a": "Entr" } }"#)?.hasPrefix(#"pad.json: buttons.a: "Entr" is not a key name"#)
                == true)
        #expect(error(#"{ "buttons": { "a": 3 } }"#) == "pad.json: buttons.a: 3.0 is not a key name or null")
        #expect(error(#"{ "leftDeadZone": 2 }"#) == "pad.json: leftDeadZone: 2.0 is not a fraction from 0 to 0.95")
        #expect(
            error(#"{ "triggerThreshold": "high" }"#)
                == #"pad.json: triggerThreshold: "high" is not a fraction from 0 to 0.95"#)
        #expect(error(#"{ "button": {} }"#)?.hasPrefix("pad.json: button: unknown field") == true)
        #expect(error("[1, 2]") == "pad.json: must be a JSON object {…}")
        #expect(error("{ nope")?.hasPrefix("pad.json: is not JSON") == true)
    }

    @Test func aFileThatCannotBeReadNamesItsPath() {
        let url = URL(fileURLWithPath: "/nonexistent/pad.json")
        #expect(throws: PadMappingError.self) { try PadMapping(contentsOf: url) }
        do { _ = try PadMapping(contentsOf: url) } catch {
            #expect("\(error)".hasPrefix("/nonexistent/pad.json: cannot be read"))
        }
    }

    @Test func aFailedLoadKeepsTheMappingInUse() {
        var inUse = PadMapping.standard
        inUse[.y] = .home
        if let loaded = try? read(#"{ "buttons": { "a": "Nope" } }"#) { inUse = loaded }
        #expect(inUse[.y] == .home && inUse[.a] == .enter)
    }
}
