import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import Foundation
import Testing

@testable import FlywheelUI  // the host's animator (running animations)
@testable import HarnessKit

/// The Leak test: the original's spinner and the churn — after creating, opening, spinning and
/// destroying N spinners, every count is back where it started (views in the tree, churned views
/// and spinners alive, image textures, running animations, outside-tap monitors); golden image
/// after a churn.
@Suite(.serialized) struct LeakSceneTests {
    /// A churn makes one batch a frame; 5 fps keeps few batches alive at once (each lives 0.4 s),
    /// so the debug-build software renderer has little to draw.
    static let churnFPS = 5.0

    /// Frames until the churn ends (bounded).
    private func runChurn(_ scene: LeakScene, _ renderer: HeadlessRenderer, count: Int) -> Int {
        scene.startChurn(count: count)
        var frames = 0
        while scene.isChurning && frames < 500 {
            renderer.run(frames: 1, fps: Self.churnFPS)
            frames += 1
        }
        return frames
    }

    @Test func theOriginalsSpinner() throws {
        try SceneTest.run("leak", as: LeakScene.self) { renderer, shell, scene in
            let s = scene.spinner
            #expect(s.bounds.size == Size(width: 64, height: 64))
            #expect(s.center == scene.demo.bounds.center)
            #expect(s.values.map(\.title) == (0...9).map { String(format: "%02d", $0) })
            #expect(s.values.allSatisfy { $0.icon.isTemplate })
            #expect(s.selectedIndex == 5)
            #expect(s.backgroundColor == .white && s.tintColor == .black && s.openBackgroundColor == .white)
            #expect(scene.modeControl.selectedTitle == "Both" && s.spinnerMode == .both && s.opensAsSpinner)
            #expect(ControlFinder.set("Spinner Mode", to: "Picker", in: scene) == nil)
            #expect(s.spinnerMode == .pickerOnly)
            #expect(shell.statusLog.contains("Spinner Mode: Picker (spinnerMode 1)"))
            s.isOpen = true
            SceneTest.settle(renderer, seconds: 0.5)
            #expect(s.shows == .picker)
            #expect(ControlFinder.set("Spinner Mode", to: "Spinner", in: scene) == nil)
            #expect(s.spinnerMode == .spinnerOnly && !s.isOpen)
        }
    }

    @Test func eachBatchIsOpenedAndSpunBeforeItGoes() throws {
        try SceneTest.run("leak", as: LeakScene.self) { renderer, _, scene in
            scene.startChurn(count: 40)
            renderer.run(frames: 1, fps: SceneTest.settleFPS)
            let spinners = scene.stage.subviews.compactMap { $0.subviews.last as? Spinner }
            #expect(spinners.count == 2, "40 spinners in 20 batches")
            for s in spinners {
                #expect(s.isOpen && s.shows == .spinner)
                #expect(s.selectedIndex != 5, "turned from code while open")
            }
            #expect(scene.churnedSpinners.aliveCount == 2)
            #expect(scene.statsLabels[0].text.hasPrefix("Churn: 2 of 40"))
            // Just before its lifetime ends, the first batch is fully open (the pop has finished).
            let first = try #require(scene.stage.subviews.first)
            renderer.run(seconds: LeakScene.lifetime - 0.1, fps: SceneTest.settleFPS)
            #expect(scene.stage.subviews.first === first)
            let ring = try #require(first.subviews.first { !($0 is Spinner) })
            #expect(abs(ring.transform.a - 1) < 0.05, "ring scale \(ring.transform.a)")
        }
    }

    /// Both (a ring: ten items are under the threshold) and Picker; Spinner draws what Both does.
    @Test(arguments: [1, 2])
    func churnReturnsEveryCountToItsBaseline(modeSegment: Int) throws {
        // The shell reports the canvas's cache counts as the backend's numbers (`after.backend`).
        try SceneTest.run("leak", as: LeakScene.self) { renderer, shell, scene in
            let canvas = renderer.canvas
            scene.modeControl.setValueFromUser(modeSegment)
            scene.spinner.isOpen = true
            // A warm-up churn: the first one uploads the icons at the stage's size.
            _ = runChurn(scene, renderer, count: 10)
            SceneTest.settle(renderer)
            let before = scene.counts()
            let images = canvas.cachedImageCount
            let animations = renderer.host.animator.count
            let monitors = renderer.host.pointerDownMonitorCount
            let rss = try #require(before.residentBytes)

            let frames = runChurn(scene, renderer, count: 100)
            #expect(frames < 40, "a churn takes its 20 batches, a lifetime (0.4 s) and a frame")
            SceneTest.settle(renderer)
            let after = scene.counts()
            #expect(after.viewsInTree == before.viewsInTree)
            #expect(after.churnedSpinnersAlive == 0)
            #expect(after.churnedViewsAlive == 0)
            #expect(canvas.cachedImageCount == images)
            #expect(renderer.host.animator.count == animations)
            #expect(after.backend?.hasPrefix("text ") == true)
            #expect(scene.spinner.isOpen, "the scene's own spinner is untouched")
            // Spinners removed while open take their outside-tap monitors with them.
            #expect(renderer.host.pointerDownMonitorCount == monitors)
            // RSS is the allocator's business; 100 spinners must not cost more than a few MB for good.
            #expect((after.residentBytes ?? 0) - rss < 32 << 20)
            #expect(
                shell.statusLog.contains {
                    $0.hasPrefix("Churn done: 100 spinners") && $0.contains("alive now 0 spinners, 0 views")
                })
            #expect(
                scene.statsLabels[1].text == "Views in tree: \(after.viewsInTree) (before churn: \(before.viewsInTree))"
            )
        }
    }

    @Test func theChurnButtonRunsAChurnFromATapOrAScript() throws {
        try SceneTest.run("leak", as: LeakScene.self) { renderer, _, scene in
            renderer.tap(at: SceneTest.center(of: scene.churnButton))
            #expect(scene.isChurning && scene.churn?.total == 100)
            #expect(ControlFinder.set("Churn", to: "10", in: scene) == "'Churn': a churn is already running")
            while scene.isChurning { renderer.run(frames: 1, fps: Self.churnFPS) }
            #expect(ControlFinder.set("Churn Count", to: "10", in: scene) == nil)
            #expect(ControlFinder.set("Churn", to: "10", in: scene) == nil)
            #expect(scene.churn?.total == 10)
            #expect(ControlFinder.set("Churn", to: "lots", in: scene)?.contains("not a count") == true)
        }
    }

    @Test func goldenAfterAChurn() throws {
        try SceneTest.run("leak", as: LeakScene.self) { renderer, _, scene in
            scene.residentBytes = { 48 << 20 }
            _ = runChurn(scene, renderer, count: 20)
            scene.spinner.isOpen = true
            SceneTest.settle(renderer)
            try SceneTest.checkGolden(renderer, scene, named: "leak-after-churn")
        }
    }
}
