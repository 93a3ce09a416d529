import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// A report with a number that is not finite (a control that reported NaN) is an error naming
/// the field, in every mode: each one (a script, a replay, `--headless --frames`, the window)
/// writes its report with `HarnessReport.write(to:)`, which writes it (the numbers `null`) and
/// then throws; the command line turns that into one message and exit status 1.
@Suite struct NonFiniteReportTests {
    /// A control of your own whose value went wrong.
    final class Gauge: Control, ReportableControl {
        var reading = Double.nan
        var reportValue: JSONValue { .number(reading) }
        var reportStateFields: [(String, JSONValue)] { [("peak", .number(.infinity)), ("low", .number(0))] }
    }

    static func report(value: Double) -> HarnessReport {
        var report = HarnessReport(scene: "gauge", fps: 60, frames: 1, frameSeconds: [0.001])
        report.controls = [
            .object([("type", .string("Gauge")), ("label", .string("Count")), ("value", .number(value))])
        ]
        return report
    }

    static func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-nan-\(UUID().uuidString).json").path
    }

    @Test func aNaNValueIsAnErrorNamingTheFieldAndTheReportIsStillWritten() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(Self.report(value: .nan).nonFiniteFields == ["controls[Count].value"])
        #expect(throws: NonFiniteReportError(fields: ["controls[Count].value"])) {
            try Self.report(value: .nan).write(to: path)
        }
        let written = try JSONNode.parse(Data(contentsOf: URL(fileURLWithPath: path))).value
        guard case .array(let controls)? = written["controls"] else {
            Issue.record("no controls in \(written)")
            return
        }
        #expect(controls.first?["value"] == .null)
        do {
            try Self.report(value: -.infinity).write(to: path)
            Issue.record("an infinite value was accepted")
        } catch {
            #expect(
                HarnessErrorMessage.line(for: error)
                    == "harness: --report: not finite at controls[Count].value (written as null)")
        }
    }

    @Test func aFiniteReportIsWrittenWithoutError() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(Self.report(value: 3).nonFiniteFields.isEmpty)
        try Self.report(value: 3).write(to: path)
    }

    /// A headless run whose scene holds the NaN control: the report the session makes names
    /// both bad fields.
    @Test func aSessionsReportOfANaNControlNamesEveryBadField() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "rating", size: Size(width: 400, height: 300))
            let gauge = Gauge(frame: Rect(x: 10, y: 10, width: 40, height: 40))
            gauge.accessibilityLabel = "Gauge"
            shell.scene.addSubview(gauge)
            let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: 60)
            player.runFrames(2)
            let path = Self.temporaryFile()
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(throws: NonFiniteReportError(fields: ["controls[Gauge].value", "controls[Gauge].peak"])) {
                try player.report().write(to: path)
            }
        }
    }
}
