import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The Basic scene headless: its start state (the original's) and the ring open, as goldens.
@Suite(.serialized) struct BasicSceneTests {
    private func make() throws -> (HeadlessRenderer, BasicScene) {
        let (renderer, shell) = try HeadlessSession.make(scene: "basic", size: Size(width: 800, height: 600))
        renderer.run(frames: 2, fps: 30)
        return (renderer, try #require(shell.scene as? BasicScene))
    }

    @Test func goldenStartState() throws {
        try withSDL {
            let (r, scene) = try make()
            #expect(scene.spinner.count == 12 && scene.spinner.value?.title == "Oblong")
            #expect(scene.spinner.spinnerThreshold == 14 && scene.spinner.spinnerMode == .both)
            #expect(scene.associatedText.text == "Associated Text #11 (Oblong)")
            try GoldenImage.check(r.snapshot().cropped(to: scene.boundingFrame), named: "basic-start")
        }
    }

    @Test func goldenRingOpen() throws {
        try withSDL {
            let (r, scene) = try make()
            r.tap(at: scene.spinner.convert(Point(x: 32, y: 32), to: nil))
            r.run(frames: 9, fps: 30)  // 0.3 s: the pop is done, the flash is not
            #expect(scene.spinner.shows == .spinner)
            #expect(scene.associatedText.text == "The user opened the spinner.")  // flashed for 0.5 s
            r.run(frames: 20, fps: 30)
            #expect(scene.associatedText.text == "Associated Text #11 (Oblong)")
            try GoldenImage.check(r.snapshot().cropped(to: scene.boundingFrame), named: "basic-ring-open")
        }
    }
}
