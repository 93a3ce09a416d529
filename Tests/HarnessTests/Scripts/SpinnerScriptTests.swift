import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Spinners driven by scripts: open by a tap, fling the ring, close; what the report says about
/// them; frame-rate independence and record -> replay with a fling; the recorder's forwarding.
@Suite(.serialized) struct SpinnerScriptTests {
    static let size = Size(width: 800, height: 600)

    /// The Basic scene's spinner centre and ring radius, in window points.
    private func basicSpinnerGeometry() throws -> (center: Point, radius: Double) {
        let (renderer, shell) = try HeadlessSession.make(scene: "basic", size: Self.size)
        renderer.run(frames: 1)
        let scene = try #require(shell.scene as? BasicScene)
        let s = scene.spinner
        return (s.convert(Point(x: s.bounds.midX, y: s.bounds.midY), to: nil), s.ringRadius)
    }

    /// Open with a tap, fling the ring across its top, let it land (2.5 s is plenty with the iOS
    /// feel; the frame rates below are kept low so a debug build of the tests draws them quickly too).
    private func flingScript(center c: Point, radius r: Double) -> HarnessScript {
        let y = c.y - r * 0.6
        let steps: [HarnessScript.Action] = [
            .wait(0.2),
            .tap(c, id: 0),
            .wait(0.6),
            .drag(
                from: Point(x: c.x - r * 0.35, y: y), to: Point(x: c.x + r * 0.35, y: y + 8), duration: 0.12, hold: 0,
                id: 0),
            .wait(2.5),
        ]
        return HarnessScript(
            file: "fling.json", scene: "basic", fps: 60, size: Self.size,
            steps: steps.enumerated().map { HarnessScript.Step(number: $0.offset + 1, action: $0.element) })
    }

    private func run(_ script: HarnessScript, fps: Double, recordTo: String? = nil) throws -> HarnessReport {
        try ScriptedSession.run(
            HarnessRunOptions(
                scene: script.scene ?? "basic", size: Self.size, fps: fps, script: script,
                recordPath: recordTo), quiet: true)
    }

    @Test func aScriptOpensAndFlingsTheBasicSpinnerAndTheReportSaysWhereItLanded() throws {
        try withSDL {
            let (c, r) = try basicSpinnerGeometry()
            let report = try run(flingScript(center: c, radius: r), fps: 30)
            let s = try #require(report.spinners.first)
            #expect(report.spinners.count == 1)
            #expect(s["name"] == .string("spinner"))
            #expect(s["isOpen"] == .bool(true) && s["shows"] == .string("spinner"))
            #expect(s["ring"]?["center"] == .numbers([(c.x * 100).rounded() / 100, (c.y * 100).rounded() / 100]))
            #expect(s["ring"]?["radius"] == .number((r * 100).rounded() / 100))
            let frame = try #require(s["frame"]?.numberItems)
            #expect(abs(frame[0] + frame[2] / 2 - c.x) < 0.01 && abs(frame[1] + frame[3] / 2 - c.y) < 0.01)
            // It opened on Oblong (the start state) and the fling moved it on.
            let delegate = try #require(s["delegate"]?.stringItems)
            let events = try #require(s["events"]?.stringItems)
            #expect(delegate.first(where: { $0.hasPrefix("hasOpened") }) == "hasOpenedWithTheValue:Oblong")
            #expect(s["selectedIndex"] != .number(6))
            #expect(delegate.last == "hasSelectedTheValue:\(s["value"]?.stringValue ?? "nil")")
            #expect(delegate.filter { $0.hasPrefix("hasSelectedTheValue:") }.count >= 3)
            // The tap that opened it: touchDown, touchUpInside; every selection sent valueChanged.
            let tap = events.firstIndex(of: "touchDown")
            #expect(tap != nil && events[tap! + 1] == "touchUpInside")
            let selections = delegate.filter { $0.hasPrefix("hasSelectedTheValue:") }.count
            #expect(events.filter { $0 == "valueChanged" }.count >= selections)
            #expect(
                report.json["spinners"].map { v -> Bool in
                    if case .array(let a) = v, let first = a.first, case .object(let m) = first {
                        return m.map(\.key) == [
                            "name", "frame", "ring", "selectedIndex", "value", "isOpen", "shows", "events", "delegate",
                        ]
                    }
                    return false
                } == true)
        }
    }

    /// A hard fling (several items per frame at 30 fps): the Spinner reports every item the wheel
    /// passes from the motion's closed form, so the reports match at 30, 60 and 144 fps apart
    /// from frame counts and times.
    @Test func theSameFastFlingAt30And60And144FPSGivesTheSameReport() throws {
        try withSDL {
            let (c, r) = try basicSpinnerGeometry()
            var script = flingScript(center: c, radius: r)
            let y = c.y - r * 0.6
            script.steps[3] = HarnessScript.Step(
                number: 4,
                action: .drag(
                    from: Point(x: c.x - r * 0.6, y: y),
                    to: Point(x: c.x + r * 0.6, y: y + 8),
                    duration: 0.05, hold: 0, id: 0))
            let reports = try [30.0, 60, 144].map { try run(script, fps: $0) }
            let first = try #require(reports.first?.spinners.first)
            #expect((first["delegate"]?.stringItems?.count ?? 0) > 8)  // it passed many items
            for report in reports.dropFirst() {
                #expect(report.spinners.first?["selectedIndex"] == first["selectedIndex"])
                #expect(report.spinners.first?["delegate"] == first["delegate"])
                #expect(report.spinners.first?["events"] == first["events"])
                #expect(report.withoutFrameFacts == reports[0].withoutFrameFacts)
            }
        }
    }

    @Test func aRecordedFlingReplaysToTheSameSpinnerState() throws {
        try withSDL {
            let (c, r) = try basicSpinnerGeometry()
            var script = flingScript(center: c, radius: r)
            // Once the wheel has come to rest (a centre tap on a moving wheel only stops it),
            // close it with a tap on the centre.
            script.steps.append(HarnessScript.Step(number: 6, action: .wait(1.5)))
            script.steps.append(HarnessScript.Step(number: 7, action: .tap(c, id: 0)))
            script.steps.append(HarnessScript.Step(number: 8, action: .wait(0.5)))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "flywheel-fling-\(UUID().uuidString).json"
            ).path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let original = try run(script, fps: 30, recordTo: path)
            let s = try #require(original.spinners.first)
            #expect(s["isOpen"] == .bool(false) && s["shows"] == .string("closed") && s["ring"] == .null)
            let value = s["value"]?.stringValue ?? "nil"
            #expect(
                s["delegate"]?.stringItems?.suffix(3) == [
                    "willCloseWithTheValue:\(value)", "hasClosedWithTheValue:\(value)",
                    "hasChosenTheValue:\(value)",
                ])

            let recording = try InputRecording.load(path: path)
            let replayed = try ScriptedSession.run(
                HarnessRunOptions(
                    scene: recording.scene, size: recording.size, fps: recording.fps, replay: recording,
                    replayFile: path),
                quiet: true)
            #expect(replayed.withoutFrameFacts == original.withoutFrameFacts)
            #expect(replayed.frames == original.frames)
        }
    }

    @Test func aSpinnerIsSetByItemTitle() throws {
        try withSDL {
            let steps: [HarnessScript.Action] = [.set(control: "Spinner", value: "square"), .wait(0.1)]
            let script = HarnessScript(
                file: "set.json", scene: "basic",
                steps: steps.enumerated().map { HarnessScript.Step(number: $0.offset + 1, action: $0.element) })
            let report = try run(script, fps: 60)
            #expect(report.spinners.first?["value"] == .string("Square"))
            #expect(report.spinners.first?["delegate"]?.stringItems?.last == "hasSelectedTheValue:Square")
            #expect(report.spinners.first?["events"]?.stringItems?.last == "valueChanged")
            let bad = HarnessScript(
                file: "set.json", scene: "basic",
                steps: [HarnessScript.Step(number: 1, line: 4, action: .set(control: "Spinner", value: "Rhombus"))])
            #expect {
                _ = try run(bad, fps: 60)
            } throws: { error in
                "\(error)" == "set.json:4: step 1: set: 'Spinner': 'Rhombus' is not an item title or an index 0...11"
            }
        }
    }

    // MARK: The recorder on its own: a test-only panel inside a scene

    /// A panel with a spinner that adopts `ReportingScene` and refuses to close.
    final class VetoPanel: View, SpinnerDelegate, ReportingScene {
        let spinner: Spinner
        var calls: [String] = []
        var allowsClose = false
        private(set) var spinnerRecorders: [SpinnerRecorder] = []
        var controlRecorders: [any ControlRecorder] { spinnerRecorders }

        init() {
            let items = (0..<8).map {
                SpinnerItem(
                    title: "Item \($0)",
                    icon: Image(width: 4, height: 4, rgba: [UInt8](repeating: 255, count: 64), name: "white"))
            }
            spinner = Spinner(
                values: items, selectedIndex: 2, frame: Rect(x: 0, y: 0, width: 48, height: 48),
                spinnerMode: .spinnerOnly)
            super.init(frame: .zero)
            fillsSuperview = true
            addSubview(spinner)
            spinnerRecorders = [SpinnerRecorder(name: "veto", spinner: spinner, forwardingTo: self)]
        }

        override func layoutSubviews() { spinner.center = Point(x: bounds.midX, y: bounds.midY) }

        func spinner(_ spinner: Spinner, hasOpenedWithTheValue item: SpinnerItem?) {
            calls.append("opened \(item?.title ?? "-")")
        }
        func spinner(_ spinner: Spinner, willCloseWithTheValue item: SpinnerItem?) -> Bool {
            calls.append("may close?")
            return allowsClose
        }
    }

    @Test func theRecorderForwardsToTheScenesDelegateWhoseVetoStands() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "rating", size: Self.size)
            let panel = VetoPanel()
            shell.scene.addSubview(panel)
            let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: 60)
            player.renderFrame(at: 0)
            let c = panel.spinner.convert(Point(x: 24, y: 24), to: nil)
            let steps: [HarnessScript.Action] = [.tap(c, id: 0), .wait(0.5), .key(.escape, modifiers: []), .wait(0.5)]
            let script = HarnessScript(
                file: "veto.json",
                steps: steps.enumerated().map { HarnessScript.Step(number: $0.offset + 1, action: $0.element) })
            try player.play(script.timeline(), source: script.file)
            #expect(panel.calls == ["opened Item 2", "may close?"])
            let report = try #require(player.report().spinners.first)
            #expect(report["name"] == .string("veto"))
            #expect(report["isOpen"] == .bool(true) && report["shows"] == .string("spinner"))
            #expect(report["delegate"] == .strings(["hasOpenedWithTheValue:Item 2", "willCloseWithTheValue:Item 2"]))
            #expect(report["events"] == .strings(["touchDown", "touchUpInside"]))

            // Without a scene delegate the recorder allows the close.
            panel.spinnerRecorders[0].next = nil
            renderer.host.handle(.key(KeyEvent(key: .escape, isDown: true, timestamp: renderer.clock.now)))
            #expect(!panel.spinner.isOpen)
            #expect(
                panel.spinnerRecorders[0].delegateCalls.suffix(2) == [
                    "willCloseWithTheValue:Item 2", "hasClosedWithTheValue:Item 2",
                ])
        }
    }
}
