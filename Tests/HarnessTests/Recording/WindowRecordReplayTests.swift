import CSDL2
import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Record and replay in a real window (run under `xvfb-run`, as `make test` does; skipped
/// without a display): live SDL input is recorded with its times, and a recording injected into
/// the window ends in the state a headless replay reaches.
@Suite(.serialized) struct WindowRecordReplayTests {
    static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    static let size = Size(width: 800, height: 600)

    private func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-window-\(UUID().uuidString)-\(name)")
            .path
    }

    /// The Basic spinner's centre in window points (headless layout = window layout at one size).
    private func spinnerCenter() throws -> Point {
        let (renderer, shell) = try HeadlessSession.make(scene: "basic", size: Self.size)
        renderer.run(frames: 1)
        let s = try #require((shell.scene as? BasicScene)?.spinner)
        return s.convert(Point(x: s.bounds.midX, y: s.bounds.midY), to: nil)
    }

    /// A window's messages count from the session's start (not the machine's uptime, which the
    /// SDL clock counts from), on the microsecond grid, as scripts' and replays' do.
    @Test func aWindowSessionsMessagesCountFromItsStart() throws {
        try withSDL {
            let report = temporaryFile("times.json")
            defer { try? FileManager.default.removeItem(atPath: report) }
            let options = HarnessRunOptions(scene: "basic", size: Self.size, fps: 60, frames: 10, reportPath: report)
            try WindowSession.run(
                scene: "basic", size: Self.size, frames: 10, screenshot: nil,
                hooks: WindowSessionHooks(options: options))
            let node = try JSONNode.parse(Data(contentsOf: URL(fileURLWithPath: report)))
            let times = try #require(node.member("messages")?.array).compactMap { $0.member("time")?.number }
            let first = try #require(times.first)
            #expect(first >= 0 && first < 0.5, "first message at \(first) s")
            #expect(times.allSatisfy { $0 == ($0 * 1e6).rounded() / 1e6 })
        }
    }

    /// Message times are whole microseconds, written as the shortest decimal.
    @Test func messageTimesAreOnTheMicrosecondGrid() throws {
        #expect(StatusMessage(time: 0.35000000000000003, text: "x").json.prettyText().contains("0.35,"))
        #expect(
            StatusMessage.onMicrosecondGrid(2.0000004) == 2 && StatusMessage.onMicrosecondGrid(0.1234567) == 0.123457)
        #expect(HarnessReport.round(0.35, to: 0.001) == 0.35 && "\(HarnessReport.round(0.35, to: 0.001))" == "0.35")
    }

    @Test(.enabled(if: hasDisplay, "needs an X display; run under xvfb-run"))
    func aReplayInTheWindowEndsWhereTheHeadlessReplayEnds() throws {
        try withSDL {
            unsetenv("SDL_VIDEODRIVER")
            let c = try spinnerCenter()
            let entries = [
                TimedAction(time: 0.1, kind: .set(control: "Spinner", value: "Square")),
                TimedAction(time: 0.2, kind: .input(.pointer(PointerEvent(phase: .down, location: c, timestamp: 0.2)))),
                TimedAction(time: 0.25, kind: .input(.pointer(PointerEvent(phase: .up, location: c, timestamp: 0.25)))),
            ]
            let recording = InputRecording(
                scene: "basic", size: Self.size, fps: 60, duration: 0.5, feel: .ios, entries: entries)
            let windowReport = temporaryFile("window-report.json")
            defer { try? FileManager.default.removeItem(atPath: windowReport) }
            let options = HarnessRunOptions(
                scene: "basic", size: Self.size, fps: 60, frames: 90, replay: recording,
                replayFile: "test recording", reportPath: windowReport)
            try WindowSession.run(
                scene: "basic", size: Self.size, frames: 90, screenshot: nil,
                hooks: WindowSessionHooks(options: options))
            let node = try JSONNode.parse(Data(contentsOf: URL(fileURLWithPath: windowReport)))
            let spinner = try #require(node.member("spinners")?.array?.first)
            #expect(spinner.member("value")?.string == "Square")
            #expect(spinner.member("isOpen")?.bool == true)
            #expect(spinner.member("shows")?.string == "spinner")

            var headless = options
            headless.frames = nil
            headless.reportPath = nil
            let expected = try ScriptedSession.run(headless, quiet: true)
            #expect(spinner.value == expected.spinners[0])
        }
    }

    @Test(.enabled(if: hasDisplay, "needs an X display; run under xvfb-run"))
    func liveInputInTheWindowIsRecordedAndReplaysHeadless() throws {
        try withSDL {
            unsetenv("SDL_VIDEODRIVER")
            let c = try spinnerCenter()
            let path = temporaryFile("live.json")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let options = HarnessRunOptions(scene: "basic", size: Self.size, fps: 60, frames: 40, recordPath: path)
            let hooks = WindowSessionHooks(options: options)
            hooks.onStart = {
                // A click on the spinner, as SDL would deliver it from the mouse.
                for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] { SDLMouseQueue.push(type, at: c) }
            }
            try WindowSession.run(scene: "basic", size: Self.size, frames: 40, screenshot: nil, hooks: hooks)

            let recording = try InputRecording.load(path: path)
            #expect(recording.scene == "basic" && recording.size == Self.size)
            let pointers = recording.entries.compactMap { a -> PointerEvent? in
                if case .input(.pointer(let p)) = a.kind { return p } else { return nil }
            }
            #expect(pointers.map(\.phase) == [.down, .up])
            #expect(pointers.allSatisfy { abs($0.location.x - c.x) <= 0.5 && abs($0.location.y - c.y) <= 0.5 })
            #expect(recording.entries.allSatisfy { $0.time >= 0 && $0.time <= recording.duration })
            #expect(recording.duration > 0)

            let replayed = try ScriptedSession.run(
                HarnessRunOptions(scene: "basic", size: Self.size, fps: 60, replay: recording, replayFile: path),
                quiet: true)
            #expect(replayed.spinners.first?["isOpen"] == .bool(true))
            #expect(
                replayed.spinners.first?["delegate"]?.stringItems?.contains("hasOpenedWithTheValue:Oblong") == true)
        }
    }
}
