import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Scripts run headless: the example script, frame-rate independence, `set` by visible label,
/// the overlays, and record -> replay.
@Suite(.serialized) struct ScriptRunTests {
    static let size = Size(width: 800, height: 600)

    static var scriptsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Harness/Scripts")
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-scripts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `script` headless on its scene and returns the report, the shell and the player.
    private func run(
        _ script: HarnessScript, fps: Double? = nil, feel: FeelParameters = .ios,
        screenshots: URL? = nil
    ) throws -> (HarnessReport, HarnessShell, HeadlessPlayer) {
        let (renderer, shell) = try HeadlessSession.make(
            scene: script.scene ?? "rating", size: script.size ?? Self.size,
            context: SceneContext(feel: feel))
        let player = HeadlessPlayer(renderer: renderer, shell: shell, fps: fps ?? script.fps ?? 60)
        player.screenshotDirectory = screenshots
        try player.play(script.timeline(), source: script.file)
        return (player.report(), shell, player)
    }

    private func script(_ text: String) throws -> HarnessScript {
        try HarnessScript.parse(Data(text.utf8), file: "test.json")
    }

    /// Window point of star `n` of the Rating scene.
    private func star(_ n: Int, _ shell: HarnessShell) throws -> Point {
        let scene = try #require(shell.scene as? RatingScene)
        return scene.rating.convert(scene.rating.starFrame(n).center, to: nil)
    }

    // MARK: The example script (Harness/Scripts/rating-demo.json)

    @Test func ratingDemoScriptTapsAStarSetsSixStarsAndSavesAScreenshot() throws {
        try withSDL {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let demo = try HarnessScript.load(path: Self.scriptsFolder.appendingPathComponent("rating-demo.json").path)
            let (report, shell, player) = try run(demo, screenshots: folder)

            #expect(report.scene == "rating")
            #expect(report.fps == 60)
            #expect(report.frames == player.framesRendered)
            // 1.25 s of script at 60 fps: grid frames 0...75, plus the screenshot's own frame.
            #expect(report.frames == 77)
            #expect(report.frameTimeP50Ms > 0 && report.frameTimeP99Ms >= report.frameTimeP50Ms)
            #expect(report.spinners.isEmpty)
            let json = report.json
            #expect(
                json.text.hasPrefix(
                    #"{"scene": "rating", "fps": 60, "pixelScale": 1, "frames": 77, "frameTimeMs": {"p50": "#))
            #expect(json["spinners"] == .array([]))

            let scene = try #require(shell.scene as? RatingScene)
            #expect(scene.rating.value == 4)
            #expect(scene.rating.starCount == 6)
            #expect(scene.starsControl.selectedTitle == "6")
            #expect(scene.rtlSwitch.isOn)
            #expect(scene.titleLabel.text == "User Rating: 4 stars")
            #expect(shell.statusLog.contains("Stars: 6"), "\(shell.statusLog)")

            let png = folder.appendingPathComponent("rating-demo.png").path
            #expect(player.screenshotsWritten == [png])
            let image = try SDLImageLoader().loadImage(path: png)
            #expect(image.width == 800 && image.height == 600)
            // The segment "6" is drawn selected (filled with the tint).
            let six = scene.starsControl.convert(scene.starsControl.segmentFrame(2).center, to: nil)
            let p = image.pixel(x: Int(six.x) - 20, y: Int(six.y))
            #expect(p.b > 200 && p.r < 80)
        }
    }

    @Test func reportGoesToAFileAsTheIssueSpecifies() throws {
        try withSDL {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let reportPath = folder.appendingPathComponent("report.json").path
            let s = try script(#"{"scene": "rating", "steps": [{"wait": 0.1}]}"#)
            try ScriptedSession.run(
                HarnessRunOptions(scene: "rating", size: Self.size, fps: 60, script: s, reportPath: reportPath),
                quiet: true)
            let node = try JSONNode.parse(Data(contentsOf: URL(fileURLWithPath: reportPath)))
            #expect(
                node.keys == [
                    "scene", "fps", "pixelScale", "frames", "frameTimeMs", "spinners", "swipeViews", "controls",
                    "status", "messages",
                ])
            let lastMessage = node.member("messages")?.array?.last?.member("text")?.string
            #expect(lastMessage != nil && node.member("status")?.string == lastMessage)
            #expect(node.member("swipeViews")?.array?.isEmpty == true)
            #expect(node.member("frameTimeMs")?.keys == ["p50", "p99"])
            #expect(node.member("frames")?.number == 7)
        }
    }

    // MARK: Frame-rate independence

    /// Taps, a drag across the stars, keys and sets: the same input at 30 and 240 fps.
    static let mixedScript = """
        {"scene": "rating", "steps": [
          {"wait": 0.13},
          {"tap": [352, 211]},
          {"wait": 0.37},
          {"drag": {"from": [304, 211], "to": [496, 211], "duration": 0.41, "hold": 0.07}},
          {"set": {"control": "Right to Left", "value": "on"}},
          {"wait": 0.29},
          {"key": "Tab"}, {"key": "Left"}, {"key": "Left"},
          {"set": {"control": "Stars", "value": "4"}},
          {"wait": 0.5}
        ]}
        """

    @Test func theSameScriptAt30And240FPSGivesTheSameReportAndEvents() throws {
        try withSDL {
            let s = try script(Self.mixedScript)
            let (slow, slowShell, _) = try run(s, fps: 30)
            let (fast, fastShell, _) = try run(s, fps: 240)
            #expect(slow.fps == 30 && fast.fps == 240)
            #expect(fast.frames > 7 * slow.frames)
            #expect(slow.withoutFrameFacts == fast.withoutFrameFacts)
            #expect(slowShell.statusLog == fastShell.statusLog)
            #expect(slowShell.statusLog.count > 6)
            let a = try #require(slowShell.scene as? RatingScene), b = try #require(fastShell.scene as? RatingScene)
            #expect(a.rating.value == b.rating.value)
            #expect(a.rating.starCount == 4 && b.rating.starCount == 4)
            #expect(a.rating.isRightToLeft && b.rating.isRightToLeft)
        }
    }

    // MARK: set: errors name the step and the controls there are

    @Test func setOfAnUnknownControlListsTheLabelledOnes() throws {
        try withSDL {
            let s = try script(
                """
                {"scene": "rating", "steps": [
                  {"wait": 0.1},
                  {"set": {"control": "Sounds", "value": "on"}}
                ]}
                """)
            #expect {
                _ = try run(s)
            } throws: { error in
                (error as? ScriptError)?.description
                    == "test.json:3: step 2: set: no control labelled 'Sounds'; labelled controls: Stars, Right to Left, Flare, Scenes"
            }
        }
    }

    @Test func setOfABadValueSaysWhatIsAccepted() throws {
        try withSDL {
            let s = try script(#"{"scene": "rating", "steps": [{"set": {"control": "stars:", "value": "7"}}]}"#)
            #expect {
                _ = try run(s)
            } throws: { error in
                (error as? ScriptError)?.description
                    == "test.json:1: step 1: set: 'stars:': no segment '7'; segments: 4, 5, 6"
            }
            let t = try script(
                #"{"scene": "rating", "steps": [{"set": {"control": "Right to Left", "value": "maybe"}}]}"#)
            #expect {
                _ = try run(t)
            } throws: { error in
                "\(error)".contains("'Right to Left': 'maybe' is not on or off")
            }
        }
    }

    @Test func settingTheTabBarSwitchesScenesAndTheReportFollows() throws {
        try withSDL {
            let s = try script(
                #"{"scene": "rating", "steps": [{"set": {"control": "Scenes", "value": "basic"}}, {"wait": 0.1}]}"#)
            let (report, shell, _) = try run(s)
            #expect(shell.entry.name == "basic")
            #expect(report.scene == "basic")
            #expect(report.spinners.map { $0["name"] } == [.string("spinner")])
        }
    }

    // MARK: Overlays

    /// F1's numbers are formatted (three decimals), F12's message names the full path, and keys
    /// only the harness handles (F1, F12) show no focus ring: Tab does.
    @Test func f1NumbersAreFormattedF12NamesTheFullPathAndOnlyNavigationShowsTheFocusRing() throws {
        let slider = Slider(minimum: 0, maximum: 1, value: 1.0 / 17)
        #expect(HelpOverlay.shownValue(of: slider) == "0.059" && slider.scriptValue == "0.058823529411764705")
        #expect(HelpOverlay.shownValue(of: Switch(isOn: true)) == "on")
        let path = WindowSession.screenshotPath(scene: "basic", number: 1)
        #expect(path.hasPrefix("/") && path.hasSuffix("/flywheel-basic-1.png"))
        #expect(
            URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
                == URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path)
        try withSDL {
            let (_, shell, player) = try run(try script(#"{"scene": "basic", "steps": [{"wait": 0.2}]}"#))
            let host = player.renderer.host
            let t = player.renderer.clock.now
            for key in [Key.function(1), .function(1), .function(12)] {
                host.handle(.key(KeyEvent(key: key, isDown: true, timestamp: t)))
                host.handle(.key(KeyEvent(key: key, isDown: false, timestamp: t)))
            }
            #expect(!host.showsFocusRing && shell.helpOverlay?.isHidden == true)
            host.handle(.key(KeyEvent(key: .tab, isDown: true, timestamp: t)))
            #expect(host.showsFocusRing && host.focusedView != nil)
        }
    }

    @Test func f1ShowsTheHelpWithTheSceneControlsAndF2TheFrameStats() throws {
        try withSDL {
            let s = try script(#"{"scene": "rating", "steps": [{"key": "F1"}, {"key": "F2"}, {"wait": 1}]}"#)
            let (_, shell, _) = try run(s)
            let help = try #require(shell.helpOverlay)
            let stats = try #require(shell.frameStatsOverlay)
            #expect(!help.isHidden && !stats.isHidden)
            #expect(help.allText.contains("F1: this help (the wheel, a drag or the arrows scroll it)"))
            #expect(help.allText.contains("Stars: 4, 5 or 6 — now 5"))
            #expect(help.allText.contains("Right to Left: on or off — now off"))
            #expect(help.allText.contains("Scene: Rating"))
            #expect(stats.framesPerSecond == 60)
            #expect(stats.text.hasPrefix("60 fps · ") && stats.text.hasSuffix(" ms avg"))
            #expect(stats.frame.maxX <= 800 && stats.frame.minY >= 0 && stats.frame.minX > 400)
            // On the status line, never over the scene; the status message gives way.
            #expect(stats.frame.minY >= shell.scene.frame.maxY && stats.frame.maxY <= shell.tabScroller.frame.minY)
            #expect(shell.statusLabel.frame.maxX <= stats.frame.minX)

            // Esc and a click close the help; F2 again hides the stats.
            let t = try script(
                #"{"scene": "rating", "steps": [{"key": "F1"}, {"key": "Escape"}, {"key": "F1"}, {"tap": [20, 20]}, {"key": "F2"}, {"key": "F2"}]}"#
            )
            let (_, shell2, _) = try run(t)
            #expect(shell2.helpOverlay?.isHidden == true)
            #expect(shell2.frameStatsOverlay?.isHidden == true)
        }
    }

    // MARK: Record -> replay

    @Test func aRecordedScriptReplaysToTheSameReport() throws {
        try withSDL {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let recordPath = folder.appendingPathComponent("session.json").path
            let s = try script(Self.mixedScript)
            var feel = FeelParameters.ios
            feel.estimatorDegree = 1
            let options = HarnessRunOptions(
                scene: "rating", size: Self.size, fps: 60, script: s, recordPath: recordPath, feel: feel)
            let original = try ScriptedSession.run(options, quiet: true)

            let recording = try InputRecording.load(path: recordPath)
            #expect(recording.scene == "rating" && recording.size == Self.size && recording.fps == 60)
            #expect(recording.feel == feel)
            #expect(abs(recording.duration - s.timeline().duration) < 1e-12)
            let scripted = s.timeline().actions
            #expect(recording.entries.map(\.kind) == scripted.map(\.kind))
            #expect(recording.entries.map(\.time) == scripted.map(\.time))

            var replayOptions = HarnessRunOptions(
                scene: recording.scene, size: recording.size, fps: recording.fps,
                replay: recording, replayFile: recordPath, feel: recording.feel)
            let replayed = try ScriptedSession.run(replayOptions, quiet: true)
            #expect(replayed.withoutFrameFacts == original.withoutFrameFacts)
            #expect(replayed.frames == original.frames)

            // Replayed at another rate, recorded again: the same events at the same times.
            let again = folder.appendingPathComponent("again.json").path
            replayOptions.fps = 144
            replayOptions.recordPath = again
            let fast = try ScriptedSession.run(replayOptions, quiet: true)
            #expect(fast.withoutFrameFacts == original.withoutFrameFacts)
            let second = try InputRecording.load(path: again)
            #expect(second.entries.map(\.kind) == recording.entries.map(\.kind))
            #expect(second.entries.map(\.time) == recording.entries.map(\.time))
        }
    }

    @Test func aRecordingWithEveryKindOfEventRoundTrips() throws {
        let entries: [TimedAction] = [
            TimedAction(
                time: 0.1,
                kind: .input(
                    .pointer(PointerEvent(phase: .down, id: 2, location: Point(x: 1.25, y: 2.5), timestamp: 0.1)))),
            TimedAction(
                time: 0.2,
                kind: .input(
                    .pointer(PointerEvent(phase: .cancel, id: 2, location: Point(x: 1.0 / 3, y: 2), timestamp: 0.2)))),
            TimedAction(
                time: 0.3,
                kind: .input(
                    .key(
                        KeyEvent(
                            key: .character("q"), isDown: true, isRepeat: true, modifiers: [.shift, .alt],
                            timestamp: 0.3)))),
            TimedAction(time: 0.4, kind: .input(.key(KeyEvent(key: .other(1234), isDown: false, timestamp: 0.4)))),
            TimedAction(
                time: 0.5,
                kind: .input(.wheel(WheelEvent(dx: -1, dy: 0.5, location: Point(x: 3, y: 4), timestamp: 0.5)))),
            TimedAction(time: 0.6, kind: .set(control: "Stars", value: "6")),
            TimedAction(time: 0.65, kind: .input(.text(TextEvent(text: "٠٫٥ \"x\"", timestamp: 0.65)))),
            TimedAction(time: 0.7, kind: .resize(Size(width: 1024, height: 768))),
        ]
        let r = InputRecording(scene: "rating", size: Self.size, fps: 90, duration: 2, feel: .snappy, entries: entries)
        let back = try InputRecording.parse(Data(r.json.prettyText().utf8), file: "r.json")
        #expect(back.entries.map(\.kind) == entries.map(\.kind))
        #expect(back.entries.map(\.time) == entries.map(\.time))
        #expect(back.feel == .snappy && back.fps == 90 && back.duration == 2)
        // One event per line.
        #expect(r.json.prettyText().split(separator: "\n").filter { $0.contains("\"t\": ") }.count == entries.count)
    }

    @Test(arguments: [
        (#"{"format": "other"}"#, "format: expected \"flywheel-harness-recording\""),
        ("EVENT_OUT_OF_ORDER", "event 2: t: 0.1 is earlier than the event before (0.5)"),
        ("BAD_POINTER", "event 1: pointer: expected down, move, up or cancel"),
        ("BAD_FEEL", "feel: unknown key \"flingGian\""),
        ("EMPTY_TEXT", "event 1: text: expected the typed text"),
    ])
    func badRecordingsAreRefusedWithTheirMessage(text: String, expected: String) throws {
        var json = text
        let base = InputRecording(scene: "rating", size: Self.size, fps: 60, duration: 1, feel: .ios, entries: []).json
            .prettyText()
        switch text {
        case "EVENT_OUT_OF_ORDER":
            json = base.replacingOccurrences(
                of: #""events": []"#,
                with: """
                    "events": [{"t": 0.5, "key": "a", "down": true}, {"t": 0.1, "key": "a", "down": false}]
                    """)
        case "BAD_POINTER":
            json = base.replacingOccurrences(
                of: #""events": []"#, with: #""events": [{"t": 0, "pointer": "press", "at": [1, 1]}]"#)
        case "EMPTY_TEXT":
            json = base.replacingOccurrences(of: #""events": []"#, with: #""events": [{"t": 0, "text": ""}]"#)
        case "BAD_FEEL":
            json = base.replacingOccurrences(of: #""flingGain""#, with: #""flingGian""#)
        default:
            break
        }
        #expect {
            _ = try InputRecording.parse(Data(json.utf8), file: "r.json")
        } throws: { error in
            "\(error)".contains(expected)
        }
    }
}
