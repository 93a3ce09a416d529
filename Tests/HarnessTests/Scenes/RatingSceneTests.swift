import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The Rating scene rendered headless: golden images and a user's interaction, by pixels.
@Suite(.serialized) struct RatingSceneTests {
    static let size = Size(width: 800, height: 600)

    private func makeScene() throws -> (HeadlessRenderer, HarnessShell, RatingScene) {
        let (renderer, shell) = try HeadlessSession.make(scene: "rating", size: Self.size)
        renderer.run(frames: 2, fps: 60)
        let scene = try #require(shell.scene as? RatingScene)
        return (renderer, shell, scene)
    }

    /// Window point of star `n`'s centre.
    private func star(_ n: Int, in scene: RatingScene) -> Point {
        scene.rating.convert(scene.rating.starFrame(n).center, to: nil)
    }

    @Test func goldenDefault() throws {
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            renderer.run(frames: 30, fps: 60)
            #expect(scene.titleLabel.text == "User Rating: 1 star")
            try GoldenImage.check(renderer.snapshot().cropped(to: scene.boundingFrame), named: "rating-default")
        }
    }

    @Test func goldenSixStarsRightToLeftRatedFour() throws {
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            renderer.tap(at: scene.starsControl.convert(scene.starsControl.segmentFrame(2).center, to: nil))
            renderer.tap(at: scene.rtlSwitch.convert(Point(x: 25, y: 15), to: nil))
            renderer.run(frames: 2, fps: 60)
            renderer.tap(at: star(4, in: scene))
            renderer.run(frames: 40, fps: 60)  // the flare (0.4 s) settles
            #expect(scene.rating.starCount == 6)
            #expect(scene.rating.isRightToLeft)
            #expect(scene.rating.value == 4)
            #expect(scene.titleLabel.text == "User Rating: 4 stars")
            try GoldenImage.check(renderer.snapshot().cropped(to: scene.boundingFrame), named: "rating-six-rtl-four")
        }
    }

    /// The Flare selector: each segment sets the rating's style and shows it on the chosen star
    /// at once; the golden is the spin 0.2 s in (star 1 turned and grown).
    @Test func theFlareSelectorPicksTheStyleAndShowsIt() throws {
        try withSDL {
            let (renderer, shell, scene) = try makeScene()
            for (i, style) in FlareStyle.allCases.enumerated().reversed() {
                renderer.tap(at: scene.flareControl.convert(scene.flareControl.segmentFrame(i).center, to: nil))
                #expect(scene.rating.flareStyle == style)
                #expect(shell.statusLog.contains("Rating: flare \(style.title)"))
                renderer.run(frames: 60, fps: 60)
            }
            #expect(scene.flareControl.selectedTitle == "Grow")
            renderer.tap(at: scene.flareControl.convert(scene.flareControl.segmentFrame(1).center, to: nil))
            let rest = renderer.snapshot()
            renderer.run(frames: 12, fps: 60)  // 0.2 s: the star has turned 0.26 of a turn, ×1.24
            #expect(scene.rating.flareFrames[0].rotation > 1.5)
            let now = renderer.snapshot()
            let centre = scene.rating.convert(scene.rating.starFrame(1).center, to: nil)
            let cell = Rect(center: centre, size: Size(width: 64, height: 64))
            #expect(now.cropped(to: cell).rgba != rest.cropped(to: cell).rgba)
            try GoldenImage.check(now.cropped(to: scene.boundingFrame), named: "rating-flare-spin")
        }
    }

    /// The rating control is in the report's `controls` with its events: a tap is valueChanged
    /// (the value follows the finger from its first touch), touchDown, touchUpInside; a drag off the row and up is touchDragOutside, touchUpOutside.
    /// Each shows in the scene's event log (newest first) and on the status line as it happens.
    @Test func theRatingsEventsAreReportedAndShown() throws {
        let text = """
            {"scene": "rating", "steps": [{"wait": 0.2}, {"tap": [448, 211]}, {"wait": 0.3},
              {"drag": {"from": [448, 211], "to": [448, 400], "duration": 0.2}}, {"wait": 0.3}]}
            """
        try withSDL {
            let script = try HarnessScript.parse(Data(text.utf8), file: "rating-events.json")
            let report = try ScriptedSession.run(
                HarnessRunOptions(scene: "rating", size: Self.size, fps: 60, script: script), quiet: true)
            let node = try JSONNode.parse(Data(report.json.prettyText().utf8))
            let entry = try #require(
                node.member("controls")?.array?.first { $0.member("type")?.string == "RatingControl" })
            #expect(entry.member("label")?.string == "Rating" && entry.member("value")?.number == 4)
            #expect(entry.member("starCount")?.number == 5 && entry.member("isTracking")?.bool == false)
            let events = try #require(entry.member("events")?.array).compactMap(\.string)
            #expect(Array(events.prefix(3)) == ["valueChanged", "touchDown", "touchUpInside"])
            #expect(events.dropFirst(3).first == "touchDown" && events.last == "touchUpOutside")
            #expect(events.contains("touchDragOutside"))
            let texts = report.messages.map(\.text)
            #expect(texts.contains("Rating: touchDown") && texts.contains("Rating: touchUpInside"))
            #expect(texts.last == "Rating: touchUpOutside")
        }
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            #expect(scene.eventLog.text == "Events: none yet")
            renderer.tap(at: star(2, in: scene))
            renderer.run(frames: 2, fps: 60)
            #expect(scene.eventLog.text == "Events: touchUpInside · touchDown · valueChanged")
        }
    }

    @Test func draggingAcrossTheRowUpdatesTitleAndPixels() throws {
        try withSDL {
            let (renderer, shell, scene) = try makeScene()
            let before = renderer.snapshot()
            renderer.drag(from: star(1, in: scene), to: star(5, in: scene), duration: 0.3, fps: 60, hold: 0.05)
            renderer.run(frames: 30, fps: 60)
            #expect(scene.rating.value == 5)
            #expect(scene.titleLabel.text == "User Rating: 5 stars")
            #expect(shell.statusLog.contains("Rating: User Rating: 5 stars"))
            // Star 5's centre turned from grey to black.
            let p = star(5, in: scene)
            let old = before.pixel(x: Int(p.x), y: Int(p.y)), new = renderer.snapshot().pixel(x: Int(p.x), y: Int(p.y))
            #expect(old.r > 100 && old.r < 160)
            #expect(new.r < 30)
        }
    }

    @Test func everySceneRendersInAllScenesMode() throws {
        try withSDL {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
                "flywheel-scenes-\(UUID().uuidString)"
            ).path
            try HeadlessSession.renderAll(into: dir, size: Self.size, fps: 60, frames: 3)
            for name in SceneCatalog.names {
                let image = try SDLImageLoader().loadImage(path: dir + "/\(name).png")
                #expect(image.width == 800 && image.height == 600)
            }
            try? FileManager.default.removeItem(atPath: dir)
        }
    }
}

@Suite struct HarnessCommandLineTests {
    @Test func unknownSceneIsRefusedByName() {
        CommandLineTest.expectRefused(["--scene", "nope"], saying: "unknown scene 'nope'")
    }

    @Test(arguments: ["800", "0x600", "axb", "100000x10"])
    func badSizeIsRefusedByName(size: String) {
        CommandLineTest.expectRefused(["--size", size], saying: "--size: '\(size)'")
    }

    @Test func goodArgumentsParse() throws {
        let cmd = try #require(
            try HarnessCommand.parseAsRoot([
                "--headless", "--scene", "rating", "--frames", "30", "--screenshot", "x.png",
            ]) as? HarnessCommand)
        #expect(cmd.headless && cmd.frameCount.frames == 30 && cmd.screenshot == "x.png")
        #expect(try cmd.parsedSize() == Size(width: 800, height: 600))
    }

    @Test func titleUsesSingularForOneStar() {
        #expect(RatingScene.title(for: 1) == "User Rating: 1 star")
        #expect(RatingScene.title(for: 2) == "User Rating: 2 stars")
    }
}
